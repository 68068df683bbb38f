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

/** Runs of each script (case classes, marks, Lm/Lo, digits of its own, astral and surrogates). */
const SCRIPT_RUNS = [
  '中文字',
  '漢',
  'ひらがな',
  'カタカナー',
  '한국어',
  'Привет',
  'МИР',
  'мИр',
  'Ωμέγα',
  'ΣΑΣ',
  'नमस्ते',
  'हिन्दी',
  'العربية',
  'مُحَمَّد',
  'עברית',
  'ภาษาไทย',
  'ǅǆ',
  'ʰʲ',
  'naïve',
  'Zürich',
  'e\u0301',
  'ÉCOLE',
  'straße',
  '١٢٣',
  '１２３４',
  'Ⅻ',
  '😀',
  '👍🏽',
  '𝐀𝐁',
  '𠀀',
  '\ud800',
  '\udc00x',
  '，',
  '。',
  '「」',
  '\u00a0',
  '\u3000',
  '\u0085',
  '\u2028',
];
/** ASCII around them: words of each case, digits, punctuation, whitespace runs, contractions. */
const ASCII_RUNS = [
  'the',
  'The',
  'THE',
  'iPhone',
  'a',
  'I',
  ' word',
  ' Word',
  ' WORD',
  '7',
  '42',
  '12345',
  '3.14',
  '.',
  ',',
  '!?',
  ' (',
  '//',
  '/\n',
  ' ',
  '  ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  ' \n\n',
  '  \r\n  ',
  "'s",
  "'S",
  "'re",
  "'LL",
  "'ve",
  "'d",
  "'m",
  "'t",
  "'",
  "don't",
  "it's",
];

/**
 * Mixed-script text of `count` runs drawn with `r`: every script's runs (SCRIPT_RUNS) next to ASCII
 * words, digits, punctuation, whitespace runs and contractions (ASCII_RUNS), in either order, so
 * each kind meets each other at a boundary (a contraction after a non-ASCII letter, a space before
 * a script run, digits against full-width ones…). For the scans that must find the regex's pieces.
 */
export function mixedScriptText(r: () => number, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) {
    const from = r() < 0.5 ? SCRIPT_RUNS : ASCII_RUNS;
    text += from[Math.floor(r() * from.length)];
  }
  return text;
}
