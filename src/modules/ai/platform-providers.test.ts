import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError } from '../../config.js';
import { createPlatformCatalog, loadPlatformProviders, platformModelId } from './platform-providers.js';

const OPENAI = {
  kind: 'openai',
  name: 'OpenAI',
  api_key: 'sk-x',
  models: ['gpt-4o-mini', { name: 'gpt-4o', display_name: 'GPT-4o' }],
};

describe('loadPlatformProviders', () => {
  test('absent → no providers; inline JSON and a file give the same entries', () => {
    assert.deepEqual(loadPlatformProviders(null), []);
    const inline = loadPlatformProviders(JSON.stringify([OPENAI]));
    const dir = mkdtempSync(join(tmpdir(), 'pk-platform-'));
    const file = join(dir, 'providers.json');
    writeFileSync(file, JSON.stringify([OPENAI]));
    assert.deepEqual(loadPlatformProviders(file), inline);
    assert.equal(inline[0]?.name, 'OpenAI');
  });

  test('errors name the setting and the problem', () => {
    const bad = (value: unknown, pattern: RegExp) =>
      assert.throws(
        () => loadPlatformProviders(typeof value === 'string' ? value : JSON.stringify(value)),
        (e: Error) =>
          e instanceof ConfigError && e.message.includes('--platform-providers') && pattern.test(e.message),
      );
    bad('/nonexistent/providers.json', /Cannot read/);
    bad('[{', /not valid JSON/);
    bad([{ ...OPENAI, kind: 'nope' }], /\[0\]\.kind/);
    bad([{ ...OPENAI, models: [] }], /\[0\]\.models/);
    bad([{ ...OPENAI, extra: 1 }], /\[0\]/);
    bad([{ kind: 'openai', name: 'X', models: ['m'] }], /needs api_key/);
    bad([{ kind: 'openai_compatible', name: 'X', models: ['m'] }], /needs base_url/);
    bad([{ ...OPENAI, resource_name: 'r' }], /resource_name is not used by kind 'openai'/);
    bad([OPENAI, OPENAI], /used twice/);
    bad([{ ...OPENAI, models: ['a', 'a'] }], /listed twice/);
    bad(
      [{ kind: 'vertex', name: 'V', project: 'p', service_account_json: '{"x":1}', models: ['m'] }],
      /service-account/,
    );
    // The operator's documents follow the same rules as the accounts' (service-account-key.ts).
    const externalAccount = { type: 'external_account', credential_source: { file: '/proc/self/environ' } };
    bad(
      [{ kind: 'vertex', name: 'V', project: 'p', service_account_json: externalAccount, models: ['m'] }],
      /\[0\]\.service_account_json\.type must be 'service_account'/,
    );
  });
});

describe('createPlatformCatalog', () => {
  test('ids are aim_ + a stable hash of provider and model names', () => {
    const catalog = createPlatformCatalog(loadPlatformProviders(JSON.stringify([OPENAI])));
    assert.equal(catalog.models.length, 2);
    const [mini, full] = catalog.models;
    assert.match(mini!.model_id, /^aim_[0-9a-f]{26}$/);
    assert.equal(mini!.model_id, platformModelId('OpenAI', 'gpt-4o-mini'));
    assert.notEqual(mini!.model_id, full!.model_id);
    assert.equal(mini!.display_name, 'OpenAI: gpt-4o-mini');
    assert.equal(full!.display_name, 'GPT-4o');
    assert.equal(catalog.get(full!.model_id)?.provider.secrets.api_key, 'sk-x');
    // The same configuration after a restart gives the same ids.
    const again = createPlatformCatalog(loadPlatformProviders(JSON.stringify([OPENAI])));
    assert.deepEqual(
      again.models.map((m) => m.model_id),
      catalog.models.map((m) => m.model_id),
    );
  });
});
