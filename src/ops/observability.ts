import type { IncomingMessage } from 'node:http';
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/database.js';
import type { AnsweredRequest } from '../http/fast-path.js';
import { operator, type PromptkeepRouteConfig, unauthenticated } from '../http/route-config.js';
import type { IdGenerator } from '../lib/ids.js';
import type { LimitStore } from '../limits/limit-store.js';
import type { CountService } from '../tokenizers/count-service.js';
import { instrumentCounter, instrumentDb, instrumentLimitStore, type Ops } from './instrument.js';
import { createMetrics } from './metrics.js';
import { REQUEST_ID_BINDING, requestLineFields, requestLineWriter } from './request-line.js';
import { createTracing } from './tracer.js';

export type { Ops } from './instrument.js';

/** The settings of this part (AppSettings extends these). */
export interface ObservabilitySettings {
  /** Serve GET /metrics without the operator key (behind a private network only). */
  metricsPublic?: boolean;
  /** OTLP/HTTP collector base URL (e.g. http://otel-collector:4318); tracing is off when unset. */
  otlpEndpoint?: string | null;
}

export async function createOps(settings: ObservabilitySettings & { version: string }): Promise<Ops> {
  return {
    metrics: createMetrics(),
    tracing: await createTracing({ endpoint: settings.otlpEndpoint ?? null, version: settings.version }),
    cleanup: [],
  };
}

/** Adds metrics and spans to the app's seams: the database, the limit store, the token counter. */
export function instrumentDeps<D extends { db: Db; store: LimitStore; counter: CountService }>(
  deps: D,
  ops: Ops,
): D {
  return {
    ...deps,
    db: instrumentDb(deps.db, ops),
    store: instrumentLimitStore(deps.store, ops),
    counter: instrumentCounter(deps.counter, ops),
  };
}

// An incoming X-Request-Id becomes the request's trace id (logs, error bodies, X-Trace-Id) when it
// is a plausible id; anything else (too long, odd characters that could forge log lines) is
// ignored and a fresh id is made, never rejected.
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Fastify's genReqId: the caller's valid X-Request-Id, or a new `req_…` id. */
export function requestIdFrom(ids: IdGenerator) {
  const of = requestIdOf(ids);
  return (raw: IncomingMessage): string => of(raw.headers['x-request-id']);
}

/** The same from the X-Request-Id header's value (the GET fast path reads it from `rawHeaders`). */
export function requestIdOf(ids: IdGenerator) {
  return (given: string | string[] | undefined): string =>
    typeof given === 'string' && REQUEST_ID.test(given) ? given : ids.next('req');
}

const REJECTIONS: Record<string, string> = {
  rate_limited: 'rate',
  quota_exceeded: 'quota',
  token_limit_reached: 'tokens',
};

interface RequestOps {
  span: Span | null;
  errorCode: string | null;
}
const perRequest = new WeakMap<FastifyRequest, RequestOps>();

/**
 * Request metrics, the one log line per request, the request span, and GET /metrics. Register it
 * before auth, so the request span is active while auth reads the database.
 */
export function registerOps(
  app: FastifyInstance<RawServerDefault>,
  ops: Ops,
  settings: ObservabilitySettings & { adminKey: string | null },
) {
  const { metrics, tracing } = ops;

  app.addHook('onRequest', (request, _reply, done) => {
    const state: RequestOps = { span: null, errorCode: null };
    perRequest.set(request, state);
    if (!tracing.enabled) return done();
    // A W3C traceparent from the caller continues its trace; otherwise the span starts one.
    const parent = tracing.extract(request.headers);
    const route = request.routeOptions.url ?? 'unmatched';
    state.span = tracing.tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'promptkeep.request_id': String(request.id),
        },
      },
      parent,
    );
    const spanContext = state.span.spanContext();
    request.log = request.log.child({ otel_trace_id: spanContext.traceId, span_id: spanContext.spanId });
    context.with(trace.setSpan(parent, state.span), done);
  });

  app.addHook('onError', async (request, _reply, error) => {
    const state = perRequest.get(request);
    if (!state) return;
    state.errorCode = (error as { code?: string }).code ?? null;
    if (state.span) state.span.recordException(error);
  });

  const recorder = createRequestRecorder(ops, app.log);
  const { record } = recorder;
  app.addHook('onResponse', (request, reply, done) => {
    const state = perRequest.get(request);
    const status = reply.statusCode;
    const ctx = request.ctx as FastifyRequest['ctx'] | null;
    record(request.log, {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      url: request.url,
      status,
      elapsedMs: reply.elapsedTime,
      ctx,
      errorCode: state?.errorCode ?? null,
    });

    if (state?.span) {
      state.span.setAttribute('http.response.status_code', status);
      if (ctx) state.span.setAttributes({ 'promptkeep.account_id': ctx.accountId });
      if (status >= 500) state.span.setStatus({ code: SpanStatusCode.ERROR });
      state.span.end();
    }
    done();
  });

  app.addHook('onClose', async () => {
    for (const stop of ops.cleanup.splice(0)) stop();
    await tracing.shutdown();
  });

  // Without an operator key, and not opened by the setting, there is no /metrics (404), as with the
  // operator API: nobody could read it.
  if (!settings.metricsPublic && !settings.adminKey) return recorder;
  const config: PromptkeepRouteConfig = settings.metricsPublic ? unauthenticated : operator;
  app.get(
    '/metrics',
    {
      config,
      schema: {
        tags: ['Service'],
        summary: 'Prometheus metrics (operator key unless the service opens them)',
        response: { 200: { content: { 'text/plain': { schema: Type.String() } } } },
      },
    },
    async (_request, reply) => {
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    },
  );
  return recorder;
}

