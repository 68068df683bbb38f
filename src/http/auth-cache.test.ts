import assert from 'node:assert/strict';
import { test } from 'node:test';
import { systemClock } from '../lib/clock.js';
import { sha256Hex } from '../lib/secrets.js';
import { createMemoryLimitStore } from '../limits/memory-store.js';
import { createKeyCache } from './auth-cache.js';
import type { AuthLookup, KeyRow } from './auth-lookup.js';

const row = (account: string): KeyRow => ({
  key_id: `key_${account}`,
  account_id: account,
  name: 'k',
  scope: 'read',
  all_workspaces: 1,
  require_api_client: 0,
  rate_limit_per_second: null,
  monthly_request_quota: null,
  monthly_token_limit: null,
});

/** A lookup that knows keys `hash-<account>` and counts its database reads. */
function fakeLookup() {
  const reads: string[] = [];
  let gate: Promise<void> | null = null;
  const lookup: AuthLookup = {
    async key(hash) {
      reads.push(hash);
      if (gate) await gate;
      return hash.startsWith('hash-') ? row(hash.slice(5)) : undefined;
    },
    client: async () => undefined,
    workspaceAllowed: async () => false,
    reach: async () => [],
  };
  return { lookup, reads, hold: (p: Promise<void> | null) => (gate = p) };
}

function setup(maxEntries = 100, ttlMs = 5000) {
  let now = 1_000;
  const fake = fakeLookup();
  const store = createMemoryLimitStore(systemClock);
  const cache = createKeyCache(fake.lookup, { store, settings: { ttlMs, maxEntries }, now: () => now });
  return { ...fake, cache, store, tick: (ms: number) => (now += ms) };
}

test('a known key is read once; a change to its account reads it again', async () => {
  const { cache, reads, store } = setup();
  await cache.key('hash-a');
  await cache.key('hash-a');
  await cache.key('hash-b');
  assert.deepEqual(reads, ['hash-a', 'hash-b']);
  await cache.changed('a');
  await cache.key('hash-a');
  await cache.key('hash-b');
  assert.deepEqual(reads, ['hash-a', 'hash-b', 'hash-a'], 'only the changed account is dropped');
  await store.close();
});

test('unknown keys are never kept: guessing cannot fill the cache', async () => {
  const { cache, reads, store } = setup();
  for (let i = 0; i < 50; i++) assert.equal(await cache.key(`wrong-${i % 5}`), undefined);
  assert.equal(reads.length, 50);
  assert.equal(cache.size(), 0);
  await store.close();
});

test('bounded: past maxEntries the least recently used goes', async () => {
  const { cache, reads, store } = setup(2);
  await cache.key('hash-a');
  await cache.key('hash-b');
  await cache.key('hash-a'); // a is now the most recent
  await cache.key('hash-c'); // evicts b
  assert.equal(cache.size(), 2);
  reads.length = 0;
  await cache.key('hash-a');
  await cache.key('hash-b');
  assert.deepEqual(reads, ['hash-b']);
  await store.close();
});

test('bounded, larger map: an entry used again after half the map was placed is kept over the oldest', async () => {
  const { cache, reads, store } = setup(4);
  for (const h of ['hash-a', 'hash-b', 'hash-c', 'hash-d']) await cache.key(h);
  await cache.key('hash-a'); // four placed since a: a moves to the end
  await cache.key('hash-e'); // evicts b, the least recently used
  reads.length = 0;
  for (const h of ['hash-a', 'hash-c', 'hash-d', 'hash-e', 'hash-b']) await cache.key(h);
  assert.deepEqual(reads, ['hash-b']);
  await store.close();
});

test('the TTL is the backstop: an entry is read again after it', async () => {
  const { cache, reads, store, tick } = setup(100, 5000);
  await cache.key('hash-a');
  tick(4999);
  await cache.key('hash-a');
  tick(1);
  await cache.key('hash-a');
  assert.deepEqual(reads, ['hash-a', 'hash-a']);
  await store.close();
});

