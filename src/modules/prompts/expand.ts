import { parseExpandParam } from '../../http/expand-param.js';
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

/** A prompt endpoint's `expand` (http/expand-param.ts: the syntax and the 400) as what it fills. */
export function parseExpand(raw: string | undefined, accepted: readonly string[]): Expand {
  const set = parseExpandParam(raw, accepted);
  return { versions: set.has('versions'), kinds: ANALYSIS_KINDS.filter((k) => set.has(k)) };
}
