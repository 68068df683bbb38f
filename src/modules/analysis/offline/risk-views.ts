import { INVISIBLE_RE, LOOKALIKE } from './risk-text.js';

/** One invisible character (the shared pattern is global, hence stateful with test()). */
const INVISIBLE_CHAR = new RegExp(INVISIBLE_RE.source);

// Obfuscated instructions, made readable for the rules: leetspeak ("1gn0r3"), words spelled out
// letter by letter ("i g n o r e"), invisible characters and look-alike letters inside words give
// a plain view of the text with a map back to the original offsets; base64 segments (and ROT13 or
// reversed text when the prompt says so) are decoded and analysed again as text of their own.

/** A rewritten view of the content; `map[i]` is the offset in the content of view character i. */
export interface View {
  text: string;
  map: Int32Array;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
// A word mixing letters with digits or symbols, as leetspeak writes it ("m4k3", "h0w", "pl5").
const LEET_WORD_RE =
  /(?<![\w@$])(?=[\w@$!|]*[a-zA-Z])(?=[\w@$!|]*[013457@$])[a-zA-Z013457@$!|]{2,}(?![\w@$])/g;
// Three or more single letters separated by single spaces ("i g n o r e").
const WORD_RE = /\p{L}+/gu;
const MIXED_SCRIPT_RE = /[\u0370-\u03ff\u0400-\u04ff]/;
const SPACED_RE = /(?<![\p{L}\p{N}])(?:\p{L} ){2,}\p{L}(?![\p{L}\p{N}])/gu;

/** The plain view of an obfuscated text, or undefined when there is nothing to undo. */
export function plainView(content: string): View | undefined {
  const leet = new Set<number>();
  for (const m of content.matchAll(LEET_WORD_RE)) {
    if (/^\d+$/.test(m[0]) || /^[a-z]+\d{1,2}$/i.test(m[0])) continue; // "2024", "h1", "mp3"
    for (let i = 0; i < m[0].length; i++) leet.add((m.index ?? 0) + i);
  }
  // Look-alike letters inside a word that also holds a Latin letter ("уоur" with Cyrillic у and о
  // next to each other): the whole word is read as Latin, so Russian words are left alone.
  const lookalike = new Set<number>();
  for (const m of MIXED_SCRIPT_RE.test(content) ? content.matchAll(WORD_RE) : []) {
    if (!/[a-z]/i.test(m[0])) continue;
    for (let i = 0; i < m[0].length; i++)
      if (LOOKALIKE[m[0][i]!.toLowerCase()]) lookalike.add((m.index ?? 0) + i);
  }
  const dropSpaces = new Set<number>();
  for (const m of content.matchAll(SPACED_RE)) {
    for (let i = 1; i < m[0].length; i += 2) dropSpaces.add((m.index ?? 0) + i);
  }
  let text = '';
  const map: number[] = [];
  let changed = false;
  for (let i = 0; i < content.length; i++) {
    const c = content[i]!;
    if (INVISIBLE_CHAR.test(c) || dropSpaces.has(i)) {
      changed = true;
      continue;
    }
    let out = c;
    if (leet.has(i) && LEET[c]) out = LEET[c]!;
    else if (lookalike.has(i)) {
      out = LOOKALIKE[c.toLowerCase()]!;
    }
    if (out !== c) changed = true;
    text += out;
    map.push(i);
  }
  return changed ? { text, map: Int32Array.from(map) } : undefined;
}

export interface DecodedSegment {
  /** Offsets of the encoded text in the content. */
  start: number;
  end: number;
  encoding: 'base64' | 'rot13' | 'reversed' | 'joined';
  text: string;
}

const BASE64_RE = /(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{16,}={0,2}(?![A-Za-z0-9+/=])/g;
const MAX_SEGMENTS = 20;

/** Decoded text that reads as words (letters and spaces), else undefined. */
function readable(text: string): string | undefined {
  // Binary data decodes to control characters or replacement characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point.
  if (!text || /[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text)) return undefined;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return letters / text.length > 0.6 && /\s/.test(text) ? text : undefined;
}

const rot13 = (s: string) =>
  s.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

const JOINED_RE =
  /(?:'[^'\n]{1,40}'\s*\+\s*){2,}'[^'\n]{1,40}'|(?:"[^"\n]{1,40}"\s*\+\s*){2,}"[^"\n]{1,40}"/g;

/** Base64 segments that decode to text; the whole prompt in ROT13 or reversed when it says so. */
export function decodedSegments(content: string): DecodedSegment[] {
  const out: DecodedSegment[] = [];
  for (const m of content.matchAll(BASE64_RE)) {
    if (out.length >= MAX_SEGMENTS) break;
    if (!/[a-z]/.test(m[0]) || !/[A-Z]/.test(m[0])) continue; // identifiers, hex and hashes
    const text = readable(Buffer.from(m[0], 'base64').toString('utf8'));
    if (text) out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, encoding: 'base64', text });
  }
  if (/\brot[- ]?13\b/i.test(content)) {
    out.push({ start: 0, end: content.length, encoding: 'rot13', text: rot13(content) });
  }
  if (
    /\b(?:reversed?|backwards?|read\s+(?:it\s+)?(?:from\s+)?right\s+to\s+left)\b|後ろから読|逆から読|逆さ(?:に|まに)|倒着|反过来读|거꾸로|\bal\s+rev[eé]s\b|\bde\s+tr[aá]s\s+para\s+frente\b|\b[aà]\s+l'envers\b|\br[uü]ckw[aä]rts\b|задом\s+наперёд|задом\s+наперед|\bod\s+ty[lł]u\b|\bachterstevoren\b|\bal\s+contrario\b/i.test(
      content,
    )
  ) {
    out.push({ start: 0, end: content.length, encoding: 'reversed', text: [...content].reverse().join('') });
  }
  // Fragments glued back together ("'how to syn' + 'thesize ri' + 'cin'"): a request split so that
  // no phrase of it is whole (issue 27, thirteenth round). Three or more quoted pieces joined by +.
  for (const m of content.matchAll(JOINED_RE)) {
    if (out.length >= MAX_SEGMENTS) break;
    const text = [...m[0].matchAll(/(['"])([^'"\n]*)\1/g)].map((q) => q[2]).join('');
    out.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, encoding: 'joined', text });
  }
  return out;
}
