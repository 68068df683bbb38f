import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { createTestApp, expectError, parseAs } from '../support/test-app.js';

// Issue 20 item 7: an embedded database made read-only while the service runs (or a full disk)
// answered every write 500. Now 503 in the spec body, saying why; reads keep working. SQLite only
// by nature (these are SQLite's own failures; PostgreSQL's are in test/ops/pg-connection-drops).
// The test runs as whatever user the suite runs as (root here, where a file mode binds nothing),
// so it makes the database refuse writes the way SQLite itself does: `query_only` fails a write
// with SQLITE_READONLY (what a read-only file or mount gives), `max_page_count` with SQLITE_FULL.
const dir = mkdtempSync(join(tmpdir(), 'promptkeep-store-errors-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('writes on a read-only or full SQLite database answer 503 with the reason; reads still answer', async () => {
  const db = openDatabase({ kind: 'sqlite', file: join(dir, 'promptkeep.db') });
  await migrateToLatest(db);
  const t = await createTestApp({ sharedDb: { db, drop: () => db.close() } });
  try {
    const a = await t.account();
    const created = await t.call(a, 'POST', '/v1/prompts', { name: 'kept', content: 'Hello' });
    assert.equal(created.statusCode, 201, created.body);
    const id = parseAs(Prompt, created).prompt_id;
    const write = (name: string) => t.call(a, 'POST', '/v1/prompts', { name, content: 'Hello there' });

    await sql`pragma query_only = on`.execute(db.kysely);
    expectError(
      await write('refused'),
      503,
      'The database is read-only right now, so changes cannot be saved; retry later.',
    );
    expectError(
      await t.call(a, 'PATCH', `/v1/prompts/${id}`, { name: 'renamed' }),
      503,
      /read-only right now/,
    );
    const read = await t.call(a, 'GET', `/v1/prompts/${id}`);
    assert.equal(read.statusCode, 200, read.body);
    await sql`pragma query_only = off`.execute(db.kysely);
    assert.equal((await write('after read-only')).statusCode, 201);

    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db.kysely)).rows[0];
    await sql.raw(`pragma max_page_count = ${pages?.page_count}`).execute(db.kysely);
    let full = await write('x');
    for (let i = 0; i < 200 && full.statusCode === 201; i++) {
      full = await t.call(a, 'POST', '/v1/prompts', { name: `fill ${i}`, content: 'y'.repeat(50_000) });
    }
    expectError(full, 503, 'The database disk is full, so changes cannot be saved; retry later.');
    assert.equal((await t.call(a, 'GET', `/v1/prompts/${id}`)).statusCode, 200);
  } finally {
    await t.close();
    await db.close();
  }
});
