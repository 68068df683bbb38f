import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { nodeArgs } from './child-node.js';

/** The CLI as the CLI tests run it: `node ${CLI} <command>` (compiled, or its sources under tsx: child-node.ts). */
export const CLI = nodeArgs('src/cli/cli.ts');

/**
 * `promptkeep serve` as a child process on a random loopback port, with `dataDir` as its data
 * folder; its stdout is collected. The caller stops it (`child.kill('SIGTERM')`).
 */
export function startServe(dataDir: string, args: string[] = [], options: SpawnOptions = {}) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child: ChildProcess = spawn(
    process.execPath,
    [...CLI, 'serve', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], ...options },
  );
  let stdout = '';
  child.stdout?.on('data', (c) => (stdout += c));
  return {
    port,
    child,
    /** What the server printed so far (the first-start banner, then its JSON log lines). */
    stdout: () => stdout,
    /** The first account's key, once the server prints it (60 s at most). */
    firstKey: () =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no key printed: ${stdout}`)), 60_000);
        child.stdout?.on('data', () => {
          const m = /api_key:\s+(pk_\S+)/.exec(stdout);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
      }),
    /** The self-signed certificate the server made in its data folder (read after `firstKey`). */
    ca: () => readFileSync(join(dataDir, 'tls', 'cert.pem'), 'utf8'),
  };
}

/** The first answer `attempt` gets while the server is still starting (100 tries, 100 ms apart). */
export async function whenUp<T>(attempt: () => Promise<T>): Promise<T | undefined> {
  for (let i = 0; i < 100; i++) {
    const answer = await attempt().catch(() => undefined);
    if (answer !== undefined) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/** One HTTPS call to the served API with a JSON answer (and body, if any). */
export function httpsJson(
  port: number,
  ca: string,
  call: { method?: string; path: string; key?: string; body?: unknown },
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: call.path,
        method: call.method ?? 'GET',
        ca,
        servername: 'localhost',
        // A fresh connection each time: a kept-alive one may be closed by the server as it is
        // reused (a spawnSync blocks this process longer than the server keeps an idle socket).
        agent: false,
        headers: {
          ...(call.key ? { 'x-api-key': call.key } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
