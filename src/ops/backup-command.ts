import type { Config } from '../config.js';
import { BackupError, backupDatabase, restoreDatabase } from './backup.js';

export const BACKUP_HELP = {
  backup: `promptkeep backup --out FILE [--data-dir DIR] [--json]

Writes a consistent copy of the embedded database (<data-dir>/promptkeep.db) to FILE, while the
service runs (SQLite's online backup API). FILE must not exist. Keep PROMPTKEEP_SECRET_KEY and
<data-dir>/tls/ with it (docs/operations.md). With --database-url (PostgreSQL) use pg_dump instead.
`,
  restore: `promptkeep restore --in FILE [--data-dir DIR] [--force] [--json]

Puts a backup made by 'promptkeep backup' in place as <data-dir>/promptkeep.db. Refuses while the
database is open (stop the service first) and, without --force, when it already holds data; with
--force the old file is kept beside it as promptkeep.db.before-restore-<time>.
`,
};

interface Output {
  write(text: string): unknown;
}

/**
 * `promptkeep backup|restore`: prints what it did and resolves 0, or one clear line on stderr and 1
 * when it cannot (the caller sets the exit code).
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  values: Record<string, unknown>,
  config: Config,
  io: { stdout: Output; stderr: Output } = process,
): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`promptkeep: ${message}\n`);
    return 1;
  };
  if (config.databaseUrl) {
    return fail(
      `${command} works on the embedded database; for PostgreSQL use pg_dump / pg_restore (docs/operations.md).`,
    );
  }
  const file = values[command === 'backup' ? 'out' : 'in'];
  if (typeof file !== 'string' || file === '')
    return fail(`--${command === 'backup' ? 'out' : 'in'} FILE is required`);
  try {
    const result =
      command === 'backup'
        ? await backupDatabase({ dataDir: config.dataDir, out: file })
        : await restoreDatabase({ dataDir: config.dataDir, input: file, force: values.force === true });
    io.stdout.write(
      values.json === true
        ? `${JSON.stringify(result)}\n`
        : command === 'backup'
          ? `backup written: ${file} (schema ${(result as { schemaVersion: string }).schemaVersion})\n`
          : `restored ${file} into ${result.file} (schema ${result.schemaVersion}); start the service to apply newer migrations\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError) return fail(error.message);
    throw error;
  }
}
