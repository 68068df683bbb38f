import pg from 'pg';
import { dropSchemasIfLast, holdSchemasLock } from '../../scripts/pg-schemas-lock.mjs';

/**
 * A fresh PostgreSQL schema for a bench, `<prefix>_<time>` (`prefix` starts `bench_`, so the test
 * runner knows it as disposable). Like a test run, the bench holds the shared schemas lock until
 * `drop()` (scripts/pg-schemas-lock.mjs): its schema is dropped then if nobody else is working in
 * the database, otherwise by whoever finishes last — never under another's running migrator.
 */
export async function openPgSchema(url: string, prefix: `bench_${string}`) {
  const schema = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await holdSchemasLock(admin);
  await admin.query(`create schema ${schema}`);
  return {
    schema,
    async drop() {
      try {
        await dropSchemasIfLast(admin);
      } finally {
        await admin.end();
      }
    },
  };
}

/** Runs `use` on a fresh schema (openPgSchema), dropped afterwards whatever happens. Returns what `use` returns. */
export async function withPgSchema<T>(
  url: string,
  prefix: `bench_${string}`,
  use: (schema: string) => Promise<T>,
): Promise<T> {
  const { schema, drop } = await openPgSchema(url, prefix);
  try {
    return await use(schema);
  } finally {
    await drop();
  }
}
