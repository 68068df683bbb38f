/**
 * A text of `count` code points drawn with `r`: ASCII that o200k's pattern treats apart (space,
 * apostrophe, letters, a digit, line breaks, tab, slash, 's', '.'), random BMP code units (lone
 * surrogates among them) and astral code points from U+10000 up to U+10000 + `astralSpan`. The
 * tokenizer tests that hold a scan to the regex piece by piece draw from it.
 */
export function randomCodePoints(r: () => number, count: number, astralSpan: number): string {
  let text = '';
  for (let i = 0; i < count; i++) {
    const x = r();
    if (x < 0.3) text += " 'aZ1\n\r\t/sS.".charAt(Math.floor(r() * 13));
    else if (x < 0.85) text += String.fromCharCode(Math.floor(r() * 0x10000));
    else text += String.fromCodePoint(0x10000 + Math.floor(r() * astralSpan));
  }
  return text;
}
