// How the quality findings of prompt-quality.ts lower the prompt signals, and how they are worded
// in the scoring summary.
import type { QualityFindings } from './prompt-quality.js';
import type { SignalName, Signals } from './prompt-signals.js';
import { PRESSURE_EVIDENCE } from './quality-shouting.js';
import { quote } from './text-utils.js';

function weaken(signals: Signals, name: SignalName, factor: number, evidence?: string): void {
  const s = signals[name];
  s.strength = Math.max(0, Math.min(1, s.strength * factor));
  if (evidence) s.evidence = [evidence, ...s.evidence].slice(0, 2);
}

/** Lowers the signals each finding undermines; the evidence names the parts it comes from. */
export function applyQuality(signals: Signals, q: QualityFindings): void {
  const n = q.contradictions.length;
  if (n > 0) {
    const [a, b] = q.contradictions[0]!;
    const ev = `contradiction: ${quote(a, 40)} vs ${quote(b, 40)}`;
    // A prompt that cannot be satisfied as written: its constraints count for half at most.
    weaken(signals, 'clarity', Math.max(0.1, 1 - 0.5 * n), ev);
    weaken(signals, 'constraints', Math.max(0.2, 1 - 0.5 * n), ev);
    weaken(signals, 'specificity', Math.max(0.3, 1 - 0.3 * n));
    weaken(signals, 'output_format', Math.max(0.3, 1 - 0.4 * n));
    weaken(signals, 'tone', Math.max(0.3, 1 - 0.3 * n));
    weaken(signals, 'length', Math.max(0.3, 1 - 0.5 * n));
  }
  const f = q.flattery.length;
  if (f >= 2) {
    const ev = `unsupported superlatives: ${q.flattery
      .slice(0, 3)
      .map((w) => `"${w}"`)
      .join(', ')}`;
    signals.role.strength = Math.min(signals.role.strength, 0.35);
    signals.role.evidence = [ev];
    weaken(signals, 'clarity', Math.max(0.4, 1 - 0.12 * f), ev);
    weaken(signals, 'specificity', Math.max(0.4, 1 - 0.1 * f));
  }
  const e = q.emptySections.length;
  if (e > 0) {
    const ev = `empty sections: ${q.emptySections
      .slice(0, 3)
      .map((h) => quote(h, 20))
      .join(', ')}`;
    weaken(signals, 'structure', Math.max(0.1, 1 - 0.25 * e), ev);
    weaken(signals, 'clarity', Math.max(0.5, 1 - 0.1 * e));
  }
  if (q.stuffing.length > 0) {
    const ev = `keyword stuffing: ${q.stuffing.map((w) => `"${w}"`).join(', ')}`;
    weaken(signals, 'clarity', 0.5, ev);
    weaken(signals, 'specificity', 0.5);
    weaken(signals, 'structure', 0.7);
  }
  if (q.shouting.length > 0) {
    // Emphasis is not an instruction: a demand said three times counts once, and shouted rules
    // leave no way to tell which one matters.
    const ev = `shouting: ${q.shouting.join(', ')}`;
    weaken(signals, 'clarity', 0.5, ev);
    weaken(signals, 'constraints', 0.8);
    // Pleas and threats ("NEVER EVER MAKE MISTAKES", "IT WILL BE A DISASTER", "لا تخطئ أبداً") read
    // as rules, prohibitions and edge cases; under shouting they are pressure (issue 27, eleventh
    // scoring round).
    if (q.shouting.some((e) => e.startsWith(PRESSURE_EVIDENCE))) {
      weaken(signals, 'constraints', 0.6);
      weaken(signals, 'safety', 0.5);
      weaken(signals, 'edge_cases', 0.5);
    }
  }
  applyPadding(signals, q);
}

/**
 * Padding (issue 27, twelfth scoring round): chatter and restatement are not context, constraints
 * or edge cases, and they bury the instruction, so a concise prompt with the same content scores
 * higher than a padded one.
 */
function applyPadding(signals: Signals, q: QualityFindings): void {
  if (q.padding.length === 0) return;
  const ev = `padding: ${q.padding.slice(0, 3).join(', ')}`;
  weaken(signals, 'clarity', 0.5, ev);
  weaken(signals, 'specificity', 0.7);
  weaken(signals, 'context', 0.5);
  weaken(signals, 'constraints', 0.6);
  weaken(signals, 'edge_cases', 0.4);
  weaken(signals, 'safety', 0.4);
  weaken(signals, 'structure', 0.7);
  // Issue 27, fourteenth round: a role said among the chatter ("You are a helpful assistant. You
  // are an assistant who helps.", "an expert … Be an expert") and a tone said as reminders are part
  // of the padding, not a persona or a register the concise prompt lacks.
  weaken(signals, 'role', 0.6);
  weaken(signals, 'tone', 0.7);
  // Four marks or more (a recap under every heading, "Remember:", "FINAL REMINDER", "Again:"): the
  // headings and the sections they open are the padding too.
  if (q.padding.length >= 4) {
    weaken(signals, 'structure', 0.6);
    weaken(signals, 'specificity', 0.8);
    weaken(signals, 'role', 0.6);
    weaken(signals, 'context', 0.6);
  }
}

/** One sentence per finding, for the scoring summary. */
export function qualityNotes(q: QualityFindings): string[] {
  const notes: string[] = [];
  if (q.contradictions.length)
    notes.push(
      `${q.contradictions.length} contradictory instruction(s), e.g. ${quote(q.contradictions[0]![0], 50)} vs ${quote(q.contradictions[0]![1], 50)}`,
    );
  if (q.emptySections.length)
    notes.push(`${q.emptySections.length} empty section heading(s), e.g. ${quote(q.emptySections[0]!, 30)}`);
  if (q.flattery.length >= 2)
    notes.push(`unsupported superlatives about the model (${q.flattery.slice(0, 3).join(', ')})`);
  if (q.stuffing.length) notes.push(`keyword stuffing (${q.stuffing.join(', ')})`);
  if (q.shouting.length) notes.push(`shouting (${q.shouting.join(', ')})`);
  if (q.padding.length) notes.push(`padding (${q.padding.slice(0, 3).join(', ')})`);
  return notes;
}