/**
 * The request metrics and the one log line per request: the onResponse hook above and the
 * delivery fast path (http/fast-path.ts) both record through it, so both count and log alike.
 */
export function createRequestRecorder({ metrics }: Pick<Ops, 'metrics'>, appLog?: FastifyBaseLogger) {
  const line = appLog === undefined ? null : requestLineWriter(appLog);
  // The metric children of each (method, route, status), bound once: label objects are not built
  // and validated again on every request. Bounded: routes are templates, statuses a few codes.
  // By route, then method and status (nested: no key string is built per request).
  type Children = { count: { inc(): void }; time: { observe(v: number): void } };
  const fastAnswers = metrics.tally(metrics.fastPathAnswers, {});
  const children = new Map<string, Map<string, Map<number, Children>>>();
  const childrenOf = (method: string, route: string, status: number) => {
    let byMethod = children.get(route);
    if (byMethod === undefined) {
      byMethod = new Map();
      children.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let found = byStatus.get(status);
    if (found === undefined) {
      const labels = { method, route, status: String(status) };
      found = {
        count: metrics.tally(metrics.httpRequests, labels),
        time: metrics.httpDuration.labels(labels),
      };
      byStatus.set(status, found);
    }
    return found;
  };

  const count = (r: AnsweredRequest) => {
    const { count, time } = childrenOf(r.method, r.route, r.status);
    count.inc();
    time.observe(r.elapsedMs / 1000);
    const rejected = r.errorCode ? REJECTIONS[r.errorCode] : undefined;
    if (rejected) metrics.limitRejections.inc({ limit: rejected });
    if (r.fast) fastAnswers.inc();
  };

  return {
    /** Records `r`, answered with `log` as the request's logger (Fastify's `request.log`). */
    record(
      log: Pick<FastifyBaseLogger, 'info'> & { isLevelEnabled?(level: string): boolean },
      r: AnsweredRequest,
    ) {
      count(r);
      // Below the info level (pino's `silent`, `warn`…), no line: its object is not built either. A
      // logger that cannot say (Fastify's `logger: false`, abstract-logging) writes nothing either.
      if (log.isLevelEnabled?.('info') !== true) return;
      if (line !== null) line.line(log as FastifyBaseLogger, r);
      else log.info(requestLineFields(r), 'request');
    },
    /**
     * Records `r` as `record` does with the app's request logger for `requestId` (the fast paths':
     * `appLog.child({ trace_id: requestId })`), made only when the line cannot be written without it
     * (ops/request-line.ts `lineFor`). The child's level is the app logger's.
     */
    recordFor(requestId: string, r: AnsweredRequest) {
      count(r);
      const level = appLog as { isLevelEnabled?(level: string): boolean } | undefined;
      if (appLog === undefined || level?.isLevelEnabled?.('info') !== true) return;
      if (line !== null) line.lineFor(requestId, r);
      else appLog.child({ [REQUEST_ID_BINDING]: requestId }).info(requestLineFields(r), 'request');
    },
  };
}
export type RequestRecorder = ReturnType<typeof createRequestRecorder>;
