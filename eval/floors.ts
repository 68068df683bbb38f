// The quality ratchet: headline figures per part, checked against eval/floors.json.
import { readFileSync } from 'node:fs';
import { type EvalReport, PARTS, ratio } from './harness.js';
import type { Part } from './split.js';

export type Headline = Record<string, number>;

export function headline(report: EvalReport, part: Part): Headline {
  return {
    'risk.recall': ratio(report.risk[part].recall),
    'risk.fpr': ratio(report.risk[part].fpr),
    'scoring.accuracy': ratio(report.scoring[part].accuracy),
    'scoring.long_bad': ratio(report.scoring[part].longBad),
    'heatmap.topk': ratio(report.heatmap[part].score),
    'balance.accuracy': ratio(report.balance[part].score),
  };
}

export type Floors = Record<Part, Record<string, { min?: number; max?: number }>>;

export function loadFloors(): Floors {
  return JSON.parse(readFileSync(new URL('./floors.json', import.meta.url), 'utf8')) as Floors;
}

/** One line per figure that is below its floor (or above its ceiling). */
export function floorFailures(report: EvalReport, floors: Floors = loadFloors()): string[] {
  const out: string[] = [];
  for (const part of PARTS) {
    const h = headline(report, part);
    for (const [name, f] of Object.entries(floors[part] ?? {})) {
      const v = h[name];
      if (v === undefined || Number.isNaN(v)) out.push(`${part} ${name}: no figure`);
      else if (f.min !== undefined && v < f.min)
        out.push(`${part} ${name} = ${v.toFixed(3)} < floor ${f.min}`);
      else if (f.max !== undefined && v > f.max)
        out.push(`${part} ${name} = ${v.toFixed(3)} > ceiling ${f.max}`);
    }
  }
  return out;
}
