import { createRequire } from 'node:module';
import type Pg from 'pg';

/**
 * pg, read when PostgreSQL is first opened: a start on SQLite never reads it. Its first load alone
 * cost a start ~60 ms of CPU on a loaded host (it builds a fetch `Response` to tell whether it runs
 * on Cloudflare, which makes Node load its fetch implementation; bench/RESULTS.md, "Start-up").
 * pg is CommonJS, so a synchronous require keeps openDatabase synchronous.
 */
const require = createRequire(import.meta.url);
let loaded: typeof Pg | undefined;

export function pgLib(): typeof Pg {
  if (loaded) return loaded;
  const pg = require('pg') as typeof Pg;
  // COUNT(*) and BIGINT columns come back from pg as strings; every counter we keep fits a double.
  pg.types.setTypeParser(20, (value) => Number(value));
  pg.types.setTypeParser(1700, (value) => Number(value));
  loaded = pg;
  return pg;
}
