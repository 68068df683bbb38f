import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { type FakeLlmServer, startFakeLlmServer } from '../../../test/support/fake-llm-server.js';
import { ConfigError, parseConfig } from '../../config.js';
import { classifyAddress } from './address-ranges.js';
import {
  checkProviderUrl,
  createEgressFetch,
  EgressRefusedError,
  egressRefusal,
  type Resolve,
} from './provider-egress.js';

const OFF = { allowPrivate: false };
const ON = { allowPrivate: true };

describe('checkProviderUrl (create/PATCH time)', () => {
  test('literal non-public addresses in any notation are refused', () => {
    for (const url of [
      'http://127.0.0.1:11434/v1',
      'http://0x7f000001/v1',
      'http://2130706433/v1',
      'http://0177.0.0.1/v1',
      'http://127.1/v1',
      'http://[::1]:8080/v1',
      'http://[::ffff:127.0.0.1]/v1',
      'http://[::ffff:7f00:1]/v1',
      'http://10.1.2.3/v1',
      'http://172.16.0.1/v1',
      'http://192.168.1.10/v1',
      'http://100.64.0.1/v1',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://0.0.0.0:8000/',
      'http://224.0.0.1/',
    ]) {
      assert.match(String(checkProviderUrl(url, OFF)), /not a public address/, url);
    }
  });

  test('metadata names, localhost, userinfo and other schemes are refused', () => {
    assert.match(String(checkProviderUrl('http://metadata.google.internal/v1', ON)), /not a public host/);
    assert.match(String(checkProviderUrl('http://localhost:11434/v1', OFF)), /not a public host/);
    assert.match(String(checkProviderUrl('http://api.localhost/v1', OFF)), /not a public host/);
    assert.match(String(checkProviderUrl('https://user:pw@api.example.com/v1', ON)), /credentials/);
    assert.match(String(checkProviderUrl('ftp://api.example.com/', ON)), /http or https/);
    assert.match(String(checkProviderUrl('file:///etc/passwd', ON)), /http or https/);
  });

  test('public hosts pass; the operator setting opens private and loopback, never metadata', () => {
    assert.equal(checkProviderUrl('https://api.openai.com/v1', OFF), null);
    assert.equal(checkProviderUrl('https://8.8.8.8/v1', OFF), null);
    assert.equal(checkProviderUrl('http://localhost:11434/v1', ON), null);
    assert.equal(checkProviderUrl('http://10.0.0.5:8000/v1', ON), null);
    assert.equal(checkProviderUrl('http://[::1]:8000/v1', ON), null);
    assert.match(String(checkProviderUrl('http://169.254.169.254/', ON)), /not a public address/);
    assert.match(String(checkProviderUrl('http://[::ffff:10.0.0.1]/', ON)), /not a public address/);
  });

  test('address classes', () => {
    assert.equal(classifyAddress('2606:4700::1111'), 'public');
    assert.equal(classifyAddress('198.51.100.7'), 'forbidden');
    assert.equal(classifyAddress('64:ff9b::a00:1'), 'forbidden');
    assert.equal(classifyAddress('2002:7f00:1::'), 'forbidden');
  });
});

describe('createEgressFetch (connect time)', () => {
  let fake: FakeLlmServer;
  before(async () => {
    fake = await startFakeLlmServer();
  });
  after(() => fake.close());
  beforeEach(() => fake.reset());
  const port = () => new URL(fake.url).port;
  // A name that resolves to loopback, as a rebinding DNS server would answer on the second lookup.
  const rebinding: Resolve = (hostname, callback) =>
    hostname === 'rebind.test'
      ? callback(null, [{ address: '127.0.0.1', family: 4 }])
      : callback(new Error('unknown'), []);
  const post = (f: typeof fetch, url: string) =>
    f(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

  test('a literal private address is refused before connecting', async () => {
    await assert.rejects(post(createEgressFetch(OFF), `${fake.url}/v1/chat/completions`), (e) => {
      assert.ok(egressRefusal(e) instanceof EgressRefusedError);
      return true;
    });
    assert.equal(fake.requests.length, 0);
  });

  test('a name resolving to loopback is refused on the resolved address (DNS rebinding), and localhost too', async () => {
    await assert.rejects(
      post(createEgressFetch(OFF, rebinding), `http://rebind.test:${port()}/v1/chat/completions`),
      (e) => Boolean(egressRefusal(e)),
    );
    await assert.rejects(
      post(createEgressFetch(OFF), `http://localhost:${port()}/v1/chat/completions`),
      (e) => Boolean(egressRefusal(e)),
    );
    assert.equal(fake.requests.length, 0);
    // Allowed by the operator: the connection goes to the address the resolver gave.
    fake.reply({ json: { ok: true } });
    const res = await post(
      createEgressFetch(ON, rebinding),
      `http://rebind.test:${port()}/v1/chat/completions`,
    );
    assert.equal(res.status, 200);
    assert.equal(fake.requests.length, 1);
  });

  test('redirects are not followed, even to an allowed address', async () => {
    fake.reply({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    const res = await post(createEgressFetch(ON), `${fake.url}/v1/chat/completions`);
    assert.equal(res.status, 302);
    assert.equal(fake.requests.length, 1);
  });
});

test('the operator setting: off by default, true/false from the flag or the environment', () => {
  assert.equal(parseConfig({}, {}).allowPrivateProviderUrls, false);
  assert.equal(
    parseConfig({}, { PROMPTKEEP_ALLOW_PRIVATE_PROVIDER_URLS: 'true' }).allowPrivateProviderUrls,
    true,
  );
  assert.equal(
    parseConfig(
      { 'allow-private-provider-urls': 'false' },
      { PROMPTKEEP_ALLOW_PRIVATE_PROVIDER_URLS: 'true' },
    ).allowPrivateProviderUrls,
    false,
  );
  assert.throws(() => parseConfig({}, { PROMPTKEEP_ALLOW_PRIVATE_PROVIDER_URLS: 'yes' }), ConfigError);
});