test('an answer read before a change is not kept after it (revoke during a lookup)', async () => {
  const { cache, reads, store, hold } = setup();
  let release = () => {};
  hold(new Promise<void>((r) => (release = r)));
  const pending = cache.key('hash-a');
  await cache.changed('a'); // e.g. the key is revoked while its row is on the way
  release();
  await pending;
  hold(null);
  await cache.key('hash-a');
  assert.equal(reads.length, 2, 'the stale answer was not cached');
  await store.close();
});

test('misses of one key while its lookup is under way share it, unless an invalidation came between', async () => {
  const { cache, reads, store, hold, tick } = setup();
  await cache.key('hash-a');
  tick(6000); // expired: the next reads miss
  let open = () => {};
  hold(new Promise<void>((resolve) => (open = resolve)));
  const first = [cache.key('hash-a'), cache.key('hash-a'), cache.key('hash-a')];
  await cache.changed('a');
  const after = cache.key('hash-a'); // began after the change: its own lookup
  open();
  hold(null);
  const rows = await Promise.all([...first, after]);
  assert.deepEqual(
    rows.map((r) => r?.account_id),
    ['a', 'a', 'a', 'a'],
  );
  assert.deepEqual(
    reads,
    ['hash-a', 'hash-a', 'hash-a'],
    'one read at start, one shared, one after the change',
  );
  assert.equal((await cache.key('hash-a'))?.account_id, 'a');
  assert.equal(reads.length, 3, 'the read begun after the change was kept');
  await store.close();
});

test('by the raw key: the same row as by its hash; a revoked or changed key is looked up afresh', async () => {
  // keyOfRaw skips the SHA-256 of a raw key that resolved before; the row itself is still the
  // key cache's (TTL, invalidation), and a key that stops resolving is refused at once.
  const revoked = new Set<string>();
  const reads: string[] = [];
  const byHash = new Map(['a', 'b'].map((account) => [sha256Hex(`raw-${account}`), account]));
  const lookup: AuthLookup = {
    async key(hash) {
      reads.push(hash);
      const account = byHash.get(hash);
      return account === undefined || revoked.has(account) ? undefined : row(account);
    },
    client: async () => undefined,
    workspaceAllowed: async () => false,
    reach: async () => [],
  };
  let now = 1_000;
  const store = createMemoryLimitStore(systemClock);
  const cache = createKeyCache(lookup, { store, settings: { ttlMs: 5000, maxEntries: 100 }, now: () => now });
  for (let i = 0; i < 3; i++) {
    assert.equal((await cache.keyOfRaw?.('raw-a'))?.account_id, 'a');
    assert.equal((await cache.keyOfRaw?.('raw-b'))?.account_id, 'b');
    assert.equal(await cache.keyOfRaw?.('raw-guess'), undefined);
  }
  assert.equal(reads.filter((h) => h !== sha256Hex('raw-guess')).length, 2, 'a and b read once each');
  assert.equal(reads.filter((h) => h === sha256Hex('raw-guess')).length, 3, 'a guess is asked every time');
  // Revoked, with the change announced: refused at once; b is untouched.
  revoked.add('a');
  await cache.changed('a');
  assert.equal(await cache.keyOfRaw?.('raw-a'), undefined);
  assert.equal((await cache.keyOfRaw?.('raw-b'))?.account_id, 'b');
  // Revoked without an announcement (a lost message): refused once the TTL ends, as by hash.
  revoked.add('b');
  now += 5001;
  assert.equal(await cache.keyOfRaw?.('raw-b'), undefined);
  // Restored: found again by its raw key.
  revoked.clear();
  assert.equal((await cache.keyOfRaw?.('raw-a'))?.account_id, 'a');
  await store.close();
});

