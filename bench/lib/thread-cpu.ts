import { readdirSync, readFileSync } from 'node:fs';

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
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  // After the command name (in parentheses, which may hold spaces): state, ppid, …, minflt is the 8th.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);
}
