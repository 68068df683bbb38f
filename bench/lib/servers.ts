import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app.js';
import { type Db, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { systemClock } from '../../src/lib/clock.js';
import { loadTls } from '../../src/lib/tls.js';
import { createMemoryLimitStore } from '../../src/limits/memory-store.js';
import { loadCatalog } from '../../src/modules/tokens/index.js';
import { createLogDestination } from '../../src/ops/log-destination.js';
import { type CountService, createCountService } from '../../src/tokenizers/count-service.js';
import type { TokenizerId } from '../../src/tokenizers/tokenizer.types.js';

const tlsDir = mkdtempSync(join(tmpdir(), 'pk-bench-tls-'));
export const benchTls = () => loadTls(tlsDir, null, null);

/** The reference: a bare node:https server answering a fixed body (same TLS certificate). */
export async function startBareServer(
  body: string | Buffer,
  answer: { status?: number; headers?: Record<string, string> } = {},
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const tls = await benchTls();
  const payload = Buffer.from(body);
  const headers = answer.headers ?? { 'content-type': 'application/json; charset=utf-8' };
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status ?? 200, { ...headers, 'content-length': payload.length });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    server,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/**
 * The write end of a pipe that a `cat` child drains to /dev/null, as a supervisor (Docker,
 * journald, a shell) reads `serve`'s stdout: the service's log lines go through a real pipe and its
 * reader's wake-ups, not into this bench's output.
 */
function drainedPipe(): number {
  const fifo = join(mkdtempSync(join(tmpdir(), 'pk-bench-log-')), 'stdout');
  execFileSync('mkfifo', [fifo]);
  // On CPU 1, beside the load generator: the service's core (0, which this process may be pinned to
  // and a child would inherit) is left to the service.
  spawn('taskset', ['-c', '1', 'sh', '-c', 'exec cat "$0" > /dev/null', fifo], { stdio: 'ignore' }).unref();
  return openSync(fifo, 'w'); // returns once cat has it open; cat ends when this process does
}

/**
 * The real service over HTTPS on loopback, on a database of the given kind. `serveLogging`: the
 * logger `promptkeep serve` runs with by default (main.ts: `info`, its stdout writer — here into a
 * drained pipe), so the request line is paid as the served process pays it; else no logger.
 */
export async function startService(
  opts: {
    db?: Db;
    workers?: number;
    deliveryCacheMb?: number;
    /** Wraps the count service the app is given (bench/count-inside.ts times the counts in it). */
    wrapCounter?: (counter: CountService) => CountService;
    /** true: into the drained pipe; 'dev-null': the same writer into /dev/null (no reader to wake). */
    serveLogging?: boolean | 'dev-null';
  } = {},
) {
  const tls = await benchTls();
  const db =
    opts.db ??
    openDatabase({ kind: 'sqlite', file: join(mkdtempSync(join(tmpdir(), 'pk-bench-db-')), 'bench.db') });
  await migrateToLatest(db);
  const counter = createCountService({ workers: opts.workers ?? 2, inlineMaxChars: 64 * 1024 });
  const store = createMemoryLimitStore(systemClock);
  const { app, services } = await buildApp({
    db,
    store,
    counter: opts.wrapCounter ? opts.wrapCounter(counter) : counter,
    catalog: loadCatalog(),
    https: { key: tls.key, cert: tls.cert },
    logger: opts.serveLogging
      ? {
          level: 'info',
          stream: createLogDestination(
            opts.serveLogging === 'dev-null' ? openSync('/dev/null', 'w') : drainedPipe(),
          ),
        }
      : false,
    settings: {
      adminKey: null,
      bodyLimitBytes: 16 * 1024 * 1024,
      maxInputBytes: 4 * 1024 * 1024,
      tokenInfoModel: 'gpt-4o',
      version: 'bench',
      ...(opts.deliveryCacheMb === undefined ? {} : { deliveryCacheMb: opts.deliveryCacheMb }),
      accountDefaults: {
        rate_limit_per_second: null,
        monthly_request_quota: null,
        monthly_token_limit: null,
      },
    },
  });
  // As main.ts does: the default vocabulary is loaded before traffic, so small counts run inline.
  await counter.warm(['o200k_base']);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const account = await services.accounts.createAccount({
    name: 'bench',
    rate_limit_per_second: null,
    monthly_request_quota: null,
    monthly_token_limit: null,
    require_api_client: false,
  });
  return {
    url: `https://127.0.0.1:${port}`,
    app,
    services,
    db,
    counter,
    key: account.api_key,
    workspaceId: account.workspace_id,
    /** The part of close() under way (a bench names it when its process exits with 13). */
    closing: 'not yet' as string,
    async close() {
      this.closing = 'app.close()';
      await app.close();
      this.closing = 'counter.close()';
      await counter.close();
      this.closing = 'store.close()';
      await store.close();
      this.closing = 'db.close()';
      await db.close();
      this.closing = 'closed';
    },
  };
}

/** The request context of an API-key caller, for calling services directly from a bench. */
export function benchCtx() {
  return {
    requestId: 'bench',
    accountId: 'bench',
    workspaceId: null,
    actor: { type: 'api_key' as const, id: 'bench', name: 'bench', clientId: null },
    scope: 'read' as const,
    limits: { rate_limit_per_second: null, monthly_request_quota: null, monthly_token_limit: null },
  };
}

/**
 * A bare node:https server (fixed `body`) in a child process on CPU 1, where wrk runs: loading it
 * keeps the other core as busy as loading the service does, while this process computes on CPU 0.
 */
export async function startBareProcess(body: string): Promise<{ url: string; close(): void }> {
  const entry = fileURLToPath(new URL('./bare-process.ts', import.meta.url));
  const child = spawn('taskset', ['-c', '1', process.execPath, '--import', 'tsx', entry, body], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(String(d).trim()));
    child.once('exit', (code) => reject(new Error(`bare server process exited (${code})`)));
  });
  return { url, close: () => child.kill() };
}

/**
 * The ten models of the ten-model count (tokens.bench.ts (c)): one per offline tokenizer, the
 * first ten in the catalog's order, as [tokenizer id, model name].
 */
export function tenModels(service: Awaited<ReturnType<typeof startService>>) {
  const models = new Map<string, string>();
  for (const m of service.services.tokens.listModels({ ctx: benchCtx() }))
    if (m.tokenizer && m.count_source === 'offline' && !models.has(m.tokenizer))
      models.set(m.tokenizer, m.name);
  return [...models].slice(0, 10) as [TokenizerId, string][];
}
