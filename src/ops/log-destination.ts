import pino from 'pino';

/** What `serve`'s logger writes to: pino's `write`, and a synchronous flush for the way out. */
export interface LogDestination {
  write(line: string): boolean;
  flushSync(): void;
}

/**
 * `serve`'s log destination: pino's own asynchronous stdout writer (sonic-boom: a slow reader never
 * blocks the event loop, EAGAIN is retried, a closed pipe stops logging), handed the lines of one
 * event-loop turn as one string. Under load a turn answers many requests; a write per line cost the
 * main thread a `fs.write` per request plus sonic-boom's re-measuring of its growing buffer on each
 * line (bench/RESULTS.md, log33). A line waits at most until the end of its turn (setImmediate).
 *
 * On the way out (process.exit, a fatal error, the end of the loop) the lines still held here and
 * in sonic-boom are written synchronously: nothing logged before `exit` is lost. A hard kill
 * (SIGKILL, an OOM kill) loses what the current turn logged, as it loses sonic-boom's pending write.
 */
export function createLogDestination(fd = 1): LogDestination {
  const out = pino.destination({ dest: fd, sync: false });
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
