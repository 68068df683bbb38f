// Heatmap: an additive attention model over clauses. A neutral clause scores 2; imperatives,
// directives, emphasis, constraints, role statements, variables and the opening/closing position
// raise the score; hedges, example content and very long clauses lower it. Clamped to 1–5.

import type { HeatmapBody, HeatmapPhrase } from '../analysis.schemas.js';
import { colorForScore } from '../analysis-math.js';
import { estimateOf, textAdjustments } from './estimate.js';
import { exampleRanges } from './example-sections.js';
import { DIRECTIVE_WORDS, FORMAT_WORDS, HEDGE_WORDS, IMPERATIVE_VERBS, LIMIT_WORDS } from './lexicon.js';
import { clausesOf, inRanges, type Sentence, sentencesOf } from './segmenter.js';
import { listedPhrases, plural, quote, wordsOf } from './text-utils.js';

const BASE = 1.5;
const EMPHASIS_WORDS = new Set([
  'must',
  'never',
  'always',
  'important',
  'not',
  'only',
  'note',
  'warning',
  'critical',
  'do',
]);
const CONSTRAINT_RE =
  /\b\d+(?:\s*[-–]\s*\d+)?\s*(?:words?|characters?|sentences?|paragraphs?|bullets?|bullet\s+points?|items?|lines?|pages?|tokens?|points?|steps?|minutes?|%)|\b(?:at\s+most|at\s+least|no\s+more\s+than|no\s+fewer\s+than|up\s+to|exactly|within|limit(?:ed)?\s+to|maximum|minimum)\b/i;
