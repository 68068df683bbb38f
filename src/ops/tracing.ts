import {
  type Context,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * OpenTelemetry tracing, off unless an OTLP endpoint is configured. When off, the tracer is the
 * API's no-op one: spans cost a function call and nothing is recorded or sent.
 *
 * The tracer provider is not registered globally; only the context manager is (once per process),
 * because the active span must follow the request through async calls (AsyncLocalStorage).
 */
export interface Tracing {
  readonly enabled: boolean;
  readonly tracer: Tracer;
  /** Runs `fn` in a child span of the active one; ends it and records a thrown error. */
  span<T>(name: string, attributes: Record<string, string | number>, fn: () => Promise<T>): Promise<T>;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

let contextManagerSet = false;
function ensureContextManager() {
  if (contextManagerSet) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  contextManagerSet = true;
}

/** `http://collector:4318` → `http://collector:4318/v1/traces`; a full `/v1/traces` URL is kept. */
export function tracesUrl(endpoint: string): string {
  const url = new URL(endpoint);
  if (!url.pathname.endsWith('/v1/traces')) url.pathname = `${url.pathname.replace(/\/$/, '')}/v1/traces`;
  return url.toString();
}

export function createTracing(options: { endpoint: string | null; version: string }): Tracing {
  if (!options.endpoint) {
    const tracer = trace.getTracer('promptkeep-noop');
    return { enabled: false, tracer, span: (_name, _attrs, fn) => fn(), shutdown: async () => {} };
  }
  ensureContextManager();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'promptkeep', 'service.version': options.version }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(options.endpoint) }))],
  });
  const tracer = provider.getTracer('promptkeep', options.version);
  return {
    enabled: true,
    tracer,
    async span(name, attributes, fn) {
      return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
        try {
          return await fn();
        } catch (error) {
          failSpan(span, error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    shutdown: () => provider.shutdown(),
  };
}

export function failSpan(span: Span, error: unknown) {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
}

/** Starts a span that is a child of `parent` without making it active (for hook pairs). */
export function startChild(
  tracing: Tracing,
  name: string,
  parent: Context = context.active(),
  startTime?: number,
): Span {
  return tracing.tracer.startSpan(name, { kind: SpanKind.CLIENT, startTime }, parent);
}
