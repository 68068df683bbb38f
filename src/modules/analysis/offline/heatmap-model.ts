// Heatmap: an additive attention model over clauses. A neutral clause scores 2; imperatives,
// directives, emphasis, constraints, role statements, variables and the opening/closing position
// raise the score; hedges, example content and very long clauses lower it. Clamped to 1–5.

import type { HeatmapBody, HeatmapPhrase } from '../analysis.schemas.js';
import { colorForScore } from '../analysis-math.js';
import { exampleRanges } from './example-sections.js';
import {
  DIRECTIVE_WORDS,
  FORMAT_WORDS,
  HEDGE_WORDS,
  IMPERATIVE_VERBS,
  KNOWN_ACRONYMS,
  LIMIT_WORDS,
} from './lexicon.js';
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
const ROLE_RE = /^\s*(?:you\s+are|act\s+as|you're|your\s+role\s+is)\b/i;
const VARIABLE_RE = /\{\{[^{}]+\}\}|\[\[[^[\]]+\]\]/;
const SOFTENERS_RE =
  /\b(?:if\s+possible|feel\s+free|try\s+to|you\s+may|you\s+can|optionally|if\s+you\s+want|when\s+convenient)\b/i;

interface Feature {
  weight: number;
  reason: string;
}

function features(
  content: string,
  clauseText: string,
  ctx: { sentence: Sentence; first: boolean; last: boolean; example: boolean },
): Feature[] {
  const out: Feature[] = [];
  const words = wordsOf(clauseText);
  const lowers = words.map((w) => w.lower);
  const firstWord = lowers[0] ?? '';
  if (IMPERATIVE_VERBS.has(firstWord) || firstWord === 'please') {
    out.push({ weight: 1, reason: `imperative ${quote(words[0]!.text, 20)}` });
  }
  const directive = lowers.find((w) => DIRECTIVE_WORDS.has(w));
  const negation = /\b(?:do\s+not|don't|never|must\s+not|should\s+not|avoid)\b/i.exec(clauseText);
  if (directive || negation) {
    out.push({ weight: 1, reason: `strong directive ${quote(negation?.[0] ?? directive!, 20)}` });
  }
  const caps = words.find(
    (w) =>
      w.text.length >= 2 &&
      /^\p{Lu}+$/u.test(w.text) &&
      (EMPHASIS_WORDS.has(w.lower) || (w.text.length >= 4 && !KNOWN_ACRONYMS.has(w.lower))),
  );
  const bold = /\*\*[^*]+\*\*|__[^_]+__/.test(content.slice(ctx.sentence.start, ctx.sentence.end));
  if (caps || bold || clauseText.includes('!')) {
    out.push({
      weight: 1,
      reason: caps
        ? `emphasis (capitals ${quote(caps.text, 20)})`
        : bold
          ? 'emphasis (bold)'
          : 'emphasis (!)',
    });
  }
  const constraint = CONSTRAINT_RE.exec(clauseText);
  const format = lowers.find((w) => FORMAT_WORDS.has(w) || LIMIT_WORDS.has(w));
  if (constraint || format) {
    out.push({ weight: 1, reason: `constraint/format ${quote(constraint?.[0] ?? format!, 30)}` });
  }
  if (ROLE_RE.test(clauseText)) out.push({ weight: 0.5, reason: 'role statement' });
  if (VARIABLE_RE.test(clauseText)) out.push({ weight: 0.5, reason: 'input variable' });
  if (ctx.sentence.heading) out.push({ weight: 0.5, reason: 'heading' });
  if (ctx.first) out.push({ weight: 1, reason: 'opening position (primacy)' });
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
  const firstLine = sentences.find((s) => !s.heading)?.start;
  const lastSentence = sentences[sentences.length - 1];
  const phrases: HeatmapPhrase[] = [];
  for (const sentence of sentences) {
    const clauses = clausesOf(content, sentence, 3);
    for (const clause of clauses) {
      if (!includeExamples && inRanges(examples, clause.start)) continue;
      const ctx = {
        sentence,
        first: sentence.start === firstLine,
        last: sentence === lastSentence && sentences.length > 1,
        example: inRanges(examples, clause.start),
      };
      const fs = features(content, clause.text, ctx);
      const raw = BASE + fs.reduce((sum, f) => sum + f.weight, 0);
      const attention_score = Math.max(1, Math.min(5, Math.round(raw)));
      const reason = fs.length
        ? `${capitalizeFirst(fs.map((f) => f.reason).join('; '))}.`
        : 'Neutral descriptive text: no imperative, emphasis, constraint or salient position.';
      phrases.push({ phrase: clause.text, attention_score, color: colorForScore(attention_score), reason });
    }
  }
  return phrases;
}

function capitalizeFirst(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

export function analyzeHeatmap(content: string, includeExamples: boolean): HeatmapBody {
  const phrases = scoreHeatmap(content, includeExamples);
  const examples = includeExamples ? 'example sections included' : 'example sections skipped';
  if (phrases.length === 0) {
    return { summary: `No text to score (${examples}).`, phrases };
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
  };
}
