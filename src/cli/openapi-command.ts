import { writeFileSync } from 'node:fs';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { systemClock } from '../lib/clock.js';
import { createMemoryLimitStore } from '../limits/memory-store.js';
import { appSettings } from '../main.js';
import { loadCatalog } from '../modules/tokens/index.js';
import { createCountService } from '../tokenizers/count-service.js';

/**
 * Writes the OpenAPI document the server would serve at /v1/openapi.json, without a server: the
 * app is built on an in-memory database and never listens. The build generates the SDK's and the
 * console's types from this (scripts/generate-api-types.mjs), and integrators can do the same.
 */
export async function runOpenapi(config: Config, out: string | undefined) {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  const store = createMemoryLimitStore(systemClock);
  const counter = createCountService({ workers: 0, inlineMaxChars: 0 });
  const { app } = await buildApp({
    db,
    store,
    counter,
    catalog: loadCatalog(),
    settings: appSettings(config, []),
    logger: false,
  });
  try {
    await app.ready();
    const json = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    if (out) writeFileSync(out, json);
    else process.stdout.write(json);
  } finally {
    await app.close();
    await Promise.allSettled([counter.close(), store.close(), db.close()]);
  }
}
