import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { OPERATION_IDS } from '../../src/http/openapi-operation-ids.js';
import { testAppPerFile } from '../support/test-app.js';

// What client generators need from GET /v1/openapi.json (issue 13 §1): the lint and the generated
// clients themselves are openapi-lint.test.ts and openapi-clients.test.ts.

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI objects are open-ended JSON.
type Json = any;

const t = testAppPerFile();
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

async function documentOf(): Promise<Json> {
  const res = await t.request({ url: '/v1/openapi.json' });
  assert.equal(res.statusCode, 200);
  return res.json();
}

function operations(doc: Json): { label: string; op: Json }[] {
  return Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ label: `${m.toUpperCase()} ${path}`, op: item[m] })),
  );
}

describe('the OpenAPI document for client generators', () => {
  test('every operation has an operationId, none twice, and the table names only real routes', async () => {
    const ops = operations(await documentOf());
    assert.deepEqual(
      ops.filter(({ op }) => !/^[a-z][A-Za-z0-9]+$/.test(op.operationId ?? '')).map((o) => o.label),
      [],
      'operations without a camelCase operationId: add one to src/http/openapi-operation-ids.ts or the route schema',
    );
    const seen = new Map<string, string>();
    const twice = ops.flatMap(({ label, op }) => {
      const other = seen.get(op.operationId);
      seen.set(op.operationId, label);
      return other ? [`${op.operationId}: ${other} and ${label}`] : [];
    });
    assert.deepEqual(twice, []);
    const labels = new Set(ops.map((o) => o.label));
    assert.deepEqual(
      Object.keys(OPERATION_IDS).filter((key) => !labels.has(key)),
      [],
      'entries of OPERATION_IDS that name no route',
    );
    const byLabel = Object.fromEntries(ops.map((o) => [o.label, o.op.operationId]));
    assert.equal(byLabel['GET /v1/prompts'], 'listPrompts');
    assert.equal(byLabel['POST /v1/prompts/{promptId}/versions'], 'createVersion');
    assert.equal(byLabel['POST /v1/tokens/count'], 'countTokens');
  });

  test('the resources are named schemas, used by $ref', async () => {
    const doc = await documentOf();
    const names = Object.keys(doc.components.schemas);
    for (const name of [
      'Prompt',
      'Version',
      'Scoring',
      'Risk',
      'Balance',
      'Heatmap',
      'Criteria',
      'Criterion',
      'Context',
      'ContextVersion',
      'ContextPack',
      'ContextPackVersion',
      'Model',
      'CountResult',
      'TokenInfo',
      'ApiKey',
      'Workspace',
      'Account',
      'Error',
    ]) {
      assert.ok(names.includes(name), `components.schemas.${name}`);
    }
    const get = doc.paths['/v1/prompts/{promptId}'].get;
    assert.deepEqual(get.responses['200'].content['application/json'].schema, {
      $ref: '#/components/schemas/Prompt',
    });
    assert.deepEqual(get.responses['404'].content['application/json'].schema, {
      $ref: '#/components/schemas/Error',
    });
    assert.deepEqual(doc.components.schemas.Prompt.properties.versions.items, {
      $ref: '#/components/schemas/Version',
    });
  });

  test('auth as the spec has it: the key a scheme, client id and workspace parameters', async () => {
    const doc = await documentOf();
    // sessionCookie: a signed-in user's own sessions (issue 22); every key operation keeps apiKey.
    assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), [
      'adminKey',
      'apiKey',
      'sessionCookie',
    ]);
    const list = doc.paths['/v1/prompts'].get;
    assert.deepEqual(list.security, [{ apiKey: [] }]);
    const params = list.parameters.map((p: Json) => `${p.in}:${p.name}`);
    for (const p of ['query:api-key', 'header:X-Api-Client', 'query:api-client', 'header:X-Workspace-Id']) {
      assert.ok(params.includes(p), p);
    }
    assert.ok(params.includes('query:workspace-id'));
    const count = doc.paths['/v1/tokens/count'].post.parameters.map((p: Json) => p.name);
    assert.ok(count.includes('X-Api-Client') && !count.includes('X-Workspace-Id'));
    assert.deepEqual(doc.paths['/healthz'].get.security, []);
    assert.ok(doc.info.license?.name && doc.info.contact?.name);
  });

  test('expand is a list of its names; closed sets are enums', async () => {
    const doc = await documentOf();
    const expand = doc.paths['/v1/prompts/{promptId}'].get.parameters.find((p: Json) => p.name === 'expand');
    assert.deepEqual(expand.schema.items.enum, ['versions', 'scoring', 'risk', 'balance', 'heatmap']);
    assert.equal(expand.style, 'form');
    assert.equal(expand.explode, false);
    assert.deepEqual(doc.components.schemas.Scoring.properties.rating.enum, [
      'Poor',
      'Fair',
      'Good',
      'Excellent',
    ]);
  });

  test('every JSON body and 2xx/4xx response has an example; responses declare their headers', async () => {
    const doc = await documentOf();
    const missing: string[] = [];
    for (const { label, op } of operations(doc)) {
      for (const [type, media] of Object.entries<Json>(op.requestBody?.content ?? {})) {
        if (type.includes('json') && media.example === undefined) missing.push(`${label} body`);
      }
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        for (const [type, media] of Object.entries<Json>(response.content ?? {})) {
          if (type.includes('json') && media.example === undefined) missing.push(`${label} ${status}`);
        }
        if (!response.headers?.['X-Trace-Id']) missing.push(`${label} ${status} X-Trace-Id`);
      }
      if (op.security?.length && !op.responses['401']) missing.push(`${label}: no 401`);
      // redocly's operation-2xx-response is off for these two only (redocly.yaml): MCP wants a 405.
      const no2xx = label === 'GET /mcp' || label === 'DELETE /mcp';
      // The SSO sign-in's two steps answer a browser with a redirect (302), their success.
      if (!no2xx && !Object.keys(op.responses).some((s) => s.startsWith('2') || s === '302'))
        missing.push(`${label}: no 2xx`);
      if (op.security?.length && !op.responses['400'] && op.parameters?.length)
        missing.push(`${label}: no 400`);
    }
    assert.deepEqual(missing, []);
    const headersOf = (path: string, method: string, status: string) =>
      Object.keys(doc.paths[path][method].responses[status].headers ?? {});
    assert.ok(headersOf('/v1/prompts', 'get', '200').includes('Link'));
    assert.ok(headersOf('/v1/prompts', 'get', '200').includes('X-Tokens-Remaining'));
    assert.ok(headersOf('/v1/prompts/{promptId}', 'get', '200').includes('ETag'));
    assert.ok(headersOf('/v1/tokens/count', 'post', '200').includes('X-Rate-Limit-Remaining-Calls'));
    assert.ok(headersOf('/v1/tokens/count', 'post', '429').includes('Retry-After'));
    assert.ok(headersOf('/v1/tokens/models', 'get', '200').includes('X-Catalog-As-Of'));
    assert.equal(doc.paths['/v1/prompts'].post.responses['404'], undefined);
    assert.deepEqual(doc.paths['/v1/prompts'].post.responses['400'].content['application/json'].example, {
      status_code: 400,
      title: 'Bad Request',
      message: 'body.name: must NOT have fewer than 1 characters.',
      trace_id: 'req_01jf8zq4x6r9k2m5n7p3s0t1vw',
      event_id: null,
    });
  });

  test('it is served compressed, with an ETag; If-None-Match answers 304', async () => {
    const first = await t.request({ url: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['content-encoding'], 'gzip');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(JSON.parse(gunzipSync(first.rawPayload).toString('utf8')).openapi, '3.1.0');
    const again = await t.request({ url: '/v1/openapi.json', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    const weak = await t.request({ url: '/v1/openapi.json', headers: { 'if-none-match': `"x", W/${etag}` } });
    assert.equal(weak.statusCode, 304);
    const stale = await t.request({ url: '/v1/openapi.json', headers: { 'if-none-match': '"old"' } });
    assert.equal(stale.statusCode, 200);
  });
});
