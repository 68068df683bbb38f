// The shape of one risk rule. Rule data lives in risk-rules-{safety,bias,ethics}.ts; the matcher
// in risk-analyzer.ts.

export type RiskSectionName = 'bias' | 'ethical' | 'safety';
export type Severity = 'low' | 'medium' | 'high';

export interface RiskRule {
  id: string;
  section: RiskSectionName;
  /** Rule family, e.g. prompt_injection, malware, stereotype, pii_request (docs and tests). */
  family: string;
  severity: Severity;
  /** Issue text shown to the user (one issue per rule, listing every matching part). */
  issue: string;
  /** Case-insensitive unless stated otherwise; must not use the g flag (the matcher adds it). */
  pattern: RegExp;
  /**
   * How to revise the clause holding the match: `replace` swaps just the matched words (string or
   * per-match function), `clause` rewrites the whole clause with a safe instruction.
   */
  revise: { replace: string | ((match: string) => string) } | { clause: string };
  /** The clause must also match this (e.g. a request verb next to a PII term). */
  requireInClause?: RegExp;
  /** The text within NEARBY_CHARS of the match must also match this (e.g. "DAN" near jailbreak wording). */
  requireNearby?: RegExp;
  /** Guard words inside the match itself silence the rule ("an app that detects phishing"). */
  guardInside?: boolean;
  /**
   * Cheap tests of the whole prompt for words the rule cannot match without (all must pass); the
   * pattern runs only then (speed: accent-folding patterns of many languages are slow to scan).
   */
  gate?: RegExp | readonly RegExp[];
  /** Default false: quotation marks around the match make it a mention. True when the quoted text is itself the carrier (a JSON value of a tool result). */
  quotedCarrier?: boolean;
  /** Default true: a negation ("do not", "never", "avoid") earlier in the clause silences the rule. */
  negatable?: boolean;
}

/** Builds a `replace` function from a lexicon of term → neutral alternative. */
export function lexiconReplacer(lexicon: Readonly<Record<string, string>>): (match: string) => string {
  return (match) => {
    const alt = lexicon[match.toLowerCase().replace(/\s+/g, ' ')] ?? '';
    if (!alt) return match;
    return /^\p{Lu}/u.test(match) ? alt[0]!.toUpperCase() + alt.slice(1) : alt;
  };
}

/** `\b(?:a|b|c)\b` for a lexicon's keys, longest first so multi-word terms win. */
export function lexiconPattern(lexicon: Readonly<Record<string, string>>): RegExp {
  const keys = Object.keys(lexicon)
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return new RegExp(`\\b(?:${keys.join('|')})\\b`, 'i');
}

/** How far around a match `requireNearby` looks, in characters. */
export const NEARBY_CHARS = 400;

const LETTER = 'A-Za-z\\u00c0-\\u024f\\u0400-\\u04ff';
const ACCENTS: Record<string, string> = {
  a: '[aáàâãäå]',
  e: '[eéèêë]',
  i: '[iíìîï]',
  o: '[oóòôõöø]',
  u: '[uúùûü]',
  c: '[cç]',
  n: '[nñ]',
};

/**
 * A case-insensitive pattern for text in any of the supported languages, written without accents:
 * each plain a/e/i/o/u/c/n also matches its accented forms, `\\<` and `\\>` are the start and end of
 * a word in Latin or Cyrillic script (`\\b` knows only ASCII letters). Escapes and character classes
 * are left as written.
 */
export function intl(source: string): RegExp {
  let out = '';
  let cls = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1]!;
      if (!cls && next === '<') out += `(?<![${LETTER}])`;
      else if (!cls && next === '>') out += `(?![${LETTER}])`;
      else out += c + next;
      i++;
    } else if (cls) {
      cls = c !== ']';
      out += c;
    } else if (c === '[') {
      cls = true;
      out += c;
    } else out += ACCENTS[c] ?? c;
  }
  return new RegExp(out, 'i');
}

/** A regular-expression source matching the given alternatives in any letter case (for patterns that are otherwise case-sensitive). */
export function anyCase(source: string): string {
  return source.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`).replace(/ /g, '\\s+');
}
