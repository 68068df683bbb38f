import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestApp } from '../support/test-app.js';

/** The repository root, and the tools the OpenAPI tests run (installed, never fetched). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SDK_BIN = join(ROOT, 'packages/sdk/node_modules/.bin');
export const TOOLS = {
  redocly: join(ROOT, 'node_modules/.bin/redocly'),
  // The generators need TypeScript 5's API, which the SDK package has (the root has TypeScript 6).
  openapiTypescript: join(SDK_BIN, 'openapi-typescript'),
  heyApi: join(SDK_BIN, 'openapi-ts'),
  tsc: join(SDK_BIN, 'tsc'),
};

const run = promisify(execFile);

/** Runs a tool; resolves with its output whatever its exit code (the caller checks what it said). */
export async function runTool(file: string, args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      // No update checks or telemetry from a test run.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? String(error) };
  }
}

/** The app's document written to a fresh temporary directory (removed with `cleanup`). */
export async function dumpDocument(t: TestApp) {
  const dir = mkdtempSync(join(tmpdir(), 'promptkeep-openapi-'));
  const res = await t.request({ url: '/v1/openapi.json' });
  const file = join(dir, 'openapi.json');
  writeFileSync(file, res.body);
  return { dir, file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
