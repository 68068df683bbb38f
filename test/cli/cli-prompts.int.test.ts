import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promptApi } from '../../src/cli/prompt-api.js';
import { readFolder } from '../../src/cli/prompt-files.js';
import type { DiffReport } from '../../src/cli/prompt-report.js';
import { applyPlans, planPush } from '../../src/cli/prompt-sync.js';
import { runPrompts } from '../../src/cli/prompts-cli.js';
import { capturedIo } from '../support/cli-in-process.js';
import { liveAppPerFile } from '../support/live-server.js';
import type { TestAccount } from '../support/test-app.js';

// `promptkeep prompts pull|push|diff` in-process against the service on real HTTPS (both databases):
// the Git round trip, idempotence, the dry run, the report, concurrent changes, bad files.
const { live, dir: root } = liveAppPerFile('promptkeep-cli-prompts-');

let dirs = 0;
const folder = () => join(root, `f${++dirs}`);
const target = (a: TestAccount) => ({
  url: `https://localhost:${live.port}`,
  key: a.key,
  ca: join(root, 'cert.pem'),
  insecure: false,
});

async function cli(a: TestAccount, args: string[], values: Record<string, unknown> = {}) {
  const { io, result } = capturedIo();
  return result(await runPrompts({ workspace: [a.workspaceId], ...values }, args, io, target(a)));
}

const files = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );

