import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ApiPath, BodyOf, Diff, Label, MethodOf, ResponseOf } from '../src/index.js';

// The SDK's types come from the OpenAPI document, with no hand-written fallback: a path or a method
// the document lacks must not compile. `npm run typecheck` compiles the checks below: each
// expected error fails the typecheck if the line it guards ever compiles again.

// @ts-expect-error: a path the document does not have is not an ApiPath.
type _Renamed = ResponseOf<'/v1/prompts/{promptId}/no-such-path', 'get'>;
// @ts-expect-error: nor is a method the document does not define for the path.
type _NoMethod = BodyOf<'/v1/prompts/{promptId}/diff', 'post'>;

const diffMethods: MethodOf<'/v1/prompts/{promptId}/diff'>[] = ['get'];
const labelKeys: (keyof Label)[] = ['label', 'version_id', 'prompt_id', 'created_at', 'updated_at'];
const diffKeys: (keyof Diff)[] = ['unified_diff', 'stats', 'tokens', 'cost', 'scoring', 'risk'];

test('the delivery types are the document’s own shapes, not fallbacks', () => {
  const path: ApiPath = '/v1/prompts/{promptId}/labels';
  assert.equal(path, '/v1/prompts/{promptId}/labels');
  assert.deepEqual(diffMethods, ['get']);
  assert.equal(labelKeys.length, 5);
  assert.equal(diffKeys.length, 6);
});
