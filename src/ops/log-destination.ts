import { writeSync } from 'node:fs';

/** What `serve`'s logger writes to: pino's `write`, and a synchronous flush for the way out. */
export interface LogDestination {
  write(line: string): boolean;
  flushSync(): void;
}

/** The first and the longest sleep while stdout is full (ms): see `writeAll`. */
const FIRST_WAIT_MS = 1;
const LONGEST_WAIT_MS = 20;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(sleeper, 0, 0, ms);

/**
 * `serve`'s log destination: synchronous, handed the lines of one event-loop turn as one string —
 * one write(2) per turn, which under load answers many requests. pino's default (asynchronous, a
 * line at a time) cost the main thread a thread-pool `fs.write` per request plus re-measuring its
 * growing buffer on each line (bench/RESULTS.md, log33), and at exit a write still in the thread
 * pool could land after the lines flushed behind it, or not at all. A line waits at most until the
 * end of its turn (setImmediate). A reader of stdout that stops reading holds the service up (as
 * any synchronous log does) instead of the lines piling up in memory.
 *
 * A full stdout: a blocking descriptor waits in write(2) itself. A non-blocking one answers EAGAIN
 * — and stdout is non-blocking as soon as anything touches `process.stdout` (Node opens a pipe or
 * socket through libuv, which sets O_NONBLOCK on the descriptor, shared with every process holding
 * it; `serve`'s first start prints its key there). Then the rest of the turn's bytes are written
 * after short sleeps (1 ms, doubling to 20 ms): no spinning, no line dropped or reordered, the
 * service held up about as long as the reader lags. (pino's own writer, sonic-boom, slept 100 ms on
 * each EAGAIN, the event loop stopped for a tenth of a second each time a log collector lagged.)
 * A write that takes only part of the bytes (a non-blocking pipe's free space) goes on from there.
 *
 * A reader gone (EPIPE) stops logging, as pino does; any other write error is thrown.
 *
 * On the way out (process.exit, a fatal error, the end of the loop) the lines still held here are
 * written synchronously: nothing logged before `exit` is lost. A hard kill (SIGKILL, an OOM kill)
 * loses what the current turn logged.
 */
export function createLogDestination(fd = 1): LogDestination {
  let held = '';
  let scheduled = false;
  let closed = false;
  const writeAll = (lines: string) => {
    let rest: string | Buffer = lines;
    let wait = FIRST_WAIT_MS;
    while (!closed) {
      let n: number;
      try {
        n = typeof rest === 'string' ? writeSync(fd, rest) : writeSync(fd, rest);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN') {
          sleep(wait);
          wait = Math.min(wait * 2, LONGEST_WAIT_MS);
          continue;
        }
        if (code === 'EPIPE') {
          closed = true;
          return;
        }
        throw error;
      }
      const length: number = typeof rest === 'string' ? Buffer.byteLength(rest) : rest.length;
      if (n >= length) return;
      rest = (typeof rest === 'string' ? Buffer.from(rest) : rest).subarray(n);
      wait = FIRST_WAIT_MS;
    }
  };
  const hand = () => {
    scheduled = false;
    if (held === '') return;
    const lines = held;
    held = '';
    writeAll(lines);
  };
  const flushSync = () => {
    try {
      hand();
    } catch {
      // An error on the way out: nothing more can be written.
    }
  };
  process.on('exit', flushSync);
  return {
    write(line: string) {
      if (closed) return true;
      held += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(hand);
      }
      return true;
    },
    flushSync,
  };
}
