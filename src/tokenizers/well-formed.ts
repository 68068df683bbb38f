/**
 * Lone surrogates → U+FFFD, so every engine (ours, the references, Rust via UTF-8) sees the same
 * text. `String.prototype.toWellFormed` exists in Node 20 but not in our ES2023 `lib` typings.
 */
export function toWellFormed(text: string): string {
  const s = text as string & { isWellFormed(): boolean; toWellFormed(): string };
  return s.isWellFormed() ? text : s.toWellFormed();
}
