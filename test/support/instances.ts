import { after, before } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Db, openDatabase } from '../../src/db/database.js';
import { createTestApp, standIn } from './test-app.js';
import { openTestDb } from './test-db.js';

/**
 * Another instance's own connections to a test database, as a second process would have them: on
 * SQLite a second connection to the file, on PostgreSQL its own pool (and, once it reads prompts,
 * its own LISTEN connection: src/db/pg-change-stamp.ts). Closed by the caller.
 */
export function otherInstanceDb(shared: TestDb): Db {
  return shared.file
    ? openDatabase({ kind: 'sqlite', file: shared.file })
    : openDatabase({ kind: 'postgres', url: shared.url as string, schema: shared.schema, maxConnections: 5 });
}

/**
 * `db`'s change stamp for `ws` once there is one: on PostgreSQL the LISTEN connection is made at the
 * first call, and until it is up every prompt read queries; tests that mean the notifications to
 * carry the change wait for it. SQLite: at once.
 */
export async function listeningStamp(db: Db, ws = 'wrk_none') {
  for (;;) {
    const stamp = await db.changeStamp(ws);
    if (stamp !== null) return stamp;
    await sleep(20);
  }
}

type TestDb = Awaited<ReturnType<typeof openTestDb>>;

/**
 * Two instances on one test database, each with its own connections: A made by `makeA` on the
 * test database, B a test app on `otherInstanceDb`; on PostgreSQL, A's LISTEN connection is up
 * before this returns, so what follows runs on notifications (not on the query A makes while it is
 * not listening). `close` closes both and drops the database.
 */
export async function twoInstances<A extends { close(): Promise<void> }>(
  makeA: (shared: TestDb) => Promise<A>,
) {
  const shared = await openTestDb();
  const other = otherInstanceDb(shared);
  const a = await makeA(shared);
  const b = await createTestApp({ sharedDb: { db: other, drop: async () => {} } });
  await listeningStamp(shared.db);
  return {
    a,
    b,
    shared,
    async close() {
      await a.close();
      await b.close();
      await other.close();
      await shared.drop();
    },
  };
}

/**
 * twoInstances for a test file: built in `before`, closed (and the database dropped) in `after`.
 * `a`, `b` and `shared` stand for them as testAppPerFile's object does.
 */
export function twoInstancesOnOwnConnections<A extends { close(): Promise<void> }>(
  makeA: (shared: TestDb) => Promise<A>,
) {
  let two: Awaited<ReturnType<typeof twoInstances<A>>> | undefined;
  before(async () => {
    two = await twoInstances(makeA);
  });
  after(() => two?.close());
  return { a: standIn(() => two?.a), b: standIn(() => two?.b), shared: standIn(() => two?.shared) };
}