test('peek answers only what keyOfRaw and workspaceAllowed would answer from the entries', async () => {
  const byHash = new Map([[sha256Hex('raw-a'), 'a']]);
  const granted = new Set(['ws_1']);
  const lookup: AuthLookup = {
    key: async (hash) => (byHash.has(hash) ? row(byHash.get(hash) as string) : undefined),
    client: async () => undefined,
    workspaceAllowed: async (workspaceId) => granted.has(workspaceId),
    reach: async () => [],
  };
  let now = 1_000;
  const store = createMemoryLimitStore(systemClock);
  const cache = createKeyCache(lookup, { store, settings: { ttlMs: 5000, maxEntries: 100 }, now: () => now });
  const peek = cache.peek as NonNullable<AuthLookup['peek']>;
  // Nothing asked yet: nothing to answer at once.
  assert.equal(peek.key('raw-a'), undefined);
  assert.equal(peek.workspaceAllowed('ws_1', 'a', 'key_a', null), undefined);
  assert.equal((await cache.keyOfRaw?.('raw-a'))?.account_id, 'a');
  assert.equal(await cache.keyOfRaw?.('raw-guess'), undefined);
  assert.equal(await cache.workspaceAllowed('ws_1', 'a', 'key_a', null), true);
  assert.equal(await cache.workspaceAllowed('ws_2', 'a', 'key_a', null), false);
  assert.equal(peek.key('raw-a')?.account_id, 'a');
  assert.equal(peek.key('raw-guess'), undefined, 'a refusal is never kept');
  assert.equal(peek.workspaceAllowed('ws_1', 'a', 'key_a', null), true);
  assert.equal(peek.workspaceAllowed('ws_2', 'a', 'key_a', null), undefined, 'a refusal is never kept');
  assert.equal(
    peek.workspaceAllowed('ws_1', 'a', 'key_a', 'cli_1'),
    undefined,
    'another client is another grant',
  );
  // A change to the account: nothing of it is answered at once.
  await cache.changed('a');
  assert.equal(peek.key('raw-a'), undefined);
  assert.equal(peek.workspaceAllowed('ws_1', 'a', 'key_a', null), undefined);
  // Asked again, then expired: the TTL holds for peek as for the lookups.
  await cache.keyOfRaw?.('raw-a');
  await cache.workspaceAllowed('ws_1', 'a', 'key_a', null);
  assert.equal(peek.key('raw-a')?.account_id, 'a');
  now += 5001;
  assert.equal(peek.key('raw-a'), undefined);
  assert.equal(peek.workspaceAllowed('ws_1', 'a', 'key_a', null), undefined);
  await store.close();
});

test('peek, asked again and again (its held entries), answers as the map would: evicted, expired, changed', async () => {
  const accounts = ['a', 'b', 'c'];
  const byHash = new Map(accounts.map((a) => [sha256Hex(`raw-${a}`), a]));
  let reads = 0;
  const lookup: AuthLookup = {
    key: async (hash) => {
      reads++;
      return byHash.has(hash) ? row(byHash.get(hash) as string) : undefined;
    },
    client: async () => undefined,
    workspaceAllowed: async () => {
      reads++;
      return true;
    },
    reach: async () => [],
  };
  let now = 1_000;
  const store = createMemoryLimitStore(systemClock);
  const cache = createKeyCache(lookup, { store, settings: { ttlMs: 5000, maxEntries: 6 }, now: () => now });
  const peek = cache.peek as NonNullable<AuthLookup['peek']>;
  // A pseudo-random walk over keys, workspaces (more than a key entry remembers), time and changes:
  // before each lookup, peek's answer must be the map's (what the lookup then finds without a read).
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  let answered = 0;
  for (let step = 0; step < 400; step++) {
    const account = accounts[next(accounts.length)] as string;
    const ws = `ws_${next(7)}`;
    const roll = next(20);
    if (roll === 0) await cache.changed(account);
    if (roll === 1) now += 2_000;
    const key = peek.key(`raw-${account}`);
    const grant = key === undefined ? undefined : peek.workspaceAllowed(ws, account, `key_${account}`, null);
    const before = reads;
    await cache.keyOfRaw?.(`raw-${account}`);
    const keyRead = reads - before;
    await cache.workspaceAllowed(ws, account, `key_${account}`, null);
    const grantRead = reads - before - keyRead;
    assert.equal(key !== undefined, keyRead === 0, `step ${step}: peek.key answers iff the key is kept`);
    if (key !== undefined) {
      assert.equal(grant === true, grantRead === 0, `step ${step}: the grant answers iff it is kept`);
      if (grant === true) answered++;
    }
  }
  assert.ok(answered > 20, `peek answered at once often enough (${answered})`);
  await store.close();
});
