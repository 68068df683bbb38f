import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { etagOf, PromptkeepConnectionError, type PromptkeepError } from '../src/index.js';
import { failure } from './assertions.js';
import { liveSdkPerFile } from './live-client.js';

// The SDK against a live HTTPS server, on the database PROMPTKEEP_TEST_DB names: what an
// integrator does with it, end to end (the endpoints of prompt delivery: delivery.int.test.ts).
const t = liveSdkPerFile();

describe('SDK against a live server', () => {
  test('tokens: count and price, the catalog as an iterator', async () => {
    const pk = t.client(await t.app.account());
    const [count] = await pk.tokens.count({ input: 'Hello, world!', models: ['gpt-4o'] });
    assert.equal(count?.model, 'gpt-4o');
    assert.ok((count?.token_count ?? 0) > 0);
    const models = await pk.tokens.models({ author: 'OpenAI', limit: 5 }).all();
    assert.ok(models.length > 5, 'more than one page');
    assert.ok(models.every((m) => m.author === 'OpenAI'));
    const firstPage = await pk.tokens.models({ limit: 5 }).page();
    assert.equal(firstPage.items.length, 5);
    assert.match(firstPage.next ?? '', /^https:\/\/localhost:\d+\/v1\/tokens\/models\?.*after=/);
  });

  test('prompts and versions: create, get, update, set the primary, delete', async () => {
    const pk = t.client(await t.app.account());
    const prompt = await pk.prompts.create({
      name: 'greeting',
      content: 'Hello {{name}}',
      version_name: 'v1',
    });
    assert.match(prompt.prompt_id, /^prm_/);
    const v1 = prompt.versions[0]!;
    assert.deepEqual([v1.is_primary, v1.variables], [true, ['{{name}}']]);

    const v2 = await pk.versions.create(prompt.prompt_id, { name: 'v2', content: 'Hi {{name}}!' });
    assert.equal(v2.is_primary, false);
    const primary = await pk.versions.setPrimary(prompt.prompt_id, v2.version_id);
    assert.equal(primary.is_primary, true);
    const got = await pk.prompts.get(prompt.prompt_id, { expand: ['versions'] });
    assert.deepEqual(got.versions.map((v) => [v.name, v.is_primary]).sort(), [
      ['v1', false],
      ['v2', true],
    ]);

    const renamed = await pk.prompts.update(prompt.prompt_id, { name: 'welcome', use_case: 'greets' });
    assert.deepEqual([renamed.name, renamed.use_case], ['welcome', 'greets']);
    const listed = await pk.versions.list(prompt.prompt_id).all();
    assert.deepEqual(listed.map((v) => v.version_id).sort(), [v1.version_id, v2.version_id].sort());
    await pk.versions.delete(prompt.prompt_id, v1.version_id);
    await pk.prompts.delete(prompt.prompt_id);
    const gone = await failure(pk.prompts.get(prompt.prompt_id));
    assert.deepEqual([gone.status, gone.code], [404, 'not_found']);
  });

  test('projects: create, list, get with its prompts, the prompt filter, delete moving prompts out', async () => {
    const pk = t.client(await t.app.account());
    const support = await pk.projects.create({ name: 'Support', brief: 'Help desk' });
    assert.match(support.project_id, /^prj_/);
    await pk.projects.create({ name: 'alpha' });
    const greet = await pk.prompts.create({ name: 'greet', content: 'Hi', project_id: support.project_id });
    assert.equal(greet.project_id, support.project_id);
    await pk.prompts.create({ name: 'loose' });
    assert.deepEqual(
      (await pk.projects.list({ limit: 1 }).all()).map((p) => p.name),
      ['alpha', 'Support'],
    );
    const got = await pk.projects.get(support.project_id, { expand: 'prompts' });
    assert.deepEqual(
      got.prompts?.map((p) => p.name),
      ['greet'],
    );
    assert.deepEqual(
      (await pk.prompts.list({ projectId: 'none' }).all()).map((p) => p.name),
      ['loose'],
    );
    const renamed = await pk.projects.update(support.project_id, { name: 'Help' });
    assert.equal(renamed.name, 'Help');
    const refused = await failure(pk.projects.delete(support.project_id));
    assert.deepEqual([refused.status, refused.code], [409, 'conflict']);
    await pk.projects.delete(support.project_id, { movePrompts: true });
    assert.equal((await pk.prompts.get(greet.prompt_id)).project_id, null);
  });

  test('the paged list iterates across pages, in order, without repeats', async () => {
    const pk = t.client(await t.app.account());
    const names = ['e', 'a', 'd', 'c', 'b'];
    for (const name of names) await pk.prompts.create({ name });
    const pages = [];
    for await (const page of pk.prompts.list({ limit: 2 }).pages()) pages.push(page.items.map((p) => p.name));
    assert.deepEqual(pages, [['a', 'b'], ['c', 'd'], ['e']]);
    const all: string[] = [];
    for await (const prompt of pk.prompts.list({ limit: 2 })) all.push(prompt.name);
    assert.deepEqual(all, ['a', 'b', 'c', 'd', 'e']);
    assert.deepEqual((await pk.prompts.list({ name: 'c', limit: 1 }).all()).length, 1);
  });

  test('If-Match: an update with a stale ETag is a typed 412; the current one applies', async () => {
    const pk = t.client(await t.app.account());
    const prompt = await pk.prompts.create({ name: 'guarded', content: 'one' });
    const read = await pk.prompts.get(prompt.prompt_id);
    assert.match(etagOf(read) ?? '', /^"/);
    await pk.prompts.update(prompt.prompt_id, { use_case: 'first writer' }, { ifMatch: read });
    const stale = await failure(
      pk.prompts.update(prompt.prompt_id, { use_case: 'second' }, { ifMatch: read }),
    );
    assert.deepEqual([stale.status, stale.code], [412, 'precondition_failed']);
    assert.match(stale.message, /changed since it was read/);
    assert.ok(stale.traceId, 'the trace id of the refused request');
    const fresh = await pk.prompts.get(prompt.prompt_id);
    const updated = await pk.prompts.update(prompt.prompt_id, { use_case: 'second' }, { ifMatch: fresh });
    assert.equal(updated.use_case, 'second');

    const version = fresh.versions[0]!;
    const v = await pk.versions.get(prompt.prompt_id, version.version_id);
    await pk.versions.update(
      prompt.prompt_id,
      version.version_id,
      { content: 'two' },
      { ifMatch: etagOf(v)! },
    );
    const refused = await failure(pk.versions.delete(prompt.prompt_id, version.version_id, { ifMatch: v }));
    assert.equal(refused.status, 412);
  });

  test('typed errors: a 404, a 400 that names the field, a 401, no connection; the trace id', async () => {
    const a = await t.app.account();
    const pk = t.client(a);
    // The generic `request` reaches what no resource method covers.
    const missing = await failure(pk.request('GET', '/v1/prompts/prm_missing/versions/ver_missing'));
    assert.deepEqual([missing.status, missing.code], [404, 'not_found']);
    assert.equal(missing.traceId, missing.headers?.get('x-trace-id'));
    const invalid = await failure(pk.prompts.create({ name: '' }));
    assert.deepEqual([invalid.status, invalid.code], [400, 'bad_request']);
    assert.match(invalid.message, /body\.name/);
    assert.equal(invalid.traceId, invalid.body?.trace_id);
    const badKey = await failure(t.client(a, { apiKey: 'pk_not_a_key' }).prompts.list().all());
    assert.deepEqual([badKey.status, badKey.message], [401, 'Invalid API key.']);
    const offline = t.client(a, { baseUrl: 'https://127.0.0.1:1', retries: 0 });
    const refused = await failure(offline.tokens.count({ input: 'x', models: ['gpt-4o'] }));
    assert.ok(refused instanceof PromptkeepConnectionError);
    assert.deepEqual([refused.status, refused.code], [0, 'connection_failed']);
  });

  test('a 429 from the rate limit is waited out (Retry-After) and the call succeeds', async () => {
    const pk = t.client(await t.app.account({ rate_limit_per_second: 1 }), { retries: 5 });
    const counts = await Promise.all(
      [1, 2, 3].map(() => pk.tokens.count({ input: 'hi', models: ['gpt-4o'] })),
    );
    assert.equal(counts.length, 3);
    const noRetry = t.client(await t.app.account({ rate_limit_per_second: 1 }), { retries: 0 });
    const results = await Promise.allSettled(
      [1, 2].map(() => noRetry.tokens.count({ input: 'hi', models: ['gpt-4o'] })),
    );
    const limited = results.find((r) => r.status === 'rejected')?.reason as PromptkeepError;
    assert.deepEqual(
      [limited.status, limited.code, limited.message],
      [429, 'rate_limited', 'Rate limit exceeded.'],
    );
    assert.ok((limited.retryAfterMs ?? 0) >= 1000);
  });

  test('criteria, contexts (text and file) and an offline analysis', async () => {
    const pk = t.client(await t.app.account());
    const criteria = await pk.criteria.create({
      name: 'Tone',
      criterion_set: [
        { slug: 'tone', label: 'Tone', description: 'Polite', questions: 'Is it polite?', weight: 2 },
      ],
    });
    const added = await pk.criteria.addCriterion(criteria.criteria_id, {
      slug: 'length',
      label: 'Length',
      description: 'Short',
      questions: 'Is it short?',
      weight: 1,
    });
    const all = await pk.criteria.list().all();
    assert.deepEqual(
      all.map((c) => c.criteria_id),
      [criteria.criteria_id, 'sca_default'],
    );
    assert.equal((await pk.criteria.get(criteria.criteria_id)).criterion_set.length, 2);
    await pk.criteria.deleteCriterion(criteria.criteria_id, added.criterion_id);

    const text = await pk.contexts.createText({ name: 'Style guide', content: 'Be brief.' });
    const file = await pk.contexts.createFile({
      name: 'Notes',
      filename: 'notes.md',
      media_type: 'text/markdown',
      data: new TextEncoder().encode('# Notes\nShort answers.'),
    });
    const listed = await pk.contexts.list({ limit: 1 }).all();
    assert.deepEqual(
      listed.map((c) => c.name),
      ['Notes', 'Style guide'],
    );
    const version = file.versions[0]!;
    const bytes = await pk.contexts.content(file.context_id, version.version_id);
    assert.equal(new TextDecoder().decode(bytes), '# Notes\nShort answers.');
    const v2 = await pk.contexts.createTextVersion(text.context_id, {
      content: 'Be briefer.',
      is_primary: true,
    });
    assert.equal((await pk.contexts.get(text.context_id)).versions[0]?.version_id, v2.version_id);

    const prompt = await pk.prompts.create({
      name: 'analysed',
      content: 'You are a helpful assistant. Answer briefly.',
    });
    const risk = await pk.analyses.risk(prompt.prompt_id, prompt.versions[0]!.version_id);
    assert.ok(['low', 'medium', 'high'].includes(risk.summary.overall_risk_level));
    assert.deepEqual(
      await pk.analyses.latest('risk', prompt.prompt_id, prompt.versions[0]!.version_id),
      risk,
    );
  });
});
