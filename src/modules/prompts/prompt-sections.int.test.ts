import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createdAs } from '../../../test/support/fixtures.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { RenderResult } from './prompt-delivery.schemas.js';
import { Prompt } from './prompts.schemas.js';

// Conditional sections (issue 24 §2): {{#if name}}…{{/if}}, checked on save (the line named),
// applied at render (kept when the variable has a value), included pieces too.

const t = testAppPerFile();

describe('conditional sections', () => {
  test('render keeps a section when its variable has a value, drops it (and its placeholders) otherwise', async () => {
    const a = await t.account();
    await createdAs(t, a, Prompt, '/v1/prompts', {
      name: 'perks',
      content: '{{#if vip}}\nAs a VIP you get {{perk}}.{{/if}}',
    });
    const p = await createdAs(t, a, Prompt, '/v1/prompts', {
      name: 'greet',
      content: 'Hi {{name}}.{{> perks}}{{#if note}} Note: {{note}}{{/if}}',
    });
    assert.deepEqual(p.versions[0]?.variables, ['{{name}}', '{{note}}']);
    const render = (variables: Record<string, string>) =>
      t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/render`, { variables });
    const plain = parseAs(RenderResult, await render({ name: 'Ann' }));
    assert.equal(plain.content, 'Hi Ann.');
    assert.deepEqual(plain.variables_used, ['{{name}}']);
    const full = parseAs(RenderResult, await render({ name: 'Ann', vip: 'y', perk: 'tea', note: 'hi' }));
    assert.equal(full.content, 'Hi Ann.\nAs a VIP you get tea. Note: hi');
    assert.deepEqual(full.variables_unused, []);
    expectError(
      await render({ name: 'Ann', vip: 'y' }),
      400,
      'body.variables: missing value(s) for {{perk}}.',
    );
  });

  test('an unpaired tag is refused on save, naming its line', async () => {
    const a = await t.account();
    expectError(
      await t.call(a, 'POST', '/v1/prompts', { name: 'bad', content: 'one\n{{#if a}}\nthree' }),
      400,
      'body.content: line 2: {{#if a}} is not closed.',
    );
    const p = await createdAs(t, a, Prompt, '/v1/prompts', { name: 'ok', content: 'fine' });
    expectError(
      await t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/versions`, { content: 'a\nb\n{{/if}}' }),
      400,
      'body.content: line 3: {{/if}} closes no {{#if}}.',
    );
    expectError(
      await t.call(a, 'PATCH', `/v1/prompts/${p.prompt_id}/versions/${p.versions[0]?.version_id}`, {
        content: '{{#if}}x{{/if}}',
      }),
      400,
      'body.content: line 1: {{#if}} needs one variable name.',
    );
  });
});
