import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { type Db, openDatabase } from './database.js';

// SQLite's change stamp (Db.changeStamp): the prompts' revision probe trusts an answer while it
// holds, so every way the file can change must move it, and reads must not.
/** SQLite's stamp is synchronous and the same for every workspace. */
const stampOf = (d: Db) => d.changeStamp('wrk_any') as number | null;
/** The repository's root: a child process finds better-sqlite3 there. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
let db: Db;
let other: Db;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pk-stamp-'));
  db = openDatabase({ kind: 'sqlite', file: join(dir, 's.db') });
  await sql`create table t (id integer primary key, v text)`.execute(db.kysely);
  await sql`insert into t (id, v) values (1, 'a')`.execute(db.kysely);
  other = openDatabase({ kind: 'sqlite', file: join(dir, 's.db') });
});
after(async () => {
  await other.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('reads and statements that change no row leave it; a change on this connection moves it', async () => {
  const s0 = stampOf(db);
  assert.equal(typeof s0, 'number');
  await sql`select * from t`.execute(db.kysely);
  await sql`update t set v = 'x' where id = 99`.execute(db.kysely);
  assert.equal(stampOf(db), s0);
  await sql`update t set v = 'b' where id = 1`.execute(db.kysely);
  const s1 = stampOf(db);
  assert.notEqual(s1, s0);
  assert.equal(stampOf(db), s1);
});

test('a commit through another connection (another process) moves it', async () => {
  const s0 = stampOf(db);
  await sql`update t set v = 'c' where id = 1`.execute(other.kysely);
  assert.notEqual(stampOf(db), s0);
});

test('read-your-writes: each write moves it before the next call, a write that returns rows too', async () => {
  // Between stamps, total_changes() is read again only after a statement that may write has run
  // (database.ts `written`): every kind of such statement must say so, a reader one (RETURNING,
  // run by Kysely's driver with `all`) as well as a plain one (`run`).
  let previous = stampOf(db);
  for (let i = 0; i < 5; i++) {
    await sql`insert into t (id, v) values (${100 + i}, 'r') returning id`.execute(db.kysely);
    const afterInsert = stampOf(db);
    assert.notEqual(afterInsert, previous, `insert … returning ${i}`);
    assert.equal(stampOf(db), afterInsert);
    await sql`delete from t where id = ${100 + i}`.execute(db.kysely);
    previous = stampOf(db);
    assert.notEqual(previous, afterInsert, `delete ${i}`);
  }
  // An upsert that only updates is a write too.
  await sql`insert into t (id, v) values (1, 'u') on conflict (id) do update set v = excluded.v`.execute(
    db.kysely,
  );
  assert.notEqual(stampOf(db), previous);
});

test("another connection's commit is seen by the very next call, in the same synchronous stretch", () => {
  // Nothing is remembered across calls for other processes (data_version is read on every call):
  // a commit made between two calls of one event-loop turn moves the second.
  const raw = new SqliteDatabase(join(dir, 's.db'));
  try {
    const update = raw.prepare('update t set v = ? where id = 1');
    for (let i = 0; i < 5; i++) {
      const s0 = stampOf(db);
      update.run(`sync ${i}`);
      const s1 = stampOf(db);
      assert.notEqual(s1, s0, `commit ${i}`);
      assert.equal(stampOf(db), s1);
    }
  } finally {
    raw.close();
  }
});

test("another process's commit is seen by the very next call (the WAL index header it rewrote)", () => {
  // A real second process, as the sqlite3 shell or another instance would be: its commit reaches
  // this one only through the shared `-shm` pages and the WAL file.
  const file = join(dir, 's.db');
  const script = `const D = require('better-sqlite3'); const d = new D(process.argv[1]); d.prepare("update t set v = 'p' || ? where id = 1").run(process.argv[2]); d.close();`;
  for (let i = 0; i < 3; i++) {
    const s0 = stampOf(db);
    assert.equal(stampOf(db), s0);
    const done = spawnSync(process.execPath, ['-e', script, file, String(i)], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    assert.equal(done.status, 0, done.stderr);
    const s1 = stampOf(db);
    assert.notEqual(s1, s0, `commit ${i}`);
    assert.equal(stampOf(db), s1);
  }
});

test('two handles on one file: closing one leaves the other seeing commits (one shared -shm descriptor)', async () => {
  const third = openDatabase({ kind: 'sqlite', file: join(dir, 's.db') });
  stampOf(third);
  await third.close();
  const s0 = stampOf(db);
  await sql`update t set v = 'after close' where id = 1`.execute(other.kysely);
  assert.notEqual(stampOf(db), s0);
  const s1 = stampOf(other);
  await sql`update t set v = 'and back' where id = 1`.execute(db.kysely);
  assert.notEqual(stampOf(other), s1);
});

test('inside an open transaction nothing holds: each call moves it, and a rollback leaves it moved', async () => {
  const s0 = stampOf(db);
  const seen: (number | null)[] = [];
  await db.kysely
    .transaction()
    .execute(async (trx) => {
      await sql`select * from t`.execute(trx);
      seen.push(stampOf(db), stampOf(db));
      await sql`update t set v = 'd' where id = 1`.execute(trx);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  assert.equal(new Set([s0, ...seen]).size, 3);
  const after1 = stampOf(db);
  assert.ok(!seen.includes(after1) && after1 !== s0);
  assert.equal(stampOf(db), after1);
});

test('PostgreSQL without its listening connection has none (the caller queries)', async () => {
  const pg = openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
  assert.equal(await pg.changeStamp('wrk_any'), null);
  return pg.close();
});
