import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DomainError } from '../lib/domain-error.js';
import { checkDeletable, primaryOnCreate, primaryOnPatch } from './primary-rules.js';

const isBadRequest = (e: unknown) => e instanceof DomainError && e.code === 'bad_request';

describe('primary-version rules', () => {
  test('create: primary when the parent has none, else only when asked', () => {
    assert.equal(primaryOnCreate(false, undefined), true);
    assert.equal(primaryOnCreate(false, false), true);
    assert.equal(primaryOnCreate(true, undefined), false);
    assert.equal(primaryOnCreate(true, false), false);
    assert.equal(primaryOnCreate(true, true), true);
  });

  test('patch: true moves the flag; false on the primary is refused', () => {
    assert.equal(primaryOnPatch(false, true), true);
    assert.equal(primaryOnPatch(true, true), false);
    assert.equal(primaryOnPatch(false, false), false);
    assert.equal(primaryOnPatch(false, undefined), false);
    assert.throws(() => primaryOnPatch(true, false), isBadRequest);
  });

  test('delete: the primary only when it is the last version', () => {
    checkDeletable(true, 1, 'context');
    checkDeletable(false, 3, 'context');
    assert.throws(() => checkDeletable(true, 2, 'context'), isBadRequest);
  });
});
