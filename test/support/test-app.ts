import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { type AppDeps, type AppSettings, buildApp } from '../../src/app.js';
import type { Clock } from '../../src/lib/clock.js';
import { systemClock } from '../../src/lib/clock.js';
import { createSecretBox, type SecretBox } from '../../src/lib/secrets.js';
import type { LimitStore } from '../../src/limits/limit-store.js';
import { createMemoryLimitStore } from '../../src/limits/memory-store.js';
import { loadCatalog } from '../../src/modules/tokens/catalog/catalog.js';
import { createCountService } from '../../src/tokenizers/count-service.js';
import { openTestDb, TEST_REDIS_URL } from './test-db.js';

export const ADMIN_KEY = 'test-admin-key-0123456789abcdef';

export interface TestAppOptions {
  clock?: Clock;
  store?: 'memory' | 'redis';
  /** Share one database between several app instances (multi-instance tests). */
  sharedDb?: Awaited<ReturnType<typeof openTestDb>>;
  redisPrefix?: string;
  /** With store 'redis': another Redis than the test one (e.g. one the test stops and starts). */
  redisUrl?: string;
  settings?: Partial<AppSettings>;
  /**
   * Encrypts AI provider secrets; defaults to a box under a random key per app. `null` runs the app
   * without PROMPTKEEP_SECRET_KEY.
   */
  secretBox?: SecretBox | null;
  /** Serve HTTPS with this key and certificate (tests that listen on a real socket). */
  https?: { key: string; cert: string };
  /** Fastify logger options (default: no logger). */
  /** Fastify logger options (e.g. a stream the test reads); silent when absent. */
  logger?: AppDeps['logger'];
}

/** One app per test file, on a fresh database of the kind PROMPTKEEP_TEST_DB names. */
export async function createTestApp(options: TestAppOptions = {}) {
  const testDb = options.sharedDb ?? (await openTestDb());
  const clock = options.clock ?? systemClock;
  // redis-store (ioredis) is imported only by the files that use Redis: ~0.2 s of CPU per process.
  const store: LimitStore =
    options.store === 'redis'
      ? await (await import('../../src/limits/redis-store.js')).createRedisLimitStore(
          options.redisUrl ?? TEST_REDIS_URL,
          options.redisPrefix ?? `pktest:${Math.random().toString(36).slice(2)}:`,
        )
      : createMemoryLimitStore(clock);
  const counter = createCountService({ workers: 1, inlineMaxChars: 64 * 1024 });
  const { app, services, routes } = await buildApp({
    secretBox: options.secretBox === undefined ? createSecretBox(randomBytes(32)) : options.secretBox,
    db: testDb.db,
    store,
    counter,
    catalog: loadCatalog(),
    clock,
    ...(options.https ? { https: options.https } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    logger: options.logger,
    settings: {
      adminKey: ADMIN_KEY,
      bodyLimitBytes: 16 * 1024 * 1024,
      maxInputBytes: 4 * 1024 * 1024,
      maxFileBytes: 10 * 1024 * 1024,
      tokenInfoModel: 'gpt-4o',
      version: 'test',
      // The fake LLM servers listen on loopback; egress tests turn this off.
      allowPrivateProviderUrls: true,
      // Each test process compiles the schemas of the routes it calls, once: Ajv's optimization
      // passes over that code were a quarter of an integration file's CPU (the checks are the same).
      schemaCodeOptimize: false,
      // …and each schema is compiled once per test run, not in every process that calls its route:
      // the compiled code is kept in the run's own temporary folder (scripts/run-tests.mjs sets
      // TMPDIR), found there by the schema's hash (src/http/lazy-schemas.ts).
      schemaCacheDir: join(tmpdir(), 'promptkeep-schema-cache'),
      accountDefaults: {
        rate_limit_per_second: null,
        monthly_request_quota: null,
        monthly_token_limit: null,
      },
      ...options.settings,
      // scrypt at its least allowed cost (2^14): tests hash many passwords on a shared machine.
      people: { scrypt: { logN: 14, r: 8, p: 1 }, ...options.settings?.people },
    },
  });
  await app.ready();

  async function account(
    limits: Partial<
      Record<'rate_limit_per_second' | 'monthly_request_quota' | 'monthly_token_limit', number | null>
    > & { require_api_client?: boolean } = {},
  ) {
    const created = await services.accounts.createAccount({
      name: `acct-${Math.random().toString(36).slice(2, 8)}`,
      rate_limit_per_second: null,
      monthly_request_quota: null,
      monthly_token_limit: null,
      require_api_client: false,
      ...limits,
    });
    return {
      accountId: created.account_id,
      workspaceId: created.workspace_id,
      key: created.api_key,
      keyId: created.key_id,
    };
  }

  return {
    app,
    services,
    routes,
    db: testDb.db,
    testDb,
    store,
    /** The token counter (e.g. to `warm` a vocabulary as main.ts does at start: then small counts run inline). */
    counter,
    account,
    request: (opts: RequestOptions): Promise<LightMyRequestResponse> => send(app, opts),
    /** A request as `a`: its key, in its workspace. */
    call: (
      a: { key: string; workspaceId: string },
      method: Method,
      url: string,
      body?: unknown,
      headers?: Record<string, string>,
    ): Promise<LightMyRequestResponse> =>
      send(app, { method, url, key: a.key, workspace: a.workspaceId, body, headers }),
    async close() {
      await app.close();
      await counter.close();
      await store.close();
      if (!options.sharedDb) await testDb.drop();
    },
  };
}
/**
 * The usual set-up of a test file: one app, built in `before` and closed in `after`. The object
 * returned stands for that app (a proxy, as the app only exists once `before` has run), so tests
 * use it as they would the app itself; touching it at module load is an error.
 */
export function testAppPerFile(options?: TestAppOptions): TestApp {
  let app: TestApp | undefined;
  before(async () => {
    app = await createTestApp(options);
  });
  after(() => app?.close());
  return standIn(() => app);
}

/**
 * testAppPerFile and one account, made in the same root hook: Node 20 starts root-level hooks as
 * they are registered, so a second hook making the account beside testAppPerFile's would race.
 */
export function testAppAndAccountPerFile(options?: TestAppOptions) {
  let app: TestApp | undefined;
  let account: TestAccount | undefined;
  before(async () => {
    app = await createTestApp(options);
    account = await app.account();
  });
  after(() => app?.close());
  return { t: standIn(() => app), owner: standIn(() => account) };
}

/**
 * Two instances of the service for a test file, as docs/scaling.md runs them: one database and one
 * Redis (under a key prefix of their own). Built in `before`, closed (and the database dropped) in
 * `after`. `a`, `b` (and `shared`, their database) stand for them as testAppPerFile's object does.
 */
export function twoInstancesPerFile(settings?: Partial<AppSettings>) {
  let shared: Awaited<ReturnType<typeof openTestDb>> | undefined;
  const apps: TestApp[] = [];
  before(async () => {
    shared = await openTestDb();
    const redisPrefix = `pktest:${Math.random().toString(36).slice(2)}:`;
    for (let i = 0; i < 2; i++) {
      apps.push(await createTestApp({ sharedDb: shared, store: 'redis', redisPrefix, settings }));
    }
  });
  after(async () => {
    for (const app of apps) await app.close();
    await shared?.drop();
  });
  return { a: standIn(() => apps[0]), b: standIn(() => apps[1]), shared: standIn(() => shared) };
}

/** An object standing for what `current()` returns once the file's `before` hooks have run. */
export function standIn<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const app = current();
      if (!app) throw new Error('The test app is used before its `before` hook ran.');
      return Reflect.get(app, key);
    },
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestAccount = Awaited<ReturnType<TestApp['account']>>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: InjectOptions['method'];
  url: string;
  key?: string | null;
  workspace?: string | null;
  client?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export function send(
  app: { inject: (o: InjectOptions) => Promise<LightMyRequestResponse> },
  opts: RequestOptions,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers['x-api-key'] = opts.key;
  if (opts.workspace) headers['x-workspace-id'] = opts.workspace;
  if (opts.client) headers['x-api-client'] = opts.client;
  return app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers,
    ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
  });
}

