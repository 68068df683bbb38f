// Template-based prompt generation: a Markdown prompt with role, task, context, instructions,
// constraints, tone, output format and an example slot, adapted to the use case's key terms.

import type { AnalysisEstimate } from '../analysis.schemas.js';
import type { CriteriaForScoring } from '../analysis-engine.js';
import { checkAll } from './criterion-checks.js';
import { estimateOf, textAdjustments } from './estimate.js';
import { IMPERATIVE_VERBS, STOPWORDS } from './lexicon.js';
import { capitalize, keyTerms, lowerFirst, wordsOf } from './text-utils.js';

const ROLES: readonly [RegExp, string][] = [
  [
    /\b(?:code|coding|program|bug|api|function|software|developer|typescript|python|javascript|sql\s+query|refactor)/i,
    'software engineer',
  ],
  [/\b(?:support|ticket|customer|complaint|helpdesk|refund)/i, 'customer-support specialist'],
  [
    /\b(?:marketing|advert|campaign|seo|copywrit|slogan|landing\s+page|social\s+media|newsletter)/i,
    'marketing copywriter',
  ],
  [/\b(?:data|analytics|dashboard|metrics|kpi|spreadsheet|statistic)/i, 'data analyst'],
  [/\b(?:financ|budget|invest|accounting|revenue|forecast)/i, 'financial analyst'],
  [
    /\b(?:legal|contract|law|compliance|policy|gdpr)/i,
    'legal analyst who explains but does not give legal advice',
  ],
  [
    /\b(?:medical|health|patient|clinic|symptom|nutrition)/i,
    'health-information writer who does not diagnose',
  ],
  [/\b(?:teach|lesson|student|course|tutor|quiz|curriculum|explain)/i, 'teacher'],
  [/\b(?:recruit|hiring|job\s+(?:ad|description|posting)|resume|cv|interview)/i, 'recruiter'],
  [/\b(?:translat)/i, 'professional translator'],
  [/\b(?:summar|report|meeting\s+notes|minutes)/i, 'editor who writes clear summaries'],
  [/\b(?:email|letter|message|reply)/i, 'professional writer'],
  [/\b(?:story|poem|fiction|creative|script)/i, 'creative writer'],
];

export function roleFor(text: string): string {
  for (const [re, role] of ROLES) if (re.test(text)) return role;
  const terms = keyTerms(text, 2, GENERIC_TERMS);
  return terms.length ? `specialist in ${terms.join(' and ')}` : 'assistant';
}

/** Words too generic to name a use case's subject. */
export const GENERIC_TERMS = new Set(
  'prompt prompts use case cases generate generating create creating write writing assistant model help helps user users want need needs task tasks thing things good better best make able people way new'.split(
    ' ',
  ),
);

const FORMATS: readonly [RegExp, string][] = [
  [/\bemail|letter\b/i, 'An email with a subject line, a greeting, 2–4 short paragraphs and a sign-off.'],
  [
    /\b(?:code|function|script|program|sql|refactor)/i,
    'A one-paragraph explanation, then the code in a fenced code block, then any caveats as bullet points.',
  ],
  [
    /\b(?:summar|report|notes|minutes|brief)/i,
    'Markdown: a one-sentence overview, then 3–5 bullet points with the key facts.',
  ],
  [
    /\b(?:ideas|list|brainstorm|names|options|titles)\b/i,
    'A numbered list of 5–10 items, each with a one-line rationale.',
  ],
  [
    /\b(?:classif|categor|label|extract|json)/i,
    'JSON only, with one field per requested value; use null when a value is not in the input.',
  ],
  [/\b(?:translat)/i, 'The translation only, preserving the original formatting.'],
];

export function formatFor(text: string): string {
  for (const [re, format] of FORMATS) if (re.test(text)) return format;
  return 'Markdown with short headings; use bullet points for lists and keep paragraphs short.';
}

const AUDIENCE_RE =
  /\bfor\s+((?:a\s+|an\s+|the\s+|our\s+|my\s+)?(?:[\w-]+\s+){0,2}(?:beginners?|novices?|experts?|children|kids|students|customers|clients|executives|developers|engineers|managers|stakeholders|patients|teachers|parents|readers|users|team|audience|employees|members|buyers|professionals|owners|founders|shoppers|visitors|travell?ers|learners|researchers|analysts|designers|marketers|writers|citizens|residents|staff|colleagues|candidates|applicants|seniors|adults|teens|teenagers|investors|partners|subscribers|fans|community|people))\b/i;

export function audienceFor(text: string): string | null {
  return AUDIENCE_RE.exec(text)?.[1] ?? null;
}

