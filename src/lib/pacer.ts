import { performance } from 'node:perf_hooks';

/** How much work a paced loop does before it lets the event loop run (ms). */
export const PACE_SLICE_MS = 10;

/**
 * For long loops of async work that may never wait for I/O, and so never let the event loop run:
 * on SQLite every query answers synchronously (better-sqlite3), and small token counts run inline,
 * so each `await` is a microtask and a 10,000-prompt import held every other request — `/healthz`
 * included — for its whole duration (issue 20 item 6). The loop calls the pacer between steps;
 * once `sliceMs` of work has passed since the last turn, the pacer waits for one (`setImmediate`:
 * timers, sockets and other requests run first), otherwise it returns at once. Nothing about the
 * work changes: it is the same steps, in the same order, interleaved with other requests.
 */
export function createPacer(sliceMs = PACE_SLICE_MS): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}
