// The folding the derived gates (risk-gates.ts) compare by: one code unit for one, so offsets in
// the folded prompt are offsets in the prompt, and every character a case-insensitive pattern atom
// can match folds to the same unit as the atom (the soundness argument in risk-gates.ts).

/** The code unit the RegExp `i` flag (no `u`) compares by (ECMA-262 Canonicalize). */
function canonical(c: string): string {
  const u = c.toUpperCase();
  return u.length !== 1 || (c.charCodeAt(0) >= 128 && u.charCodeAt(0) < 128) ? c : u;
}

// Letters with a stroke have no decomposition; the accent-folding patterns list them with the plain letter.
const STROKED: Readonly<Record<string, string>> = {
  Ø: 'o',
  ø: 'o',
  Ł: 'l',
  ł: 'l',
  Đ: 'd',
  đ: 'd',
  ı: 'i',
  Ħ: 'h',
  ħ: 'h',
};
const FOLD = new Uint16Array(65536); // 0: not computed yet
/** One code unit's fold: its canonical form without accents, in lower case. */
export function foldUnit(code: number): number {
  let f = FOLD[code]!;
  if (f === 0) {
    const canon = canonical(String.fromCharCode(code));
    const base = STROKED[canon] ?? canon.normalize('NFD')[0] ?? canon;
    const lower = base.toLowerCase();
    f = (lower.length === 1 ? lower : base).charCodeAt(0);
    FOLD[code] = f;
  }
  return f;
}

/** The prompt as the derived gates read it: one code unit for one (offsets kept). */
export function gateFold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 4096) {
    const codes = new Uint16Array(Math.min(4096, text.length - i));
    for (let k = 0; k < codes.length; k++) codes[k] = foldUnit(text.charCodeAt(i + k));
    out += String.fromCharCode(...codes);
  }
  return out;
}
