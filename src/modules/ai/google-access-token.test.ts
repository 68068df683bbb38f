import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ConnectionRecorder } from '../../../test/support/connection-recorder.js';
import {
  type FakeGoogleTokenServer,
  makeServiceAccountKey,
  startKeyEndpoints,
} from '../../../test/support/fake-google-token-server.js';
import { createGoogleTokenSource, GoogleTokenError } from './google-access-token.js';
import { createEgressFetch, PLATFORM_EGRESS } from './provider-egress.js';
import { parseServiceAccountKey } from './service-account-key.js';

const KEY = makeServiceAccountKey();
const key = () => {
  const parsed = parseServiceAccountKey(JSON.stringify(KEY));
  assert.ok('key' in parsed);
  return parsed.key;
};
const fetch = createEgressFetch(PLATFORM_EGRESS);
let google: FakeGoogleTokenServer;
let recorder: ConnectionRecorder;
before(async () => {
  ({ google, recorder } = await startKeyEndpoints(KEY));
});
after(() => Promise.all([google.close(), recorder.close()]));

describe('createGoogleTokenSource', () => {
  test('one exchange for concurrent callers; the token is reused until 5 minutes before it expires', async () => {
    // The fake, like Google, refuses assertions from the future: the clock starts 56 minutes back.
    const real = Date.now();
    let now = real - 56 * 60_000;
    const source = createGoogleTokenSource({ key: key(), fetch, tokenUrl: google.tokenUrl, now: () => now });
    const start = google.exchanges.length;
    const [a, b, c] = await Promise.all([source.token(), source.token(), source.token()]);
    assert.equal(google.exchanges.length, start + 1);
    assert.equal(a, google.exchanges.at(-1)?.issued);
    assert.equal(b, a);
    assert.equal(c, a);
    now = real - 62_000; // 1 s before the renewal point (expiry 3599 s after the exchange, less 5 minutes)
    assert.equal(await source.token(), a);
    assert.equal(google.exchanges.length, start + 1);
    now = real; // past it
    const renewed = await source.token();
    assert.equal(google.exchanges.length, start + 2);
    assert.notEqual(renewed, a);
  });

  const failing = async (status: number, redirectTo: string | null = null) => {
    recorder.reset();
    recorder.status = status;
    recorder.redirectTo = redirectTo;
    const source = createGoogleTokenSource({ key: key(), fetch, tokenUrl: `${recorder.url}/token` });
    const error = await source.token().then(
      () => assert.fail('a token was returned'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof GoogleTokenError, String(error));
    assert.ok(!error.message.includes(recorder.canary), 'upstream content in the message');
    return error;
  };

  test('refusals, redirects and errors: our words, never the upstream body', async () => {
    for (const status of [400, 401, 403]) {
      const e = await failing(status);
      assert.equal(e.failure, 'refused');
      assert.match(e.message, new RegExp(`refused the service account key \\(HTTP ${status}\\)`));
    }
    const redirect = await failing(302, `${recorder.url}/elsewhere`);
    assert.equal(redirect.failure, 'upstream');
    assert.match(redirect.message, /redirect \(HTTP 302\), which is not followed/);
    assert.equal(recorder.hits.length, 1, 'the redirect was followed');
    assert.match((await failing(500)).message, /answered HTTP 500$/);
  });

  test('a destination refused by the egress policy never connects', async () => {
    recorder.reset();
    const source = createGoogleTokenSource({
      key: key(),
      fetch: createEgressFetch({ allowPrivate: false }),
      tokenUrl: `http://localhost:${recorder.port}/token`,
    });
    const error = await source.token().catch((e: unknown) => e);
    assert.ok(error instanceof GoogleTokenError);
    assert.equal(error.failure, 'egress');
    assert.equal(recorder.connections, 0);
  });
});

describe('parseServiceAccountKey', () => {
  const problem = (doc: unknown) => {
    const parsed = parseServiceAccountKey(typeof doc === 'string' ? doc : JSON.stringify(doc));
    return 'problem' in parsed ? parsed.problem : null;
  };

  test('a key as Google writes it, and the minimal one, pass', () => {
    assert.equal(problem(KEY), null);
    assert.equal(
      problem({ type: KEY.type, client_email: KEY.client_email, private_key: KEY.private_key }),
      null,
    );
  });

  test('the type is reported first, then unknown fields, then missing ones', () => {
    assert.match(
      String(problem({ type: 'external_account', credential_source: { file: '/etc/passwd' } })),
      /^\.type /,
    );
    assert.match(String(problem({ ...KEY, credential_source: {} })), /^\.credential_source is not a field/);
    assert.match(String(problem({ credential_source: {} })), /^\.credential_source is not a field/);
    assert.match(
      String(problem({ type: 'service_account', private_key: KEY.private_key })),
      /^\.client_email is required/,
    );
    assert.match(String(problem({ ...KEY, 'odd name\n': 'x' })), /^\["odd name\\n"\] is not a field/);
  });

  test('keys that are not RSA PEM of 2048 to 4096 bits are refused', () => {
    const pem = { privateKeyEncoding: { type: 'pkcs8', format: 'pem' } } as const;
    for (const private_key of [
      generateKeyPairSync('rsa', { modulusLength: 1024, ...pem }).privateKey,
      generateKeyPairSync('rsa', { modulusLength: 4160, ...pem }).privateKey,
      generateKeyPairSync('ec', { namedCurve: 'P-256', ...pem }).privateKey,
      'not a key',
      '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
      `${KEY.private_key.slice(0, 200)}`,
    ]) {
      assert.match(String(problem({ ...KEY, private_key })), /^\.private_key must be a PEM RSA private key/);
    }
  });

  test('size, JSON and shape', () => {
    assert.match(String(problem('{')), /^ is not valid JSON/);
    assert.match(String(problem('null')), /^ must be a JSON object/);
    assert.match(String(problem({ ...KEY, project_id: 'x'.repeat(20_000) })), /^ is too large/);
    assert.match(String(problem({ ...KEY, client_id: 7 })), /^\.client_id must be a string/);
  });
});
