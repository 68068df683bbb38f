import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createLiveApp, type LiveApp } from '../../../test/support/live-server.js';
import { etagOf, Promptkeep, PromptkeepConnectionError } from '../src/index.js';
import { failure } from './assertions.js';

// Issue 30 §8: against the service's self-signed certificate, the `ca` option (PEM text or a file)
// is all a Node application needs; without it the failure says so.
let live: LiveApp;
before(async () => {
  live = await createLiveApp();
});
after(() => live?.close());

describe('the ca option', () => {
  test('PEM text or a file path: calls, 201, 204 and 304 answers go through', async () => {
    const a = await live.account();
    const dir = mkdtempSync(join(tmpdir(), 'pk-ca-'));
    const file = join(dir, 'cert.pem');
    writeFileSync(file, live.ca);
    for (const ca of [live.ca, file, new TextEncoder().encode(live.ca)]) {
      const pk = new Promptkeep({
        baseUrl: `https://localhost:${live.port}`,
        apiKey: a.key,
        workspaceId: a.workspaceId,
        ca,
        retries: 0,
      });
      const [count] = await pk.tokens.count({ input: 'Hello, world!', models: ['gpt-4o'] });
      assert.ok((count?.token_count ?? 0) > 0);
      const prompt = await pk.prompts.create({ name: `ca-${typeof ca}`, content: 'Hi {{name}}' });
      const again = await pk.request('GET', `/v1/prompts/${prompt.prompt_id}`, {
        ifNoneMatch: etagOf(prompt) ?? '',
      });
      assert.equal(again.status, 304);
      // An API error comes back as the typed error, with the API's message.
      const missing = await failure(pk.prompts.get('prm_00000000000000000000000000'));
      assert.equal(missing.status, 404);
      await pk.prompts.delete(prompt.prompt_id);
    }
  });

  test('without it, the self-signed certificate is refused; ca and fetch together are a mistake', async () => {
    const a = await live.account();
    const pk = new Promptkeep({ baseUrl: `https://localhost:${live.port}`, apiKey: a.key, retries: 0 });
    const error = await pk.tokens.count({ input: 'x', models: ['gpt-4o'] }).then(
      () => assert.fail('expected a connection error'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof PromptkeepConnectionError, String(error));
    assert.match(error.message, /self[- ]signed certificate/);
    assert.throws(
      () => new Promptkeep({ baseUrl: 'https://x', apiKey: 'k', ca: live.ca, fetch: globalThis.fetch }),
      /either ca or fetch/,
    );
  });
});
