import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Project } from '../../src/modules/prompts/projects.schemas.js';
import { Prompt, Version } from '../../src/modules/prompts/prompts.schemas.js';
import { twoInstancesOnOwnConnections } from '../support/instances.js';
import { ADMIN_KEY, createTestApp, parseAs } from '../support/test-app.js';

// Issue 29: every write that changes what a prompt read answers, made on instance B, is what A
// answers right after B's answer — each write route in turn, A's answers kept (read twice) before
// it. On PostgreSQL A knows its kept revisions current from LISTEN/NOTIFY alone (migration 0065's
// trigger on `prompts`, src/db/pg-change-stamp.ts), so a write path that did not notify would show
// here as a stale answer; on SQLite from the file's change stamp. prompt-delivery-cache.int.test.ts
// covers version create, primary switch, label move and removal, rename and delete.
const { a, b, shared } = twoInstancesOnOwnConnections((db) => createTestApp({ sharedDb: db }));

describe('every delivery-affecting write on B is what A answers next', () => {
  test('version edits and deletes, chat versions, prompt patches, project moves and deletes', async () => {
    const who = await a.account();
    const p = parseAs(Prompt, await b.call(who, 'POST', '/v1/prompts', { name: 'writes', content: 'one' }));
    const first = p.versions[0]!.version_id;
    const made = await b.call(who, 'POST', `/v1/prompts/${p.prompt_id}/versions`, { content: 'two' });
    const second = parseAs(Version, made).version_id;
    const put = await b.call(who, 'PUT', `/v1/prompts/${p.prompt_id}/labels/production`, {
      version_id: second,
    });
    assert.equal(put.statusCode, 200, put.body);
    const project = parseAs(Project, await b.call(who, 'POST', '/v1/projects', { name: 'Team' }));
    const urls = [
      `/v1/prompts/${p.prompt_id}`,
      `/v1/prompts/${p.prompt_id}?expand=versions`,
      '/v1/prompts-by-name/writes',
      `/v1/prompts/${p.prompt_id}/labels/production`,
      `/v1/prompts/${p.prompt_id}/labels/primary`,
    ];
    // A's reads of the prompt tables (its background work, the webhook worker's claims and the usage
    // flushes, queries other tables whenever it likes).
    const dbQueries = { n: 0 };
    const stop = shared.db.observeQueries((event) => {
      if (/"prompt(s|_versions|_labels)"/.test(event.query.sql)) dbQueries.n++;
    });

    const writes: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      [
        'primary content edited',
        () =>
          b.call(who, 'PATCH', `/v1/prompts/${p.prompt_id}/versions/${first}`, { content: 'one, edited' }),
      ],
      [
        'labelled version edited',
        () =>
          b.call(who, 'PATCH', `/v1/prompts/${p.prompt_id}/versions/${second}`, { content: 'two, edited' }),
      ],
      [
        'chat version added',
        () =>
          b.call(who, 'POST', `/v1/prompts/${p.prompt_id}/versions/chat`, {
            messages: [{ role: 'user', content: 'hi' }],
          }),
      ],
      ['use case patched', () => b.call(who, 'PATCH', `/v1/prompts/${p.prompt_id}`, { use_case: 'support' })],
      [
        'moved into a project',
        () => b.call(who, 'PATCH', `/v1/prompts/${p.prompt_id}`, { project_id: project.project_id }),
      ],
      [
        'its project deleted (move_prompts=true)',
        () => b.call(who, 'DELETE', `/v1/projects/${project.project_id}?move_prompts=true`),
      ],
      [
        'a version deleted',
        async () => {
          const list = parseAs(
            Prompt,
            await b.call(who, 'GET', `/v1/prompts/${p.prompt_id}?expand=versions`),
          );
          const chat = list.versions.find((v) => v.version_id !== first && v.version_id !== second);
          return b.call(who, 'DELETE', `/v1/prompts/${p.prompt_id}/versions/${chat?.version_id}`);
        },
      ],
    ];
    for (const [what, write] of writes) {
      const before = [];
      for (const url of urls) {
        await a.call(who, 'GET', url);
        const kept = await a.call(who, 'GET', url);
        assert.equal(kept.statusCode, 200, `${what}: ${url}: ${kept.body}`);
        before.push(kept.headers.etag);
      }
      // Kept answers: A reads no prompt table for them (no revision probe: the stamp holds).
      dbQueries.n = 0;
      for (const url of urls) await a.call(who, 'GET', url);
      assert.equal(dbQueries.n, 0, `${what}: A read the prompt tables for kept answers`);

      const res = await write();
      assert.ok(res.statusCode < 300, `${what}: ${res.statusCode} ${res.body}`);
      let changed = 0;
      for (const [i, url] of urls.entries()) {
        const mine = await a.call(who, 'GET', url);
        const theirs = await b.call(who, 'GET', url);
        assert.equal(mine.headers.etag, theirs.headers.etag, `${what}: ${url}`);
        assert.deepEqual(mine.json(), theirs.json(), `${what}: ${url}`);
        if (mine.headers.etag !== before[i]) changed++;
      }
      assert.ok(changed > 0, `${what}: no read changed`);
    }
    stop();

    // PostgreSQL: A counted the notifications of B's writes (docs/operations.md); SQLite has none.
    const metrics = (await a.request({ url: '/metrics', key: ADMIN_KEY })).body;
    const received = /^promptkeep_db_change_events_total\{event="notification"\} (\d+)/m.exec(metrics);
    if (shared.file) assert.equal(received, null);
    else assert.ok(Number(received?.[1]) >= writes.length, metrics.slice(0, 200));
  });
});
