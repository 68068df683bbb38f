import { readFileSync } from 'node:fs';

/**
 * CPU time of this process's main thread (the event loop: HTTP, TLS, parsing; not the count
 * workers), in ms, from /proc's scheduler statistics (ns). Waiting for a core is not in it.
 */
export function mainThreadCpuMs(): number {
  const schedstat = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8');
  return Number(schedstat.split(' ')[0]) / 1e6;
}
