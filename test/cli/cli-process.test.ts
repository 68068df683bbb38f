import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { CONFIG_FLAGS } from '../../src/config.js';
import { CLI } from '../support/cli-serve.js';
import { tempDirsPerFile } from '../support/temp-dirs.js';

// The CLI as a process: what an operator sees on a terminal when a start goes wrong.
const tempDir = tempDirsPerFile('promptkeep-cli-');
const clean = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^(PROMPTKEEP_|DATABASE_URL|REDIS_URL)/.test(k)),
);
const run = (args: string[]) =>
  spawnSync(process.execPath, [...CLI, ...args], {
    encoding: 'utf8',
    env: clean,
    timeout: 60_000,
  });

describe('promptkeep CLI process', () => {
  test('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    const r = run(['--version']);
    assert.equal(r.status, 0);
    assert.equal(r.stdout, `promptkeep ${version}\n`);
  });

  test('the daily commands are commands: help, dispatch and usage errors (exit 2)', () => {
    const main = run(['--help']).stdout;
    for (const c of ['count', 'versions', 'labels', 'render', 'diff'])
      assert.match(main, new RegExp(`^  ${c}\\b`, 'm'));
    for (const c of ['count', 'versions', 'labels', 'render', 'diff']) {
      const help = run([c, '--help']);
      assert.equal(help.status, 0, `${c}: ${help.stderr}`);
      assert.match(help.stdout, /promptkeep labels set PROMPT LABEL VERSION_ID/);
    }
    assert.match(run(['prompts', '--help']).stdout, /promptkeep prompts list\|get\|create/);
    const noModel = run(['count', 'hello', '--key', 'pk_x', '--data-dir', tempDir()]);
    assert.equal(noModel.status, 2);
    assert.match(noModel.stderr, /usage: count/);
  });

  test('serve --help names every setting', () => {
    const help = run(['serve', '--help']).stdout;
    for (const flag of CONFIG_FLAGS)
      assert.ok(help.includes(`--${flag}`), `--${flag} missing from serve --help`);
  });

  test('a bad secret setting names the rule and never echoes the value', () => {
    const r = run(['serve', '--admin-key', 'too-short-secret', '--data-dir', tempDir()]);
    assert.equal(r.status, 2);
    assert.equal(
      r.stderr,
      "promptkeep: Invalid setting --admin-key: the value given is not accepted; it must be at least 24 characters long, or 'null' for none.\n",
    );
  });

  test('Redis or PostgreSQL unreachable at start: one clear line without the password, exit 1', () => {
    const redis = run([
      'serve',
      '--port',
      '18999',
      '--data-dir',
      tempDir(),
      '--redis-url',
      'redis://:pw@127.0.0.1:1',
    ]);
    assert.equal(redis.status, 1);
    assert.equal(redis.stdout, '');
    assert.match(
      redis.stderr,
      /^promptkeep: cannot reach Redis at redis:\/\/127\.0\.0\.1:1 \(connect ECONNREFUSED 127\.0\.0\.1:1\); [^\n]+\n$/,
    );
    const pg = run(['serve', '--port', '18999', '--database-url', 'postgres://postgres:pw@127.0.0.1:1/test']);
    assert.equal(pg.status, 1);
    assert.match(
      pg.stderr,
      /^promptkeep: cannot reach PostgreSQL at postgres:\/\/127\.0\.0\.1:1\/test \(connect ECONNREFUSED 127\.0\.0\.1:1\); [^\n]+\n$/,
    );
    assert.ok(!/pw/.test(redis.stderr + pg.stderr));
  });
});
