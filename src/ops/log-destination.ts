import pino from 'pino';

/** What `serve`'s logger writes to: pino's `write`, and a synchronous flush for the way out. */
export interface LogDestination {
  write(line: string): boolean;
  flushSync(): void;
}

/**
 * `serve`'s log destination: pino's own stdout writer (sonic-boom: EAGAIN retried, a closed pipe
 * stops logging), synchronous, handed the lines of one event-loop turn as one string — one
 * write(2) per turn, which under load answers many requests. pino's default (asynchronous, a line
 * at a time) cost the main thread a thread-pool `fs.write` per request plus sonic-boom's
 * re-measuring of its growing buffer on each line (bench/RESULTS.md, log33), and at exit a write
 * still in the thread pool could land after the lines flushed behind it, or not at all. A line
 * waits at most until the end of its turn (setImmediate). A reader of stdout that stops reading
 * holds the service up (as any synchronous log does) instead of the lines piling up in memory.
 *
 * On the way out (process.exit, a fatal error, the end of the loop) the lines still held here are
 * written synchronously: nothing logged before `exit` is lost. A hard kill (SIGKILL, an OOM kill)
 * loses what the current turn logged.
 */
export function createLogDestination(fd = 1): LogDestination {
  const out = pino.destination({ dest: fd, sync: true });
  let held = '';
  let scheduled = false;
  const hand = () => {
    scheduled = false;
    if (held === '') return;
    const lines = held;
    held = '';
    out.write(lines);
  };
  const flushSync = () => {
    hand();
    try {
      out.flushSync();
    } catch {
      // Closed (a reader gone: EPIPE stops logging) or ended: nothing more can be written.
    }
  };
  process.on('exit', flushSync);
  return {
    write(line: string) {
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
