import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a server (PostgreSQL in test/ops/pg-connection-drops), that
 * drops connections on demand: all of them (idle ones included), the next ones that send a query
 * (mid-query: the query is forwarded, then both sides are closed before the answer comes back), or
 * every new one while "refusing" (accepted, then closed at once, as a server going down does), or
 * the next few new ones; and it can hold what a client sends after its first packet for a while (a
 * TLS client's second flight: the server's handshake outlasts its timeout, then completes).
 */
export interface TcpProxy {
  readonly port: number;
  /** Connections open through the proxy now. */
  open(): number;
  /** Closes every open connection; returns how many. */
  dropAll(): number;
  /** The next `count` client packets after a connection's first (its start-up) close it after forwarding. */
  dropOnNextQueries(count: number): void;
  /** While on, new connections are closed as soon as they are accepted. */
  refuse(on: boolean): void;
  /** The next `count` new connections are closed as soon as they are accepted. */
  refuseNext(count: number): void;
  /** Connections accepted so far (refused ones included). */
  accepted(): number;
  /** New connections' packets after their first are held `ms` from the connection's start. */
  holdAfterFirst(ms: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let refusing = false;
  let dropNext = 0;
  let refuseNext = 0;
  let accepted = 0;
  let holdMs = 0;
  const server = createServer((client) => {
    accepted++;
    if (refusing || refuseNext > 0) {
      refuseNext = Math.max(0, refuseNext - 1);
      client.on('error', () => {});
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    let packets = 0;
    let holding = holdMs > 0;
    const held: Buffer[] = [];
    if (holding)
      setTimeout(() => {
        holding = false;
        for (const chunk of held.splice(0)) upstream.write(chunk);
      }, holdMs);
    client.on('data', (chunk: Buffer) => {
      packets++;
      if (holding && packets > 1) {
        held.push(chunk);
        return;
      }
      if (packets > 1 && dropNext > 0) {
        dropNext--;
        upstream.write(chunk, () => end());
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const dropAll = () => {
    const n = pairs.size;
    for (const { client, upstream } of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    return n;
  };
  return {
    port,
    open: () => pairs.size,
    dropAll,
    dropOnNextQueries(count) {
      dropNext = count;
    },
    refuse(on) {
      refusing = on;
    },
    refuseNext(count) {
      refuseNext = count;
    },
    accepted: () => accepted,
    holdAfterFirst(ms) {
      holdMs = ms;
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
