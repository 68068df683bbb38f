import pg from 'pg';

/**
 * Runs `use` on a fresh PostgreSQL schema (named `prefix` and a time stamp), dropped afterwards
 * whatever happens: each bench measures on tables of its own. Returns what `use` returns.
 */
export async function withPgSchema<T>(
  url: string,
  prefix: string,
  use: (schema: string) => Promise<T>,
): Promise<T> {
  const schema = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    return await use(schema);
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
}
