// Scores a prompt against a criterion set. Each criterion is mapped onto generic prompt signals
// through the words of its slug, label and description; each of its questions is checked against
// the signals it names and against its own key words (stem overlap with the prompt).

import type { CriterionInput } from '../../criteria/criteria.schemas.js';
import type { ScoringBody } from '../analysis.schemas.js';
import type { CriteriaForScoring } from '../analysis-engine.js';
import { type CriterionVerdict, computeScoring } from '../analysis-math.js';
import { estimateOf, textAdjustments } from './estimate.js';
import { assessQuality, type QualityFindings } from './prompt-quality.js';
import { detectSignals, type SignalName, type Signals } from './prompt-signals.js';
import { applyQuality, qualityNotes } from './quality-effects.js';
import { clamp01, isContentWord, quote, stem, wordsOf } from './text-utils.js';

const SIGNAL_KEYWORDS: readonly [SignalName, RegExp][] = [
  ['role', /\b(?:role|persona|expert(?:ise)?|identity|act\s+as|who\s+the\s+model)\b/i],
  ['output_format', /\b(?:format(?:ting|ted)?|output|json|markdown|schema|response\s+shape|deliverable)\b/i],
  ['structure', /\b(?:structure[ds]?|organi[sz]\w*|sections?|headings?|layout|logical\s+order)\b/i],
  [
    'constraints',
    /\b(?:constraints?|limits?|limitations?|restrict\w*|boundar\w*|rules?|requirements?|guardrails?|do's|don'ts)\b/i,
  ],
  ['examples', /\b(?:examples?|samples?|demonstrat\w*|few[- ]shot|illustrat\w*)\b/i],
  [
    'audience',
    /\b(?:audience|readers?|stakeholders?|end[- ]users?|target\s+users?|who\s+(?:the\s+\w+|it)\s+is\s+for)\b/i,
  ],
  ['tone', /\b(?:tone|voice|style|register|formality)\b/i],
  ['length', /\b(?:length|concise\w*|brevity|word\s+count|verbosity)\b/i],
  ['context', /\b(?:context|background|situation|purpose|motivation|why)\b/i],
  [
    'clarity',
    /\b(?:clarity|clear(?:ly)?|unambiguous\w*|ambigu\w*|vague\w*|understandable|readab\w*|plain\s+language)\b/i,
  ],
  ['specificity', /\b(?:specific\w*|precise\w*|precision|concrete|detail(?:ed|s)?|explicit)\b/i],
  ['task', /\b(?:task|instructions?|action|what\s+to\s+do|objective|goal)\b/i],
  ['steps', /\b(?:steps?|step[- ]by[- ]step|sequence|process|workflow|reasoning)\b/i],
  [
    'success_criteria',
    /\b(?:success|acceptance|quality\s+bar|definition\s+of\s+done|evaluat\w*|good\s+(?:answer|response))\b/i,
  ],
  [
    'edge_cases',
    /\b(?:edge\s+cases?|exceptions?|fallback|missing\s+(?:data|information|input)|unknown|errors?)\b/i,
  ],
  ['safety', /\b(?:safety|safe|harm\w*|ethic\w*|bias\w*|privacy|sensitive|compliance|responsible)\b/i],
  ['variables', /\b(?:variables?|placeholders?|parameters?|templat\w*)\b/i],
];

/** Words that say nothing about what a criterion checks. */
const GENERIC = new Set(
  `prompt prompts does response responses model models clearly include includes included provide provided
  state stated explicitly well good specify specified mention mentioned make given use used using enough
  say says said tell tells give gives get gets want wants
  appropriate relevant ai llm way need needed able whether sure adequately properly sufficiently rate
  assess check ensure contain contains containing define defined describe described`.split(/\s+/),
);

export const SIGNAL_HINTS: Record<SignalName, string> = {
  task: 'state the task as a direct instruction (e.g. "Summarize …", "Write …")',
  role: 'say who the model should be (e.g. "You are an experienced …")',
  context: 'give background: the situation, the goal and why the result is needed',
  audience: 'name the audience the answer is for and what they already know',
  output_format: 'specify the output format (sections, bullet list, table or JSON fields)',
  structure: 'organise the prompt into labelled sections (Task, Context, Constraints, Output format)',
  constraints: 'list the rules and limits: what to include, what to avoid, what is out of scope',
  examples: 'add a short example of the expected input and output',
  tone: 'describe the tone and style (e.g. friendly and professional, plain language)',
  length: 'set a length limit (e.g. "at most 150 words" or "3–5 bullet points")',
  clarity: 'use short, direct sentences and replace vague words ("something", "stuff", "etc.")',
  specificity: 'add concrete details: numbers, names, formats and the exact inputs to use',
  steps: 'break the work into numbered steps',
  success_criteria: 'say what a good answer must contain so it can be checked',
  edge_cases: 'say what to do when information is missing, ambiguous or out of scope',
  safety: 'add guardrails: what the model must refuse or avoid, and how to handle sensitive data',
  variables: 'mark the inputs that change per use as variables such as {{input}}',
};

