import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { tempDirsPerFile } from '../support/temp-dirs.js';

/**
 * The container's start-up path without a container (no runtime can run here: docs/operations.md):
 * the service built as the Dockerfile builds it, started as an unprivileged user (nobody) from an
 * app dir it cannot write, with its data on a separate dir; the image's HEALTHCHECK command must
 * pass, and SIGTERM must stop it cleanly.
 */
const repo = new URL('../../', import.meta.url).pathname;
const root = tempDirsPerFile('promptkeep-nonroot-')();
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Every file and folder under `dir`; symbolic links are listed, never followed. */
function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    out.push(path);
    if (lstatSync(path).isDirectory()) walk(path, out);
  }
  return out;
}

/** Runs a command as nobody:nogroup with no supplementary groups (util-linux setpriv). */
function asNobody(args: string[], env: Record<string, string>) {
  return spawn('setpriv', ['--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups', ...args], {
    cwd: join(root, 'app'),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
  });
}

/**
 * Whether dist/ holds the build of the sources as they are: every module of src/ compiled, none
 * changed since. Then the test takes it instead of compiling its own (tsc: ~30 s of CPU).
 */
function builtDistIsCurrent(): boolean {
  const src = join(repo, 'src');
  if (!existsSync(join(repo, 'dist/tokenizers/vocab'))) return false;
  return walk(src)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .every((f) => {
      const built = join(repo, 'dist', relative(src, f)).replace(/\.ts$/, '.js');
      return existsSync(built) && statSync(built).mtimeMs >= statSync(f).mtimeMs;
    });
}

function exitOf(child: ReturnType<typeof spawn>): Promise<number | null> {
  return new Promise((resolve) => child.on('close', (code) => resolve(code)));
}

test('the built service starts as nobody from a read-only app dir, data on its own dir, and passes the healthcheck', {
  skip: isRoot ? false : 'needs root to switch to the nobody user',
}, async () => {
  // The image's layout: /app = package.json + dist + production node_modules, owned by root.
  const app = join(root, 'app');
  mkdirSync(app);
  chmodSync(root, 0o755);
  if (builtDistIsCurrent()) {
    // `npm run build`'s own output (CI builds it at `npm ci`), as the image copies it; the
    // vocabulary images (184 MiB) are linked, not copied.
    cpSync(join(repo, 'dist'), join(app, 'dist'), {
      recursive: true,
      filter: (from) => from !== join(repo, 'dist/tokenizers/vocab'),
    });
    symlinkSync(join(repo, 'dist/tokenizers/vocab'), join(app, 'dist/tokenizers/vocab'));
  } else {
    execFileSync(process.execPath, [
      join(repo, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(repo, 'tsconfig.build.json'),
      '--outDir',
      join(app, 'dist'),
    ]);
    // The data files beside the output, by the build's own rule (scripts/copy-assets.mjs).
    for (const file of walk(join(repo, 'src')).filter((f) => /\.(json|txt)$/.test(f))) {
      cpSync(file, join(app, 'dist', relative(join(repo, 'src'), file)));
    }
  }
  cpSync(join(repo, 'package.json'), join(app, 'package.json'));
  symlinkSync(join(repo, 'node_modules'), join(app, 'node_modules'));
  // The command bundled over tsc's dist/cli/cli.js, as the build does (scripts/bundle-server.mjs).
  execFileSync(process.execPath, [join(repo, 'scripts/bundle-server.mjs'), '--out', app]);
  // Read-only for everyone (the symlinked node_modules is left alone: it is root's, not writable).
  for (const file of walk(app).concat(app)) {
    const info = lstatSync(file);
    if (!info.isSymbolicLink()) chmodSync(file, info.isDirectory() ? 0o555 : 0o444);
  }
  const appFiles = walk(app).length;

  const data = join(root, 'data');
  mkdirSync(data, { mode: 0o700 });
  chownSync(data, NOBODY, NOBODY);

  const port = await freePort();
  const env = {
    PROMPTKEEP_PORT: String(port),
    PROMPTKEEP_HOST: '127.0.0.1',
    PROMPTKEEP_DATA_DIR: data,
    PROMPTKEEP_ADMIN_KEY: 'nonroot-test-admin-key-0123456789',
    PROMPTKEEP_COUNT_WORKERS: '1',
  };
  const service = asNobody([process.execPath, 'dist/cli/cli.js', 'serve'], env);
  let output = '';
  service.stdout?.on('data', (c) => (output += c));
  service.stderr?.on('data', (c) => (output += c));
  const exited = exitOf(service);

  try {
    // The image's HEALTHCHECK command, as the same user; retried while the service starts.
    let healthy = false;
    for (let attempt = 0; attempt < 120 && !healthy; attempt++) {
      const probe = asNobody([process.execPath, 'dist/cli/cli-healthcheck.js'], env);
      healthy = (await exitOf(probe)) === 0;
      if (!healthy) await new Promise((r) => setTimeout(r, 500));
      if (service.exitCode !== null) break;
    }
    assert.ok(healthy, `the service never became healthy:\n${output}`);
    assert.match(output, /first start: created a default account/);

    // Its state went to the data dir, owned by the unprivileged user; the app dir is unchanged.
    for (const file of ['promptkeep.db', 'tls/cert.pem', 'tls/key.pem']) {
      assert.ok(existsSync(join(data, file)), file);
      assert.equal(statSync(join(data, file)).uid, NOBODY, `${file} owner`);
    }
    assert.equal(walk(app).length, appFiles);
  } finally {
    service.kill('SIGTERM');
  }
  assert.equal(await exited, 0, `exit after SIGTERM:\n${output}`);
});
