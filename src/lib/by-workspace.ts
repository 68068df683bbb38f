/**
 * Workspaces one memo holds. Reads of a URL come from its workspaces in turn (one prompt name in
 * each of a team's workspaces, read by each one's application), and past the slots the oldest is
 * reused: more workspaces than slots miss on EVERY read (4 slots and the delivery bench's 10
 * workspaces: ~97 % missed, each miss a key built and hashed and a LastHit made again,
 * bench/RESULTS.md p304). Slots fill only as workspaces read the URL (the arrays grow), and a miss
 * compares at most this many ids (different ids mostly differ by hash or length: no content walk).
 */
export const BY_WORKSPACE_SLOTS = 16;

/**
 * The last few values of one thing by workspace id, found by comparing the ids in turn: no key
 * built, no hashing. For memos kept per URL (the delivery fast path's, versioned/delivery-cache.ts
 * and modules/prompts/prompt-revisions.repo.ts): one URL names a prompt in each workspace its key
 * is sent with (`X-Workspace-Id`), and a few workspaces reading the same URL must not evict each
 * other's value on every read. Past `size` workspaces, the oldest slot is reused.
 */
export function createByWorkspace<V>(size = BY_WORKSPACE_SLOTS) {
  const ids: string[] = [];
  const values: V[] = [];
  let next = 0;
  return {
    get(ws: string): V | undefined {
      for (let i = 0; i < ids.length; i++) if (ids[i] === ws) return values[i];
      return undefined;
    },
    set(ws: string, value: V) {
      let at = ids.indexOf(ws);
      if (at < 0) {
        at = ids.length < size ? ids.length : next;
        next = (at + 1) % size;
      }
      ids[at] = ws;
      values[at] = value;
    },
  };
}
export type ByWorkspace<V> = ReturnType<typeof createByWorkspace<V>>;
