import type { IncomingHttpHeaders } from 'node:http';
import {
  type Context,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';

/**
 * OpenTelemetry tracing, off unless an OTLP endpoint is configured. When off, the tracer is the
 * API's no-op one: spans cost a function call and nothing is recorded or sent, and the SDK
 * (tracing.ts: the exporter, the tracer provider, the propagator) is never read — it is a good
 * share of a start's module loading (bench/RESULTS.md, "Start-up").
 */
export interface Tracing {
  readonly enabled: boolean;
  readonly tracer: Tracer;
  /** The caller's trace (a W3C traceparent header) to continue, else the active context. */
  extract(headers: IncomingHttpHeaders): Context;
  /** Runs `fn` in a child span of the active one; ends it and records a thrown error. */
  span<T>(name: string, attributes: Record<string, string | number>, fn: () => Promise<T>): Promise<T>;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

export async function createTracing(options: { endpoint: string | null; version: string }): Promise<Tracing> {
  if (!options.endpoint) {
    const tracer = trace.getTracer('promptkeep-noop');
    return {
      enabled: false,
      tracer,
      extract: () => context.active(),
      span: (_name, _attrs, fn) => fn(),
      shutdown: async () => {},
    };
  }
  const { createOtlpTracing } = await import('./tracing.js');
  return createOtlpTracing(options.endpoint, options.version);
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
