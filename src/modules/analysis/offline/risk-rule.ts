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
