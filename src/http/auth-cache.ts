import { DEFAULTS } from '../config.js';
import { createRecency } from '../lib/lru.js';
import { sha256Hex } from '../lib/secrets.js';
import type { LimitStore } from '../limits/limit-store.js';
import type { AuthLookup, KeyRow } from './auth-lookup.js';

export interface KeyCacheSettings {
  /** How long an answer is reused at most (ms): the backstop when an invalidation is lost. 0: off. */
  ttlMs: number;
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number;
}

export const DEFAULT_KEY_CACHE: KeyCacheSettings = { ttlMs: DEFAULTS.keyCacheTtlMs, maxEntries: 10_000 };

const CHANNEL = 'auth:changed';
/** Grant references a key's entry holds at most (Entry.grants). */
const GRANTS_PER_KEY = 256;

interface Entry {
  /** Its key in the map. */
  key: string;
  accountId: string;
  value: unknown;
  expiresAt: number;
  /** When it was last put at the end of the map (lib/lru.ts createRecency). */
  placedAt: number;
  /** Out of the map (expired, evicted, replaced): a reference to it held elsewhere no longer answers. */
  gone?: true;
  /**
   * A key's entry: the workspace grants `peek` found for it, by workspace id (no `w:…` key built).
   * A map, not a few slots: one key commonly serves many workspaces in turn (the delivery bench's
   * ten thrashed four slots, and every miss built and hashed the grant's key). At most
   * GRANTS_PER_KEY, the oldest found first out.
   */
  grants?: Map<string, Entry>;
}

/**
 * The per-request auth lookups (auth-lookup.ts) with their answers kept in process: a key by its
 * hash (with its account's limits), a client, a workspace grant, a reach. Only answers that let a
 * request in are kept: a wrong key, client or workspace is asked of the database each time, so
 * nobody can fill the cache by guessing; the cache is bounded besides (LRU).
 *
 * Every entry belongs to one account. When anything of an account that auth reads changes (a key
 * revoked, limits or require_api_client changed, a client or workspace deleted, the account
 * deleted), `changed(accountId)` drops that account's entries here and, through the limit store,
 * on every other instance (Redis pub/sub; with the in-process store there is no other instance).
 * The TTL bounds how long a lost message can leave a stale answer.
 */