const LEAD_IN_RE =
  /^(?:(?:please\s+)?(?:i|we)\s+(?:want|need|would\s+like)\s+(?:you\s+)?(?:to\s+)?|(?:please\s+)?help\s+(?:me|us)\s+(?:to\s+)?|(?:a\s+)?prompt\s+(?:that|to|for|which)\s+(?:will\s+)?|create\s+a\s+prompt\s+(?:that|to|for)\s+|an?\s+assistant\s+(?:that|to|for)\s+)/i;

/** The use case as one imperative task sentence. */
export function taskSentence(useCase: string): string {
  const cleaned = useCase
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  if (!cleaned) return 'Complete the request given in the input.';
  const body = cleaned.replace(LEAD_IN_RE, '');
  const first = wordsOf(body)[0]?.lower ?? '';
  if (IMPERATIVE_VERBS.has(first)) return `${capitalize(body)}.`;
  // "helps users plan trips" → "Help users plan trips."
  const verb = first.endsWith('s') ? first.slice(0, -1) : '';
  if (verb && IMPERATIVE_VERBS.has(verb)) return `${capitalize(verb)}${body.slice(first.length)}.`;
  return `Complete this task: ${lowerFirst(body)}.`;
}

function titleFor(useCase: string): string {
  const flat = useCase
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?,;:]+$/, '');
  const words = flat.split(' ').slice(0, 8);
  // Do not end the title on "for a" or "with the".
  while (words.length > 1 && STOPWORDS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  const title = words.join(' ').replace(/[,;:]+$/, '');
  return title ? capitalize(title) : 'Prompt';
}

export function generatePromptText(useCase: string, criteria?: CriteriaForScoring): string {
  const text = useCase.replace(/\s+/g, ' ').trim();
  const terms = keyTerms(text, 3, GENERIC_TERMS);
  const subject = terms.length ? terms.join(', ') : 'the request';
  const audience = audienceFor(text) ?? 'the people who will use the result';
  const sections = [
    `# ${titleFor(text)}`,
    `You are an experienced ${roleFor(text)}.`,
    `## Task\n${taskSentence(text)}`,
    `## Context\n- Use case: ${text || 'not specified'}\n- Audience: ${audience}\n- Input: {{input}}`,
    `## Instructions\n1. Read the input carefully and note the key facts about ${subject}.\n2. ${taskSentence(text).replace(/\.$/, '')}, using only those facts.\n3. Check the result against the constraints and the output format before answering.`,
    `## Constraints\n- Use only the information in the input; if something needed is missing, say what is missing instead of guessing.\n- Keep the response under 300 words unless the input requires more.\n- Do not include personal or confidential data that is not needed for the task.`,
    `## Tone\nClear, friendly and professional; plain language suited to ${audience}.`,
    `## Output format\n${formatFor(text)}`,
    `## Example\nInput: [a short, representative input]\nOutput: [the ideal response to that input, in the format above]`,
  ];
  if (criteria && criteria.criterion_set.length > 0) {
    const checklist = criteria.criterion_set
      .map((c) => `- ${c.label}: ${c.description.replace(/\s+/g, ' ').trim()}`)
      .join('\n');
    sections.push(`## Quality checklist\nBefore answering, make sure the response satisfies:\n${checklist}`);
  }
  return `${sections.join('\n\n')}\n`;
}

/**
 * How far to trust a generated prompt: how much of the use case the templates recognised (a known
 * role, a known output format, key terms to name the subject) and, when criteria are given, how
 * many of them the generated text passes by the offline scoring checks.
 */
export function generationEstimate(
  useCase: string,
  content: string,
  criteria?: CriteriaForScoring,
): AnalysisEstimate {
  const text = useCase.replace(/\s+/g, ' ').trim();
  const adjustments = textAdjustments(text, 5, 'use case');
  if (!ROLES.some(([re]) => re.test(text)))
    adjustments.push([-0.1, 'no known role matches the use case, so the role is generic']);
  if (!FORMATS.some(([re]) => re.test(text)))
    adjustments.push([-0.1, 'no known output format matches the use case, so the format is a default']);
  if (keyTerms(text, 3, GENERIC_TERMS).length === 0)
    adjustments.push([-0.15, 'the use case has no key terms to name its subject']);
  let checked = '';
  if (criteria && criteria.criterion_set.length > 0) {
    const checks = checkAll(content, criteria.criterion_set);
    const failing = checks.filter((c) => c.score <= 2).length;
    checked = `; ${checks.length - failing} of ${checks.length} of the given criteria pass the offline scoring checks`;
    if (failing > 0)
      adjustments.push([
        -0.3 * (failing / checks.length),
        `${failing} of ${checks.length} given criteria are still weak by the offline checks`,
      ]);
  }
  return estimateOf({
    base: 0.7,
    adjustments,
    rests: `a fixed Markdown template filled from the use case's key words (role, task, audience, output format)${checked}; it is a starting point to edit, not a prompt tested on a model`,
  });
}
