// Profiles the service on a small request of tokens.bench.ts (b) while wrk loads it (startup is
// left out): `PROFILE_CASE=models|count node --import tsx bench/profile-small.ts OUT.cpuprofile`,
// then `node bench/lib/top-self.mjs OUT.cpuprofile` lists the top self and total times.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { prose } from './lib/corpus.js';
import { startService } from './lib/servers.js';
import { pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const which = process.env.PROFILE_CASE ?? 'models';
const service = await startService({ workers: 1 });
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
const body = JSON.stringify({ input: prose(1024, 7), type: 'text', models: ['gpt-4o'] });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const r =
  which === 'models'
    ? await runWrk({ url: `${service.url}/v1/tokens/models`, headers, connections: 50, seconds: SECONDS })
    : await runWrk({
        url: `${service.url}/v1/tokens/count`,
        method: 'POST',
        body,
        headers,
        connections: 50,
        seconds: SECONDS,
      });
const { profile } = await session.post('Profiler.stop');
writeFileSync(process.argv[2] ?? `${which}.cpuprofile`, JSON.stringify(profile));
process.stdout.write(`${which}: ${r.rps.toFixed(0)} req/s, non-2xx ${r.non2xx}\n`);
await service.close();
