// tokens.bench's section (c): ten models with ten distinct tokenizers in one 1 KB request, against
// the raw engine counting the same texts with the same ten tokenizers (issue 29 goal 2: ≥ 0.7×).
// Apart from tokens.bench.ts so that file holds (a) and (b); the service here runs in a process of
// its own (count-ab.ts --serve), as bench/count-ab.ts's case `ten` does.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSide, ticks } from './ab.js';
import { benchCtx, startBareProcess, type startService } from './servers.js';
import { continuingBodies, rawTen, TEN_CONNECTIONS } from './ten-models.js';
import { median, runWrk } from './wrk.js';

/**
 * (c) Ten models with ten distinct tokenizers in one 1 KB request (distinct bodies), against the
 * raw engine counting the same texts with the same ten tokenizers on this thread (req/s: texts
 * counted by all ten per second). Issue 29 goal 2: ≥ 0.7×. Measured as count-ab.ts measures its
 * case `ten` (bench/lib/ten-models.ts): the service of this tree in a process of its own, warmed,
 * each side going on through the texts; the ratios are the medians of each round's service figure
 * over the raw engine's of the same round.
 */
export async function tenModelsSection(o: {
  /** The bench's service (in this process): the bare reference answers its count of `texts[0]`. */
  service: Awaited<ReturnType<typeof startService>>;
  /** 1 KB texts, distinct. */
  texts: readonly string[];
  rounds: number;
  seconds: number;
  /** What the bench is doing (printed if it fails). */
  onStep: (step: string) => void;
}): Promise<string[]> {
  const out: string[] = [];
  const { service, texts: smalls, seconds: SECONDS } = o;
  const small = smalls[0] as string;
  o.onStep('(c) ten models: starting the service process');
  const tree = fileURLToPath(new URL('../..', import.meta.url));
  const script = fileURLToPath(new URL('../count-ab.ts', import.meta.url));
  const side = await startSide<{ url: string; pid: number; key: string; ten: [string, string][] }>(
    script,
    tree,
    'this',
    mkdtempSync(join(tmpdir(), 'pk-bench-ten-')),
  );
  const names = side.ten.map(([, name]) => name);
  const raw = rawTen(
    side.ten.map(([id]) => id),
    smalls,
  );
  const bodies = continuingBodies(
    smalls.map((input) => JSON.stringify({ input, type: 'text', models: names })),
  );
  // A second reference: the raw engine while wrk loads a bare server on the other core, as it loads
  // the service during the service's rounds (the cores share a cache; the engine reads large tables).
  const other = await startBareProcess(
    JSON.stringify(await service.services.tokens.count({ ctx: benchCtx(), input: small, models: names })),
  );
  const steps = {
    raw: async () => raw(SECONDS),
    loaded: async () => {
      const wrk = runWrk({ url: other.url, connections: TEN_CONNECTIONS, seconds: SECONDS + 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const r = raw(SECONDS);
      await wrk;
      return r;
    },
    svc: async () => {
      const t0 = ticks(side.pid);
      const r = await runWrk({
        url: `${side.url}/v1/tokens/count`,
        method: 'POST',
        bodies: bodies.next(),
        headers: { 'x-api-key': side.key, 'content-type': 'application/json' },
        connections: TEN_CONNECTIONS,
        seconds: SECONDS,
      });
      if (r.non2xx > 0) throw new Error('the 10-model count returned non-2xx');
      bodies.advance(r.requests, TEN_CONNECTIONS);
      return { ...r, cpuUs: ((ticks(side.pid) - t0) * 10_000) / Math.max(1, r.requests) };
    },
  };
  type Round = { [K in keyof typeof steps]: Awaited<ReturnType<(typeof steps)[K]>> };
  const rounds: Round[] = [];
  for (let round = 0; round < o.rounds; round++) {
    o.onStep(`(c) ten models, round ${round + 1}`);
    // Service first on every other round: neither side always follows the other.
    const r = {} as Partial<Round>;
    const run = {
      raw: async () => (r.raw = await steps.raw()),
      loaded: async () => (r.loaded = await steps.loaded()),
      svc: async () => (r.svc = await steps.svc()),
    };
    for (const who of round % 2 === 0
      ? (['raw', 'loaded', 'svc'] as const)
      : (['svc', 'loaded', 'raw'] as const))
      await run[who]();
    rounds.push(r as Round);
  }
  other.close();
  side.stop();
  const m = (f: (r: (typeof rounds)[number]) => number) => median(rounds.map(f));
  out.push(
    '',
    `### (c) One 1 KB request with ${side.ten.length} models (${side.ten.map(([id]) => id).join(', ')}) vs the raw engine, ${smalls.length} distinct texts`,
    '',
    'The service in a process of its own (count-ab.ts --serve, warmed), wrk -c50; ratios: medians of the per-round ratios.',
    'CPU share: CPU seconds per second of the round, service / raw engine (a busy host gives a server that waits for wrk less of the core than a loop that never waits: then the req/s ratio is below the CPU ratio).',
    '',
    '| service req/s | raw engine texts/s (all ten) | ratio (target ≥ 0.7) | CPU µs per request / per text (raw) | CPU ratio | CPU share service / raw | service p50 / p99 ms |',
    '|---|---|---|---|---|---|---|',
    `| ${m((r) => r.svc.rps).toFixed(0)} | ${m((r) => r.raw.rps).toFixed(0)} | ${m((r) => r.svc.rps / r.raw.rps).toFixed(2)} | ${m((r) => r.svc.cpuUs).toFixed(0)} / ${m((r) => r.raw.cpuUs).toFixed(0)} | ${m((r) => r.raw.cpuUs / r.svc.cpuUs).toFixed(2)} | ${m((r) => (r.svc.rps * r.svc.cpuUs) / 1e6).toFixed(2)} / ${m((r) => (r.raw.rps * r.raw.cpuUs) / 1e6).toFixed(2)} | ${m((r) => r.svc.p50ms).toFixed(1)} / ${m((r) => r.svc.p99ms).toFixed(1)} |`,
    '',
    "The raw engine again while wrk (CPU 1) loads a bare node:https server in another process on CPU 1, as it loads the service (a diagnosis, not the goal's reference):",
    '',
    '| raw engine texts/s, other core loaded | slowdown of the raw engine (CPU) | service ratio to it (req/s) | CPU ratio to it |',
    '|---|---|---|---|',
    `| ${m((r) => r.loaded.rps).toFixed(0)} | ×${m((r) => r.loaded.cpuUs / r.raw.cpuUs).toFixed(2)} | ${m((r) => r.svc.rps / r.loaded.rps).toFixed(2)} | ${m((r) => r.loaded.cpuUs / r.svc.cpuUs).toFixed(2)} |`,
  );
  return out;
}
