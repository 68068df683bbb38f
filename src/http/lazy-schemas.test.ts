// The compiled-schema cache (AppSettings.schemaCacheDir): an app that finds a route's validator and
// serializer in the folder answers exactly as the app that compiled them, and compiles nothing.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Fastify from 'fastify';
import { lazySchemaCompilers } from './lazy-schemas.js';

const body = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 20 },
    at: { type: 'string', format: 'date-time' },
  },
};
// A union: fast-json-stringify checks its branches with Ajv (the validators kept inline).
const answer = {
  type: 'object',
  properties: {
    item: {
      anyOf: [
        {
          type: 'object',
          required: ['kind', 'n'],
          properties: { kind: { const: 'num' }, n: { type: 'integer' } },
        },
        {
          type: 'object',
          required: ['kind', 's'],
          properties: { kind: { const: 'str' }, s: { type: 'string' } },
        },
      ],
    },
  },
};

function appWith(dir?: string) {
  const app = Fastify({
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaController: { compilersFactory: lazySchemaCompilers(dir) },
  });
  app.post('/things', { schema: { body, response: { 200: answer } } }, async (request) => {
    const { name } = request.body as { name: string };
    return { item: name.length % 2 ? { kind: 'num', n: name.length, extra: 1 } : { kind: 'str', s: name } };
  });
  return app;
}

const requests = [
  { name: 'abc' },
  { name: 'abcd', at: '2026-11-28T06:00:00Z' },
  { name: '' },
  { name: 'x', at: 'yesterday' },
  { name: 'x', other: 1 },
  { nom: 'x' },
];

async function answers(dir?: string) {
  const app = appWith(dir);
  const out = [];
  for (const payload of requests) {
    const r = await app.inject({ method: 'POST', url: '/things', payload });
    out.push({ status: r.statusCode, body: r.body });
  }
  await app.close();
  return out;
}

describe('compiled schemas kept in a folder (AppSettings.schemaCacheDir)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pk-schema-cache-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('the second app loads the validator and serializer the first one wrote, and answers the same', async () => {
    const first = await answers(dir);
    const kept = readdirSync(dir).sort();
    assert.equal(kept.length, 2, kept.join(', ')); // the body's validator, the 200's serializer
    assert.deepEqual(
      first.map((a) => a.status),
      [200, 200, 400, 400, 400, 400],
    );
    assert.deepEqual(JSON.parse(first[0]!.body), { item: { kind: 'num', n: 3 } });
    assert.deepEqual(JSON.parse(first[1]!.body), { item: { kind: 'str', s: 'abcd' } });
    // Compiled in the process, without a folder: the same answers.
    assert.deepEqual(await answers(), first);
    // The files are what the second app runs: marked, they are loaded and nothing new is written.
    for (const f of kept)
      writeFileSync(
        join(dir, f),
        `globalThis.__pkLoaded = (globalThis.__pkLoaded ?? 0) + 1;\n${readFileSync(join(dir, f), 'utf8')}`,
      );
    const second = await answers(dir);
    assert.deepEqual(second, first);
    assert.equal((globalThis as { __pkLoaded?: number }).__pkLoaded, 2);
    assert.deepEqual(readdirSync(dir).sort(), kept);
  });
});
