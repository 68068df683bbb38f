/**
 * Pieces of a valid JSON string literal's bytes (written as they stand in a body): ASCII, Latin-1,
 * BMP and astral UTF-8, every escape, lone surrogates by escape (valid JSON). The tests of the
 * large-body literal's decoder (src/tokenizers/json-text.ts) and of its strict read
 * (json-literal.ts) build random literals from them.
 */
export const VALID_LITERAL_PIECES: readonly string[] = [
  'a',
  'xyz ',
  'é',
  'ÿ',
  '中',
  '，',
  '😀',
  '\\n',
  '\\"',
  '\\\\',
  '\\/',
  '\\b\\f\\r\\t',
  '\\u0041',
  '\\u00e9',
  '\\u00ff',
  '\\u0100',
  '\\u4e2d',
  '\\uD83D\\uDE00',
  '\\ud83d',
  '\\udc00',
  '\\ud800',
];
