import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkNewPassword, hashPassword, isCommonPassword, verifyPassword } from './passwords.js';

const COST = { logN: 14, r: 8, p: 1 };

test('a hash verifies its password only, carries its cost, and differs every time (salt)', async () => {
  const a = await hashPassword('a long and unusual passphrase', COST);
  const b = await hashPassword('a long and unusual passphrase', COST);
  assert.match(a, /^scrypt\$14\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  assert.notEqual(a, b);
  assert.equal(await verifyPassword('a long and unusual passphrase', a, COST), true);
  assert.equal(await verifyPassword('a long and unusual passphrasE', a, COST), false);
  // Made at another cost, it still verifies (the cost is read from the hash).
  assert.equal(await verifyPassword('a long and unusual passphrase', a, { logN: 15, r: 8, p: 1 }), true);
  // No stored hash (no such user): false, after hashing all the same.
  assert.equal(await verifyPassword('anything at all', null, COST), false);
  assert.equal(await verifyPassword('anything at all', 'not-a-hash', COST), false);
});

test('the rules: length, and the common-password heuristic', () => {
  assert.throws(() => checkNewPassword('short1!'), /at least 10/);
  assert.throws(() => checkNewPassword('x'.repeat(257)), /at most 256/);
  for (const common of [
    'password123',
    'Sunshine2024!',
    '1234567890',
    'QWERTYUIOP',
    '!!football99',
    'zzzzzzzzzzzz',
  ])
    assert.ok(isCommonPassword(common), common);
  for (const fine of ['correct horse battery staple', 'tr0ub4dor&3-but-longer', 'sunshine on a tuesday'])
    assert.ok(!isCommonPassword(fine), fine);
  assert.doesNotThrow(() => checkNewPassword('correct horse battery staple'));
});
