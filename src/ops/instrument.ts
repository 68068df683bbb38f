import type { Db } from '../db/database.js';
import type { LimitStore } from '../limits/limit-store.js';
import type { AnalysisEngine } from '../modules/analysis/analysis-engine.js';
import type { ResolvedModel } from '../modules/analysis/llm/model-resolver.js';
import type { CountService } from '../tokenizers/count-service.js';
import type { CountTokenizerId as TokenizerId } from '../tokenizers/tokenizer.types.js';
import { type Metrics, secondsSince } from './metrics.js';
import { failSpan, startChild, type Tracing } from './tracer.js';

/**
 * Wrappers that add metrics and spans at the seams the app already has (database, limit store,
 * token counter, model resolver), so no feature module imports anything from ops.
 */
export interface Ops {
  metrics: Metrics;
  tracing: Tracing;
  /** Run when the app closes (stop observing a database that outlives the app). */
  cleanup: (() => void)[];
}

const OPERATIONS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  RawNode: 'raw',
};

/**
 * Times every query as Kysely's driver saw it (a wait for a pooled PostgreSQL connection is not
 * in it), prepared ones included. The span is made after the fact with its real start time; it is
 * a child of the request span because Kysely reports within the caller's async context.
 */
export function instrumentDb(db: Db, ops: Ops): Db {
  const system = db.kind === 'postgres' ? 'postgresql' : 'sqlite';
  const stop = db.observeQueries((event) => {
    const operation = OPERATIONS[event.query.query.kind] ?? 'other';
    const outcome = event.level === 'error' ? 'error' : 'ok';
    ops.metrics.dbQueryDuration.observe(
      { db: db.kind, operation, outcome },
      event.queryDurationMillis / 1000,
    );
    if (!ops.tracing.enabled) return;
    const span = startChild(
      ops.tracing,
      `db ${operation}`,
      undefined,
      Date.now() - event.queryDurationMillis,
    );
    span.setAttribute('db.system.name', system);
    if (event.level === 'error') failSpan(span, event.error);
    span.end();
  });
  ops.cleanup.push(stop);
  ops.metrics.setDbPoolSource(() => db.poolStats());
  ops.metrics.setDbChangeSource(() => db.changeStampStats());
  return db;
}

