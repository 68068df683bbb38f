import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { runDailyCommand } from '../../src/cli/daily-command.js';
import { createLiveApp, type LiveApp } from '../support/live-server.js';
import type { TestAccount } from '../support/test-app.js';

// The daily commands (issue 30 §7) in-process against the service on real HTTPS (both databases):
// what a person at a terminal sees (stdout, stderr, exit code), tables and --json.
let live: LiveApp;
let dir: string;
before(async () => {
  live = await createLiveApp();
  dir = mkdtempSync(join(tmpdir(), 'promptkeep-cli-daily-'));
  writeFileSync(join(dir, 'cert.pem'), live.ca);
});
after(async () => {
  await live.close();
  rmSync(dir, { recursive: true, force: true });
});

async function cli(a: TestAccount | string, args: string[], extra: Record<string, unknown> = {}, stdin = '') {
  const [command = '', ...rest] = args;
  const key = typeof a === 'string' ? a : a.key;
  const values: Record<string, unknown> = {
    url: `https://localhost:${live.port}`,
    ca: join(dir, 'cert.pem'),
    key,
    ...extra,
  };
  const positionals: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (!arg.startsWith('--')) positionals.push(arg);
    else if (arg === '--json' || arg === '--primary') values[arg.slice(2)] = true;
    else if (['--model', '--var', '--workspace'].includes(arg))
      values[arg.slice(2)] = [...((values[arg.slice(2)] as string[]) ?? []), rest[++i]];
    else values[arg.slice(2)] = rest[++i];
  }
  const outs: string[] = [];
  const errs: string[] = [];
  const io = {
    out: (t: string) => outs.push(t),
    err: (t: string) => errs.push(t),
    env: {},
    stdin: () => stdin,
  };
  const code = await runDailyCommand(command, positionals, values, io, { port: live.port, dataDir: dir });
  return { code, out: outs.join(''), err: errs.join('') };
}

describe('the daily CLI commands', () => {
  test('count: text, a file or stdin, several models; a table or --json; a bad model exits 1', async () => {
    const a = await live.account();
    const table = await cli(a, [
      'count',
      'Hello, world!',
      '--model',
      'gpt-4o',
      '--model',
      'llama-3.3-70b-instruct',
    ]);
    assert.equal(table.code, 0, table.err);
    assert.match(table.out.split('\n')[0] ?? '', /^MODEL\s+TOKENS\s+COST\s+TOKENIZER/);
    assert.match(table.out, /^gpt-4o\s+\d+\s+\$/m);
    const file = join(dir, 'text.txt');
    writeFileSync(file, 'Hello, world!');
    const fromFile = JSON.parse((await cli(a, ['count', '--file', file, '--model', 'gpt-4o', '--json'])).out);
    const fromStdin = JSON.parse(
      (await cli(a, ['count', '--file', '-', '--model', 'gpt-4o', '--json'], {}, 'Hello, world!')).out,
    );
    assert.equal(fromFile[0].token_count, fromStdin[0].token_count);
    const bad = await cli(a, ['count', 'Hi', '--model', 'gpt4o']);
    assert.equal(bad.code, 1);
    assert.match(bad.err, /HTTP 400 Bad Request: Unknown model name\(s\): gpt4o\. .*Did you mean gpt-4o/);
    const usage = await cli(a, ['count', 'Hi']);
    assert.equal(usage.code, 2);
    assert.match(usage.err, /usage: count/);
  });

  test('prompts, versions, labels, render and diff: a day with one prompt, by name or id', async () => {
    const a = await live.account();
    // No --workspace: an owner key works in the account's default workspace.
    const created = await cli(a, [
      'prompts',
      'create',
      '--name',
      'support',
      '--content',
      'Hi {{customer}}.',
      '--version-name',
      'v1',
    ]);
    assert.equal(created.code, 0, created.err);
    assert.match(created.out, /^name:\s+support$/m);
    const list = await cli(a, ['prompts', 'list']);
    assert.match(list.out, /^PROMPT_ID\s+NAME\s+USE_CASE\s+PRIMARY/);
    assert.match(list.out, /support\s+-\s+v1/);
    const prompt = JSON.parse((await cli(a, ['prompts', 'get', 'support', '--json'])).out);
    const v1 = prompt.versions[0].version_id as string;

    const file = join(dir, 'v2.txt');
    writeFileSync(file, 'Hello {{customer}}, how can I help?');
    const v2 = JSON.parse(
      (await cli(a, ['versions', 'create', 'support', '--file', file, '--name', 'v2', '--json'])).out,
    );
    assert.equal(v2.is_primary, false);
    const versions = await cli(a, ['versions', 'list', prompt.prompt_id]);
    assert.match(versions.out, /^VERSION_ID\s+NAME\s+PRIMARY\s+LABELS\s+TOKENS\s+UPDATED/);
    assert.match(versions.out, new RegExp(`^${v1}\\s+v1\\s+yes`, 'm'));

    assert.equal((await cli(a, ['labels', 'set', 'support', 'production', v2.version_id])).code, 0);
    const labels = await cli(a, ['labels', 'list', 'support', '--json']);
    assert.deepEqual(
      JSON.parse(labels.out).map((l: { label: string; version_id: string }) => [l.label, l.version_id]),
      [['production', v2.version_id]],
    );

    const rendered = await cli(a, ['render', 'support', '--label', 'production', '--var', 'customer=Ada']);
    assert.deepEqual(rendered, { code: 0, out: 'Hello Ada, how can I help?\n', err: '' });
    const missing = await cli(a, ['render', 'support']);
    assert.equal(missing.code, 1);
    assert.match(missing.err, /^promptkeep: HTTP 400/);

    const diff = await cli(a, ['diff', 'support', v1, v2.version_id]);
    assert.equal(diff.code, 0, diff.err);
    assert.match(diff.out, /^-Hi \{\{customer\}\}\.$/m);
    assert.match(diff.out, /^\+Hello \{\{customer\}\}, how can I help\?$/m);
    assert.match(diff.out, /^tokens \(gpt-4o\): \d+ → \d+ \(\+\d+\); cost per use: \$/m);

    assert.deepEqual(await cli(a, ['labels', 'remove', 'support', 'production']), {
      code: 0,
      out: 'removed label production\n',
      err: '',
    });
    const unknown = await cli(a, ['versions', 'list', 'no-such-prompt']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.err, /HTTP 404/);
  });

  test('a write key needs --workspace; a read key cannot create; an unreachable service exits 3', async () => {
    const a = await live.account();
    const res = await live.call(a, 'POST', '/v1/account/keys', { name: 'r', scope: 'read' });
    const read = res.json().api_key as string;
    const noWorkspace = await cli(read, ['prompts', 'list']);
    assert.equal(noWorkspace.code, 2);
    assert.match(noWorkspace.err, /--workspace \(or PROMPTKEEP_WORKSPACE\) is required/);
    const listed = await cli(read, ['prompts', 'list', '--workspace', a.workspaceId]);
    assert.equal(listed.code, 0, listed.err);
    const refused = await cli(read, ['prompts', 'create', '--name', 'x', '--workspace', a.workspaceId]);
    assert.equal(refused.code, 1);
    assert.match(refused.err, /HTTP 403/);
    const away = await cli(a, ['prompts', 'list'], { url: 'https://localhost:1' });
    assert.equal(away.code, 3);
    assert.match(away.err, /connection refused/);
  });
});