const OUTPUT_CONTRACT_RE =
  /\b(?:respond|reply|answer|return|output|format|print)\s+(?:\w+\s+){0,3}?(?:with|as|in|only|a|an|the|json|yaml|csv|markdown|table)\b|\b(?:json|yaml|csv|xml|markdown)\s+(?:object|array|schema|only|format|table)\b|\{\s*"[\w ]+"\s*:/i;
const ROLE_RE = /^\s*(?:you\s+are|act\s+as|you're|your\s+role\s+is)\b/i;
const VARIABLE_RE = /\{\{[^{}]+\}\}|\[\[[^[\]]+\]\]/;
const SOFTENERS_RE =
  /\b(?:if\s+possible|feel\s+free|try\s+to|you\s+may|you\s+can|optionally|if\s+you\s+want|when\s+convenient)\b/i;

interface Feature {
  weight: number;
  reason: string;
}

/**
 * Verbs that open an instruction in prompts but are not in the shared lexicon (which scoring and
 * risk also read, so it is left as it is): the heatmap's own supplement.
 */
const EXTRA_IMPERATIVES = new Set(
  `be offer mix proofread cut reduce praise encourage cover address vary contrast justify argue recap
conclude put place set save send call query parse draw pretend speak talk repeat spell wrap enclose
prefix sign invite`.split(/\s+/),
);
/** A rule stated as a prohibition or an obligation: "Never …", "Always …", "No gore", "Only …". */
const RULE_OPENER_RE = /^\s*(?:never|always|no|only|don't|do\s+not|must\s+not)\b/i;
/** A decision rule: "If a field is missing, use null", "When unsure, label it for review". */
const CONDITIONAL_RE = /^\s*(?:if|when|whenever|unless|in\s+case)\b[^,;]*,\s*(\p{L}+)/iu;
/**
 * Quantities the shared constraint pattern misses: counts in words ("five ideas", "three minutes",
 * "a third of the words"), digit counts of things ("20 fictional customers", not years) and amounts
 * of money.
 */
const QUANTITY_RE =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|a\s+third|a\s+quarter|half)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+|\b(?!(?:19|20)\d\d\b)\d[\d,.]*\s+(?:[\p{L}-]+\s+)?\p{L}+s\b|[£$€¥]\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:euros?|dollars?|pounds?|usd|eur|gbp)\b/iu;

interface ClauseContext {
  sentence: Sentence;
  /** The first clause of the prompt that states an instruction: the task. */
  task: boolean;
  last: boolean;
  example: boolean;
}

/** Whether a clause states an instruction (an imperative, a rule opener or a decision rule). */
function instructs(clauseText: string): boolean {
  const first = wordsOf(clauseText)[0]?.lower ?? '';
  return (
    IMPERATIVE_VERBS.has(first) ||
    EXTRA_IMPERATIVES.has(first) ||
    first === 'please' ||
    RULE_OPENER_RE.test(clauseText) ||
    CONDITIONAL_RE.test(clauseText)
  );
}

function features(_content: string, clauseText: string, ctx: ClauseContext): Feature[] {
  const out: Feature[] = [];
  const words = wordsOf(clauseText);
  const lowers = words.map((w) => w.lower);
  const firstWord = lowers[0] ?? '';
  const rule = RULE_OPENER_RE.exec(clauseText);
  if (IMPERATIVE_VERBS.has(firstWord) || EXTRA_IMPERATIVES.has(firstWord) || firstWord === 'please') {
    // "Do not …" is a rule, not the verb "do": it counts once, below, like "Never …".
    if (!rule) out.push({ weight: 1, reason: `imperative ${quote(words[0]!.text, 20)}` });
  }
  if (rule) out.push({ weight: 1, reason: `rule ${quote(rule[0].trim(), 20)}` });
  // A hedge ("if possible, …") is not a decision rule.
  const conditional = SOFTENERS_RE.test(clauseText) ? null : CONDITIONAL_RE.exec(clauseText);
  if (conditional) out.push({ weight: 1, reason: `decision rule ${quote(conditional[0].trim(), 30)}` });
  const directive = lowers.find((w) => DIRECTIVE_WORDS.has(w));
  const negation = /\b(?:do\s+not|don't|never|must\s+not|should\s+not|avoid)\b/i.exec(clauseText);
  if (directive || negation) {
    out.push({ weight: 1, reason: `strong directive ${quote(negation?.[0] ?? directive!, 20)}` });
  }
  // Emphasis counts only on the words of a rule ("NEVER", "**must**"), not on capitals or
  // headings as such: a heading names a section, it is not an instruction.
  const emphasised = words.find(
    (w) => w.text.length >= 2 && /^\p{Lu}+$/u.test(w.text) && EMPHASIS_WORDS.has(w.lower),
  );
  if (emphasised) out.push({ weight: 0.5, reason: `emphasis (capitals ${quote(emphasised.text, 20)})` });
  // The output contract: what to return and in which shape.
  const contract = OUTPUT_CONTRACT_RE.exec(clauseText);
  if (contract) out.push({ weight: 1, reason: `output contract ${quote(contract[0], 30)}` });
  const constraint = CONSTRAINT_RE.exec(clauseText) ?? QUANTITY_RE.exec(clauseText);
  const format = lowers.find((w) => FORMAT_WORDS.has(w) || LIMIT_WORDS.has(w));
  if (constraint || format) {
    out.push({ weight: 1, reason: `constraint/format ${quote(constraint?.[0] ?? format!, 30)}` });
  }
  if (ROLE_RE.test(clauseText)) out.push({ weight: 0.5, reason: 'role statement' });
  if (VARIABLE_RE.test(clauseText)) out.push({ weight: 0.5, reason: 'input variable' });
  // Position counts for content: the opening bonus goes to the task (the first instruction), not
  // to a role or background sentence that happens to come first.
  if (ctx.task) out.push({ weight: 1, reason: 'the task (first instruction)' });
  else if (ctx.last) out.push({ weight: 0.5, reason: 'closing position (recency)' });
  const hedge = lowers.find((w) => HEDGE_WORDS.has(w)) ?? SOFTENERS_RE.exec(clauseText)?.[0];
  if (hedge) out.push({ weight: -0.5, reason: `hedged wording ${quote(hedge, 20)}` });
  if (ctx.example) out.push({ weight: -1, reason: 'example content (lower attention)' });
  if (words.length > 30) out.push({ weight: -0.5, reason: 'long clause dilutes attention' });
  return out;
}

export function scoreHeatmap(content: string, includeExamples: boolean): HeatmapPhrase[] {
  const examples = exampleRanges(content);
  const sentences = sentencesOf(content).filter((s) => includeExamples || !inRanges(examples, s.start));
  let taskSeen = false;
  const lastSentence = sentences[sentences.length - 1];
  const phrases: HeatmapPhrase[] = [];
  // Earlier clauses by length: only clauses of the same length can be parallel.
  const seen = new Map<number, { tokens: string[]; text: string }[]>();
  for (const sentence of sentences) {
    const clauses = clausesOf(content, sentence, 3);
    for (const clause of clauses) {
      if (!includeExamples && inRanges(examples, clause.start)) continue;
      const example = inRanges(examples, clause.start);
      const task = !taskSeen && !example && !sentence.heading && instructs(clause.text);
      if (task) taskSeen = true;
      const ctx = { sentence, task, last: sentence === lastSentence && sentences.length > 1, example };
      const fs = features(content, clause.text, ctx);
      const tokens = clauseTokens(clause.text);
      const bucket = seen.get(tokens.length) ?? [];
      const earlier = tokens.length >= 4 ? bucket.find((e) => isParallel(e.tokens, tokens)) : undefined;
      if (earlier) {
        fs.push({
          weight: -1,
          reason: `repeats the rule pattern of ${quote(earlier.text, 40)} (parallel rules share its weight)`,
        });
      } else if (bucket.length < MAX_PATTERNS)
        seen.set(tokens.length, [...bucket, { tokens, text: clause.text }]);
      const raw = BASE + fs.reduce((sum, f) => sum + f.weight, 0);
      const attention_score = Math.max(1, Math.min(5, Math.round(raw)));
      const reason = fs.length
        ? `${capitalizeFirst(fs.map((f) => f.reason).join('; '))}.`
        : 'Supporting text: no instruction verb, output contract, constraint or emphasis was detected here.';
      phrases.push({ phrase: clause.text, attention_score, color: colorForScore(attention_score), reason });
    }
  }
  return phrases;
}

const MAX_PATTERNS = 50;

/** Lower-case words with numbers and quoted text reduced to "#". */
function clauseTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/"[^"]*"|'[^']*'|\d+/g, '#')
      .match(/[\p{L}#]+/gu) ?? []
  );
}

/**
 * Parallel rules: the same words in the same order with one or two swapped ("write the summary
 * bullets as exactly 16 words" / "write the risks bullets as exactly 16 words").
 */
function isParallel(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length && diff <= 2; i++) if (a[i] !== b[i]) diff++;
  return diff <= Math.min(2, Math.floor(a.length / 3));
}