export function instrumentLimitStore(store: LimitStore, ops: Ops): LimitStore {
  // Label sets bound once: a check runs on most requests, and prom-client hashes labels per call.
  const durations = (operation: string) => ({
    ok: ops.metrics.limitStoreDuration.labels({ store: store.kind, operation, outcome: 'ok' }),
    failed: ops.metrics.limitStoreDuration.labels({ store: store.kind, operation, outcome: 'error' }),
  });
  const timed = <A extends unknown[], R>(operation: string, fn: (...args: A) => Promise<R>) => {
    const { ok, failed } = durations(operation);
    const name = `limits ${operation}`;
    const attributes = { 'db.system.name': store.kind };
    return (...args: A): Promise<R> => {
      const at = performance.now();
      const run = ops.tracing.enabled ? ops.tracing.span(name, attributes, () => fn(...args)) : fn(...args);
      return run.then(
        (value) => {
          ok.observe(secondsSince(at));
          return value;
        },
        (error: unknown) => {
          failed.observe(secondsSince(at));
          throw error;
        },
      );
    };
  };
  /** The store's answer at once, timed into the same series (with tracing on, only `timed` runs: its spans). */
  const timedNow = <A extends unknown[], R>(operation: string, fn: (...args: A) => R) => {
    const { ok, failed } = durations(operation);
    return (...args: A): R => {
      const at = performance.now();
      try {
        const value = fn(...args);
        ok.observe(secondsSince(at));
        return value;
      } catch (error) {
        failed.observe(secondsSince(at));
        throw error;
      }
    };
  };
  const now = store.now;
  return {
    kind: store.kind,
    ...(now === undefined || ops.tracing.enabled
      ? {}
      : {
          now: {
            takeToken: timedNow('take_token', now.takeToken.bind(now)),
            incrementWithin: timedNow('increment', now.incrementWithin.bind(now)),
          },
        }),
    takeToken: timed('take_token', store.takeToken.bind(store)),
    incrementWithin: timed('increment', store.incrementWithin.bind(store)),
    read: timed('read', store.read.bind(store)),
    seed: timed('seed', store.seed.bind(store)),
    broadcast: (channel, message) => store.broadcast(channel, message),
    listen: (channel, onMessage, onGap) => store.listen(channel, onMessage, onGap),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

export function instrumentCounter(counter: CountService, ops: Ops): CountService {
  ops.metrics.setWorkerQueueDepthSource(() => counter.queueDepth());
  // The counter child of each tokenizer, bound once (tokenizer ids are a closed set).
  const counted = new Map<TokenizerId, { inc(n: number): void }>();
  const countedOf = (id: TokenizerId) => {
    let child = counted.get(id);
    if (!child) {
      child = ops.metrics.tally(ops.metrics.countedTokens, { tokenizer: id });
      counted.set(id, child);
    }
    return child;
  };
  /** A count has settled: out of the in-flight gauge, its duration observed. */
  const settled = (at: number) => {
    ops.metrics.countInflight.dec();
    ops.metrics.countDuration.observe(secondsSince(at));
  };
  const traced = (text: string, ids: readonly TokenizerId[]) =>
    ops.tracing.enabled
      ? ops.tracing.span(
          'tokenizer count',
          { 'promptkeep.tokenizers': ids.join(','), 'promptkeep.chars': text.length },
          () => counter.count(text, ids),
        )
      : counter.count(text, ids);
  return {
    queueDepth: () => counter.queueDepth(),
    // Not an async function: the counter's answer is recorded and passed on in one step (a 1 MB
    // count's answer runs cold on the main thread; each await was another resumption there).
    count(text: string, ids: readonly TokenizerId[]) {
      const at = performance.now();
      ops.metrics.countInflight.inc();
      let counting: Promise<Map<TokenizerId, number>>;
      try {
        counting = traced(text, ids);
      } catch (error) {
        counting = Promise.reject(error);
      }
      return counting.then(
        (counts) => {
          settled(at);
          for (const [id, tokens] of counts) countedOf(id).inc(tokens);
          return counts;
        },
        (error: unknown) => {
          settled(at);
          throw error;
        },
      );
    },
    // At once, as count() records it (the in-flight gauge would go up and down within this call);
    // with tracing on, count() runs instead, with its span.
    countNow(text: string, ids: readonly TokenizerId[]) {
      if (ops.tracing.enabled) return undefined;
      const at = performance.now();
      let counts: Map<TokenizerId, number> | undefined;
      try {
        counts = counter.countNow(text, ids);
      } catch (error) {
        ops.metrics.countDuration.observe(secondsSince(at));
        throw error;
      }
      if (counts === undefined) return undefined;
      for (const [id, tokens] of counts) countedOf(id).inc(tokens);
      ops.metrics.countDuration.observe(secondsSince(at));
      return counts;
    },
    warm: (ids) => counter.warm(ids),
    close: () => counter.close(),
  };
}

const KINDS: Record<keyof AnalysisEngine, string> = {
  score: 'score',
  risk: 'risk',
  balance: 'balance',
  heatmap: 'heatmap',
  improve: 'improve',
  generatePrompt: 'generate_prompt',
  generateCriteria: 'generate_criteria',
  run: 'run',
};

/** Metric labels of a resolved model: operator platform names as they are, account ones grouped. */
function llmLabels(model: ResolvedModel) {
  if (model.source === 'platform')
    return { provider: model.providerName ?? 'platform', model: model.modelId };
  return { provider: model.source === 'provider' ? 'account' : 'builtin', model: model.source };
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'internal';
}

function instrumentEngine(model: ResolvedModel, ops: Ops): AnalysisEngine {
  const { engine, source } = model;
  const llm = source !== 'builtin';
  const labels = llmLabels(model);
  const wrapped = {} as Record<string, unknown>;
  for (const [method, kind] of Object.entries(KINDS) as [keyof AnalysisEngine, string][]) {
    const call = engine[method].bind(engine) as (input: unknown) => Promise<{
      usage: { inputTokens: number; outputTokens: number };
    }>;
    wrapped[method] = async (input: unknown) => {
      const at = performance.now();
      const attrs = { 'promptkeep.analysis.kind': kind, 'promptkeep.model.source': source, ...labels };
      try {
        const result = await ops.tracing.span(llm ? `llm ${kind}` : `analysis ${kind}`, attrs, () =>
          call(input),
        );
        ops.metrics.analysisDuration.observe({ kind, source, outcome: 'ok' }, secondsSince(at));
        if (llm) {
          ops.metrics.llmCalls.inc({ ...labels, kind, outcome: 'ok' });
          ops.metrics.llmDuration.observe(labels, secondsSince(at));
          ops.metrics.llmTokens.inc({ ...labels, direction: 'input' }, result.usage.inputTokens);
          ops.metrics.llmTokens.inc({ ...labels, direction: 'output' }, result.usage.outputTokens);
        }
        return result;
      } catch (error) {
        ops.metrics.analysisDuration.observe({ kind, source, outcome: 'error' }, secondsSince(at));
        if (llm) {
          ops.metrics.llmCalls.inc({ ...labels, kind, outcome: 'error' });
          ops.metrics.llmDuration.observe(labels, secondsSince(at));
          ops.metrics.llmErrors.inc({ ...labels, code: errorCode(error) });
        }
        throw error;
      }
    };
  }
  return wrapped as unknown as AnalysisEngine;
}

/** Wraps a model resolver so every engine it hands out reports analysis and LLM metrics. */
export function instrumentResolver<R extends { resolve(...args: never[]): Promise<ResolvedModel> }>(
  resolver: R,
  ops: Ops,
): R {
  const cache = new WeakMap<AnalysisEngine, AnalysisEngine>();
  return {
    ...resolver,
    async resolve(...args: Parameters<R['resolve']>) {
      const model = await resolver.resolve(...args);
      let engine = cache.get(model.engine);
      if (!engine) {
        engine = instrumentEngine(model, ops);
        cache.set(model.engine, engine);
      }
      return { ...model, engine };
    },
  };
}
