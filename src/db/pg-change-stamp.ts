import type pg from 'pg';
import { pgLib } from './pg-lib.js';

/** The channel migration 0065's trigger notifies on every change to a `prompts` row (payload: its workspace). */
export const PROMPTS_CHANNEL = 'promptkeep_prompts';
/** How long to wait before connecting again after the listening connection failed or dropped. */
const RETRY_MS = 1000;
/** Workspaces whose stamp is kept apart at most; past that, every workspace starts a new stamp. */
const WORKSPACES_KEPT = 100_000;

export interface ChangeStampStats {
  /** Notifications received (each one invalidates what this instance knows of one workspace). */
  notifications: number;
  /** Times the listening connection was made again after the first (each one invalidates everything). */
  reconnects: number;
  /** Round trips made on it for reads (shared by the reads that waited together). */
  roundTrips: number;
  listening: boolean;
}

/**
 * PostgreSQL's change stamp (`Db.changeStamp`, issue 29): one dedicated connection that LISTENs on
 * PROMPTS_CHANNEL, and a number per workspace that moves with every notification for it, so a
 * prompt's revision read once is known current until its workspace's stamp moves — no query per
 * read (prompt-revisions.repo.ts). node-postgres delivers notifications on a plain `Client` (not a
 * pooled one, which the pool may close or hand to others): `client.on('notification')`.
 *
 * Read-your-writes across instances. A notification reaches this process some time after its
 * commit; a read here right after a write on another instance returned must not miss it. So each
 * `stamp()` first waits for a round trip on the listening connection itself (an empty query) sent
 * after the call: PostgreSQL signals the listening sessions at commit, before the writer's client
 * hears of it, and a listening session sends what it has been signalled before it answers the next
 * query (before ReadyForQuery; PostgreSQL's src/backend/commands/async.c, notes 4 and 5 of its
 * header: the writer signals the listeners before it reports the commit, and a signalled backend
 * that is not idle reads the queue "just before we next go idle"); node-postgres emits the
 * `notification` before it resolves that query. Concurrent reads share one round trip (a read arriving while one is in flight waits for
 * the next, which is sent after it arrived): at most two round trips of latency, at most one query
 * in flight however many reads, on a connection no pool contends for.
 *
 * Losing it: while the connection is down (or not yet made, or the round trip failed) `stamp()`
 * answers null, and the caller queries as it does without a stamp; on every (re)connect, once
 * LISTEN is in effect, every workspace starts a new stamp (notifications sent meanwhile are lost).
 * It connects on the first `stamp()` (instances that never deliver prompts hold no connection).
 */
export function createPgChangeStamp(config: pg.ClientConfig) {
  let client: pg.Client | null = null;
  let connecting = false;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  let everConnected = false;
  let lostReported = false;
  // Stamps only grow: `next` is the last one handed out; a workspace absent from `stamps` has `base`.
  let next = 0;
  let base = 0;
  const stamps = new Map<string, number>();
  const stats = { notifications: 0, reconnects: 0, roundTrips: 0 };

  const forgetAll = () => {
    stamps.clear();
    base = ++next;
  };
  const onNotification = (message: pg.Notification) => {
    if (message.channel !== PROMPTS_CHANNEL || !message.payload) return;
    stats.notifications++;
    if (stamps.size >= WORKSPACES_KEPT) forgetAll();
    stamps.set(message.payload, ++next);
  };

  const lost = (c: pg.Client, error?: Error) => {
    c.end().catch(() => {});
    if (client !== c && client !== null) return;
    client = null;
    if (!lostReported && !closed) {
      lostReported = true;
      const why = error ? ` (${error.message})` : '';
      process.stderr.write(
        `promptkeep: PostgreSQL LISTEN connection lost${why}; prompt reads query until it is back\n`,
      );
    }
    if (!closed && retry === null) {
      retry = setTimeout(() => {
        retry = null;
        connect();
      }, RETRY_MS);
      retry.unref();
    }
  };

  function connect() {
    if (closed || connecting || client !== null) return;
    connecting = true;
    const c = new (pgLib().Client)({ ...config, keepAlive: true });
    let gone = false; // 'error' and 'end' may both come, and a failed connect rejects too
    const fail = (error?: Error) => {
      if (gone) return;
      gone = true;
      lost(c, error);
    };
    c.on('notification', onNotification);
    c.on('error', fail);
    c.on('end', () => fail());
    c.connect()
      .then(() => c.query(`listen ${PROMPTS_CHANNEL}`))
      .then(
        () => {
          connecting = false;
          if (closed) return void c.end().catch(() => {});
          forgetAll();
          if (everConnected) stats.reconnects++;
          everConnected = true;
          lostReported = false;
          client = c;
        },
        (error: Error) => {
          connecting = false;
          fail(error);
        },
      );
  }

  // The shared round trip: `running` is the one in flight, `queued` the one that follows it.
  let running: Promise<unknown> | null = null;
  let queued: Promise<unknown> | null = null;
  const send = (c: pg.Client) => {
    stats.roundTrips++;
    const sent: Promise<unknown> = c.query(';');
    const done = () => {
      if (running === sent) running = null;
    };
    sent.then(done, done);
    running = sent;
    return sent;
  };
  const barrier = (c: pg.Client): Promise<unknown> => {
    if (queued !== null) return queued;
    if (running === null) return send(c);
    const after = running.then(
      () => undefined,
      () => undefined,
    );
    const mine: Promise<unknown> = after.then(() => {
      queued = null;
      return send(c);
    });
    queued = mine;
    return mine;
  };

  return {
    /**
     * A number that stays the same only while no `prompts` row of `ws` changed (after every write
     * committed before this call); null when that cannot be known now (the caller queries).
     */
    async stamp(ws: string): Promise<number | null> {
      const c = client;
      if (c === null) {
        if (retry === null) connect(); // the first call; after a loss, the retry timer reconnects
        return null;
      }
      try {
        await barrier(c);
      } catch {
        return null;
      }
      if (client !== c) return null; // dropped (and maybe made again) meanwhile
      return stamps.get(ws) ?? base;
    },
    stats: (): ChangeStampStats => ({ ...stats, listening: client !== null }),
    async close() {
      closed = true;
      if (retry !== null) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
export type PgChangeStamp = ReturnType<typeof createPgChangeStamp>;
