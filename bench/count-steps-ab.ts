// Two trees' per-request steps of the 1 KB count fast path, side by side in one process (issue 29
// goal 2): each tree's own modules are imported and called on the same inputs in alternated rounds,
// so a load swing hits both alike, and a change of a fraction of a µs shows (the whole-server A/B,
// count-ab.ts, cannot resolve it on a loaded host). Steps:
//   nul     the NUL guard on a parsed count body (`findNul(body, 'body')`: input, type, models);
//   limits  the limits' decision of a count request for an account without limits (`decideNow`,
//           the in-process store: the monthly request count is counted and batched for the flush);
//   price   a count's cost (`priceOf`, counts of 1 KB texts: a few hundred distinct).
//
//   node --import tsx bench/count-steps-ab.ts /path/to/base-worktree
//   env (optional): BENCH_ROUNDS=15 BENCH_CALLS=200000
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { proseSamples } from './lib/corpus.js';

const base = process.argv[2];
if (!base) throw new Error('usage: count-steps-ab.ts BASE_TREE');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const CALLS = Number(process.env.BENCH_CALLS ?? 200_000);
const self = join(fileURLToPath(import.meta.url), '../..');

type Guard = typeof import('../src/http/input-guard.js');
type Limits = typeof import('../src/limits/limits-service.js');
type Store = typeof import('../src/limits/memory-store.js');
/** The tokens module's pricing (token-prices.ts, not a public entry of the module: typed here). */
type Tokens = { priceOf(count: number, pricePerToken: number | null): number | null };
const NO_LIMITS = { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null };

async function steps(tree: string) {
  const guard = (await import(join(tree, 'src/http/input-guard.ts'))) as Guard;
  const limitsMod = (await import(join(tree, 'src/limits/limits-service.ts'))) as Limits;
  const storeMod = (await import(join(tree, 'src/limits/memory-store.ts'))) as Store;
  const clock = { now: () => new Date() };
  const limits = limitsMod.createLimitsService({
    store: storeMod.createMemoryLimitStore(clock),
    // Seeded at 0 once; the flush (every 2 s) writes nowhere.
    usage: {
      read: async () => ({ requests: 0, tokens: 0 }),
      addRequests: async () => [],
      addTokens: async () => [],
    },
    clock,
  });
  await limits.requestsThisMonth('acct_bench');
  // A tree from before the split of tokens.service.ts keeps priceOf in the service file.
  const prices = join(tree, 'src/modules/tokens/token-prices.ts');
  const pricing = existsSync(prices) ? prices : join(tree, 'src/modules/tokens/tokens.service.ts');
  const tokens = (await import(pricing)) as Tokens;
  return { findNul: guard.findNul, decideNow: limits.decideNow, priceOf: tokens.priceOf };
}

const texts = proseSamples(1024, 4000);
const bodies = texts.map((input) => JSON.parse(JSON.stringify({ input, type: 'text', models: ['gpt-4o'] })));
// The account id as the auth cache holds it: one string object for every request.
const account = `${'acct_bench '}`.slice(0, -1);
const trees = { base: await steps(base), this: await steps(self) };
const cases = {
  nul: (s: typeof trees.base) => {
    let found = 0;
    for (let i = 0; i < CALLS; i++) if (s.findNul(bodies[i % bodies.length], 'body') !== null) found++;
    return found;
  },
  limits: (s: typeof trees.base) => {
    let n = 0;
    for (let i = 0; i < CALLS; i++) n += s.decideNow(account, NO_LIMITS, true) === undefined ? 1 : 0;
    if (n > 0) throw new Error('decideNow did not decide at once');
    return n;
  },
  price: (s: typeof trees.base) => {
    let sum = 0;
    for (let i = 0; i < CALLS; i++) sum += s.priceOf(180 + ((i * 7) % 120), 2.5e-6) as number;
    return sum;
  },
};
const load0 = loadavg()[0]!;
const out: string[] = [];
for (const [name, run] of Object.entries(cases)) {
  const ns: Record<'base' | 'this', number[]> = { base: [], this: [] };
  for (const side of ['base', 'this'] as const) run(trees[side]); // JIT
  for (let r = 0; r < ROUNDS; r++) {
    for (const side of r % 2 ? (['this', 'base'] as const) : (['base', 'this'] as const)) {
      const c0 = process.cpuUsage();
      run(trees[side]);
      const c = process.cpuUsage(c0);
      ns[side].push(((c.user + c.system) * 1000) / CALLS);
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const b = med(ns.base);
  const t = med(ns.this);
  out.push(
    `| ${name} | ${b.toFixed(0)} | ${t.toFixed(0)} | ${(b - t).toFixed(0)} | ×${(b / t).toFixed(2)} |`,
  );
}
process.stdout.write(
  `${new Date().toISOString()} · load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} · ${ROUNDS} rounds × ${CALLS} calls, alternated\n\n` +
    '| step | base ns/call | this ns/call | saved ns | base ÷ this |\n|---|---|---|---|---|\n' +
    `${out.join('\n')}\n`,
);
process.exit(0);
