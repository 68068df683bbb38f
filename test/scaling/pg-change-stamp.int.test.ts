import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { type Db, openDatabase } from '../../src/db/database.js';
import { PROMPTS_CHANNEL } from '../../src/db/pg-change-stamp.js';
import { listeningStamp } from '../support/instances.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { openTestDb, TEST_DB } from '../support/test-db.js';

// Issue 29: PostgreSQL's change stamp (src/db/pg-change-stamp.ts), the LISTEN side of the delivery
// cache's invalidation: a notification committed on another connection moves its workspace's stamp
// by the very next call (no wait: the call's round trip on the listening connection comes after
// it), nothing uncommitted does, and a lost connection means no stamp (the caller queries) until it
// is made again, which forgets everything. Its connection goes through a TCP proxy to be dropped.
const skip = TEST_DB !== 'postgres' && 'PostgreSQL only (SQLite has no LISTEN connection)';

describe('the PostgreSQL change stamp', { skip }, () => {
  let direct: Awaited<ReturnType<typeof openTestDb>>;
  let proxy: TcpProxy;
  let db: Db;
  let writer: pg.Client;
  before(async () => {
    direct = await openTestDb();
    const target = new URL(direct.url as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const via = new URL(target);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    db = openDatabase({ kind: 'postgres', url: via.toString(), schema: direct.schema, maxConnections: 2 });
    writer = new pg.Client({ connectionString: direct.url });
    await writer.connect();
  });
  after(async () => {
    await writer?.end();
    await db?.close();
    await direct?.drop();
    await proxy?.close();
  });
  const notify = (ws: string) => writer.query('select pg_notify($1, $2)', [PROMPTS_CHANNEL, ws]);

  test('a committed notification moves its workspace at the next call; nothing else does', async () => {
    const ws = `wrk_${Math.random().toString(36).slice(2)}`;
    const s0 = await listeningStamp(db, ws);
    const others0 = await db.changeStamp('wrk_other');
    assert.equal(await db.changeStamp(ws), s0, 'reads move nothing');
    await notify(ws);
    const s1 = await db.changeStamp(ws);
    assert.notEqual(s1, s0, 'counted by the next call');
    assert.equal(await db.changeStamp('wrk_other'), others0, 'another workspace keeps its stamp');

    // Uncommitted or rolled back: not delivered. Committed: delivered.
    await writer.query('begin');
    await notify(ws);
    assert.equal(await db.changeStamp(ws), s1, 'not yet committed');
    await writer.query('rollback');
    assert.equal(await db.changeStamp(ws), s1, 'rolled back');
    await writer.query('begin');
    await notify(ws);
    await writer.query('commit');
    assert.notEqual(await db.changeStamp(ws), s1, 'committed');

    // Concurrent calls share round trips, and each counts what was committed before it.
    await notify(ws);
    const many = await Promise.all(Array.from({ length: 50 }, () => db.changeStamp(ws)));
    assert.equal(new Set(many).size, 1);
    assert.ok((db.changeStampStats()?.notifications ?? 0) >= 3);
  });

  test('a dropped connection: no stamp until it is back, then every workspace starts anew', async () => {
    const ws = `wrk_${Math.random().toString(36).slice(2)}`;
    const s0 = await listeningStamp(db, ws);
    const others0 = await db.changeStamp('wrk_other');
    const reconnects = db.changeStampStats()?.reconnects ?? 0;
    proxy.dropAll();
    await notify(ws); // sent while nobody listens: lost
    assert.equal(await db.changeStamp(ws), null, 'the caller queries meanwhile');
    const s1 = await listeningStamp(db, ws);
    assert.notEqual(s1, s0);
    assert.notEqual(await db.changeStamp('wrk_other'), others0, 'forgotten too');
    assert.equal(db.changeStampStats()?.reconnects, reconnects + 1);
    assert.equal(db.changeStampStats()?.listening, true);
  });

  // Behind a pooler in transaction mode LISTEN has no session of its own: the operator names a
  // direct URL for it (--database-listen-url), or `off`.
  test('the LISTEN connection goes where --database-listen-url says; off: no stamp, reads query', async () => {
    const ws = `wrk_${Math.random().toString(36).slice(2)}`;
    const open = (listenUrl: string) =>
      openDatabase({ kind: 'postgres', url: direct.url as string, schema: direct.schema, listenUrl });
    const off = open('off');
    const nowhere = open('postgres://postgres@127.0.0.1:1/test'); // nothing listens on port 1
    const named = open(direct.url as string);
    try {
      for (const other of [off, nowhere, named]) {
        await other.ping(); // the pool itself works
        assert.equal(await other.changeStamp(ws), null, 'no stamp before LISTEN is up');
      }
      // The named URL listens; in that time the one pointed nowhere has not (had it used the
      // database URL instead, it would have connected as fast), and `off` never tries.
      await listeningStamp(named, ws);
      await listeningStamp(db, ws);
      assert.equal(await nowhere.changeStamp(ws), null);
      assert.equal(nowhere.changeStampStats()?.listening, false);
      assert.equal(await off.changeStamp(ws), null);
      assert.equal(off.changeStampStats(), null, 'no LISTEN connection at all');
    } finally {
      for (const other of [off, nowhere, named]) await other.close();
    }
  });
});