export function createKeyCache(
  lookup: AuthLookup,
  deps: {
    store: LimitStore;
    settings: KeyCacheSettings;
    now?: () => number;
    onError?: (error: unknown) => void;
  },
) {
  const { ttlMs, maxEntries } = deps.settings;
  const now = deps.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Bumped by every invalidation: an answer read from the database before it is not stored after.
  let epoch = 0;
  // Entries put at the end of the map so far. A hit moves its entry there (least recently used
  // first) only when at least half the map's capacity was placed since it was: the order matters
  // only for eviction, and a delete + set on every hit (each request hits twice) is not free.
  const recency = createRecency();
  const recent = Math.max(1, Math.floor(maxEntries / 2));
  // Lookups under way, by key, with the epoch they began in (joined only within it).
  const loading = new Map<string, { at: number; value: Promise<unknown> }>();
  // The SHA-256 of raw API keys that resolved to a key (keyOfRaw), so a request with a key seen
  // before hashes nothing. Only keys that resolved are kept (a guess never is), bounded like the
  // entries, dropped with their account's entries on every invalidation, and dropped when the key
  // no longer resolves: a revoked key's raw value does not stay in memory past its next use. The
  // key's row is still looked up by its hash each time (with its TTL and invalidation above).
  // `peek` also keeps, with a raw key, a reference to its key's entry, taken in the current epoch:
  // the request path then builds no `k:<hash>` string and hashes nothing but the raw key. Such a
  // reference answers only while the entry is in the map (`gone` is set as it leaves), unexpired,
  // and no invalidation happened since it was taken (epoch), so it answers exactly as a lookup of
  // the map would.
  const hashes = new Map<string, { hash: string; accountId: string; entry?: Entry; at?: number }>();

  const remove = (entry: Entry) => {
    entry.gone = true;
    entries.delete(entry.key);
  };
  const dropAccount = (accountId: string) => {
    epoch++;
    for (const entry of entries.values()) if (entry.accountId === accountId) remove(entry);
    for (const [raw, known] of hashes) if (known.accountId === accountId) hashes.delete(raw);
  };
  const dropAll = () => {
    epoch++;
    for (const entry of entries.values()) entry.gone = true;
    entries.clear();
    hashes.clear();
  };

  /** The entry under `key`, unexpired, now the most recently used; undefined when not kept. */
  function entryOf(key: string): Entry | undefined {
    const entry = entries.get(key);
    return entry === undefined ? undefined : live(entry);
  }
  /** `entry` (one in the map) when unexpired, touched; else dropped, and undefined. */
  function live(entry: Entry): Entry | undefined {
    if (entry.expiresAt <= now()) {
      remove(entry);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the LRU one.
    recency.touch(entries, entry.key, entry, recent);
    return entry;
  }
  function get<T>(key: string): T | undefined {
    return entryOf(key)?.value as T | undefined;
  }

  /**
   * Asks the database on a miss and keeps the answer under the account `accountId` names for it
   * (null: an answer that refuses the request, never kept).
   */
  async function cached<T>(
    key: string,
    accountId: (value: T) => string | null,
    load: () => Promise<T>,
  ): Promise<T> {
    if (ttlMs > 0) {
      const hit = get<T>(key);
      if (hit !== undefined) return hit;
      // A miss joins the lookup of the same key already under way, if it began since the last
      // invalidation: when an entry expires under load, the requests that arrive during its
      // lookup would otherwise each query (a burst of pool waits every TTL, seen as p99).
      const flight = loading.get(key);
      if (flight !== undefined && flight.at === epoch) return flight.value as Promise<T>;
    }
    const at = epoch;
    const value = load();
    if (ttlMs > 0) loading.set(key, { at, value });
    try {
      const loaded = await value;
      const owner = ttlMs > 0 && at === epoch ? accountId(loaded) : null;
      if (owner !== null) {
        const replaced = entries.get(key);
        if (replaced !== undefined) replaced.gone = true;
        else if (entries.size >= maxEntries) remove(entries.values().next().value as Entry);
        entries.set(key, {
          key,
          accountId: owner,
          value: loaded,
          expiresAt: now() + ttlMs,
          placedAt: recency.place(),
        });
      }
      return loaded;
    } finally {
      if (loading.get(key)?.value === value) loading.delete(key);
    }
  }

  // Awaited by the app before it serves, so no change broadcast after start goes unheard.
  const ready = deps.store.listen(CHANNEL, dropAccount, dropAll);

  const keyOf = (hash: string) => `k:${hash}`;
  /** The key entry `peek.key` found last (its `workspaceAllowed` follows it at once). */
  let lastKey: Entry | undefined;
  const key = (hash: string) =>
    cached<KeyRow | undefined>(
      keyOf(hash),
      (row) => row?.account_id ?? null,
      () => lookup.key(hash),
    );
  const grantOf = (workspaceId: string, accountId: string, keyId: string, clientId: string | null) =>
    `w:${accountId}:${keyId}:${clientId ?? ''}:${workspaceId}`;
  const cache: AuthLookup & {
    changed(accountId: string): Promise<void>;
    ready: Promise<void>;
    size(): number;
  } = {
    key,
    async keyOfRaw(raw) {
      const known = ttlMs > 0 ? hashes.get(raw) : undefined;
      const at = epoch;
      const hash = known?.hash ?? sha256Hex(raw);
      const row = await key(hash);
      if (row === undefined) {
        if (known !== undefined) hashes.delete(raw);
      } else if (known === undefined && ttlMs > 0 && at === epoch) {
        if (hashes.size >= maxEntries) hashes.delete(hashes.keys().next().value as string);
        hashes.set(raw, { hash, accountId: row.account_id });
      }
      return row;
    },
    client: (id, accountId) =>
      cached(
        `c:${accountId}:${id}`,
        (row) => (row ? accountId : null),
        () => lookup.client(id, accountId),
      ),
    workspaceAllowed: (workspaceId, accountId, keyId, clientId) =>
      cached(
        grantOf(workspaceId, accountId, keyId, clientId),
        (allowed) => (allowed ? accountId : null),
        () => lookup.workspaceAllowed(workspaceId, accountId, keyId, clientId),
      ),
    // What `keyOfRaw` and `workspaceAllowed` would answer from the entries alone (same expiry, same
    // recency): only answers that let a request in are ever kept, so a hit is one.
    peek: {
      key(raw) {
        lastKey = undefined;
        const known = ttlMs > 0 ? hashes.get(raw) : undefined;
        if (known === undefined) return undefined;
        const held = known.at === epoch && known.entry?.gone !== true ? known.entry : undefined;
        const entry = held === undefined ? entryOf(keyOf(known.hash)) : live(held);
        if (entry === undefined) return undefined;
        known.entry = entry;
        known.at = epoch;
        lastKey = entry;
        return entry.value as KeyRow;
      },
      workspaceAllowed(workspaceId, accountId, keyId, clientId) {
        if (ttlMs <= 0) return undefined;
        // Right after `peek.key` found this key (keyContextNow): the grants found for its entry.
        const row = lastKey?.value as KeyRow | undefined;
        const keyEntry =
          row !== undefined && row.account_id === accountId && row.key_id === keyId && clientId === null
            ? (lastKey as Entry)
            : undefined;
        const held = keyEntry?.grants?.get(workspaceId);
        const entry =
          held !== undefined && held.gone !== true
            ? live(held)
            : entryOf(grantOf(workspaceId, accountId, keyId, clientId));
        if (entry !== undefined && entry !== held && keyEntry !== undefined) {
          keyEntry.grants ??= new Map();
          const grants = keyEntry.grants;
          if (grants.size >= GRANTS_PER_KEY && !grants.has(workspaceId)) {
            grants.delete(grants.keys().next().value as string);
          }
          grants.set(workspaceId, entry);
        }
        return entry !== undefined && entry.value === true ? true : undefined;
      },
    },
    // Not kept: only owner routes of limited credentials ask it (rare), and it names no account.
    reach: (keyId, clientId) => lookup.reach(keyId, clientId),
    async changed(accountId) {
      dropAccount(accountId);
      try {
        await deps.store.broadcast(CHANNEL, accountId);
      } catch (error) {
        // The change is made; other instances drop their copy when the TTL ends.
        deps.onError?.(error);
      }
    },
    ready,
    size: () => entries.size,
  };
  return cache;
}
export type KeyCache = ReturnType<typeof createKeyCache>;
