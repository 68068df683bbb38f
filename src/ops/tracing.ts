import type { IncomingHttpHeaders } from 'node:http';
import { context, SpanKind } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { failSpan, type Tracing } from './tracer.js';

/**
 * The OpenTelemetry SDK side of tracing: spans exported over OTLP/HTTP. Imported by tracer.ts
 * only when an OTLP endpoint is configured.
 *
 * The tracer provider is not registered globally; only the context manager is (once per process),
 * because the active span must follow the request through async calls (AsyncLocalStorage).
 */
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

const propagator = new W3CTraceContextPropagator();
const headerGetter = {
  get: (carrier: IncomingHttpHeaders, key: string) => carrier[key],
  keys: (carrier: IncomingHttpHeaders) => Object.keys(carrier),
};

export function createOtlpTracing(endpoint: string, version: string): Tracing {
  ensureContextManager();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'promptkeep', 'service.version': version }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(endpoint) }))],
  });
  const tracer = provider.getTracer('promptkeep', version);
  return {
    enabled: true,
    tracer,
    extract: (headers) => propagator.extract(context.active(), headers, headerGetter),
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
