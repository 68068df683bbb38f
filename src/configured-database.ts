import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.js';
import { type Db, openDatabase } from './db/database.js';

// Apart from main.ts so that the CLI's local commands (migrate, bootstrap, owner-key) open the
// database without loading the app (Fastify, the routes, the tokenizers): ~0.5 s of CPU a command.

/** Opens the configured database: PostgreSQL when a URL is set, else SQLite in the data dir. */
export function openConfiguredDatabase(config: Config): Db {
  if (config.databaseUrl)
    return openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      ...(config.databaseListenUrl ? { listenUrl: config.databaseListenUrl } : {}),
    });
  mkdirSync(config.dataDir, { recursive: true });
  return openDatabase({ kind: 'sqlite', file: join(config.dataDir, 'promptkeep.db') });
}

/** The SQLite first-start lock file (beside the database); none on PostgreSQL. */
export function sqliteLockFile(config: Config): string | null {
  return config.databaseUrl ? null : join(config.dataDir, 'promptkeep.db.first-start.lock');
}
