import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomainError } from '../lib/domain-error.js';
import { etagOf, requiredRevision } from './revision.js';
import { preconditionOf } from './routes.js';

const row = { id: 'ver_1', revision: 3 };
const is412 = (e: unknown) => e instanceof DomainError && e.code === 'precondition_failed';

test('If-Match parses into none, any or a list of tags (weak tags compared as strong)', () => {
  assert.deepEqual(preconditionOf({}), { kind: 'none' });
  assert.deepEqual(preconditionOf({ 'if-match': '*' }), { kind: 'any' });
  assert.deepEqual(preconditionOf({ 'if-match': '"a.1", *' }), { kind: 'any' });
  assert.deepEqual(preconditionOf({ 'if-match': ' W/"a.1" , "b.2"' }), {
    kind: 'tags',
    tags: ['"a.1"', '"b.2"'],
  });
});

test('a matching tag makes the write conditional; none and * do not; a stale tag is a 412', () => {
  assert.equal(requiredRevision({ kind: 'none' }, row), null);
  assert.equal(requiredRevision({ kind: 'any' }, row), null);
  assert.equal(requiredRevision({ kind: 'tags', tags: ['"x"', etagOf('ver_1', 3)] }, row), 3);
  assert.throws(() => requiredRevision({ kind: 'tags', tags: [etagOf('ver_1', 2)] }, row), is412);
  assert.throws(() => requiredRevision({ kind: 'tags', tags: [''] }, row), is412);
});
