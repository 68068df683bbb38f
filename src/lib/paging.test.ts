import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError } from './domain-error.js';
import { decodeCursor, encodeCursor, pageOf } from './paging.js';

describe('paging', () => {
  test('pageOf: a page of `limit` and the key of its last item when more were read', () => {
    const rows = [1, 2, 3, 4].map((n) => ({ id: `id${n}`, n }));
    assert.deepEqual(
      pageOf(rows, 3, (r) => [r.n, r.id]),
      { items: rows.slice(0, 3), next: [3, 'id3'] },
    );
    assert.deepEqual(
      pageOf(rows, 4, (r) => [r.id]),
      { items: rows, next: null },
    );
    assert.deepEqual(
      pageOf([], 10, () => []),
      { items: [], next: null },
    );
  });

  test('a cursor round-trips; one of another list, of another shape, or edited is a 400', () => {
    const c = encodeCursor('prompts', ['b', 'pmt_1']);
    assert.match(c, /^[A-Za-z0-9_-]+$/);
    assert.deepEqual(decodeCursor(c, 'prompts', ['string', 'string']), ['b', 'pmt_1']);
    for (const [raw, list, shape] of [
      [c, 'contexts', ['string', 'string']],
      [c, 'prompts', ['string']],
      [c, 'prompts', ['number', 'string']],
      ['not-base64-json', 'prompts', ['string', 'string']],
      [Buffer.from('{"a":1}').toString('base64url'), 'prompts', ['string']],
    ] as const) {
      assert.throws(
        () => decodeCursor(raw, list, shape),
        (e: unknown) =>
          e instanceof DomainError && e.code === 'bad_request' && /querystring\.after/.test(e.message),
      );
    }
  });
});
