// Writes the fingerprints of every migration's schema on both databases to
// test/ops/shipped-migrations.json (only once both are read, so a failed run leaves the file as it
// was): run it when a migration ships (is merged into main) and commit the result; the test then
// holds that migration to the schema it built.
//   node --import tsx scripts/migration-fingerprints.ts
// `--dump <kind> <migration>` prints that schema itself instead (to see what a change altered).
// Its PostgreSQL schema is left for scripts/run-tests.mjs to drop (dropping one while another run's
// migrator scans the catalog fails that run).
import { renameSync, writeFileSync } from 'node:fs';
import { MIGRATIONS } from '../src/db/migrator.js';
import { emptyDb } from '../test/support/empty-db.js';
import { migrationFingerprints } from '../test/support/schema-dump.js';

const [flag, dumpKind, dumpName] = process.argv.slice(2);
const kinds = flag === '--dump' ? [dumpKind as 'sqlite' | 'postgres'] : (['sqlite', 'postgres'] as const);
const out: Record<string, Record<string, string>> = {};
for (const kind of kinds) {
  const { db, schema, cleanup } = await emptyDb(kind);
  try {
    const prints = await migrationFingerprints(db.kysely, kind, MIGRATIONS, schema);
    if (flag === '--dump') process.stdout.write(`${prints[dumpName ?? '']?.dump ?? 'no such migration'}\n`);
    out[kind] = Object.fromEntries(Object.entries(prints).map(([name, p]) => [name, p.hash]));
  } finally {
    await db.close();
    cleanup();
  }
}
if (flag !== '--dump') {
  const file = new URL('../test/ops/shipped-migrations.json', import.meta.url);
  const temp = new URL('../test/ops/shipped-migrations.json.tmp', import.meta.url);
  writeFileSync(temp, `${JSON.stringify(out, null, 2)}\n`);
  renameSync(temp, file);
}
