import { openSync, readdirSync, readFileSync, readSync } from 'node:fs';

/**
 * This process's CPU time (user + system, every thread), in ms: getrusage, exact to the µs, where
 * /proc's schedstat of a running thread is brought up to date only at the scheduler's ticks.
 */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * CPU time of this process's main thread (the event loop: HTTP, TLS, parsing; not the count
 * workers), in ms, from /proc's scheduler statistics (ns). Waiting for a core is not in it.
 */
export function mainThreadCpuMs(): number {
  const schedstat = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8');
  return Number(schedstat.split(' ')[0]) / 1e6;
}

/** CPU ms of each of this process's threads (by thread id), main thread and workers alike. */
export function threadsCpuMs(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      cpu.set(
        Number(tid),
        Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6,
      );
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return cpu;
}

/**
 * How often this process's main thread has gone to sleep and been woken (its voluntary context
 * switches: a wait in epoll for a socket, a timer or a worker's message), from /proc.
 */
export function mainThreadWakeUps(): number {
  const status = readFileSync(`/proc/self/task/${process.pid}/status`, 'utf8');
  return Number(/voluntary_ctxt_switches:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

/**
 * The minor page faults this process's main thread has taken (a page of memory touched for the
 * first time since it was mapped or given back: zeroed by the kernel), from /proc.
 */
export function mainThreadMinorFaults(): number {
  return minorFaultsOf(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
}

/** minflt of a /proc stat line: after the command name (in parentheses, which may hold spaces), the 8th field. */
const minorFaultsOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);

/**
 * One thread's CPU ms and minor page faults, read cheaply enough to be taken at every request: its
 * /proc files are opened once and read again from their start (/proc makes them afresh at each
 * read). Listing the threads and opening, reading and closing two files per thread (threadsCpuMs,
 * then each thread's stat) costs the reading thread 0.3–1 ms with a service's ~12 threads; these
 * reads, ~10 µs each (bench/RESULTS.md, cjkm40).
 */
export function threadReader(tid: number): { cpuMs(): number; minorFaults(): number } {
  const buf = Buffer.alloc(1024);
  const schedstat = openSync(`/proc/self/task/${tid}/schedstat`, 'r');
  const stat = openSync(`/proc/self/task/${tid}/stat`, 'r');
  const read = (fd: number) => buf.toString('latin1', 0, readSync(fd, buf, 0, buf.length, 0));
  return {
    cpuMs: () => Number(read(schedstat).split(' ')[0]) / 1e6,
    minorFaults: () => minorFaultsOf(read(stat)),
  };
}

/**
 * One CPU's busy and idle time so far, in the kernel's clock ticks (/proc/stat's `cpuN` line: every
 * process on it, the kernel's own work included; idle counts iowait too).
 */
export function cpuTicks(cpu: number): { busy: number; idle: number } {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${cpu} `));
  const f = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (f[3] ?? 0) + (f[4] ?? 0);
  return { busy: f.reduce((s, x) => s + x, 0) - idle, idle };
}

/**
 * How a window of `wallMs` on one CPU split (from cpuTicks at its start and end), given `ownMs` of
 * this process's CPU in it: this process, other processes (busy minus this process: another
 * program's work on the core the server is pinned to), idle. In ms; the ticks' ratio scales the
 * wall time, so no tick length is assumed. `ownMs` counts this process's threads on other CPUs too
 * (V8's helpers, started before the process pinned itself), so `others` is a floor.
 */
export function cpuSplit(
  before: { busy: number; idle: number },
  after: { busy: number; idle: number },
  wallMs: number,
  ownMs: number,
): { own: number; others: number; idle: number } {
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  const total = busy + idle;
  if (total <= 0) return { own: ownMs, others: Number.NaN, idle: Number.NaN };
  return { own: ownMs, others: Math.max(0, (busy / total) * wallMs - ownMs), idle: (idle / total) * wallMs };
}