async function json<T>(
  a: TestAccount,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  body?: unknown,
) {
  const res = await live.call(a, method, url, body);
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** A workspace with a prompt of two versions (one labelled), a prompt without versions, a non-ASCII name. */
async function workspace() {
  const a = await live.account();
  type P = { prompt_id: string; versions: { version_id: string }[] };
  const bot = await json<P>(a, 'POST', '/v1/prompts', {
    name: 'Support bot',
    use_case: 'Customer support',
    content: 'You help {{customer}}.\nBe polite.\n',
    version_name: 'v1',
  });
  const v2 = await json<{ version_id: string }>(a, 'POST', `/v1/prompts/${bot.prompt_id}/versions`, {
    content: 'You help {{customer}}.\nBe polite and brief.\n',
    name: 'v2',
  });
  await json(a, 'PUT', `/v1/prompts/${bot.prompt_id}/labels/production`, { version_id: v2.version_id });
  await json(a, 'POST', '/v1/prompts', { name: 'empty' });
  await json(a, 'POST', '/v1/prompts', { name: 'Résumé écrit', content: 'Écris un résumé.' });
  return { a, bot, v2 };
}

const versionsOf = async (a: TestAccount, promptId: string) =>
  (await json<{ versions: unknown[] }>(a, 'GET', `/v1/prompts/${promptId}?expand=versions`)).versions.length;

describe('promptkeep prompts pull, diff and push', () => {
  test('pull → edit → diff → push → pull gives the same files; push twice and the dry run change nothing', async () => {
    const { a, bot } = await workspace();
    const dir = folder();
    const pulled = await cli(a, ['pull', dir]);
    assert.equal(pulled.code, 0, pulled.err);
    assert.match(pulled.out, /pulled 3 prompt\(s\) into .*: 3 written, 0 removed/);
    assert.deepEqual(Object.keys(files(dir)), [
      'empty.prompt.yaml',
      'résumé-écrit.prompt.yaml',
      'support-bot.prompt.yaml',
    ]);
    assert.equal(
      files(dir)['support-bot.prompt.yaml'],
      [
        '# Promptkeep prompt. Edit it, then `promptkeep prompts diff` and `promptkeep prompts push`',
        '# (docs/git-workflow.md). The primary and each labelled version are listed; history stays in the service.',
        '',
        'name: Support bot',
        'use_case: Customer support',
        'versions:',
        '  - name: v1',
        '    primary: true',
        '    content: |',
        '      You help {{customer}}.',
        '      Be polite.',
        '  - name: v2',
        '    labels: [ production ]',
        '    content: |',
        '      You help {{customer}}.',
        '      Be polite and brief.',
        '',
      ].join('\n'),
    );
    assert.match((await cli(a, ['pull', dir])).out, /0 written, 0 removed, 3 unchanged/);

    // The edit a person makes in a pull request: a new primary text, a label moved, one added.
    const file = join(dir, 'support-bot.prompt.yaml');
    writeFileSync(
      file,
      files(dir)
        ['support-bot.prompt.yaml']!.replace('use_case: Customer support', 'use_case: Support, by e-mail')
        .replace(
          '  - name: v1\n    primary: true\n    content: |\n      You help {{customer}}.\n      Be polite.\n',
          '  - name: v3\n    primary: true\n    labels: [ staging ]\n    content: |\n      You help {{customer}} by e-mail.\n      Be polite.\n      Sign as {{agent}}.\n',
        ),
    );
    const edited = files(dir);

    const diff = await cli(a, ['diff', dir], { format: 'json' });
    assert.equal(diff.code, 0, diff.err);
    const report = JSON.parse(diff.out) as DiffReport;
    assert.deepEqual(report.summary, { new: 0, changed: 1, unchanged: 2, only_on_service: 0, refused: 0 });
    assert.equal(report.scores_note, null);
    const changed = report.prompts.find((p) => p.status === 'changed')!;
    assert.deepEqual(
      changed.roles.map((r) => r.role),
      ['primary', 'label staging'],
    );
    const primary = changed.roles[0]!;
    assert.ok(primary.new_version);
    assert.match(
      primary.unified_diff,
      /^-You help \{\{customer\}\}\.\n\+You help \{\{customer\}\} by e-mail\.\n Be polite\.\n\+Sign as \{\{agent\}\}\.$/m,
    );
    assert.ok((primary.tokens.delta ?? 0) > 0, 'the new text is longer');
    assert.equal(primary.tokens.to! - primary.tokens.from!, primary.tokens.delta);
    assert.ok((primary.cost.delta ?? 0) > 0);
    assert.equal(typeof primary.scoring?.delta, 'number');
    assert.equal(typeof primary.risk?.to_level, 'string');
    assert.deepEqual(
      changed.steps.map((s) => s.step),
      ['use_case', 'create_version', 'set_label'],
    );

    const markdown = await cli(a, ['diff', dir], { 'exit-code': true });
    assert.equal(markdown.code, 1, 'differences, with --exit-code');
    assert.match(markdown.out, /^## Promptkeep: 1 changed, 0 new, 2 unchanged$/m);
    assert.match(
      markdown.out,
      /^\| Support bot \| primary \| \d+ → \d+ \(\+\d+\) \| \$0\.\d{6} → \$0\.\d{6} \(\+\$0\.\d{6}\) \|/m,
    );
    assert.match(markdown.out, /^```diff\n--- service Support bot \(primary, ver_/m);

    const before = await versionsOf(a, bot.prompt_id);
    const dry = await cli(a, ['push', dir], { 'dry-run': true });
    assert.equal(dry.code, 0, dry.err);
    assert.match(dry.out, /^Support bot \(support-bot\.prompt\.yaml\): would be updated$/m);
    assert.match(dry.out, /^ {2}would create a new version "v3", primary$/m);
    assert.match(dry.out, /^dry run: 1 prompt\(s\) would change, 2 unchanged$/m);
    assert.equal(await versionsOf(a, bot.prompt_id), before, 'the dry run wrote nothing');
    assert.equal((await cli(a, ['diff', dir], { format: 'json' })).out.includes('"changed": 1'), true);

    const pushed = await cli(a, ['push', dir], { json: true });
    assert.equal(pushed.code, 0, pushed.err);
    assert.deepEqual(
      JSON.parse(pushed.out).prompts.map((p: { outcome: string }) => p.outcome),
      ['unchanged', 'unchanged', 'updated'],
    );
    assert.equal(await versionsOf(a, bot.prompt_id), before + 1, 'one new version, the old ones kept');

    const again = folder();
    assert.equal((await cli(a, ['pull', again])).code, 0);
    assert.deepEqual(files(again), edited, 'pulled after the push: the files as edited');

    const twice = await cli(a, ['push', dir]);
    assert.equal(twice.code, 0, twice.err);
    assert.match(twice.out, /^0 prompt\(s\) changed, 3 unchanged$/m);
    assert.equal(await versionsOf(a, bot.prompt_id), before + 1);
    const clean = await cli(a, ['diff', dir], { 'exit-code': true });
    assert.equal(clean.code, 0);
    assert.match(clean.out, /The folder and the service serve the same prompts/);
  });

  test('a new file creates the prompt, a file back at an old text moves the primary without a new version', async () => {
    const { a, bot } = await workspace();
    const dir = folder();
    await cli(a, ['pull', dir]);
    writeFileSync(
      join(dir, 'greeting.prompt.yaml'),
      'name: greeting\nversions:\n  - primary: true\n    content: Hello {{name}}\n  - labels: [beta]\n    content: Hi {{name}}!\n',
    );
    // Make the production text (v2) the primary again: back to a text the service has.
    const file = join(dir, 'support-bot.prompt.yaml');
    writeFileSync(
      file,
      'name: Support bot\nuse_case: Customer support\nversions:\n  - name: v2\n    primary: true\n    labels: [production]\n    content: "You help {{customer}}.\\nBe polite and brief.\\n"\n',
    );
    const before = await versionsOf(a, bot.prompt_id);
    const pushed = await cli(a, ['push', dir]);
    assert.equal(pushed.code, 0, pushed.err);
    assert.match(pushed.out, /^greeting \(greeting\.prompt\.yaml\): created$/m);
    assert.match(pushed.out, /^ {2}make ver_\w+ primary \(was ver_\w+\)$/m);
    assert.equal(await versionsOf(a, bot.prompt_id), before, 'no new version: the text was there');
    const greeting = await json<{ versions: { is_primary: boolean; labels: string[]; content: string }[] }>(
      a,
      'GET',
      `/v1/prompts-by-name/greeting?expand=versions`,
    );
    assert.deepEqual(greeting.versions.map((v) => [v.content, v.is_primary, v.labels]).sort(), [
      ['Hello {{name}}', true, []],
      ['Hi {{name}}!', false, ['beta']],
    ]);
    const again = folder();
    await cli(a, ['pull', again]);
    assert.deepEqual(readFolder(again), readFolder(dir), 'the same prompts, as the files say');
    assert.match((await cli(a, ['push', dir])).out, /^0 prompt\(s\) changed, 4 unchanged$/m);
  });

  test('a change made on the service between the read and the writes is reported (412), not overwritten', async () => {
    const { a, bot } = await workspace();
    const dir = folder();
    await cli(a, ['pull', dir]);
    const file = join(dir, 'support-bot.prompt.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Be polite.', 'Be kind.'));
    const api = promptApi(target(a), a.workspaceId);
    const { plans } = await planPush(api, readFolder(dir));
    // Someone makes another version primary in the console meanwhile.
    const theirs = await json<{ version_id: string }>(a, 'POST', `/v1/prompts/${bot.prompt_id}/versions`, {
      content: 'Their text.',
      is_primary: true,
    });
    const results = await applyPlans(api, plans);
    const bot_ = results.find((r) => r.name === 'Support bot')!;
    assert.equal(bot_.outcome, 'conflict');
    assert.match(bot_.message ?? '', /changed on the service since it was read.*HTTP 412/);
    const now = await json<{ versions: { version_id: string }[] }>(a, 'GET', `/v1/prompts/${bot.prompt_id}`);
    assert.equal(now.versions[0]?.version_id, theirs.version_id, 'their primary stands');
    assert.equal(await versionsOf(a, bot.prompt_id), 3, 'nothing of ours was written');
  });

  test('bad files are refused with the file and the field named (exit 2); a read key cannot push', async () => {
    const { a } = await workspace();
    const dir = folder();
    await cli(a, ['pull', dir]);
    writeFileSync(
      join(dir, 'x.prompt.yaml'),
      'name: x\nversions:\n  - primary: true\n    content: hi\n    messages: []\n',
    );
    writeFileSync(join(dir, 'y.prompt.yaml'), 'name: y\nversions:\n  - content: a\n    labels: [prod]\n');
    writeFileSync(join(dir, 'z.prompt.yaml'), 'name: [unclosed\n');
    const bad = await cli(a, ['push', dir]);
    assert.equal(bad.code, 2);
    assert.match(
      bad.err,
      /x\.prompt\.yaml: versions\.0\.messages: unknown field \(not in this file format\)$/m,
    );
    assert.match(bad.err, /y\.prompt\.yaml: versions: exactly one version must be `primary: true`/);
    assert.match(bad.err, /z\.prompt\.yaml: not valid YAML/);

    assert.equal((await cli(a, ['push', dir], { workspace: [] })).code, 2, 'no workspace');
    assert.equal((await cli(a, ['sync', dir])).code, 2);
    const reader = await json<{ api_key: string }>(a, 'POST', '/v1/account/keys', {
      name: 'ci',
      scope: 'read',
    });
    const ro = { ...a, key: reader.api_key };
    const clean = folder();
    assert.equal((await cli(ro, ['pull', clean])).code, 0);
    writeFileSync(
      join(clean, 'new.prompt.yaml'),
      'name: new\nversions:\n  - primary: true\n    content: hi\n',
    );
    const report = JSON.parse((await cli(ro, ['diff', clean], { format: 'json' })).out) as DiffReport;
    assert.match(report.scores_note ?? '', /not computed: the key may not run analyses \(HTTP 403/);
    assert.equal(report.summary.new, 1);
    const refused = await cli(ro, ['push', clean]);
    assert.equal(refused.code, 1);
    assert.match(refused.out, /^new \(new\.prompt\.yaml\): NOT PUSHED \(failed\)$/m);
    assert.match(refused.out, /HTTP 403/);
  });

  test('--project: pull writes only the prompts of the project; push creates new ones in it', async () => {
    const { a } = await workspace();
    const project = await json<{ project_id: string }>(a, 'POST', '/v1/projects', { name: 'Billing' });
    await json(a, 'POST', '/v1/prompts', {
      name: 'Invoice reminder',
      content: 'Remind {{customer}} of invoice {{number}}.',
      project_id: project.project_id,
    });
    const dir = folder();
    const pulled = await cli(a, ['pull', dir], { project: project.project_id });
    assert.equal(pulled.code, 0, pulled.err);
    assert.deepEqual(Object.keys(files(dir)), ['invoice-reminder.prompt.yaml']);

    writeFileSync(
      join(dir, 'dunning.prompt.yaml'),
      'name: Dunning\nversions:\n  - primary: true\n    content: Pay now.\n',
    );
    const pushed = await cli(a, ['push', dir], { project: project.project_id });
    assert.equal(pushed.code, 0, pushed.out + pushed.err);
    type Listed = { name: string; project_id: string | null }[];
    const inProject = await json<Listed>(a, 'GET', `/v1/prompts?project_id=${project.project_id}`);
    assert.deepEqual(inProject.map((p) => p.name).sort(), ['Dunning', 'Invoice reminder']);
    // The workspace's other prompts are not "only on the service" for this folder: push leaves them.
    assert.doesNotMatch(pushed.out + pushed.err, /Support bot/);
    assert.match(
      (await cli(a, ['push', dir], { project: project.project_id })).out,
      /^0 prompt\(s\) changed, 2 unchanged$/m,
    );

    const bad = await cli(a, ['pull', folder()], { project: 'billing' });
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--project takes a project id/);
  });

  test('an unreachable service exits 3', async () => {
    const a = await live.account();
    const outs: string[] = [];
    const code = await runPrompts(
      { workspace: [a.workspaceId] },
      ['pull', folder()],
      { out: (t) => outs.push(t), err: (t) => outs.push(t), env: {} },
      { ...target(a), url: 'https://127.0.0.1:1' },
    );
    assert.equal(code, 3);
    assert.match(outs.join(''), /cannot reach https:\/\/127\.0\.0\.1:1: connection refused/);
  });
});