function capitalizeFirst(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

export function analyzeHeatmap(content: string, includeExamples: boolean): HeatmapBody {
  const phrases = scoreHeatmap(content, includeExamples);
  const examples = includeExamples ? 'example sections included' : 'example sections skipped';
  if (phrases.length === 0) {
    return { summary: `No text to score (${examples}).`, phrases, estimate: heatmapEstimate(content) };
  }
  const { listed, note } = listedPhrases(phrases);
  const counts = [1, 2, 3, 4, 5].map((n) => phrases.filter((p) => p.attention_score === n).length);
  const top = phrases.reduce((best, p) => (p.attention_score > best.attention_score ? p : best), phrases[0]!);
  const high = counts[3]! + counts[4]!;
  const low = counts[0]! + counts[1]!;
  const advice =
    high === 0
      ? 'Nothing stands out: put the key instruction first and state hard constraints explicitly.'
      : high > phrases.length / 2
        ? 'Most phrases compete for attention; reserve emphasis for the few rules that matter most.'
        : 'The key instructions stand out from the supporting text.';
  return {
    summary: `${plural(phrases.length, 'phrase')} scored (${examples}): ${counts
      .map((c, i) => `${c} at ${i + 1}`)
      .join(
        ', ',
      )}. ${high} high-attention and ${low} low-attention phrases; strongest: ${quote(top.phrase, 60)}. ${advice} Estimated by the offline analyzer's heuristic attention model (imperatives, emphasis, constraints, position), not measured on a model.${note}`,
    phrases: listed,
    estimate: heatmapEstimate(content),
  };
}

function heatmapEstimate(content: string): HeatmapBody['estimate'] {
  return estimateOf({
    base: 0.65,
    adjustments: textAdjustments(content),
    rests:
      'a weighted model of what a reader marks as key (the task, the output contract, hard limits); it was not measured on a model, and its top phrases match a careful reader’s about nine times in ten on hand-labelled prompts',
  });
}
