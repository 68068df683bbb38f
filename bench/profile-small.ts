// Profiles the service on a request of tokens.bench.ts while wrk loads it (startup is left out):
// `PROFILE_CASE=models|count|ten|prose|code|cjk node --import tsx bench/profile-small.ts OUT.cpuprofile`,
// then `node bench/lib/top-self.mjs OUT.cpuprofile` lists the top self and total times. `count` sends
// the bench's distinct 1 KB bodies, `ten` the same naming the ten models of its case (c); prose/code/cjk send its 1 MB inputs over one connection.
// PROFILE_WORKERS=0 counts on the main thread, so one profile holds the whole path (the inspector
// sees only this thread, not the count workers).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cjk, code, prose, proseSamples } from './lib/corpus.js';
import { benchCtx, startService } from './lib/servers.js';
import { pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const which = process.env.PROFILE_CASE ?? 'models';
const large: Record<string, () => string> = {
  prose: () => prose(1024 * 1024),
  code: () => code(1024 * 1024),
  cjk: () => cjk(1024 * 1024),
};
const service = await startService({ workers: Number(process.env.PROFILE_WORKERS ?? 1) });
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
// `ten`: one model per offline tokenizer, the first ten, as tokens.bench.ts (c) picks them.
const tenModels = [
  ...new Map(
    service.services.tokens
      .listModels({ ctx: benchCtx() })
      .filter((m) => m.tokenizer !== null && m.count_source === 'offline')
      .map((m) => [m.tokenizer, m.name]),
  ).values(),
].slice(0, 10);
const models = which === 'ten' ? tenModels : ['gpt-4o'];
const countBody = (input: string) => JSON.stringify({ input, type: 'text', models });
if (which === 'ten') await service.services.tokens.count({ ctx: benchCtx(), input: 'warm', models });
const url = `${service.url}/v1/tokens/${which === 'models' ? 'models' : 'count'}`;
const load =
  which === 'models'
    ? { url, headers, connections: 50, seconds: SECONDS }
    : which === 'count' || which === 'ten'
      ? {
          url,
          method: 'POST',
          bodies: proseSamples(1024, 4000).map(countBody),
          headers,
          connections: 50,
          seconds: SECONDS,
        }
      : { url, method: 'POST', body: countBody(large[which]!()), headers, connections: 1, seconds: SECONDS };
// Warmed first (BENCH_WARM_SECONDS, default 2): the first requests compile the route's schemas and
// the JIT's code, which is start-up, not the request.
const WARM = Number(process.env.BENCH_WARM_SECONDS ?? 2);
if (WARM > 0) await runWrk({ ...load, seconds: WARM });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const before = process.cpuUsage();
const r = await runWrk(load);
const cpu = process.cpuUsage(before);
const { profile } = await session.post('Profiler.stop');
writeFileSync(process.argv[2] ?? `${which}.cpuprofile`, JSON.stringify(profile));
const us = (cpu.user + cpu.system) / Math.max(1, r.requests);
process.stdout.write(
  `${which}: ${r.requests} requests, ${r.rps.toFixed(1)} req/s, ${us.toFixed(0)} µs CPU/req, non-2xx ${r.non2xx}\n`,
);
await service.close();
