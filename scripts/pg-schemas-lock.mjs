// The advisory lock that keeps disposable PostgreSQL schemas (each test file's, each bench's) from
// being dropped while someone else works in the database: every test run (scripts/run-tests.mjs)
// and every bench that makes a schema (bench/lib/pg-schema.ts) holds it shared while it runs, and at
// its end drops the disposable schemas only if it can take it exclusively (nobody else is going);
// otherwise it leaves them to whoever finishes last. Why: a catalog-wide scan (Kysely's own
// migrator in checkouts older than src/db/migrator.ts's `ownSchemaIntrospector`, schema dumps,
// psql's \dn) fails when a schema vanishes under it ("schema … does not exist").

const LOCK = 7_305_120_001; // any constant, the same for every holder
/** Test schemas (`<run prefix>_<time>_<random>`, test/support/test-db.ts) and bench schemas (`bench_…`). */
const DISPOSABLE = '^(t[0-9a-z]*_[0-9a-z]+_[0-9a-z]+|bench_[0-9a-z_]+)$';

/** Holds the lock shared on `client` (a pg.Client that stays connected while its holder runs). */
export async function holdSchemasLock(client) {
  await client.query('select pg_advisory_lock_shared($1)', [LOCK]);
}

/**
 * Lets the lock go and, if nobody else holds it, drops every disposable schema (the holder's own
 * and any left by earlier holders). Returns whether it dropped them.
 */
export async function dropSchemasIfLast(client) {
  await client.query('select pg_advisory_unlock_shared($1)', [LOCK]);
  const { rows } = await client.query('select pg_try_advisory_lock($1) as last', [LOCK]);
  if (!rows[0]?.last) return false;
  try {
    const found = await client.query('select nspname from pg_namespace where nspname ~ $1', [DISPOSABLE]);
    for (const { nspname } of found.rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK]);
  }
  return true;
}

/**
 * Sessions holding the lock other than `exceptPid`'s (a backend pid): test runs or benches going
 * on beside this one. A test that drops schemas under other runs checks it first.
 */
export async function otherSchemasLockHolders(client, exceptPid) {
  // A bigint key shows in pg_locks as its high and low 32 bits, objsubid 1.
  const { rows } = await client.query(
    `select count(distinct pid)::int as n from pg_locks where locktype = 'advisory' and objsubid = 1
       and classid = ($1::bigint >> 32)::oid and objid = ($1::bigint & 4294967295)::oid and pid <> $2`,
    [LOCK, exceptPid],
  );
  return rows[0].n;
}
