// An idle service's main thread: CPU ms and wake-ups (voluntary context switches) per second, with
// no request at all — what its timers cost (the event-loop lag monitor, the webhook poll, the
// limits' flush): `taskset -c 0 node --import tsx bench/idle-main-thread.ts`, run from each tree
// to compare (one tree per process: each app's timers run as long as its process does).
import { startService } from './lib/servers.js';
import { mainThreadCpuMs, mainThreadWakeUps } from './lib/thread-cpu.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const service = await startService({ workers: 1 });
await new Promise((r) => setTimeout(r, 2000)); // start-up's work done
const cpu = mainThreadCpuMs();
const wakeUps = mainThreadWakeUps();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
process.stdout.write(
  `idle main thread: ${((mainThreadCpuMs() - cpu) / SECONDS).toFixed(2)} ms CPU per s, ${((mainThreadWakeUps() - wakeUps) / SECONDS).toFixed(1)} wake-ups per s\n`,
);
await service.close();
