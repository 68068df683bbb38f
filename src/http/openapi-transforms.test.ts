import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { hoistTitled } from './openapi-document.js';
import { openApiRouteTransform } from './openapi-route-transform.js';

const route = (method: string, url: string, config: object) =>
  ({ method, url, config }) as unknown as RouteOptions;

describe('openApiRouteTransform', () => {
  test("a route's own schema.operationId wins over the table; the table fills the others", () => {
    const own = openApiRouteTransform({
      schema: { operationId: 'getPromptByLabel', response: {} },
      url: '/v1/prompts/:promptId/labels/:label',
      route: route('GET', '/v1/prompts/:promptId/labels/:label', { auth: 'workspace' }),
    });
    assert.equal(own.schema.operationId, 'getPromptByLabel');
    const fromTable = openApiRouteTransform({
      schema: { operationId: undefined, response: {} },
      url: '/v1/prompts/:promptId',
      route: route('GET', '/v1/prompts/:promptId', { auth: 'workspace' }),
    });
    assert.equal(fromTable.schema.operationId, 'getPrompt');
    const unknown = openApiRouteTransform({
      schema: { response: {} },
      url: '/v1/nowhere',
      route: route('GET', '/v1/nowhere', { auth: 'account' }),
    });
    assert.equal(unknown.schema.operationId, undefined, 'no made-up id: the document test names the route');
  });

  test('auth and limits become security, parameters and response headers; the route schema is untouched', () => {
    const response = { 200: Type.Object({ a: Type.String() }) };
    const schema = { response };
    const { schema: out } = openApiRouteTransform({
      schema,
      url: '/v1/prompts',
      route: route('GET', '/v1/prompts', { auth: 'workspace', limits: 'prompts' }),
    });
    assert.deepEqual(out.security, [{ apiKey: [] }]);
    assert.deepEqual(Object.keys(out.headers.properties), ['X-Api-Client', 'X-Workspace-Id']);
    assert.ok(out.response['200'].headers['X-Tokens-Remaining']);
    assert.ok(out.response['401'], 'every keyed route can answer 401');
    assert.equal('headers' in response[200], false);
    assert.deepEqual(Object.keys(schema), ['response']);
  });
});

describe('hoistTitled', () => {
  test('titled schemas become one component each, referred to by $ref (a description may differ)', () => {
    const Inner = Type.Object({ n: Type.Integer() }, { title: 'Inner' });
    const components: Record<string, unknown> = {};
    const out = hoistTitled(
      Type.Object({ one: Inner, two: { ...Inner, description: 'the second' }, list: Type.Array(Inner) }),
      components,
    );
    assert.deepEqual(Object.keys(components), ['Inner']);
    assert.deepEqual(out.properties.one, { $ref: '#/components/schemas/Inner' });
    assert.deepEqual(out.properties.two, { $ref: '#/components/schemas/Inner', description: 'the second' });
    assert.deepEqual(out.properties.list.items, { $ref: '#/components/schemas/Inner' });
  });

  test('two different shapes under one title are refused', () => {
    const components = {};
    hoistTitled(Type.Object({ a: Type.String() }, { title: 'Thing' }), components);
    assert.throws(
      () => hoistTitled(Type.Object({ b: Type.String() }, { title: 'Thing' }), components),
      /Thing/,
    );
  });
});