export function signalsFor(text: string): SignalName[] {
  return SIGNAL_KEYWORDS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

export function splitQuestions(questions: string): string[] {
  const parts = questions
    .split(/(?<=\?)\s+|\n+|;\s+/)
    .map((q) => q.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((q) => /[\p{L}\p{N}]/u.test(q));
  return parts.length > 0 ? parts : [questions];
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export interface CriterionCheck {
  criterion: CriterionInput;
  score: number;
  feedback: string;
  /** The signals the criterion was mapped onto (first = primary). */
  signals: SignalName[];
  missing: string[];
}

export function checkCriterion(
  criterion: CriterionInput,
  signals: Signals,
  /** The prompt's words by stem: a key word is quoted as the prompt writes it. */
  contentStems: ReadonlyMap<string, string>,
  empty: boolean,
): CriterionCheck {
  // What the criterion is about comes from its slug and label; the description only when those
  // name no known signal (descriptions mention many things in passing).
  const named = signalsFor(`${criterion.slug.replace(/_/g, ' ')} ${criterion.label}`);
  const identity = named.length ? named : signalsFor(criterion.description);
  const questions = splitQuestions(criterion.questions);
  const found = new Set<string>();
  const missing: string[] = [];
  const values = questions.map((q) => {
    const qSignals = signalsFor(q);
    const keywords = [...new Set(wordsOf(q).filter((w) => isContentWord(w.lower) && !GENERIC.has(w.lower)))];
    const hits = keywords.filter((w) => contentStems.has(stem(w.lower)));
    for (const h of hits) found.add(contentStems.get(stem(h.lower)) ?? h.lower);
    const coverage = keywords.length ? clamp01(hits.length / keywords.length / 0.6) : 0;
    const own = qSignals.length ? mean(qSignals.map((s) => signals[s].strength)) : 0;
    const fallback = identity.length ? mean(identity.map((s) => signals[s].strength)) : 0;
    const value = qSignals.length || keywords.length ? Math.max(own, coverage) : fallback;
    if (value < 0.5) missing.push(q);
    return value;
  });
  const identityStrength = identity.length ? mean(identity.map((s) => signals[s].strength)) : undefined;
  const questionScore = mean(values);
  const s = identityStrength === undefined ? questionScore : 0.55 * identityStrength + 0.45 * questionScore;
  const score = empty ? 0 : Math.max(0, Math.min(5, Math.round(s * 5)));
  const mapped = identity.length ? identity : [...new Set(questions.flatMap((q) => signalsFor(q)))];
  return {
    criterion,
    score,
    feedback: feedbackFor(criterion, score, mapped, signals, found, missing, questions.length),
    signals: mapped,
    missing,
  };
}

/** Common verbs that questions use but that say nothing about what the prompt covers. */
const WEAK_VERBS = new Set(
  'say says said tell tells give gives make makes made use uses used get gets take takes put puts want wants need needs know knows help helps show shows think work works keep keeps look looks come comes seem seems feel ask asks find finds let lets'.split(
    ' ',
  ),
);

const VERDICTS = [
  'not addressed',
  'barely addressed',
  'weakly addressed',
  'partly addressed',
  'mostly addressed',
  'fully addressed',
];

function feedbackFor(
  criterion: CriterionInput,
  score: number,
  mapped: SignalName[],
  signals: Signals,
  found: Set<string>,
  missing: string[],
  questionCount: number,
): string {
  const parts = [`${criterion.label}: ${VERDICTS[score]} (${score}/5).`];
  // "vague: …" is evidence against clarity: quoted only when the score is not already high.
  const evidence = mapped
    .flatMap((s) => signals[s].evidence)
    .filter((e) => score <= 3 || !e.startsWith('vague:'))
    .slice(0, 2);
  if (evidence.length) parts.push(`Evidence: ${evidence.map((e) => quote(e, 50)).join(', ')}.`);
  else {
    // Only words that name something: "say", "use" or "make" found in the prompt prove nothing.
    const named = [...found].filter((w) => w.length > 3 && !WEAK_VERBS.has(w)).slice(0, 4);
    if (named.length)
      parts.push(`The prompt uses the criterion's key words ${named.map((w) => `"${w}"`).join(', ')}.`);
  }
  parts.push(`${questionCount - missing.length} of ${questionCount} question(s) answered.`);
  if (missing.length) parts.push(`Not answered: ${quote(missing[0]!, 90)}.`);
  if (score <= 3) {
    const weakest = [...mapped].sort((a, b) => signals[a].strength - signals[b].strength)[0];
    if (weakest) parts.push(`To improve, ${SIGNAL_HINTS[weakest]}.`);
    else parts.push(`To improve, address the criterion's questions explicitly in the prompt.`);
  }
  return parts.join(' ');
}

export function checkAll(
  content: string,
  criterionSet: readonly CriterionInput[],
  quality: QualityFindings = assessQuality(content),
): CriterionCheck[] {
  // Signals and key words are read from the substance of the prompt: empty section headings do
  // not count as the sections they name. Then contradictions, flattery and stuffing weaken them.
  const signals = detectSignals(quality.substance);
  applyQuality(signals, quality);
  const stems = new Map<string, string>();
  for (const w of wordsOf(quality.substance))
    if (!stems.has(stem(w.lower))) stems.set(stem(w.lower), w.lower);
  const empty = wordsOf(content).length === 0;
  return criterionSet.map((c) => checkCriterion(c, signals, stems, empty));
}

export function scorePrompt(content: string, criteria: CriteriaForScoring): ScoringBody {
  const quality = assessQuality(content);
  const checks = checkAll(content, criteria.criterion_set, quality);
  const notes = qualityNotes(quality);
  const verdicts: CriterionVerdict[] = checks.map((c) => ({
    slug: c.criterion.slug,
    score: c.score,
    feedback: c.feedback,
  }));
  const numbers = computeScoring(criteria.criterion_set, verdicts);
  const strong = checks.filter((c) => c.score >= 4);
  const weak = checks.filter((c) => c.score <= 2);
  const label = (c: CriterionCheck) => `${c.criterion.label} (${c.score}/5)`;
  const strengths = strong.length
    ? `Well covered: ${strong.map(label).join('; ')}.`
    : 'No criterion is well covered yet (none scores 4 or 5).';
  const areas = weak.length
    ? weak
        .map(
          (c) =>
            `${label(c)}: ${c.signals[0] ? SIGNAL_HINTS[c.signals[0]] : `answer "${c.missing[0] ?? c.criterion.questions}"`}`,
        )
        .join('; ')
    : 'No major gaps: every criterion scores 3 or more.';
  return {
    overall_score: numbers.overall_score,
    rating: numbers.rating,
    summary: {
      strengths,
      areas_for_improvement: weak.length ? `${areas}.` : areas,
      overall_feedback: `Scored ${numbers.overall_score} (${numbers.rating}) against "${criteria.name}" (${checks.length} criteria; ${strong.length} well covered, ${weak.length} weak).${notes.length ? ` Quality problems lower the score: ${notes.join('; ')}.` : ''} Heuristic result of the offline analyzer: it checks the prompt text for the signals and key words each criterion asks about; it does not run the prompt or judge the quality of its answers.`,
    },
    criteria: {
      criteria_id: criteria.criteria_id,
      name: criteria.name,
      criterion_results: numbers.criterion_results,
    },
    estimate: scoringEstimate(content, checks),
  };
}

/** Pairwise ranking is reliable on held-out pairs; absolute scores and keyword-only criteria less so. */
function scoringEstimate(content: string, checks: readonly CriterionCheck[]): ScoringBody['estimate'] {
  const adjustments = textAdjustments(content);
  const unmapped = checks.filter((c) => c.signals.length === 0).length;
  if (unmapped > checks.length / 2)
    adjustments.push([-0.15, `${unmapped} of ${checks.length} criteria are checked by their key words only`]);
  return estimateOf({
    base: 0.75,
    adjustments,
    rests:
      'text signals and key words per criterion; it ranks a better prompt above a weaker one for the same task in most held-out pairs, but an absolute score is a rough reading',
  });
}
