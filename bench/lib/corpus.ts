/** Deterministic benchmark inputs (no files to ship): prose, code, CJK and one repeated character. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  'the of and to in is that for it as was with be by on not he this are or his from at which but have an they you were their one all we can her has there been if more when will would who so no said what up its about into than them only other new some could time these two may first then do any like my now over such our man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still see own men work long here get both between life being under never day same another know while last might us great old year off come since against go came right used take three'.split(
    ' ',
  );

export function prose(bytes: number, seed = 1): string {
  const r = rng(seed);
  const parts: string[] = [];
  let size = 0;
  let sentence = 0;
  while (size < bytes) {
    let w = WORDS[Math.floor(r() * WORDS.length)]!;
    if (sentence === 0) w = w[0]!.toUpperCase() + w.slice(1);
    sentence++;
    const end = sentence > 8 && r() < 0.15;
    const piece = end ? `${w}. ` : r() < 0.05 ? `${w}, ` : `${w} `;
    if (end) sentence = 0;
    parts.push(piece);
    size += piece.length;
  }
  return parts.join('').slice(0, bytes);
}

export function code(bytes: number, seed = 2): string {
  const r = rng(seed);
  const names = [
    'value',
    'index',
    'result',
    'buffer',
    'count',
    'items',
    'config',
    'request',
    'response',
    'error',
  ];
  const lines: string[] = [];
  let size = 0;
  let i = 0;
  while (size < bytes) {
    const a = names[Math.floor(r() * names.length)]!;
    const b = names[Math.floor(r() * names.length)]!;
    const line = [
      `export function ${a}${i}(${b}: number[]): number {`,
      `  let total = 0;`,
      `  for (let i = 0; i < ${b}.length; i += 1) total += ${b}[i] * ${Math.floor(r() * 1000)};`,
      `  if (total > 0x${Math.floor(r() * 65535).toString(16)}) throw new Error("${a} overflow: " + total);`,
      `  return total; // ${a} of ${b}`,
      `}`,
      '',
    ].join('\n');
    lines.push(line);
    size += line.length + 1;
    i++;
  }
  return lines.join('\n').slice(0, bytes);
}

/** CJK text: common Han characters with Chinese punctuation; `bytes` of UTF-8 (3 bytes a char). */
export function cjk(bytes: number, seed = 3): string {
  const r = rng(seed);
  const chars: string[] = [];
  for (let i = 0; i < Math.floor(bytes / 3); i++) {
    if (i % 17 === 16) chars.push(r() < 0.5 ? '，' : '。');
    else chars.push(String.fromCodePoint(0x4e00 + Math.floor(r() * 3000)));
  }
  return chars.join('');
}

export const repeated = (bytes: number) => 'a'.repeat(bytes);
