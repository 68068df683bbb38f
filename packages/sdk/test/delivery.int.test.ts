import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Promptkeep, PromptkeepError } from '../src/index.js';
import { failure } from './assertions.js';
import { liveSdkPerFile } from './live-client.js';

// The SDK over the prompt-delivery endpoints of issue 13 §3 (by name, labels, render, diff, export
// and import) and the prompt cache against the real service: 304 revalidation, stale on outage.
const t = liveSdkPerFile();

async function greeting(pk: Promptkeep, name: string) {
  const prompt = await pk.prompts.create({ name, content: 'Hello {{name}}', version_name: 'v1' });
  const v1 = prompt.versions[0]!;
  const v2 = await pk.versions.create(prompt.prompt_id, { name: 'v2', content: 'Hi {{name}}!' });
  return { prompt, v1, v2 };
}

describe('SDK: prompt delivery against a live server', () => {
  test('by name, and labels: set, list, fetch the version by label, move, remove', async () => {
    const pk = t.client(await t.app.account());
    const { prompt, v1, v2 } = await greeting(pk, 'support-bot');
    assert.equal((await pk.prompts.getByName('support-bot')).prompt_id, prompt.prompt_id);
    await assert.rejects(pk.prompts.getByName('nobody'), (e: PromptkeepError) => e.status === 404);

    await pk.labels.set(prompt.prompt_id, 'production', v2.version_id);
    const labels = await pk.labels.list(prompt.prompt_id);
    assert.ok(labels.some((l) => l.label === 'production' && l.version_id === v2.version_id));
    assert.equal((await pk.labels.getVersion('support-bot', 'production')).version_id, v2.version_id);
    assert.equal((await pk.labels.getVersion('support-bot')).version_id, v1.version_id, 'primary');

    await pk.labels.set(prompt.prompt_id, 'production', v1.version_id);
    assert.equal((await pk.labels.getVersion('support-bot', 'production')).version_id, v1.version_id);
    await pk.labels.remove(prompt.prompt_id, 'production');
    await assert.rejects(
      pk.labels.getVersion('support-bot', 'production'),
      (e: PromptkeepError) => e.status === 404,
    );
  });

  test('releases: settings, a request, approval, the history of the label', async () => {
    const pk = t.client(await t.app.account());
    const { prompt, v1, v2 } = await greeting(pk, 'released-bot');
    await pk.labels.set(prompt.prompt_id, 'production', v1.version_id);
    const settings = await pk.releases.putSettings({
      protected_labels: ['production'],
      protect_primary: false,
      allow_self_approval: true,
      gates: { production: { variables_unchanged: true } },
    });
    assert.deepEqual((await pk.releases.settings()).protected_labels, settings.protected_labels);
    const asked = await pk.releases.request(prompt.prompt_id, {
      label: 'production',
      version_id: v2.version_id,
    });
    assert.equal(asked.gates.passed, true);
    const open: string[] = [];
    for await (const r of pk.releases.list({ state: 'open' })) open.push(r.release_id);
    assert.deepEqual(open, [asked.release_id]);
    const done = await pk.releases.approve(prompt.prompt_id, asked.release_id);
    assert.equal(done.state, 'approved');
    assert.equal((await pk.labels.getVersion('released-bot', 'production')).version_id, v2.version_id);
    const moves: (string | null)[] = [];
    for await (const m of pk.releases.history(prompt.prompt_id, 'production')) moves.push(m.release_id);
    assert.deepEqual(moves, [asked.release_id, null]);
  });

  test('chat versions: the cache builds the same provider request and messages as the server renders', async () => {
    const pk = t.client(await t.app.account());
    const prompt = await pk.prompts.create({ name: 'chatty' });
    await pk.prompts.create({ name: 'tone', content: 'Be {{style}}.' });
    const config = {
      model: 'claude-sonnet-4-0',
      parameters: { temperature: 0.5, max_output_tokens: 200, stop: ['END'] },
      tools: [{ name: 'find', parameters: { type: 'object', properties: { q: { type: 'string' } } } }],
      response_format: { type: 'json_schema' as const, schema: { type: 'object' } },
    };
    const chat = await pk.versions.createChat(prompt.prompt_id, {
      messages: [
        { role: 'system', content: 'You help. {{> tone}}' },
        { role: 'developer', content: 'Answer in {{lang}}.' },
        { placeholder: 'history' },
        { role: 'user', content: '{{#if topic}}About {{topic}}: {{/if}}{{question}}' },
        { role: 'tool', content: '42', name: 'find', tool_call_id: 'call_1' },
      ],
      config,
    });
    await pk.labels.set(prompt.prompt_id, 'chat', chat.version_id);
    const text = await pk.versions.create(prompt.prompt_id, {
      content: 'Plain {{question}}',
      config: { model: 'gpt-4o' },
    });
    await pk.labels.set(prompt.prompt_id, 'text', text.version_id);
    const history = [
      { role: 'user' as const, content: 'Before {{lang}}' },
      { role: 'assistant' as const, content: 'Yes.' },
    ];
    const variables = { style: 'brief', lang: 'French', question: 'Why?', topic: 'sky' };
    const cache = pk.promptCache();
    for (const label of ['chat', 'text']) {
      for (const format of [
        undefined,
        'openai',
        'openai-responses',
        'anthropic',
        'gemini',
        'neutral',
      ] as const) {
        const server = await pk.render(prompt.prompt_id, {
          label,
          variables,
          messages: { history },
          ...(format ? { format } : {}),
        });
        const local = await cache.renderRequest('chatty', variables, {
          label,
          messages: { history },
          ...(format ? { format } : {}),
        });
        assert.deepEqual(local.request, server.request, `${label} ${format}`);
        if (label === 'chat') assert.deepEqual(local.messages, server.messages, `${label} ${format}`);
      }
    }
    await assert.rejects(cache.renderRequest('chatty', variables, { label: 'chat' }), /history/);
  });

  test('render on the server, the same text as the cache renders locally; missing variables are a 400', async () => {
    const pk = t.client(await t.app.account());
    const { prompt, v2 } = await greeting(pk, 'render-me');
    await pk.labels.set(prompt.prompt_id, 'production', v2.version_id);
    const rendered = await pk.render(prompt.prompt_id, {
      label: 'production',
      variables: { '{{name}}': 'Ada' },
    });
    assert.equal(rendered.content, 'Hi Ada!');
    const local = await pk.promptCache().render('render-me', { name: 'Ada' }, { label: 'production' });
    assert.equal(local.text, rendered.content);
    const missing = await failure(pk.render(prompt.prompt_id, { variables: {} }));
    assert.equal(missing.status, 400);
    assert.match(missing.message, /\{\{name\}\}/);
  });

  test('diff of two versions', async () => {
    const pk = t.client(await t.app.account());
    const { prompt, v1, v2 } = await greeting(pk, 'diffed');
    const diff = await pk.diff(prompt.prompt_id, v1.version_id, v2.version_id);
    const text = JSON.stringify(diff);
    assert.ok(text.includes('-Hello {{name}}') && text.includes('+Hi {{name}}!'), text);
  });

  test('the cache revalidates with If-None-Match (304) and serves the last good copy in an outage', async () => {
    const a = await t.app.account();
    const pk = t.client(a);
    const { prompt, v1, v2 } = await greeting(pk, 'cached');
    await pk.labels.set(prompt.prompt_id, 'production', v2.version_id);
    let down = false;
    const flaky = ((url: string, init?: RequestInit) =>
      down ? Promise.reject(new TypeError('fetch failed')) : t.fetch(url, init)) as typeof fetch;
    const app = t.client(a, { fetch: flaky, retries: 0 });
    const cache = app.promptCache({ ttlMs: 0 });
    const first = await cache.get('cached', { label: 'production' });
    assert.deepEqual([first.source, first.content], ['network', 'Hi {{name}}!']);
    assert.ok(first.etag);
    assert.equal((await cache.get('cached', { label: 'production' })).source, 'revalidated');

    await pk.labels.set(prompt.prompt_id, 'production', v1.version_id);
    const moved = await cache.get('cached', { label: 'production' });
    assert.deepEqual([moved.source, moved.content], ['network', 'Hello {{name}}']);

    down = true;
    const stale = await cache.render('cached', { name: 'Ada' }, { label: 'production' });
    assert.deepEqual([stale.stale, stale.text, stale.error?.code], [true, 'Hello Ada', 'connection_failed']);
    down = false;
    assert.equal((await cache.get('cached', { label: 'production' })).stale, false);
  });

  test('includes: the cache gets the resolved text and revalidates when a piece changes; dependencies, dependents', async () => {
    const pk = t.client(await t.app.account());
    const piece = await pk.prompts.create({ name: 'tone', content: 'Be {{mood}}.' });
    const host = await pk.prompts.create({ name: 'composed', content: 'Hi {{name}}. {{> tone}}' });
    const cache = pk.promptCache({ ttlMs: 0 });
    const first = await cache.get('composed');
    assert.deepEqual([first.source, first.content], ['network', 'Hi {{name}}. Be {{mood}}.']);
    assert.equal((await cache.get('composed')).source, 'revalidated');
    const v2 = await pk.versions.create(piece.prompt_id, {
      content: 'Be {{mood}}, always.',
      is_primary: true,
    });
    const changed = await cache.get('composed');
    assert.deepEqual([changed.source, changed.content], ['network', 'Hi {{name}}. Be {{mood}}, always.']);
    const text = (await cache.render('composed', { name: 'Ada', mood: 'kind' })).text;
    assert.equal(text, 'Hi Ada. Be kind, always.');
    assert.equal(
      text,
      (await pk.render(host.prompt_id, { variables: { name: 'Ada', mood: 'kind' } })).content,
    );
    const stored = await pk.promptCache({ resolve: false }).get('composed');
    assert.equal(stored.content, 'Hi {{name}}. {{> tone}}');
    assert.equal(
      (await pk.labels.getVersion('composed', 'primary', { resolve: true })).content,
      changed.content,
    );

    assert.deepEqual(await pk.prompts.dependencies(host.prompt_id), [
      {
        include: '{{> tone}}',
        name: 'tone',
        ref: null,
        prompt_id: piece.prompt_id,
        version_id: v2.version_id,
      },
    ]);
    assert.deepEqual(
      (await pk.prompts.dependents(piece.prompt_id)).map((d) => [d.prompt_id, d.is_primary, d.include]),
      [[host.prompt_id, true, '{{> tone}}']],
    );
  });

  test('export a workspace and import it elsewhere, twice: the second import creates nothing', async () => {
    const source = t.client(await t.app.account());
    await greeting(source, 'exported');
    await source.contexts.createText({ name: 'Style', content: 'Be brief.' });
    const document = await source.workspace.export();
    const target = t.client(await t.app.account());
    await target.workspace.import(document);
    const names = async () =>
      (await target.prompts.list({ expand: 'versions' }).all()).map((p) => [p.name, p.versions.length]);
    assert.deepEqual(await names(), [['exported', 2]]);
    const again = await target.workspace.import(document);
    assert.deepEqual(await names(), [['exported', 2]]);
    assert.equal((await target.contexts.list().all()).length, 1);
    assert.ok(again);
  });
});
