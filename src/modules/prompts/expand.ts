import { badRequest } from '../../lib/domain-error.js';
import type { AnalysisKind } from '../analysis/analysis.schemas.js';

export const ANALYSIS_KINDS = [
  'scoring',
  'risk',
  'balance',
  'heatmap',
] as const satisfies readonly AnalysisKind[];
export const PROMPT_EXPAND = ['versions', ...ANALYSIS_KINDS] as const;
export const VERSION_EXPAND = ANALYSIS_KINDS;

export interface Expand {
  /** All versions of a prompt (else only its primary). */
  versions: boolean;
  /** Analysis objects to fill; the others stay null. */
  kinds: AnalysisKind[];
}

export const NO_EXPAND: Expand = { versions: false, kinds: [] };

/**
 * Parses `expand` (comma-separated names; blanks around and between commas ignored) against the
 * names the endpoint accepts. Unknown names are a 400 that lists them.
 */
export function parseExpand(raw: string | undefined, accepted: readonly string[]): Expand {
  if (raw === undefined) return NO_EXPAND;
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const unknown = [...new Set(names.filter((n) => !accepted.includes(n)))];
  if (unknown.length) {
    throw badRequest(
      `querystring.expand: unknown name(s): ${unknown.join(', ')}. Accepted: ${accepted.join(', ')}.`,
    );
  }
  const set = new Set(names);
  return { versions: set.has('versions'), kinds: ANALYSIS_KINDS.filter((k) => set.has(k)) };
}
