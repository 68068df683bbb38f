import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import SqliteDatabase from 'better-sqlite3';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import {
  BackupError,
  backupDatabase,
  DB_FILE,
  databaseInUse,
  restoreDatabase,
} from '../../src/ops/backup.js';
import { runBackupCommand } from '../../src/ops/backup-command.js';
import { CLI } from '../support/cli-serve.js';
import { tempDirsPerFile } from '../support/temp-dirs.js';
import { createTestApp, parseAs } from '../support/test-app.js';

const root = tempDirsPerFile('promptkeep-backup-')();

/** Runs the real CLI (compiled, or under tsx: test/support/child-node.ts) in its own process, as an operator would beside the service. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...CLI, ...args], {
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
        content: `content ${n} `.repeat(5),
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
  // Issue 20 item 7: a backup holds every key hash and sealed provider secret: owner-only (was 0644).
  assert.equal((statSync(backupFile).mode & 0o777).toString(8), '600');

  // A backup never overwrites a file; restoring over the running service is refused, even forced.
  await assert.rejects(
    backupDatabase({ dataDir: liveDir, out: backupFile }),
    /exists; choose a new file name/,
  );
  assert.equal(databaseInUse(join(liveDir, DB_FILE)), true);
  await assert.rejects(
    restoreDatabase({ dataDir: liveDir, input: backupFile, force: true }),
    /is in use \(is the service running\?\)/,
  );
  await app.close();
  await app.testDb.drop();

  const freshDir = join(root, 'fresh');
  const lines: string[] = [];
  const io = {
    stdout: { write: (t: string) => lines.push(t) },
    stderr: { write: (t: string) => lines.push(t) },
  };
  const freshConfig = parseConfig({ 'data-dir': freshDir }, {});
  assert.equal(await runBackupCommand('restore', { in: backupFile }, freshConfig, io), 0, lines.join(''));
  assert.match(lines.join(''), /^restored .* \(schema \d{4}-/);

  // Read back from the restored file (as the service would open it after a restart).
  const restored = new SqliteDatabase(join(freshDir, DB_FILE), { readonly: true });
  try {
    const ids = new Set(
      (
        restored.prepare('select id from prompts where workspace_id = ?').all(acct.workspaceId) as {
          id: string;
        }[]
      ).map((r) => r.id),
    );
    const before = acknowledged.filter((a) => a.at < startedAt);
    for (const { id } of before)
      assert.ok(ids.has(id), `prompt ${id}, acknowledged before the backup, is missing`);
    // Nothing acknowledged after the backup finished can be in it; the copy passed integrity_check.
    assert.ok(ids.size >= before.length && ids.size <= acknowledged.length, `${ids.size} prompts restored`);
    const versions = restored
      .prepare('select count(*) as n from prompt_versions where workspace_id = ?')
      .get(acct.workspaceId) as { n: number };
    assert.equal(versions.n, ids.size, 'each prompt has its first version: no torn writes');
    assert.equal(restored.pragma('integrity_check', { simple: true }), 'ok');
  } finally {
    restored.close();
  }

  // The restored data dir now holds data: a second restore needs --force and keeps the old file.
  await assert.rejects(
    restoreDatabase({ dataDir: freshDir, input: backupFile, force: false }),
    /already holds data; pass --force/,
  );
  const forced = await restoreDatabase({ dataDir: freshDir, input: backupFile, force: true });
  assert.ok(forced.previous && existsSync(forced.previous));
  assert.ok(readdirSync(freshDir).some((f) => f.startsWith(`${DB_FILE}.before-restore-`)));
});

test('restore refuses a file that is not a Promptkeep database; backup needs a database', async () => {
  const notDb = join(root, 'not-a-db.txt');
  writeFileSync(notDb, 'hello');
  await assert.rejects(
    restoreDatabase({ dataDir: join(root, 'x'), input: notDb, force: false }),
    (error: unknown) =>
      error instanceof BackupError && /not a readable database|cannot be opened/.test(error.message),
  );
  assert.equal(existsSync(join(root, 'x', DB_FILE)), false);
  await assert.rejects(
    backupDatabase({ dataDir: join(root, 'empty'), out: join(root, 'b.db') }),
    /No database at .*check --data-dir/,
  );

  // The command's own refusals: PostgreSQL has its own tools; a file is required.
  const lines: string[] = [];
  const io = {
    stdout: { write: (t: string) => lines.push(t) },
    stderr: { write: (t: string) => lines.push(t) },
  };
  const pgConfig = parseConfig({ 'database-url': 'postgres://x@127.0.0.1/db' }, {});
  assert.equal(await runBackupCommand('backup', { out: join(root, 'c.db') }, pgConfig, io), 1);
  assert.match(lines.join(''), /use pg_dump/);
  const sqliteConfig = parseConfig({ 'data-dir': join(root, 'y') }, {});
  assert.equal(await runBackupCommand('restore', {}, sqliteConfig, io), 1);
  assert.match(lines.join(''), /--in FILE is required/);
});
