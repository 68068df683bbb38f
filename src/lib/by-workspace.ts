/**
 * Workspaces one memo holds. Reads of a URL come from its workspaces in turn (one prompt name in
 * each of a team's workspaces, read by each one's application). With 4 slots and the delivery
 * bench's 10 workspaces ~97 % of reads missed (bench/RESULTS.md p304), each miss a key built and
 * hashed and a LastHit made again. Slots fill only as workspaces read the URL (the arrays grow), and
 * a miss compares at most this many ids (different ids mostly differ by hash or length: no content
 * walk).
 */
export const BY_WORKSPACE_SLOTS = 16;

/**
 * The last few values of one thing by workspace id, found by comparing the ids in turn: no key
 * built, no hashing. For memos kept per URL (the delivery fast path's, versioned/delivery-cache.ts
 * and modules/prompts/prompt-revisions.repo.ts): one URL names a prompt in each workspace its key
 * is sent with (`X-Workspace-Id`), and a few workspaces reading the same URL must not evict each
 * other's value on every read. Past `size` workspaces a pseudo-random slot is reused, not the
 * oldest: workspaces read in turn would otherwise each find its slot just taken by the others and
 * miss on EVERY read (the oldest is always the next one asked for); with random replacement 20
 * workspaces in turn over 16 slots still hit on most reads (by-workspace.test.ts).
 */
export function createByWorkspace<V>(size = BY_WORKSPACE_SLOTS) {
  const ids: string[] = [];
  const values: V[] = [];
  let state = 0x9e3779b9; // xorshift32: deterministic, no Math.random per miss
  return {
    get(ws: string): V | undefined {
      for (let i = 0; i < ids.length; i++) if (ids[i] === ws) return values[i];
      return undefined;
    },
    set(ws: string, value: V) {
      let at = ids.indexOf(ws);
      if (at < 0) {
        if (ids.length < size) at = ids.length;
        else {
          state ^= state << 13;
          state ^= state >>> 17;
          state ^= state << 5;
          at = (state >>> 0) % size;
        }
      }
      ids[at] = ws;
      values[at] = value;
    },
  };
}
export type ByWorkspace<V> = ReturnType<typeof createByWorkspace<V>>;
