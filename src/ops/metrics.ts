import { Counter, collectDefaultMetrics, Gauge, type LabelValues, Registry } from 'prom-client';
import type { ChangeStampStats } from '../db/pg-change-stamp.js';
import { createHistogram } from './histogram.js';

/**
 * Every Prometheus metric the service exposes at GET /metrics, on a registry of its own (not
 * prom-client's global one), so two apps in one process (tests, multi-instance) never mix counts.
 * Names follow Prometheus conventions: `_total` counters, `_seconds` histograms, base units.
 *
 * Labels are bounded on purpose: routes by their template (`/v1/prompts/:promptId`), never the raw
 * URL; LLM providers and models by the operator's platform names, while account-owned providers
 * are grouped under `account` (their names are tenant data and unbounded).
 */

// Latency buckets (seconds): sub-millisecond DB reads up to minute-long LLM calls.
const FAST = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const HTTP = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const SLOW = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120];

export function createMetrics() {
  const registry = new Registry();
  // The event-loop lag gauges come from a histogram fed by a timer firing every
  // `eventLoopMonitoringPrecision` ms (prom-client's default: 10). Each firing wakes an idle event
  // loop: ~0.1 ms of CPU on the shared 2-core VM, so ~1 % of a core at 10 ms on an idle server, and
  // a 1 MB count's main thread woke 2–5 more times per request (loaded), each wake-up also preempting the
  // count worker on a shared core (bench/RESULTS.md, mbm37). At 100 ms the same gauges are sampled
  // ten times less often: a block of the loop longer than that always shows in max and p99; a
  // shorter one only for the part of it that runs past the next firing.
  collectDefaultMetrics({ register: registry, prefix: 'promptkeep_', eventLoopMonitoringPrecision: 100 });

  const registers = { registers: [registry] };
  // The tallies (below) of each counter, handed to prom-client when the registry is read.
  const tallies = new WeakMap<Counter<string>, (() => void)[]>();
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) => {
    const flushes: (() => void)[] = [];
    const made = new Counter({
      name,
      help,
      labelNames,
      ...registers,
      collect() {
        for (const flush of flushes) flush();
      },
    });
    tallies.set(made as Counter<string>, flushes);
    return made;
  };
  // Histograms whose observations cost no label hashing (ops/histogram.ts), same exposition.
  const histogram = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ) => createHistogram({ name, help, labelNames, buckets, ...registers });
  // Sources read at scrape time (set once the thing they read exists).
  let queueDepthSource: () => number = () => 0;
  let fileQueueSource: () => number = () => 0;
  let poolSource: () => { total: number; idle: number; waiting: number } | null = () => null;
  let changeSource: () => ChangeStampStats | null = () => null;

  return {
    registry,
    httpRequests: counter(
      'promptkeep_http_requests_total',
      'HTTP requests answered, by method, route template and status code.',
      ['method', 'route', 'status'],
    ),
    httpDuration: histogram(
      'promptkeep_http_request_duration_seconds',
      'Time from receiving a request to sending its response, by method, route template and status code.',
      ['method', 'route', 'status'],
      HTTP,
    ),
    fastPathAnswers: counter(
      'promptkeep_http_fast_path_total',
      'Requests answered in front of Fastify by the fast path (cache hits of prompt reads, renders, token counts; counted in promptkeep_http_requests_total too).',
      [],
    ),
    limitRejections: counter(
      'promptkeep_limit_rejections_total',
      'Requests refused by a limit: rate (per-second rate limit), quota (monthly request quota), tokens (monthly token limit).',
      ['limit'],
    ),
    countedTokens: counter('promptkeep_counted_tokens_total', 'Tokens counted, by tokenizer.', ['tokenizer']),
    countDuration: histogram(
      'promptkeep_tokenizer_count_duration_seconds',
      'Time of one token-count call (all tokenizers of one text), by where it ran: inline or worker pool.',
      ['path'],
      FAST.concat([5, 10]),
    ),
    countInflight: new Gauge({
      name: 'promptkeep_tokenizer_inflight_calls',
      help: 'Token-count calls started and not yet answered (inline calls finish at once; others wait on the worker pool).',
      ...registers,
    }),
    workerQueueDepth: new Gauge({
      name: 'promptkeep_tokenizer_worker_queue_depth',
      help: 'Tasks waiting in the tokenizer worker-pool queue (0 until the count service reports it).',
      ...registers,
      collect() {
        this.set(queueDepthSource());
      },
    }),
    fileReadQueueDepth: new Gauge({
      name: 'promptkeep_file_read_queue_depth',
      help: 'PDF and .docx files waiting for a file-reading worker (over --file-queue: 503).',
      ...registers,
      collect() {
        this.set(fileQueueSource());
      },
    }),
    llmCalls: counter(
      'promptkeep_llm_calls_total',
      'LLM-backed engine calls (one analysis or generation, which may hold a retried provider attempt), by provider, model, kind and outcome.',
      ['provider', 'model', 'kind', 'outcome'],
    ),
    llmTokens: counter(
      'promptkeep_llm_tokens_total',
      'Tokens reported by LLM providers, by provider, model and direction (input/output).',
      ['provider', 'model', 'direction'],
    ),
    llmDuration: histogram(
      'promptkeep_llm_call_duration_seconds',
      'Time of one LLM-backed engine call, by provider and model.',
      ['provider', 'model'],
      SLOW,
    ),
    llmErrors: counter(
      'promptkeep_llm_errors_total',
      'Failed LLM-backed engine calls, by provider, model and error code (upstream_timeout, upstream_invalid, …).',
      ['provider', 'model', 'code'],
    ),
    analysisDuration: histogram(
      'promptkeep_analysis_duration_seconds',
      'Time of one engine run, by kind (score, risk, balance, heatmap, improve, generate_prompt, generate_criteria), engine source and outcome.',
      ['kind', 'source', 'outcome'],
      SLOW,
    ),
    dbQueryDuration: histogram(
      'promptkeep_db_query_duration_seconds',
      'Time of one database query as the driver ran it, by database, statement kind and outcome.',
      ['db', 'operation', 'outcome'],
      FAST,
    ),
    dbPool: new Gauge({
      name: 'promptkeep_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting); absent on SQLite.',
      labelNames: ['state'] as const,
      ...registers,
      collect() {
        const stats = poolSource();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    }),
    dbChangeEvents: new Counter({
      name: 'promptkeep_db_change_events_total',
      help: 'PostgreSQL LISTEN connection of the delivery cache, by event: notification (a workspace whose prompts changed: its kept revisions are asked again), reconnect (everything kept is asked again); absent on SQLite.',
      labelNames: ['event'] as const,
      ...registers,
      collect() {
        const stats = changeSource();
        if (!stats) return;
        this.reset();
        this.inc({ event: 'notification' }, stats.notifications);
        this.inc({ event: 'reconnect' }, stats.reconnects);
      },
    }),
    limitStoreDuration: histogram(
      'promptkeep_limit_store_duration_seconds',
      'Time of one limit-store operation (Redis round trip or in-process), by store and operation.',
      ['store', 'operation', 'outcome'],
      FAST,
    ),
    /**
     * A counter's child for one label set whose increments are added up here and given to
     * prom-client when the registry is read (the counter's collect, before every scrape and
     * `get()`): prom-client's `inc`, even on a child bound with `labels()`, validates and hashes
     * the label set on every call (~0.3 µs; a token count made two such calls, and one per
     * tokenizer; bench/RESULTS.md count11). The series appears at the first increment, as with
     * prom-client (an increment by 0 included). For the counters made by `createMetrics` only.
     */
    tally<L extends string>(of: Counter<L>, labels: LabelValues<L>): { inc(value?: number): void } {
      const flushes = tallies.get(of as Counter<string>);
      if (flushes === undefined) throw new Error('tally: not a counter of these metrics');
      const names = (of as unknown as { labelNames: readonly string[] }).labelNames;
      for (const label in labels) {
        if (!names.includes(label))
          throw new Error(`Added label "${label}" is not included in initial labelset`);
      }
      const child = of.labels(labels);
      let pending = 0;
      let touched = false;
      flushes.push(() => {
        if (!touched) return;
        child.inc(pending);
        pending = 0;
        touched = false;
      });
      return {
        inc(value = 1) {
          // As prom-client refuses them (a counter only goes up), before anything is added.
          if (!(value >= 0) || !Number.isFinite(value)) {
            throw new Error(`It is not possible to decrease a counter or add a non-finite value: ${value}`);
          }
          pending += value;
          touched = true;
        },
      };
    },
    /** Lets the count service report its worker-pool queue, read at each scrape. */
    setWorkerQueueDepthSource(source: () => number) {
      queueDepthSource = source;
    },
    /** Lets the contexts module report its file-reading queue, read at each scrape. */
    setFileReadQueueSource(source: () => number) {
      fileQueueSource = source;
    },
    /** Lets the PostgreSQL database report its pool, read at each scrape. */
    setDbPoolSource(source: () => { total: number; idle: number; waiting: number } | null) {
      poolSource = source;
    },
    /** Lets the PostgreSQL database report its LISTEN connection's counters, read at each scrape. */
    setDbChangeSource(source: () => ChangeStampStats | null) {
      changeSource = source;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Seconds since `start` (a `performance.now()` reading). */
export function secondsSince(start: number): number {
  return (performance.now() - start) / 1000;
}
