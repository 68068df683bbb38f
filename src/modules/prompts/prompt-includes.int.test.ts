import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { createdAs, expectDeleted } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { PromptDependency, PromptDependent, RenderResult } from './prompt-delivery.schemas.js';
import { Prompt, Version } from './prompts.schemas.js';

// Composition (issue 24 §2): {{> name}}, {{> name@label}}, {{> name@ver_…}} resolved at render, in
// the workspace; checked when a version is saved; cycles, depth, missing pieces.

const t = testAppPerFile();
const prompt = (a: TestAccount, name: string, content: string) =>
  createdAs(t, a, Prompt, '/v1/prompts', { name, content });
const render = (a: TestAccount, id: string, body: Record<string, unknown> = { variables: {} }) =>
  t.call(a, 'POST', `/v1/prompts/${id}/render`, body);
const version = (a: TestAccount, id: string, body: Record<string, unknown>) =>
  createdAs(t, a, Version, `/v1/prompts/${id}/versions`, body);

describe('includes', () => {
  test('render resolves the primary, a label and a version, recursively; included variables are filled', async () => {
    const a = await t.account();
    const safety = await prompt(a, 'safety', 'Never share {{secret}}.');
    const v2 = await version(a, safety.prompt_id, { content: 'Never share [[secret]] nor {{other}}.' });
    assert.equal(
      (await t.call(a, 'PUT', `/v1/prompts/${safety.prompt_id}/labels/strict`, { version_id: v2.version_id }))
        .statusCode,
      200,
    );
    const voice = await prompt(a, 'brand voice', 'Be warm. {{> safety}}');
    const main = await prompt(
      a,
      'support',
      'You help {{customer}}.\n{{> brand voice}}\n{{>safety@strict}}\n{{> safety @ ' + `${v2.version_id} }}`,
    );
    assert.deepEqual(main.versions[0]?.variables, ['{{customer}}']);

    const missing = await render(a, main.prompt_id);
    expectError(
      missing,
      400,
      'body.variables: missing value(s) for {{customer}}, {{secret}}, [[secret]], {{other}}.',
    );
    const res = parseAs(
      RenderResult,
      await render(a, main.prompt_id, { variables: { customer: 'Ann', secret: 'keys', other: 'logs' } }),
    );
    assert.equal(
      res.content,
      'You help Ann.\nBe warm. Never share keys.\nNever share keys nor logs.\nNever share keys nor logs.',
    );
    assert.deepEqual(res.variables_used, ['{{customer}}', '{{secret}}', '[[secret]]', '{{other}}']);
    assert.deepEqual(
      res.includes.map((i) => [i.include, i.prompt_id, i.version_id, i.depth]),
      [
        ['{{> brand voice}}', voice.prompt_id, voice.versions[0]?.version_id, 1],
        ['{{> safety}}', safety.prompt_id, safety.versions[0]?.version_id, 2],
        ['{{> safety@strict}}', safety.prompt_id, v2.version_id, 1],
        [`{{> safety@${v2.version_id}}}`, safety.prompt_id, v2.version_id, 1],
      ],
    );
    assert.ok((res.token_info.token_count ?? 0) > 10, 'tokens of the resolved text');
  });

  test('saved only when every include resolves in this workspace; another workspace is just as missing', async () => {
    const victim = await t.account();
    const a = await t.account();
    await prompt(victim, 'secret piece', 'hidden');
    await prompt(a, 'piece', 'mine');
    const refusal = (inc: string) =>
      `body.content: the include ${inc} names no prompt, label or version in this workspace.`;
    for (const [content, inc] of [
      ['{{> secret piece}}', '{{> secret piece}}'],
      ['{{> nothing here}}', '{{> nothing here}}'],
      ['{{> piece@nolabel}}', '{{> piece@nolabel}}'],
      ['{{> piece@ver_00000000000000000000000000}}', '{{> piece@ver_00000000000000000000000000}}'],
    ] as const) {
      expectError(await t.call(a, 'POST', '/v1/prompts', { name: 'x', content }), 400, refusal(inc));
    }
    const p = await prompt(a, 'host', 'plain');
    expectError(
      await t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/versions`, { content: '{{> secret piece}}' }),
      400,
      refusal('{{> secret piece}}'),
    );
    expectError(
      await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}/versions/${p.versions[0]?.version_id}`, {
        content: 'a {{> gone}}',
      }),
      400,
      refusal('{{> gone}}'),
    );
    // Not includes: a space before >, a blank name; placeholders stay placeholders.
    const plain = await prompt(a, 'plain', '{{ > piece}} {{>}} {{> }} {{piece}}');
    assert.deepEqual(plain.versions[0]?.variables, ['{{piece}}']);
  });

  test('cycles are refused on save and, when a label move makes one, on render; both name the cycle', async () => {
    const a = await t.account();
    const one = await prompt(a, 'one', 'first');
    const two = await prompt(a, 'two', 'second {{> one}}');
    expectError(
      await t.call(a, 'POST', `/v1/prompts/${one.prompt_id}/versions`, { content: 'again {{> two}}' }),
      400,
      "body.content: the includes form a cycle: 'one' → 'two' → 'one'.",
    );
    expectError(
      await t.call(a, 'POST', `/v1/prompts/${one.prompt_id}/versions`, { content: 'me {{> one}}' }),
      400,
      "body.content: the includes form a cycle: 'one' → 'one'.",
    );
    // one@next includes two (fine: two includes one's primary, which includes nothing)… until the
    // label `next` moves onto the primary of one and two includes one@next.
    const loop = await version(a, two.prompt_id, { content: 'loop {{> one}}', is_primary: true });
    assert.ok(loop.is_primary);
    const ok = await version(a, one.prompt_id, { content: 'plain' });
    assert.equal(
      (await t.call(a, 'PUT', `/v1/prompts/${one.prompt_id}/labels/next`, { version_id: ok.version_id }))
        .statusCode,
      200,
    );
    await version(a, two.prompt_id, { content: 'via {{> one@next}}', is_primary: true });
    // Now one's primary is made to include two: refused (two's primary includes one@next → one).
    expectError(
      await t.call(a, 'PATCH', `/v1/prompts/${one.prompt_id}/versions/${ok.version_id}`, {
        content: 'x {{> two}}',
      }),
      400,
      "body.content: the includes form a cycle: 'one' → 'two' → 'one'.",
    );
  });

  test('a piece deleted after the save: render answers 422 naming it; deep nesting is refused', async () => {
    const a = await t.account();
    const piece = await prompt(a, 'piece', 'P');
    const host = await prompt(a, 'host', 'H {{> piece}}');
    expectDeleted(await t.call(a, 'DELETE', `/v1/prompts/${piece.prompt_id}`));
    expectError(
      await render(a, host.prompt_id),
      422,
      'the include {{> piece}} names no prompt, label or version in this workspace.',
    );
    let previous = 'level0';
    await prompt(a, previous, 'bottom');
    for (let i = 1; i <= 10; i++) {
      await prompt(a, `level${i}`, `L${i} {{> ${previous}}}`);
      previous = `level${i}`;
    }
    const top = await prompt(a, 'top', '{{> level9}}');
    assert.equal(parseAs(RenderResult, await render(a, top.prompt_id)).includes.length, 10);
    expectError(
      await t.call(a, 'POST', '/v1/prompts', { name: 'too deep', content: '{{> level10}}' }),
      400,
      /^body\.content: includes nest deeper than 10 levels: 'too deep' → 'level10' → .* → 'level0'\.$/,
    );
  });

  test('dependencies and dependents: what a version includes, which versions include a prompt, at which label', async () => {
    const a = await t.account();
    const other = await t.account();
    const piece = await prompt(a, 'piece', 'P');
    await prompt(other, 'piece', 'theirs');
    await prompt(other, 'outsider', '{{> piece}}');
    const host = await prompt(a, 'host', 'H {{> piece}}');
    assert.equal(
      (
        await t.call(a, 'PUT', `/v1/prompts/${piece.prompt_id}/labels/stable`, {
          version_id: piece.versions[0]?.version_id,
        })
      ).statusCode,
      200,
    );
    const v2 = await version(a, host.prompt_id, { content: 'H2 {{> piece}}\n{{>piece@stable}}' });
    const v3 = await version(a, host.prompt_id, { content: 'H3 {{> piece@stable}}' });
    assert.equal(
      (
        await t.call(a, 'PUT', `/v1/prompts/${host.prompt_id}/labels/production`, {
          version_id: v3.version_id,
        })
      ).statusCode,
      200,
    );
    await t.call(a, 'DELETE', `/v1/prompts/${piece.prompt_id}/labels/stable`);

    const deps = async (query = '') =>
      parseAs(
        Type.Array(PromptDependency),
        await t.call(a, 'GET', `/v1/prompts/${host.prompt_id}/dependencies${query}`),
      );
    assert.deepEqual(await deps(), [
      {
        include: '{{> piece}}',
        name: 'piece',
        ref: null,
        prompt_id: piece.prompt_id,
        version_id: piece.versions[0]?.version_id,
      },
    ]);
    assert.deepEqual(
      (await deps(`?version_id=${v2.version_id}`)).map((d) => [d.include, d.prompt_id, d.version_id]),
      [
        ['{{> piece}}', piece.prompt_id, piece.versions[0]?.version_id],
        ['{{> piece@stable}}', null, null], // the label was removed since
      ],
    );
    expectError(
      await t.call(a, 'GET', `/v1/prompts/${host.prompt_id}/dependencies?version_id=ver_nope`),
      404,
      'Version not found.',
    );

    const dependents = parseAs(
      Type.Array(PromptDependent),
      await t.call(a, 'GET', `/v1/prompts/${piece.prompt_id}/dependents`),
    );
    assert.deepEqual(
      dependents.map((d) => [d.prompt_id, d.version_id, d.is_primary, d.labels, d.include, d.ref]),
      [
        [host.prompt_id, v3.version_id, false, ['production'], '{{> piece@stable}}', 'stable'],
        [host.prompt_id, v2.version_id, false, [], '{{> piece}}', null],
        [host.prompt_id, v2.version_id, false, [], '{{> piece@stable}}', 'stable'],
        [host.prompt_id, host.versions[0]?.version_id, true, [], '{{> piece}}', null],
      ],
    );
    assert.deepEqual(
      parseAs(
        Type.Array(PromptDependent),
        await t.call(a, 'GET', `/v1/prompts/${host.prompt_id}/dependents`),
      ),
      [],
    );
    // Another account's prompt of the same name and its includer are nowhere; its ids are 404s.
    const theirs = await t.call(other, 'GET', '/v1/prompts?name=piece');
    const theirId = theirs.json()[0].prompt_id as string;
    expectError(await t.call(a, 'GET', `/v1/prompts/${theirId}/dependents`), 404, 'Prompt not found.');
    expectError(await t.call(a, 'GET', `/v1/prompts/${theirId}/dependencies`), 404, 'Prompt not found.');
  });

  test('fetch by label with resolve=true: the resolved text, its variables and tokens; the ETag follows the pieces', async () => {
    const a = await t.account();
    const piece = await prompt(a, 'piece', 'Piece {{x}}.');
    const host = await prompt(a, 'host', 'Host {{y}} {{> piece}}');
    const url = '/v1/prompts-by-name/host/labels/primary?resolve=true';
    const first = await t.call(a, 'GET', url);
    const v = parseAs(Version, first);
    assert.equal(v.content, 'Host {{y}} Piece {{x}}.');
    assert.deepEqual(v.variables, ['{{y}}', '{{x}}']);
    assert.ok(v.token_info.token_count > (host.versions[0]?.token_info.token_count ?? 0));
    const stored = parseAs(Version, await t.call(a, 'GET', '/v1/prompts-by-name/host/labels/primary'));
    assert.equal(stored.content, 'Host {{y}} {{> piece}}');
    const etag = String(first.headers.etag);
    const again = await t.call(a, 'GET', url, undefined, { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    // The piece changes: the host's resolved ETag changes with it.
    await version(a, piece.prompt_id, { content: 'Piece v2 {{x}}.', is_primary: true });
    const changed = await t.call(a, 'GET', url, undefined, { 'if-none-match': etag });
    assert.equal(changed.statusCode, 200);
    assert.equal(parseAs(Version, changed).content, 'Host {{y}} Piece v2 {{x}}.');
    assert.notEqual(changed.headers.etag, etag);
    const byId = await t.call(a, 'GET', `/v1/prompts/${host.prompt_id}/labels/primary?resolve=true`);
    assert.equal(parseAs(Version, byId).content, 'Host {{y}} Piece v2 {{x}}.');
    expectDeleted(await t.call(a, 'DELETE', `/v1/prompts/${piece.prompt_id}`));
    expectError(
      await t.call(a, 'GET', url),
      422,
      'the include {{> piece}} names no prompt, label or version in this workspace.',
    );
  });
});
