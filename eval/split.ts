// The tuning / held-out split: fixed by a seed and each item's id, never by its content or label,
// so adding items never moves existing ones between parts.

export const SPLIT_SEED = 'promptkeep-eval-v1';
export const HELD_OUT_PERCENT = 30;

export type Part = 'tuning' | 'heldout';

/** FNV-1a (32-bit) of seed + id. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function partOf(id: string): Part {
  return fnv1a(`${SPLIT_SEED}:${id}`) % 100 < HELD_OUT_PERCENT ? 'heldout' : 'tuning';
}
