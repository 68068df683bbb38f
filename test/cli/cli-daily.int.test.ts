import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { runDailyCommand } from '../../src/cli/daily-command.js';
import { capturedIo, splitArgs } from '../support/cli-in-process.js';
import { type FakeLlmServer, startFakeLlmServer } from '../support/fake-llm-server.js';
import { createLiveApp, type LiveApp } from '../support/live-server.js';
import { fakePlatformSettings } from '../support/llm-fixtures.js';
import type { TestAccount } from '../support/test-app.js';

// The daily commands (issue 30 §7) in-process against the service on real HTTPS (both databases):
// what a person at a terminal sees (stdout, stderr, exit code), tables and --json. The platform
// provider is the fake LLM server (OpenAI-compatible, model gpt-4o-mini: priced) for `prompts run`.
let live: LiveApp;
let fake: FakeLlmServer;
let dir: string;
before(async () => {
  fake = await startFakeLlmServer();
  live = await createLiveApp({ settings: fakePlatformSettings(fake, [], 'gpt-4o-mini') });
  dir = mkdtempSync(join(tmpdir(), 'promptkeep-cli-daily-'));
  writeFileSync(join(dir, 'cert.pem'), live.ca);
});
after(async () => {
  await live.close();
  await fake.close();
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
  const positionals = splitArgs(rest, values, {
    flags: ['json', 'primary'],
    lists: ['model', 'var', 'workspace'],
  });
  const { io, result } = capturedIo(stdin);
  return result(await runDailyCommand(command, positionals, values, io, { port: live.port, dataDir: dir }));
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

  test('a chat version from a file; prompts run prints output, tokens, cost and latency', async () => {
    const a = await live.account();
    await cli(a, ['prompts', 'create', '--name', 'explainer', '--content', 'Explain {{topic}}.']);
    const file = join(dir, 'chat.json');
    writeFileSync(
      file,
      JSON.stringify({
        messages: [
          { role: 'system', content: 'You are {{persona}}.' },
          { placeholder: 'history' },
          { role: 'user', content: 'Tell me about {{topic}}.' },
        ],
        config: { model: 'gpt-4o-mini', parameters: { temperature: 0.2 } },
      }),
    );
    const made = await cli(a, [
      'versions',
      'create',
      'explainer',
      '--chat',
      file,
      '--name',
      'chat',
      '--primary',
      '--json',
    ]);
    assert.equal(made.code, 0, made.err);
    const version = JSON.parse(made.out);
    assert.equal(version.type, 'chat');
    assert.deepEqual(version.variables, ['{{persona}}', '{{topic}}']);
    // A bare list of messages is a chat version too; a file without messages is a usage error.
    const list = join(dir, 'list.json');
    writeFileSync(list, JSON.stringify([{ role: 'user', content: 'Hi' }]));
    assert.equal((await cli(a, ['versions', 'create', 'explainer', '--chat', list])).code, 0);
    writeFileSync(list, '{"content": "x"}');
    const bad = await cli(a, ['versions', 'create', 'explainer', '--chat', list]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--chat FILE: a JSON list of messages/);

    // The primary (the chat version) on the config's model, by name; history from a file.
    const history = join(dir, 'history.json');
    writeFileSync(history, JSON.stringify({ history: [{ role: 'user', content: 'Hello' }] }));
    fake.reply({ text: 'Tides follow the moon.', usage: { input: 40, output: 9 } });
    const runIt = (...args: string[]) => cli(a, ['prompts', 'run', 'explainer', ...args]);
    const run = await runIt('--var', 'persona=a teacher', '--var', 'topic=tides', '--messages', history);
    assert.equal(run.code, 0, run.err);
    assert.match(
      run.out,
      /^Tides follow the moon\.\n\nversion ver_\S+ · model gpt-4o-mini \(platform\) · stop\n/,
    );
    assert.match(run.out, /tokens: 40 in, 9 out · cost: \$[\d.e-]+ · latency: \d+ ms\n$/);
    assert.deepEqual(fake.requests.at(-1)?.body.messages, [
      { role: 'system', content: 'You are a teacher.' },
      { role: 'user', content: 'Hello' },
      { role: 'user', content: 'Tell me about tides.' },
    ]);
    // --version and --model (by name) instead; --json is the API's answer.
    const text = JSON.parse((await cli(a, ['versions', 'list', 'explainer', '--json'])).out).find(
      (v: { type: string }) => v.type === 'text',
    );
    fake.reply({ text: 'Short.', usage: { input: 5, output: 1 } });
    const byId = await runIt(
      '--version',
      text.version_id,
      '--var',
      'topic=tides',
      '--model',
      'gpt-4o-mini',
      '--json',
    );
    assert.equal(byId.code, 0, byId.err);
    assert.equal(JSON.parse(byId.out).output, 'Short.');
    // Refusals: an unknown model (usage, 2), a missing value (the API's 400, exit 1).
    const unknown = await runIt('--model', 'nope');
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /no model 'nope' to run on; models: gpt-4o-mini/);
    const noModel = await runIt('--version', text.version_id);
    assert.equal(noModel.code, 2);
    assert.match(noModel.err, /--model is required \(the version names no model\)/);
    const missing = await cli(a, [
      'prompts',
      'run',
      'explainer',
      '--version',
      text.version_id,
      '--model',
      'gpt-4o-mini',
    ]);
    assert.equal(missing.code, 1);
    assert.match(missing.err, /HTTP 400.*missing value/);
  });
});
