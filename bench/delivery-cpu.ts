// The delivery cases of delivery.bench.ts measured by CPU time rather than throughput: wrk (CPU 1,
// 16 connections, HTTPS keep-alive) loads the service (this process, CPU 0), then a bare
// node:https server answering the same bytes (also in this process), and each one's CPU time
// (user + system) is divided by the requests it answered. CPU per request hardly moves with the
// machine's load (req/s does), so on a shared machine the ratio bare µs ÷ service µs is the figure
// to compare before and after a change; on a quiet machine it tracks delivery.bench.ts's ratio.
// PostgreSQL's own CPU is not in it (another process).
//
//   node --import tsx bench/delivery-cpu.ts [PROFILE_DIR]
//   env (optional): BENCH_DB=sqlite|postgres BENCH_PROMPTS=5000 BENCH_SECONDS=4
//   BENCH_CASES=id,name,label,304,render,br
//   with PROFILE_DIR: a V8 CPU profile of each case's service run and of its bare reference's, with the
//   requests each served (node bench/lib/top-self.mjs FILE; bench/lib/profile-groups.mjs FILE REQUESTS)
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type DeliveryCase, type DeliveryService, withDeliveryService } from './lib/delivery-cases.js';
import { fetchOnce, type Target, warmAll, whenAndLoad, wrkTargets } from './lib/load.js';
import { benchTls, startBareServer } from './lib/servers.js';
import { pinSelfToCpu0, requireWrk } from './lib/wrk.js';

const KIND = process.env.BENCH_DB ?? 'sqlite';
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CASES = (process.env.BENCH_CASES ?? 'id,name,label,304,render,br').split(',');
const profileDir = process.argv[2];

/** CPU µs per answered request while wrk loads `url` with `targets`. */
async function cpuPerRequest(
  url: string,
  targets: Target[],
  server: { on(e: 'request', f: () => void): void },
) {
  let served = 0;
  server.on('request', () => {
    served++;
  });
  const cpu0 = process.cpuUsage();
  const load = await wrkTargets(url, targets, 16, SECONDS);
  const cpu = process.cpuUsage(cpu0);
  return { us: (cpu.user + cpu.system) / Math.max(1, served), rps: load.rps, errors: load.errors, served };
}

/**
 * `run` under the V8 profiler when PROFILE_DIR is given: NAME.cpuprofile, and the requests served
 * in NAME.requests (`node bench/lib/profile-groups.mjs NAME.cpuprofile $(cat NAME.requests)`).
 */
async function profiled<T extends { served: number }>(name: string, run: () => Promise<T>): Promise<T> {
  if (!profileDir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const out = await run();
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
  writeFileSync(join(profileDir, `${name}.requests`), `${out.served}\n`);
  session.disconnect();
  return out;
}

async function measure(service: DeliveryService, cases: DeliveryCase[]) {
  const tls = await benchTls();
  const out: string[] = [];
  for (const c of cases) {
    const sample = await fetchOnce(service.url, c.targets[0]!, tls.cert);
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    for (const h of ['content-encoding', 'etag', 'vary']) {
      const v = sample.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    await warmAll(service.url, c.targets, tls.cert);
    await wrkTargets(service.url, c.targets, 16, 1); // JIT
    const svc = await profiled(`${KIND}-${c.key}`, () =>
      cpuPerRequest(service.url, c.targets, service.app.server),
    );
    const bare = await startBareServer(sample.raw, { status: sample.status, headers });
    const ref = await profiled(`${KIND}-${c.key}-bare`, () =>
      cpuPerRequest(bare.url, c.targets, bare.server),
    );
    await bare.close();
    out.push(
      `| ${KIND} | ${c.name} | ${sample.status} | ${svc.us.toFixed(0)} | ${ref.us.toFixed(0)} | **${(ref.us / svc.us).toFixed(2)}** | ${svc.rps.toFixed(0)} / ${ref.rps.toFixed(0)} | ${svc.errors} |`,
    );
  }
  return out;
}

requireWrk();
pinSelfToCpu0();
const load0 = loadavg()[0]!;
const rows = await withDeliveryService({ kind: KIND, prompts: PROMPTS, keys: CASES, tag: 'dcpu' }, measure);
process.stdout.write(
  `${whenAndLoad(load0)} · ${PROMPTS} prompts\n\n` +
    `| db | request | status | service CPU µs / req | bare CPU µs / req | ratio (bare ÷ service) | req/s service / bare | errors |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
