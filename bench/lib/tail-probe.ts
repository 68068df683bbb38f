import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import type { Db } from '../../src/db/database.js';

/**
 * Where a latency tail comes from, watched from inside the server's process while a load runs:
 * the database (each statement's time on its connection, as the query log reports it), the pool
 * (requests waiting for a connection, sampled every 5 ms), garbage collection pauses, and the event
 * loop's delay (anything else that blocks the process). `stop()` summarises in milliseconds.
 */
export function tailProbe(db: Db) {
  const queries: number[] = [];
  const stopQueries = db.observeQueries((e) => queries.push(e.queryDurationMillis));
  let waitingMax = 0;
  let waitingSamples = 0;
  let waitingNonZero = 0;
  const sampler = setInterval(() => {
    const waiting = db.poolStats()?.waiting ?? 0;
    waitingSamples++;
    if (waiting > 0) waitingNonZero++;
    waitingMax = Math.max(waitingMax, waiting);
  }, 5);
  const gc: number[] = [];
  // The longest pause of each kind (V8's: 1 scavenge, 2 mark-compact, 4 incremental marking, 8 weak callbacks).
  const longest = new Map<number, number>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.push(entry.duration);
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
      longest.set(kind, Math.max(longest.get(kind) ?? 0, entry.duration));
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  return {
    stop(): string {
      stopQueries();
      clearInterval(sampler);
      observer.disconnect();
      loop.disable();
      queries.sort((a, b) => a - b);
      const names: Record<number, string> = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental', 8: 'weak' };
      const kinds = () =>
        [...longest]
          .sort((a, b) => b[1] - a[1])
          .map(([k, d]) => `${names[k] ?? k} ${d.toFixed(1)}`)
          .join(', ');
      const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
      const f = (x: number) => x.toFixed(1);
      const pool =
        db.kind === 'postgres'
          ? `; pool: waiting in ${((100 * waitingNonZero) / Math.max(1, waitingSamples)).toFixed(1)}% of samples, at most ${waitingMax}`
          : '';
      return (
        `statements: ${queries.length}, p50 / p99 / max ${f(at(queries, 0.5))} / ${f(at(queries, 0.99))} / ${f(queries.at(-1) ?? 0)} ms${pool}; ` +
        `GC: ${gc.length} pauses, ${f(gc.reduce((a, b) => a + b, 0))} ms in all, longest ${f(Math.max(0, ...gc))} ms (${kinds()}); ` +
        `event-loop delay p99 / max ${f(loop.percentile(99) / 1e6)} / ${f(loop.max / 1e6)} ms`
      );
    },
  };
}
