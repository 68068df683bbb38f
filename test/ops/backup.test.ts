import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { DB_FILE, databaseInUse } from '../../src/ops/backup.js';
import { createTestApp, parseAs } from '../support/test-app.js';

const CLI = new URL('../../src/cli/cli.ts', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'promptkeep-backup-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** Runs the real CLI (under tsx) in its own process, as an operator would beside the service. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, PROMPTKEEP_DATABASE_URL: '', DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function appOn(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase({ kind: 'sqlite', file: join(dataDir, DB_FILE) });
  await migrateToLatest(db);
  return createTestApp({ sharedDb: { db, drop: () => db.close() } });
}

test('backup while writing, restore into a fresh data dir: every write acknowledged before the backup is there', async () => {
  const liveDir = join(root, 'live');
  const app = await appOn(liveDir);
  const acct = await app.account();
  const acknowledged: { id: string; at: number }[] = [];
  let stop = false;
  let seq = 0;
  const writer = (async () => {
    while (!stop) {
      const n = seq++;
      const res = await app.call(acct, 'POST', '/v1/prompts', {
        name: `p${n}`,
        content: `content ${n} `.repeat(50),
      });
      assert.equal(res.statusCode, 201, res.body);
      acknowledged.push({ id: parseAs(Prompt, res).prompt_id, at: performance.now() });
    }
  })();

  // Let some writes land, then back up from another process while the writer keeps going.
  while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 5));
  const backupFile = join(root, 'snapshot.db');
  const startedAt = performance.now();
  const backup = await cli(['backup', '--data-dir', liveDir, '--out', backupFile, '--json']);
  const writtenDuring = acknowledged.filter((a) => a.at > startedAt).length;
  stop = true;
  await writer;
  assert.equal(backup.code, 0, backup.stderr);
  const info = JSON.parse(backup.stdout);
  assert.equal(info.file, backupFile);
  assert.match(info.schemaVersion, /^\d{4}-/);
  assert.ok(writtenDuring > 0, 'the service kept writing while the backup ran');

  // A backup never overwrites a file.
  const again = await cli(['backup', '--data-dir', liveDir, '--out', backupFile]);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /exists; choose a new file name/);

  // Restoring over the running service is refused, even with --force.
  assert.equal(databaseInUse(join(liveDir, DB_FILE)), true);
  const live = await cli(['restore', '--data-dir', liveDir, '--in', backupFile, '--force']);
  assert.equal(live.code, 1);
  assert.match(live.stderr, /is in use \(is the service running\?\)/);
  await app.close();
  await app.testDb.drop();

  const freshDir = join(root, 'fresh');
  const restore = await cli(['restore', '--data-dir', freshDir, '--in', backupFile]);
  assert.equal(restore.code, 0, restore.stderr);
  const restored = await appOn(freshDir);
  try {
    const before = acknowledged.filter((a) => a.at < startedAt);
    for (const { id } of before) {
      const res = await restored.call(acct, 'GET', `/v1/prompts/${id}`);
      assert.equal(res.statusCode, 200, `prompt ${id}, acknowledged before the backup, is missing`);
    }
    // Nothing after the backup finished can be in it; the copy is whole (no torn rows).
    const list = await restored.call(acct, 'GET', '/v1/prompts');
    const count = (list.json() as unknown[]).length;
    assert.ok(count >= before.length && count <= acknowledged.length, `${count} prompts restored`);
  } finally {
    await restored.close();
    await restored.testDb.drop(); // closes the shared database: the service is "stopped"
  }

  // The restored data dir now holds data: a second restore needs --force and keeps the old file.
  const refused = await cli(['restore', '--data-dir', freshDir, '--in', backupFile]);
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /already holds data; pass --force/);
  const forced = await cli(['restore', '--data-dir', freshDir, '--in', backupFile, '--force']);
  assert.equal(forced.code, 0, forced.stderr);
  assert.ok(readdirSync(freshDir).some((f) => f.startsWith(`${DB_FILE}.before-restore-`)));
});

test('restore refuses a file that is not a Promptkeep database; backup needs a database', async () => {
  const notDb = join(root, 'not-a-db.txt');
  await import('node:fs').then((fs) => fs.writeFileSync(notDb, 'hello'));
  const res = await cli(['restore', '--data-dir', join(root, 'x'), '--in', notDb]);
  assert.equal(res.code, 1);
  assert.match(res.stderr, /cannot be opened as a database|not a readable database/);
  assert.equal(existsSync(join(root, 'x', DB_FILE)), false);

  const none = await cli(['backup', '--data-dir', join(root, 'empty'), '--out', join(root, 'b.db')]);
  assert.equal(none.code, 1);
  assert.match(none.stderr, /No database at .*check --data-dir/);
  const pg = await cli([
    'backup',
    '--database-url',
    'postgres://x@127.0.0.1/db',
    '--out',
    join(root, 'c.db'),
  ]);
  assert.equal(pg.code, 1);
  assert.match(pg.stderr, /use pg_dump/);
});
