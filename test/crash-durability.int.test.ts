import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { CLI } from './support/cli-serve.js';
import { openTestDb, TEST_DB } from './support/test-db.js';

// Crash durability (issue 9's suite): the real server, as a child process, under a bounded write
// load (prompt and version creates, primary switches), is killed with SIGKILL mid-load and
// restarted; every write it acknowledged must be there, and every prompt has exactly one primary.
const WORKERS = 4; // concurrent writers, each on its own prompts (one request in flight per prompt)
const MAX_OPS = 400; // bound on writes before the kill
const KILL_AFTER_MS = 8000; // or after this long under load, whichever comes first
const START_TIMEOUT_MS = 90_000;

interface Server {
  child: ChildProcess;
  port: number;
  stdout: () => string;
}

function startServer(args: string[], port: number): Server {
  const child = spawn(
    process.execPath,
    // The load measures durability, not limits: the first account gets no per-second rate limit.
    [
      ...CLI,
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--log-level',
      'error',
      '--default-rate-limit',
      'null',
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout?.on('data', (c) => (out += c));
  child.stderr?.on('data', (c) => (out += c));
  return { child, port, stdout: () => out };
}

type VersionRow = { version_id: string; is_primary: boolean };
type PromptRow = { prompt_id: string; versions: VersionRow[] };
type Reply<T> = { status: number; body: T };
function call<T = unknown>(
  s: { port: number; ca: string; agent: Agent },
  method: string,
  path: string,
  key: string,
  workspace: string,
  body?: unknown,
): Promise<Reply<T>> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: s.port,
        path,
        method,
        ca: s.ca,
        servername: 'localhost',
        agent: s.agent,
        headers: {
          'x-api-key': key,
          'x-workspace-id': workspace,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitHealthy(s: { port: number; ca: string; agent: Agent }, server: Server) {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stdout()}`);
    const ok = await call(s, 'GET', '/healthz', '', '').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy: ${server.stdout()}`);
}

/** What one writer saw acknowledged for one prompt. */
interface Tracked {
  promptId: string;
  versions: Set<string>;
  primary: string;
  /** A primary change was sent and not answered when the server died: either is fine. */
  pendingPrimary: string | null;
  /** A version created as primary was sent and not answered: an unacknowledged primary is fine. */
  pendingNewPrimary: boolean;
}

describe(`crash durability on ${TEST_DB}: SIGKILL mid-load loses no acknowledged write`, () => {
  test('bounded write load, kill -9, restart, check', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'promptkeep-crash-'));
    const args = ['--data-dir', dataDir];
    let fresh: Awaited<ReturnType<typeof openTestDb>> | null = null;
    if (TEST_DB === 'postgres') {
      fresh = await openTestDb(); // a new migrated schema of this run; dropped after the run
      const url = new URL(fresh.url!);
      url.searchParams.set('options', `-c search_path=${fresh.schema}`);
      args.push('--database-url', url.toString());
      await fresh.drop(); // closes this handle; the schema stays for the server
    }
    const port = 20000 + Math.floor(Math.random() * 20000);
    let server = startServer(args, port);
    try {
      const keyMatch = await new Promise<RegExpExecArray>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no key: ${server.stdout()}`)), START_TIMEOUT_MS);
        const check = () => {
          const m = /api_key:\s+(pk_\S+)[\s\S]*$/.exec(server.stdout());
          const w = /workspace_id:\s+(wrk_\S+)/.exec(server.stdout());
          if (m && w) {
            clearTimeout(timer);
            resolve(Object.assign(m, { workspace: w[1] }) as RegExpExecArray);
          }
        };
        server.child.stdout?.on('data', check);
        server.child.on('exit', () => reject(new Error(`server exited: ${server.stdout()}`)));
      });
      const key = keyMatch[1]!;
      const workspace = (keyMatch as unknown as { workspace: string }).workspace;
      const ca = readFileSync(join(dataDir, 'tls', 'cert.pem'), 'utf8');
      const client = { port, ca, agent: new Agent({ keepAlive: true, maxSockets: WORKERS }) };
      await waitHealthy(client, server);
      // Warm-up (the first count loads a tokenizer): the kill clock starts once writes are quick.
      const warm = await call(client, 'POST', '/v1/prompts', key, workspace, {
        name: 'warm',
        content: 'warm',
      });
      assert.equal(warm.status, 201, JSON.stringify(warm.body));

      // The load: each writer creates a prompt, adds versions (some made primary on create) and
      // switches the primary back and forth; every acknowledged answer is recorded.
      const tracked: Tracked[] = [];
      let ops = 0;
      let dead = false;
      const started = Date.now();
      const writer = async (w: number) => {
        while (!dead && ops < MAX_OPS) {
          const created = await call<PromptRow>(client, 'POST', '/v1/prompts', key, workspace, {
            name: `w${w}-${ops}`,
            content: `first ${ops}`,
          }).catch(() => null);
          ops += 1;
          if (!created) {
            if (!dead) throw new Error('a request failed before the kill');
            return;
          }
          assert.equal(created.status, 201, JSON.stringify(created.body));
          const first = created.body.versions[0]!.version_id;
          const t: Tracked = {
            promptId: created.body.prompt_id,
            versions: new Set([first]),
            primary: first,
            pendingPrimary: null,
            pendingNewPrimary: false,
          };
          tracked.push(t);
          for (let i = 0; i < 6 && !dead && ops < MAX_OPS; i++) {
            const makePrimary = i % 2 === 0;
            t.pendingNewPrimary = makePrimary;
            const v = await call<VersionRow>(
              client,
              'POST',
              `/v1/prompts/${t.promptId}/versions`,
              key,
              workspace,
              {
                content: `v${i} of ${t.promptId}`,
                is_primary: makePrimary,
              },
            ).catch(() => null);
            ops += 1;
            if (!v) return;
            assert.equal(v.status, 201, JSON.stringify(v.body));
            t.versions.add(v.body.version_id);
            if (makePrimary) t.primary = v.body.version_id;
            t.pendingNewPrimary = false;
            // Switch the primary back to the first version.
            t.pendingPrimary = first;
            const p = await call(
              client,
              'PATCH',
              `/v1/prompts/${t.promptId}/versions/${first}`,
              key,
              workspace,
              {
                is_primary: true,
              },
            ).catch(() => null);
            ops += 1;
            if (!p) return;
            assert.equal(p.status, 200, JSON.stringify(p.body));
            t.primary = first;
            t.pendingPrimary = null;
          }
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => writer(w)));
      while (ops < MAX_OPS * 0.6 && Date.now() - started < KILL_AFTER_MS) {
        await new Promise((r) => setTimeout(r, 20));
      }
      server.child.kill('SIGKILL');
      dead = true;
      await new Promise((r) => server.child.once('exit', r));
      await load;
      client.agent.destroy();
      assert.ok(tracked.length > 0, 'no write was acknowledged before the kill');
      const acknowledgedVersions = tracked.reduce((n, t) => n + t.versions.size, 0);

      // Restart on the same data and check.
      server = startServer(args, port);
      const after = { port, ca, agent: new Agent({ keepAlive: true, maxSockets: 2 }) };
      await waitHealthy(after, server);
      const versionsOf = (promptId: string) =>
        call<VersionRow[]>(after, 'GET', `/v1/prompts/${promptId}/versions`, key, workspace);
      for (const t of tracked) {
        const versions = await versionsOf(t.promptId);
        assert.equal(versions.status, 200, `prompt ${t.promptId} lost: ${JSON.stringify(versions.body)}`);
        const ids = new Set(versions.body.map((v) => v.version_id));
        for (const id of t.versions) assert.ok(ids.has(id), `acknowledged version ${id} lost`);
        const primaries = versions.body.filter((v) => v.is_primary);
        assert.equal(primaries.length, 1, `prompt ${t.promptId} has ${primaries.length} primaries`);
        const primary = primaries[0]!.version_id;
        const allowed =
          primary === t.primary ||
          primary === t.pendingPrimary ||
          (t.pendingNewPrimary && !t.versions.has(primary));
        assert.ok(allowed, `prompt ${t.promptId}: primary ${primary}, acknowledged ${t.primary}`);
      }
      // Every prompt the server holds (acknowledged or not) has exactly one primary.
      const all = await call<PromptRow[]>(after, 'GET', '/v1/prompts', key, workspace);
      assert.equal(all.status, 200);
      for (const p of all.body) {
        const versions = await versionsOf(p.prompt_id);
        const primaries = versions.body.filter((v) => v.is_primary);
        assert.equal(primaries.length, 1, `prompt ${p.prompt_id} has ${primaries.length} primaries`);
      }
      after.agent.destroy();
      process.stdout.write(
        `# crash-durability ${TEST_DB}: ${ops} writes sent, ${tracked.length} prompts and ` +
          `${acknowledgedVersions} versions acknowledged, all present after SIGKILL; ` +
          `${all.body.length} prompts on restart, each with one primary\n`,
      );
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
