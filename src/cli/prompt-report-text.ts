import type { DiffReport, PromptDiff, RoleChange } from './prompt-report.js';
import type { PushResult, Step, VersionRef } from './prompt-sync.js';

/** The text forms of `prompts diff` (Markdown, for a pull request) and `prompts push` (a terminal). */

const q = (s: string | null) => (s === null ? 'none' : JSON.stringify(s));
const ref = (r: VersionRef) => ('version_id' in r ? r.version_id : 'the new version');

/** One line per step, in the words of the one who reads a plan ("would " goes before it in a dry run). */
export function describeStep(step: Step): string {
  switch (step.step) {
    case 'create_prompt':
      return step.entry === null
        ? 'create the prompt (no versions)'
        : 'create the prompt with its primary version';
    case 'use_case':
      return `change the use case: ${q(step.from)} → ${q(step.to)}`;
    case 'create_version':
      return `create a new version${step.name ? ` ${q(step.name)}` : ''}${step.primary ? ', primary' : ''}`;
    case 'rename_version':
      return `rename version ${step.version_id}: ${q(step.from)} → ${q(step.to)}`;
    case 'set_primary':
      return `make ${ref(step.version)} primary (was ${step.from_version_id ?? 'none'})`;
    case 'set_label':
      return `point label ${step.label} at ${ref(step.version)} (was ${step.from_version_id ?? 'none'})`;
    case 'remove_label':
      return `remove label ${step.label} (from ${step.version_id}; the version stays)`;
  }
}

const PAST: Record<PushResult['outcome'], string> = {
  created: 'created',
  updated: 'updated',
  unchanged: 'unchanged',
  conflict: 'NOT PUSHED (changed concurrently)',
  refused: 'NOT PUSHED (refused)',
  failed: 'NOT PUSHED (failed)',
};

/** `prompts push` for a terminal: each prompt, what was (or would be) done. */
export function pushText(results: PushResult[], dryRun: boolean, notes: string[]): string {
  const lines: string[] = [];
  for (const r of results) {
    if (r.outcome === 'unchanged') continue;
    const head =
      dryRun && r.steps.length && !r.message
        ? 'would be ' + (r.outcome === 'created' ? 'created' : 'updated')
        : PAST[r.outcome];
    lines.push(`${r.name} (${r.file ?? '-'}): ${head}`);
    for (const s of r.steps) lines.push(`  ${dryRun ? 'would ' : ''}${describeStep(s)}`);
    if (r.message) lines.push(`  ${r.message}`);
  }
  const count = (o: PushResult['outcome']) => results.filter((r) => r.outcome === o).length;
  const changed = count('created') + count('updated');
  lines.push(
    `${dryRun ? 'dry run: ' : ''}${changed} prompt(s) ${dryRun ? 'would change' : 'changed'}, ${count('unchanged')} unchanged` +
      (results.length - changed - count('unchanged')
        ? `, ${results.length - changed - count('unchanged')} not pushed`
        : ''),
  );
  return [...lines, ...notes].join('\n') + '\n';
}

const sign = (n: number | null, digits = 0) =>
  n === null ? 'n/a' : `${n > 0 ? '+' : n < 0 ? '−' : '±'}${Math.abs(n).toFixed(digits)}`;
const num = (n: number | null, digits = 0) => (n === null ? 'n/a' : n.toFixed(digits));
const money = (n: number | null) => (n === null ? 'n/a' : `$${n.toFixed(6)}`);

function cells(r: RoleChange) {
  const tokens = `${num(r.tokens.from)} → ${num(r.tokens.to)} (${sign(r.tokens.delta)})`;
  const cost =
    `${money(r.cost.from)} → ${money(r.cost.to)}` +
    (r.cost.delta === null ? '' : ` (${r.cost.delta < 0 ? '−' : '+'}$${Math.abs(r.cost.delta).toFixed(6)})`);
  const score = r.scoring
    ? `${num(r.scoring.from, 1)} → ${num(r.scoring.to, 1)} (${sign(r.scoring.delta, 1)})`
    : 'n/a';
  const risk = r.risk
    ? `${r.risk.from_level ?? 'n/a'} → ${r.risk.to_level ?? 'n/a'} (issues ${sign(r.risk.delta)})`
    : 'n/a';
  return [tokens, cost, score, risk];
}

/** A fence longer than any run of backticks in `text`, so a prompt's own ``` cannot close it. */
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');
const STATUS: Record<PromptDiff['status'], string> = {
  new: 'new prompt',
  changed: 'changed',
  unchanged: 'unchanged',
  only_on_service: 'only on the service (push leaves it)',
  refused: 'cannot be pushed',
};

/** The report as Markdown: a summary table, then each changed prompt with its steps and diffs. */
export function diffMarkdown(report: DiffReport): string {
  const s = report.summary;
  const out = [
    `## Promptkeep: ${s.changed} changed, ${s.new} new, ${s.unchanged} unchanged` +
      (s.only_on_service ? `, ${s.only_on_service} only on the service` : '') +
      (s.refused ? `, ${s.refused} cannot be pushed` : ''),
    '',
  ];
  const touched = report.prompts.filter((p) => p.status !== 'unchanged');
  if (touched.length === 0) return `${out.join('\n')}The folder and the service serve the same prompts.\n`;
  out.push(
    `Tokens and cost for \`${report.model}\` (one use as input); score and risk from the offline analyzer.`,
  );
  if (report.scores_note) out.push(`Scores: ${report.scores_note}.`);
  out.push(
    '',
    '| prompt | serves | tokens | cost per use | score | risk |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const p of touched) {
    if (p.roles.length === 0) out.push(`| ${cell(p.name)} | ${STATUS[p.status]} | | | | |`);
    for (const r of p.roles) out.push(`| ${cell(p.name)} | ${r.role} | ${cells(r).map(cell).join(' | ')} |`);
  }
  for (const p of touched) {
    if (p.status === 'only_on_service') continue;
    out.push('', `### ${p.name} — ${STATUS[p.status]}`, '', `File: \`${p.file}\``, '');
    if (p.message) out.push(`> ${p.message}`, '');
    for (const step of p.steps) out.push(`- ${describeStep(step)}`);
    for (const r of p.roles) {
      if (!r.unified_diff) continue;
      const f = fence(r.unified_diff);
      out.push(
        '',
        `<details><summary>${r.role}: ${r.new_version ? 'new text' : 'text of an existing version'} (${r.from_version_id ?? 'none before'})</summary>`,
        '',
        `${f}diff`,
        r.unified_diff.replace(/\n$/, ''),
        f,
        '',
        '</details>',
      );
    }
  }
  return `${out.join('\n')}\n`;
}
