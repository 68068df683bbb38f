/**
 * A stand-in for the ServerResponse a fast path writes to, for benches that call the server's
 * request listener in-process: it keeps the status and calls `answered` when the answer is ended.
 */
export function responseSink() {
  return {
    status: 0,
    headersSent: false,
    answered: null as (() => void) | null,
    writeHead(status: number) {
      this.status = status;
      return this;
    },
    end() {
      this.answered?.();
      return this;
    },
    destroy() {},
  };
}
