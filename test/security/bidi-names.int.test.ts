import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectError, testAppPerFile } from '../support/test-app.js';

// Issue 20 item 7: names holding bidirectional controls were stored as given, so a file named
// `invoice\u202Efdp.exe` showed as `invoiceexe.pdf`. Every name (of a resource, a version, a file)
// refuses them with a 400 naming the field; other text (content, descriptions) keeps them, and
// right-to-left names without controls are taken as they are.
const t = testAppPerFile();
const RLO = '\u202E';
const file = (filename: string) => ({
  filename,
  media_type: 'text/plain',
  data: Buffer.from('Notes.').toString('base64'),
});
const message = (field: string, code: string, at: number) =>
  `${field}: must not contain bidirectional control characters (U+${code} at position ${at}).`;

describe('bidirectional controls in names', () => {
  test('every control of the set, in every kind of name, is a 400 naming the field; nothing is stored', async () => {
    const a = await t.account();
    const call = (method: 'POST' | 'PATCH', url: string, body: unknown) => t.call(a, method, url, body);
    const made = async (url: string, body: unknown) => {
      const res = await call('POST', url, body);
      assert.equal(res.statusCode, 201, `${url}: ${res.body}`);
      return res.json();
    };
    for (const [char, code] of [
      ['\u202A', '202A'],
      ['\u202E', '202E'],
      ['\u2066', '2066'],
      ['\u2069', '2069'],
      ['\u200E', '200E'],
      ['\u200F', '200F'],
      ['\u061C', '061C'],
    ] as const) {
      expectError(
        await call('POST', '/v1/prompts', { name: `ab${char}c`, content: 'x' }),
        400,
        message('body.name', code, 3),
      );
    }
    const evil = `invoice${RLO}fdp.exe`;
    const refused = message('body.name', '202E', 8);
    const prompt = await made('/v1/prompts', { name: 'Plain', content: 'Hello' });
    const cases: [string, 'POST' | 'PATCH', string, unknown][] = [
      ['body.version_name', 'POST', '/v1/prompts', { name: 'p', version_name: evil, content: 'x' }],
      ['body.name', 'PATCH', `/v1/prompts/${prompt.prompt_id}`, { name: evil }],
      ['body.name', 'POST', `/v1/prompts/${prompt.prompt_id}/versions`, { name: evil, content: 'y' }],
      ['body.name', 'POST', '/v1/contexts/text', { name: evil, content: 'x' }],
      ['body.filename', 'POST', '/v1/contexts/file', { name: 'f', ...file(evil) }],
      ['body.filename', 'POST', '/v1/context/items/file', { name: 'f', ...file(evil) }],
      ['body.name', 'POST', '/v1/prompts/scoring/criteria', { name: evil, criterion_set: [] }],
      ['body.name', 'POST', '/v1/projects', { name: evil }],
      ['body.name', 'POST', '/v1/account/workspaces', { name: evil }],
      ['body.name', 'POST', '/v1/account/keys', { name: evil, scope: 'read' }],
      ['body.name', 'POST', '/v1/account/clients', { name: evil }],
      ['body.name', 'PATCH', '/v1/account', { name: evil }],
      [
        'body.name',
        'POST',
        '/v1/account/providers',
        { kind: 'openai_compatible', name: evil, base_url: 'https://llm.example.com/v1', api_key: 'sk-x' },
      ],
    ];
    for (const [field, method, url, body] of cases) {
      expectError(await call(method, url, body), 400, message(field, '202E', 8));
    }
    const ctx = await made('/v1/contexts/file', { name: 'Notes', ...file('notes.txt') });
    const versionUrl = `/v1/contexts/${ctx.context_id}/versions/${ctx.versions[0].version_id}/file`;
    expectError(
      await call('PATCH', versionUrl, { filename: evil }),
      400,
      message('body.filename', '202E', 8),
    );
    expectError(await call('PATCH', versionUrl, { name: evil }), 400, refused);
    const text = await made('/v1/contexts/text', { name: 'T', content: 'x' });
    expectError(
      await call('POST', '/v1/context/packs', { name: evil, items: [{ context_id: text.context_id }] }),
      400,
      refused,
    );
    const provider = await made('/v1/account/providers', {
      kind: 'openai_compatible',
      name: 'LLM',
      base_url: 'https://llm.example.com/v1',
      api_key: 'sk-x',
    });
    expectError(
      await call('POST', `/v1/account/providers/${provider.provider_id}/models`, { name: evil }),
      400,
      refused,
    );
    expectError(
      await call('PATCH', `/v1/account/providers/${provider.provider_id}`, { name: evil }),
      400,
      refused,
    );
    const doc = {
      format: 'promptkeep.workspace',
      format_version: 1,
      exported_at: new Date().toISOString(),
      prompts: [
        {
          name: evil,
          use_case: null,
          versions: [{ name: null, content: 'x', is_primary: true, labels: [] }],
        },
      ],
      scoring_criteria: [],
      contexts: [],
      context_packs: [],
    };
    expectError(
      await call('POST', '/v1/workspace/import', doc),
      400,
      /bidirectional control characters \(U\+202E/,
    );

    // Nothing of it was stored: the prompt list holds the one plain prompt.
    const list = (await t.call(a, 'GET', '/v1/prompts')).json() as { data?: { name: string }[] };
    const names = JSON.stringify(list);
    assert.ok(!names.includes(RLO), 'a name with U+202E was stored');
  });

  test('right-to-left names without controls, and controls in content, are kept', async () => {
    const a = await t.account();
    const name = 'הנחיה עברית';
    const content = `\u200Fمرحبا ${RLO}text`;
    const res = await t.call(a, 'POST', '/v1/prompts', { name, content });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().name, name);
    assert.equal(res.json().versions[0].content, content);
  });
});
