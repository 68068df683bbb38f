// Generic quality signals of a prompt (role, output format, constraints, examples, audience, tone,
// length limits, …), each a strength 0–1 with the text that supports it. Scoring maps criteria
// onto these signals; improve adds sections for the weak ones.

import { exampleRanges } from './example-sections.js';
import { IMPERATIVE_VERBS, VAGUE_WORDS } from './lexicon.js';
import { sentencesOf } from './segmenter.js';
import { contractLayouts, I18N_LENGTH_RE, I18N_PATTERNS, I18N_VAGUE_RE } from './signals-i18n.js';
import { clamp01, extractVariables, wordsOf } from './text-utils.js';

export const SIGNAL_NAMES = [
  'task',
  'role',
  'context',
  'audience',
  'output_format',
  'structure',
  'constraints',
  'examples',
  'tone',
  'length',
  'clarity',
  'specificity',
  'steps',
  'success_criteria',
  'edge_cases',
  'safety',
  'variables',
] as const;
export type SignalName = (typeof SIGNAL_NAMES)[number];

export interface Signal {
  strength: number;
  /** Short snippets of the prompt that support the signal (at most 2). */
  evidence: string[];
}
export type Signals = Record<SignalName, Signal>;

/** Strength from the number of distinct hits: 1 hit → first step, more hits add up to 1. */
const stepStrength = (hits: number, first: number, each: number) =>
  hits === 0 ? 0 : clamp01(first + (hits - 1) * each);

/**
 * The writer's own situation, said in the first person (issue 27, fifteenth scoring round): "I'm a
 * freelance web designer", "I'm about to sign", "I run a bakery", "my client", "from my side". A
 * question with the situation around it is better than the bare question; "I want", "I need" and
 * "I think" say nothing about it, so they are not read.
 */
const OWN_SITUATION = String.raw`(?:i['’]m|i\s+am)\s+(?:an?\s+[\w-]+|about\s+to|preparing|planning|working\s+on|applying|moving|launching|negotiating|signing)|i\s+(?:run|own|manage|teach|work\s+(?:as|at|for|in))\b|(?:from|on)\s+my\s+side|my\s+(?:client|clients|company|business|shop|startup|team|boss|manager|landlord|employer|situation)`;