/**
 * POST /v1/tokens/count with `payload` sent as it is written (application/json). A large body's
 * input literal is read as bytes (src/http/large-text-body.ts), so its tests send what
 * JSON.stringify would not write (other escapes, bad literals, raw bytes); a measurement sends a
 * body serialized before it starts.
 */
export function postCountBody(
  t: Pick<TestApp, 'request'>,
  key: string,
  payload: string | Buffer,
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: '/v1/tokens/count',
    key,
    body: payload,
    headers: { 'content-type': 'application/json' },
  });
}

/** Parses a response body with the route's own schema; fails the test listing what differs. */
export function parseAs<T extends TSchema>(schema: T, res: LightMyRequestResponse): Static<T> {
  const body = res.json();
  if (!Value.Check(schema, body)) {
    const errors = [...Value.Errors(schema, body)].slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);
    assert.fail(`response does not match its schema: ${errors.join('; ')}\n${res.body.slice(0, 500)}`);
  }
  return body as Static<T>;
}

/** Asserts the spec's error body and status; returns the message. */
export function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp): string {
  assert.equal(
    res.statusCode,
    status,
    `expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 300)}`,
  );
  const body = res.json();
  assert.deepEqual(Object.keys(body).sort(), ['event_id', 'message', 'status_code', 'title', 'trace_id']);
  assert.equal(body.status_code, status);
  assert.equal(body.event_id, null);
  assert.equal(typeof body.title, 'string');
  assert.ok(body.title.length > 0);
  assert.equal(body.trace_id, res.headers['x-trace-id']);
  if (message instanceof RegExp) assert.match(body.message, message);
  else if (message !== undefined) assert.equal(body.message, message);
  return body.message;
}
