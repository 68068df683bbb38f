import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { REDACTED, redactUrl } from '../../src/http/log-redaction.js';
import { createTestApp } from '../support/test-app.js';

// Issue 9, hole 6: API keys sent in the query string (`api-key`, `api-client`) were written to the
// log with the request URL. Every logged URL (request lines, errors) is redacted.
describe('credentials in query strings never reach the log', () => {
  test('request logs and error logs of requests carrying api-key / api-client in the query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The app's own logger (built by buildApp from these options), at info level.
    const logged = await createTestApp({ logger: { level: 'info', stream } });
    try {
      const a = await logged.account();
      const secretKey = a.key;
      const secretClient = 'cli_secretclient123';
      const urls = [
        `/v1/account?api-key=${secretKey}`,
        `/v1/account?api-key=${secretKey}&api-client=${secretClient}`,
        `/v1/account?x=1&api%2Dkey=${secretKey}`,
        `/v1/no-such-route?api-key=${secretKey}`,
        `/v1/prompts/%zz?api-key=${secretKey}&workspace-id=${a.workspaceId}`,
        `/v1/account?api-key=pk_wrong_${secretKey}`,
        // Issue 20 item 7: forms that were logged in full.
        `/v1/account?api-key[]=${secretKey}`,
        `/v1/account?api-key[0]=${secretKey}&api-client[]=${secretClient}`,
        `/v1/prompts;api-key=${secretKey}`,
        `/v1/prompts;api-key=${secretKey}?workspace-id=${a.workspaceId}`,
        `/v1/account?api-key=${secretKey}&api-key=${secretKey}`,
        `/v1/account?a=1;api-key=${secretKey}`,
        `/v1/account?api%252Dkey=${secretKey}`,
        `/v1/account?%61pi-client=${secretClient}`,
        `/v1/account?api_key=${secretKey}`,
        `/v1/prompts/${secretKey}`,
      ];
      for (const url of urls) await logged.request({ url });
      await logged.request({
        method: 'POST',
        url: `/v1/prompts?api-key=${secretKey}&workspace-id=${a.workspaceId}`,
        headers: { 'content-type': 'application/json' },
        body: '{"broken json',
      });
      const text = lines.join('');
      assert.ok(lines.length >= urls.length, `expected request logs, got ${lines.length} lines`);
      assert.ok(text.includes(REDACTED), 'no redacted URL logged');
      assert.ok(!text.includes(secretKey.slice(3)), `the API key was logged:\n${text.slice(0, 2000)}`);
      assert.ok(!text.includes(secretClient), 'the API client id was logged');
    } finally {
      await logged.close();
    }
  });

  test('redactUrl: both names, encoded names, other parameters kept', () => {
    assert.equal(
      redactUrl('/v1/x?api-key=pk_a&workspace-id=wrk_1&api-client=cli_2'),
      `/v1/x?api-key=${REDACTED}&workspace-id=wrk_1&api-client=${REDACTED}`,
    );
    assert.equal(redactUrl('/v1/x?API%2Dkey=pk_a'), `/v1/x?API%2Dkey=${REDACTED}`);
    assert.equal(redactUrl("'/v1/x?api-key=pk_a' is bad"), `'/v1/x?api-key=${REDACTED}' is bad`);
    assert.equal(redactUrl('/v1/x?name=api-key'), '/v1/x?name=api-key');
    // Issue 20 item 7: every other form.
    assert.equal(redactUrl('/v1/x?api-key[]=s3cret'), `/v1/x?api-key[]=${REDACTED}`);
    assert.equal(redactUrl('/v1/x?api-key[a]=s3cret&b=1'), `/v1/x?api-key[a]=${REDACTED}&b=1`);
    assert.equal(redactUrl('/v1/x;api-key=s3cret'), `/v1/x;api-key=${REDACTED}`);
    assert.equal(redactUrl('/v1/x;api-key=s3cret/y?z=1'), `/v1/x;api-key=${REDACTED}`);
    assert.equal(redactUrl('/v1/x?api-key=a;b&c=1'), `/v1/x?api-key=${REDACTED}&c=1`);
    assert.equal(redactUrl('/v1/x?a=1;api-client=s3cret'), `/v1/x?a=1;api-client=${REDACTED}`);
    assert.equal(
      redactUrl('/v1/x?api-key=one&api-key=two&API-KEY=three'),
      `/v1/x?api-key=${REDACTED}&api-key=${REDACTED}&API-KEY=${REDACTED}`,
    );
    assert.equal(redactUrl('/v1/x?api%252Dkey=s3cret'), `/v1/x?api%252Dkey=${REDACTED}`);
    assert.equal(
      redactUrl('/v1/x?x-api-key=s3cret&apiKey=s4'),
      `/v1/x?x-api-key=${REDACTED}&apiKey=${REDACTED}`,
    );
    assert.equal(redactUrl('/v1/x?api=1&key=2&keys=3'), '/v1/x?api=1&key=2&keys=3');
    const key = `pk_${'A'.repeat(43)}`;
    assert.equal(redactUrl(`/v1/prompts/${key}`), `/v1/prompts/${REDACTED}`);
    assert.equal(redactUrl(`/v1/x?q=${key}`), `/v1/x?q=${REDACTED}`);
    assert.equal(redactUrl('/v1/prompts/prm_01'), '/v1/prompts/prm_01');
  });
});