const PATTERNS: Partial<Record<SignalName, { re: RegExp; first: number; each: number }>> = {
  role: {
    re: /\b(?:you\s+are\s+(?:an?|the)\b|you're\s+an?\b|act\s+as\b|acting\s+as\b|your\s+role\s+is|take\s+(?:on\s+)?the\s+role\s+of|as\s+an?\s+(?:experienced|expert|senior|professional|seasoned|skilled)\b|persona\b)/gi,
    first: 0.85,
    each: 0.15,
  },
  context: {
    re: new RegExp(
      String.raw`\b(?:context|background|because|so\s+that|in\s+order\s+to|the\s+goal|our\s+goal|purpose|objective|we\s+are|our\s+(?:company|team|product|customers|users|business)|currently|the\s+situation|this\s+is\s+for|will\s+be\s+used|use\s+case|scenario|${OWN_SITUATION})\b`,
      'gi',
    ),
    first: 0.5,
    each: 0.25,
  },
  audience: {
    re: /\b(?:audience|readers?\b|for\s+(?:a\s+|an\s+|the\s+)?(?:beginners?|novices?|experts?|children|kids|students|customers|executives|developers|engineers|non-technical|general\s+(?:public|audience)|managers|stakeholders|clients|patients|teachers|parents|professionals|team)|target\s+(?:users?|readers?|group)|aimed\s+at|intended\s+for|written\s+for|end[- ]users?)\b/gi,
    first: 0.7,
    each: 0.3,
  },
  output_format: {
    re: /\b(?:json|yaml|xml|csv|markdown|html|table|bullet(?:ed)?\s*(?:points?|list)?|bullets|numbered\s+list|list\s+of|headings?|format(?:ted)?|template|schema|respond\s+(?:with|in|using)|return\s+(?:a|an|the|only)|output\s+(?:a|an|the|should|must|format|only)|structured?|fields?|sections?|each\s+with\s+(?:a|an|the|its|one|\d+)\b)\b/gi,
    first: 0.55,
    each: 0.2,
  },
  constraints: {
    re: /\b(?:must(?:\s+not)?|do\s+not|don't|never|always|only|avoid|limit(?:ed)?\s+to|at\s+most|no\s+more\s+than|at\s+least|up\s+to|within|exactly|maximum|minimum|required?|should\s+not|shouldn't|without|restrict(?:ed)?|no\s+other\s+(?:text|output|words)|nothing\s+else|one\s+of)\b|(?<=(?:^|[,;:(])\s*)no\s+(?!(?:more|one|longer|matter|doubt)\b)\p{L}{3,}/gimu,
    first: 0.5,
    each: 0.25,
  },
  examples: {
    re: /\b(?:for\s+example|e\.g\.|for\s+instance|such\s+as|examples?\b|sample\b|like\s+this|input\s*:|output\s*:)/gi,
    first: 0.5,
    each: 0.25,
  },
  tone: {
    re: /\b(?:tone|voice|style|formal|informal|friendly|professional|casual|conversational|empathetic|warm|neutral|objective|persuasive|polite|respectful|enthusiastic|authoritative|playful|serious|plain\s+language|jargon|approachable|encouraging)\b/gi,
    first: 0.6,
    each: 0.2,
  },
  steps: {
    re: /\b(?:step[- ]by[- ]step|steps?\b|first(?:ly)?,|then\b|next,|finally\b|after\s+that)|^\s*\d{1,2}[.)]\s/gim,
    first: 0.4,
    each: 0.2,
  },
  success_criteria: {
    re: /\b(?:success|criteria|a\s+good\s+(?:answer|response|result)|should\s+(?:include|contain|cover|mention)|must\s+(?:include|contain|cover|mention)|acceptance|checklist|quality\s+bar|make\s+sure|ensure|verify|double-check|check\s+that)\b/gi,
    first: 0.5,
    each: 0.25,
  },
  edge_cases: {
    re: /\b(?:if\s+(?:the|you|there|no|it|a|any)\b|when\s+(?:the|there)\b|otherwise|edge\s+cases?|unless|in\s+case|missing|unknown|ambiguous|unclear|fallback|not\s+sure|don't\s+know|cannot\s+(?:answer|find|determine))/gi,
    first: 0.5,
    each: 0.25,
  },
  safety: {
    re: /\b(?:do\s+not|don't|never|avoid|refuse|decline|safe(?:ty)?|harm(?:ful)?|privacy|confidential|sensitive|disclaimer|policy|appropriate|respectful|bias(?:ed)?)\b/gi,
    first: 0.4,
    each: 0.2,
  },
};

/** The verbs of tool-using prompts ("Call get_rate", "Fetch the page"): instructions too. */
const TOOL_VERBS = new Set(['call', 'fetch', 'query', 'invoke', 'retry', 'send', 'save', 'store']);

/** A condition, then the instruction: "When the user asks …: call …", "For each row, write …". */
const CONDITIONED_RE =
  /^[*_\s]*(?:if|when|whenever|once|after|before|for\s+(?:each|every)|given|unless|in\s+case)\b[^,:;.\n]{2,120}[,:]\s*(?:then\s+|always\s+|just\s+)?([A-Za-z]+)/i;

const LENGTH_EXPLICIT_RE =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|single)(?:\s*[-–]\s*\d+)?\s+(?:words?|characters?|chars|sentences?|paragraphs?|bullets?|bullet\s+points?|items?|lines?|pages?|tokens?|points?|examples?|questions?|steps?|tweets?|slides?)\b|\b(?:under|at\s+most|no\s+more\s+than|up\s+to|maximum\s+of|max\.?)\s+\d+/gi;
const LENGTH_QUALITATIVE_RE =
  /\b(?:brief|briefly|short|concise|concisely|succinct|detailed|in-depth|comprehensive|one-line|one-paragraph|long-form|thorough)\b/gi;

function collect(content: string, re: RegExp, limit = 50): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  for (const m of content.matchAll(re)) {
    out.push(m[0].trim());
    if (out.length >= limit) break;
  }
  return out;
}

function fromHits(hits: string[], first: number, each: number): Signal {
  const distinct = [...new Set(hits.map((h) => h.toLowerCase()))];
  return { strength: stepStrength(distinct.length, first, each), evidence: [...new Set(hits)].slice(0, 2) };
}

export function detectSignals(content: string): Signals {
  const signals = {} as Signals;
  for (const [name, p] of Object.entries(PATTERNS) as [
    SignalName,
    { re: RegExp; first: number; each: number },
  ][]) {
    const i18n = I18N_PATTERNS[name];
    signals[name] = fromHits(
      [...collect(content, p.re), ...(i18n ? collect(content, i18n) : [])],
      p.first,
      p.each,
    );
  }
  const sentences = sentencesOf(content);
  const words = wordsOf(content);
  // Chinese and Japanese write no spaces: a run of their characters is several words (about two
  // characters each), not one.
  const cjkExtra = [
    ...content.matchAll(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{3,}/gu),
  ].reduce((n, m) => n + Math.floor(m[0].length / 2) - 1, 0);
  const wordCount = words.length + cjkExtra;
  const contracts = contractLayouts(content);

  // Task: sentences that open with an instruction verb, or an explicit task statement.
  const taskOpeners: string[] = [];
  for (const s of sentences) {
    const first = /^[*_\s]*([A-Za-z]+)/.exec(s.text)?.[1]?.toLowerCase();
    // Issue 27, ninth round: an instruction behind its condition ("When the user asks for a rate:
    // call the tool, …", "If a field is missing, write n/a") is a task too.
    const after = CONDITIONED_RE.exec(s.text)?.[1]?.toLowerCase();
    const verb = (w: string) => IMPERATIVE_VERBS.has(w) || TOOL_VERBS.has(w);
    if (first && (verb(first) || first === 'please')) taskOpeners.push(s.text);
    else if (after && verb(after)) taskOpeners.push(s.text);
  }
  taskOpeners.push(
    ...collect(
      content,
      /\b(?:your\s+task\s+is|you\s+will|i\s+need\s+you\s+to|i\s+want\s+you\s+to|help\s+me)\b/gi,
    ),
    ...collect(content, I18N_PATTERNS.task!),
  );
  signals.task = { strength: stepStrength(taskOpeners.length, 0.6, 0.2), evidence: taskOpeners.slice(0, 2) };

  // Role: stronger when stated at the start.
  if (signals.role.strength > 0 && !/\b(?:you\s+are|act\s+as|you're)\b/i.test(content.slice(0, 300))) {
    signals.role.strength = Math.min(signals.role.strength, 0.7);
  }

  // Examples: a real example section or Input/Output pair is conclusive.
  if (exampleRanges(content).length > 0) signals.examples.strength = 1;

  // Structure of the prompt itself: headings, lists, labelled sections, paragraphs.
  const lines = content.split('\n');
  const headings = lines.filter((l) => /^\s*#{1,6}\s+\S/.test(l)).length;
  // XML-style sections (<task>…</task>) and JSON specs are a precise layout, as good as headings.
  const xmlSections = new Set(
    [...content.matchAll(/<(\p{L}[\p{L}\p{N}_-]{0,30})>[\s\S]*?<\/\1>/giu)].map((m) => m[1]!.toLowerCase()),
  ).size;
  // A JSON object spec, or an output contract laid out as YAML, a type, a schema, a table or CSV.
  const jsonSpec = /\{\s*"[\p{L}\p{N}_ ]+"\s*:/u.test(content) || contracts.length > 0 ? 1 : 0;
  const items = lines.filter((l) => /^\s*(?:[-*+•]|\d{1,3}[.)])\s+\S/.test(l)).length;
  // "Context:", "Konteks:", "Feste Regeln:", "品鉴记录：": a labelled section in any script.
  const labels = lines.filter((l) =>
    /^\s*(?:\*\*)?(?:\p{Lu}[\p{L}\p{M} ]{1,30}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,12})(?:\*\*)?\s*[:：]/u.test(
      l,
    ),
  ).length;
  const paragraphs = content.split(/\n\s*\n/).filter((p) => p.trim()).length;
  signals.structure = {
    strength: clamp01(
      headings * 0.3 +
        Math.min(xmlSections, 5) * 0.2 +
        jsonSpec * 0.2 +
        Math.min(contracts.length, 2) * 0.2 +
        Math.min(items, 6) * 0.08 +
        labels * 0.15 +
        (paragraphs > 1 ? 0.2 : 0),
    ),
    evidence: lines
      .filter((l) => /^\s*#{1,6}\s+\S/.test(l))
      .slice(0, 2)
      .map((l) => l.trim()),
  };

  if (contracts.length > 0) {
    signals.output_format = {
      strength: clamp01(Math.max(signals.output_format.strength, 0.75) + 0.1 * contracts.length),
      evidence: [`output contract: ${contracts.join(', ')}`, ...signals.output_format.evidence].slice(0, 2),
    };
  }

  const explicit = [...collect(content, LENGTH_EXPLICIT_RE), ...collect(content, I18N_LENGTH_RE)];
  const qualitative = collect(content, LENGTH_QUALITATIVE_RE);
  signals.length = {
    strength: explicit.length > 0 ? 1 : qualitative.length > 0 ? 0.6 : 0,
    evidence: [...explicit, ...qualitative].slice(0, 2),
  };

  // An explicit length limit is also a constraint.
  if (explicit.length > 0) {
    signals.constraints = {
      strength: clamp01(signals.constraints.strength + 0.25),
      evidence: [...signals.constraints.evidence, explicit[0]!].slice(0, 2),
    };
  }

  const variables = extractVariables(content);
  signals.variables = { strength: variables.length > 0 ? 1 : 0, evidence: variables.slice(0, 2) };

  // Clarity: a stated task, moderate sentence length, little vague wording, enough words.
  const vague = [
    ...words.filter((w) => VAGUE_WORDS.has(w.lower)),
    ...collect(content, I18N_VAGUE_RE).map((t) => ({ lower: t.toLowerCase() })),
  ];
  const proseSentences = sentences.filter((s) => !s.code && !s.heading);
  const avgLen = proseSentences.length ? wordCount / proseSentences.length : 0;
  const lengthFactor = avgLen === 0 ? 0 : avgLen <= 22 ? 1 : avgLen <= 32 ? 0.75 : 0.5;
  const vagueRatio = wordCount ? vague.length / wordCount : 0;
  const clarity =
    (0.45 * (signals.task.strength > 0 ? 1 : 0.3) +
      0.35 * lengthFactor +
      0.2 * clamp01(1 - vagueRatio * 12)) *
    (wordCount >= 8 ? 1 : wordCount / 8);
  signals.clarity = {
    strength: clamp01(clarity),
    evidence: vague.length
      ? [`vague: ${[...new Set(vague.map((w) => w.lower))].slice(0, 4).join(', ')}`]
      : [],
  };

  // Specificity: concrete details (numbers, names, formats, quotes, variables) per 100 words.
  const numbers = collect(content, /\b\d+(?:[.,]\d+)?%?/g).length;
  const names = words.filter(
    (w, i) => i > 0 && /^\p{Lu}[\p{Ll}]+/u.test(w.text) && !isSentenceStart(content, w.start),
  ).length;
  const quotes = collect(content, /"[^"\n]{2,80}"|“[^”\n]{2,80}”|`[^`\n]{1,80}`/g).length;
  // German capitalises every noun: where capitalised words are a quarter of the text, or the text is
  // German by its function words (issue 27, tenth round: a chatty German request scored as specific
  // for its nouns), they are not names.
  const german = (content.match(GERMAN_WORDS_RE) ?? []).length >= 0.08 * wordCount;
  const properNames = names > 0.25 * wordCount || german ? 0 : names;
  const specifics =
    numbers +
    properNames +
    quotes +
    variables.length +
    signals.output_format.evidence.length +
    explicit.length;
  const per100 = wordCount ? (specifics * 100) / wordCount : 0;
  signals.specificity = {
    strength: clamp01((wordCount >= 12 ? per100 / 6 : (per100 / 6) * (wordCount / 12)) - vagueRatio * 4),
    evidence: [...explicit, ...signals.output_format.evidence].slice(0, 2),
  };
  return signals;
}

/** German function words, to tell a German text (where every noun is capitalised) from others. */
const GERMAN_WORDS_RE =
  /(?<![\p{L}])(?:der|die|das|und|ist|nicht|ich|ein|eine|einen|mit|f[üu]r|auf|wenn|sich|dem|zu|von|auch|oder|bitte)(?![\p{L}])/giu;

export function isSentenceStart(content: string, pos: number): boolean {
  let i = pos - 1;
  while (i >= 0 && /[ \t*_#>"'“(-]/.test(content[i]!)) i--;
  return i < 0 || content[i] === '\n' || /[.!?:\d]/.test(content[i]!);
}
