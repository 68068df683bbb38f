// Where a 1 MB count's main-thread time goes, against a reference in the same run:
// `node --import tsx bench/large-main-thread.ts` (BENCH_ROUNDS, default 3; BENCH_SECONDS, default 3).
// Per thread too: for the counted case, the count worker's CPU and the other threads' per request.
// For tokens.bench's 1 MB prose/code/CJK bodies over one connection (wrk, CPU 1), the main thread's
// CPU per request (/proc schedstat) of: a bare node:https server that receives the body and answers
// a fixed one (TLS + HTTP receive alone); the service answering 400 after its body parse (an unknown
// model: receive, the literal's scan, the rest's parse, validation, the error); the service counting
// (the above + the hop to the count worker and the answer). Interleaved rounds, medians; the server,
// its worker and this process share CPU 0. Main-thread time goes on while a request waits for its
// worker (timers, the runtime's own threads' wake-ups), so the counting figure grows with the wall
// time of a request, i.e. with the machine's load: compare it with the uptime given beside it.
import { cjk, code, dropCorpus, prose } from './lib/corpus.js';
import { startBareServer, startService } from './lib/servers.js';
import { mainThreadCpuMs, threadsCpuMs } from './lib/thread-cpu.js';
import { median, pinSelfToCpu0, requireWrk, runWrk } from './lib/wrk.js';

requireWrk();
pinSelfToCpu0();
const MB = 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const kinds: Record<string, (seed: number) => string> = {
  prose: (s) => prose(MB, s * 5),
  code: (s) => code(MB, s * 5 + 1).replaceAll('\u0000', ' '),
  cjk: (s) => cjk(MB, s * 5 + 2),
};
const service = await startService({ workers: 1 });
const bare = await startBareServer('[]');
const headers = { 'x-api-key': service.key, 'content-type': 'application/json' };
const count = `${service.url}/v1/tokens/count`;
const out = [
  '| input (4 distinct 1 MB texts) | bare node:https receive | service, 400 after the parse | service, counted | counted: count worker / other threads | wall ms per count |',
  '|---|---|---|---|---|---|',
];
for (const [kind, make] of Object.entries(kinds)) {
  const texts = [1, 2, 3, 4].map(make);
  dropCorpus(); // as tokens.bench does: the server's full GCs would mark it
  const bodyOf = (models: string[]) => texts.map((input) => JSON.stringify({ input, type: 'text', models }));
  const cases = {
    bare: { url: bare.url, bodies: bodyOf(['gpt-4o']) },
    parsed: { url: count, bodies: bodyOf(['no-such-model']) },
    counted: { url: count, bodies: bodyOf(['gpt-4o']) },
  };
  const ms: Record<string, number[]> = { bare: [], parsed: [], counted: [], worker: [], other: [], wall: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, { url, bodies }] of Object.entries(cases)) {
      const before = mainThreadCpuMs();
      const threads = threadsCpuMs();
      const r = await runWrk({ url, method: 'POST', bodies, headers, connections: 1, seconds: SECONDS });
      const n = Math.max(1, r.requests);
      ms[name]!.push((mainThreadCpuMs() - before) / n);
      if (name !== 'counted') continue;
      ms.wall!.push(1000 / r.rps);
      // The other threads' CPU in the round: the busiest is the count worker (one, as in
      // tokens.bench); the rest are V8's and libuv's helpers (GC, compilation, file reads).
      const used = [...threadsCpuMs()]
        .filter(([tid]) => tid !== process.pid)
        .map(([tid, cpu]) => cpu - (threads.get(tid) ?? 0))
        .sort((a, b) => b - a);
      ms.worker!.push((used[0] ?? 0) / n);
      ms.other!.push(used.slice(1).reduce((a, b) => a + b, 0) / n);
    }
  }
  const show = (name: string) => median(ms[name]!).toFixed(1);
  out.push(
    `| ${kind} | ${show('bare')} | ${show('parsed')} | ${show('counted')} | ${show('worker')} / ${show('other')} | ${show('wall')} |`,
  );
}
process.stdout.write(
  `Main-thread CPU ms per request (median of ${ROUNDS} × ${SECONDS} s)\n\n${out.join('\n')}\n`,
);
await service.close();
await bare.close();
