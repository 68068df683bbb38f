// Contradictions by kind rather than by example (issue 27): demands that cannot all hold because
// they set one property of the answer two ways (a reply that is "JSON only" and a Markdown table,
// British and American spelling, a tweet that holds a paragraph per change), a persona that never
// did what it has years of experience in, and an instruction next to its own prohibition
// ("Never mention the price." / "Mention the price."). Each finding is the pair of texts that
// clash, for the feedback. Written against hand-made pairs and checked for false alarms on public
// role prompts (docs/analyzer.md, "Quality, not presence").

import { IMPERATIVE_VERBS, STOPWORDS } from './lexicon.js';
import { stem, wordsOf } from './text-utils.js';

export type Conflict = [string, string];

/** Sentences (plain split: cheaper than the offset-keeping segmenter and enough here). */
export function sentencesOf(content: string): string[] {
  return content.split(/(?<=[.!?;])\s+|\n+/).filter((t) => /\p{L}/u.test(t));
}

/** True when the match at `index` is negated just before it ("not in the first person", "no jargon"). */
export function negatedAt(text: string, index: number): boolean {
  return /\b(?:not|never|no|avoid|without|rather than|instead of|don't|neither|nor)\b[^.,;:!?\n]{0,20}$/i.test(
    text.slice(Math.max(0, index - 30), index),
  );
}

/** "If the user is a child, …", "unless the context is missing": a demand under a condition. */
const CONDITION_RE = /\b(?:if|unless|otherwise|when|whenever|in case)\b/i;

/**
 * The first non-negated match of `re` in any sentence: [sentence, matched text]. With
 * `unconditional`, a match after "if", "unless" or "when" in its sentence does not count either.
 */
export function demanded(
  sentences: readonly string[],
  re: RegExp,
  unconditional = false,
): [string, string] | undefined {
  for (const s of sentences) {
    for (const m of s.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))) {
      if (negatedAt(s, m.index!)) continue;
      if (unconditional && CONDITION_RE.test(s.slice(0, m.index!))) continue;
      return [s, m[0]];
    }
  }
  return undefined;
}

// One property of the answer set two ways. Each side only counts when it is not negated.
const POLAR: readonly [RegExp, RegExp][] = [
  [
    /\b(?:british|uk)\s+(?:english\s+)?spelling|\bin\s+british\s+english\b/i,
    /\b(?:american|us)\s+(?:english\s+)?spelling|\bin\s+american\s+english\b/i,
  ],
  [/\b(?:in|using)\s+(?:the\s+)?first[-\s]person\b/i, /\b(?:in|using)\s+(?:the\s+)?third[-\s]person\b/i],
  [/\bpresent\s+tense\b/i, /\bpast\s+tense\b/i],
  [
    /\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)[-\s]year[-\s]olds?|children|kids|toddlers|preschoolers|(?:complete|total|absolute)\s+beginners?|no\s+(?:technical|prior)\s+(?:background|knowledge)|laypeople|layperson)\b/i,
    /\b(?:graduate[-\s]level|phd[-\s]level|expert[-\s]level|advanced\s+(?:\w+\s+)?(?:terminology|jargon)|jargon\s+freely|assume\s+(?:\w+\s+){0,2}(?:expert|graduate|advanced|deep)\s+(?:\w+\s+)?knowledge|(?:suitable\s+)?for\s+(?:graduate\s+students|experts|specialists|phds))\b/i,
  ],
  [
    /\b(?:anonymi[sz]e|remove\s+(?:every|all|any)\s+(?:\w+\s+)?names?)\b/i,
    /\b(?:by\s+(?:their|his|her|the\s+\w+'s)\s+full\s+name|(?:include|use|mention|with)\s+(?:the\s+|their\s+)?(?:\w+'s\s+)?full\s+names?)\b/i,
  ],
  [
    /\b(?:no|without\s+(?:a|any)?)\s*header(?:\s+row)?\b/i,
    /\b(?:first\s+row\s+(?:must|should|will)?\s*(?:be|contains?|is|holds?)\s+(?:the\s+)?(?:column\s+names|headers?)|(?:include|add|with)\s+(?:a\s+)?header\s+row)\b/i,
  ],
  // An answer with no reasoning and one that shows its working.
  [
    /\bwithout\s+(?:any\s+)?(?:reasoning|explanation|thinking|working)\b|\bno\s+(?:reasoning|chain[-\s]of[-\s]thought)\b/i,
    /\bstep[-\s]by[-\s]step\b|\bshow\s+(?:your|the|all)\s+(?:work|working|reasoning)\b/i,
  ],
  [
    /\bmetric\s+(?:units|system)\b|\bin\s+(?:kilomet(?:er|re)s|kilograms|celsius|litres|liters)\b/i,
    /\bimperial\s+(?:units|system)\b|\bin\s+(?:miles|pounds|fahrenheit|feet|inches|gallons)\b/i,
  ],
  // Grounded in the given text only, and drawing on what the model knows.
  [
    /\bonly\s+(?:the\s+)?(?:provided|given|supplied|attached)\s+(?:context|documents?|text|sources?|information)\b|\busing\s+only\s+the\s+(?:provided|given|supplied|attached)\b/i,
    /\b(?:your\s+own|outside|external)\s+(?:general\s+)?(?:knowledge|sources|information)\b|\bgeneral\s+knowledge\b|\bsearch\s+the\s+web\b/i,
  ],
  [
    /\b(?:strictly\s+)?(?:neutral|impartial|unbiased)\b/i,
    /\bargue\s+(?:that|for)\b|\bmake\s+the\s+case\s+(?:that|for)\b|\bpersuade\s+(?:the\s+)?readers?\b/i,
  ],
  // Vegan and an animal product that is not a plant-based version of it.
  [
    /\bvegan\b/i,
    /\b(?<!(?:vegan|plant|plant-based|oat|soy|almond|cashew|coconut|rice|non-dairy|dairy-free|tofu)\s)(?:ricotta|parmesan|mozzarella|cheddar|cheese|butter|cream|milk|yogh?urt|eggs?|honey|dairy)\b(?![-\s](?:free|substitute|alternative))/i,
  ],
];

// Whole-answer forms: asked for "only", they exclude every other form of the whole answer.
const FORMS: Record<string, RegExp> = {
  json: /\bjson\b/i,
  yaml: /\byaml\b/i,
  csv: /\bcsv\b/i,
  word: /\b(?:(?:in|with|using)\s+(?:a\s+single|one|only\s+one)\s+word|one-word\s+(?:answer|reply|response)|single[-\s]word\s+(?:answer|reply|response))\b/i,
  yesno: /\byes['"’]?\s+or\s+['"‘]?no\b/i,
};
const EXCLUSIVE_RE =
  /\b(?:only|nothing\s+else|nothing\s+but|no\s+other\s+(?:text|words|output|content)|nothing\s+more|exclusively)\b/i;
/**
 * "The label, nothing else": a bare answer, whatever its form. It excludes explanations and
 * openings, not the format another sentence gives it ("Respond with a JSON object. No other text.").
 */
const BARE_RE =
  /\b(?:nothing\s+else|nothing\s+but|no\s+other\s+(?:text|words|output)|and\s+nothing\s+more)\b/i;
/** Another whole-answer form, asked for as the output. */
const OUTPUT_FORM_RE =
  /\b(?:as|in(?:to)?|return|respond\s+with|reply\s+with|output)\s+(?:a\s+|an\s+|valid\s+)?(?:markdown\s+table|table|json|yaml|csv|haiku|sonnet|limerick|poem|verse|bullet(?:ed)?\s+list|numbered\s+list)\b|\b(?:haiku|sonnet|limerick)\b/i;
const PREAMBLE_RE =
  /\b(?:begin|start|open|preface)\s+(?:your|the|each|every)\s+(?:reply|response|answer|output)\s+with\b/i;
/** Asking for reasoning or comparison, which a one-word or yes/no answer cannot hold. */
const EXPLAIN_RE =
  /\b(?:explain|explains|justify|describe|compare|discuss|elaborate)\b|\b(?:two|three|four|five|several|multiple|\d+)\s+paragraphs\b/i;

/** An explanation asked of the model: not "I will describe…", not "do not explain", not "if unsure, explain". */
function asksToExplain(sentence: string): boolean {
  const m = EXPLAIN_RE.exec(sentence);
  if (!m || /\bif\b/i.test(sentence) || negatedAt(sentence, m.index)) return false;
  return !/\b(?:i|i'll|we|we'll|user|they)\s+(?:will\s+|would\s+|can\s+)?$/i.test(sentence.slice(0, m.index));
}

function formName(text: string): string | undefined {
  return Object.keys(FORMS).find((k) => FORMS[k]!.test(text));
}

function exclusiveForms(sentences: readonly string[]): Conflict[] {
  const out: Conflict[] = [];
  for (const s of sentences) {
    // A quoted "nothing else" is an example of an instruction, not one.
    const form = formName(s) ?? (BARE_RE.test(s) && !/["“]/.test(s) ? 'bare' : undefined);
    // "In a single word" excludes any other form by itself; "JSON" only with "only" or "nothing else".
    if (!form || (form !== 'word' && !EXCLUSIVE_RE.test(s))) continue;
    for (const t of sentences) {
      if (t === s) continue;
      const other = OUTPUT_FORM_RE.exec(t);
      if (other && form !== 'bare' && formName(other[0]) !== form && !negatedAt(t, other.index))
        out.push([s, t]);
      else if (PREAMBLE_RE.test(t)) out.push([s, t]);
      else if (['word', 'yesno', 'bare'].includes(form) && asksToExplain(t)) out.push([s, t]);
      else continue;
      break;
    }
    // "Reply in valid YAML only, and format the same reply as a Markdown table": one sentence.
    if (form === 'bare') continue;
    const rest = s.slice(s.search(FORMS[form]!) + 1);
    const inner = OUTPUT_FORM_RE.exec(rest);
    if (inner && formName(inner[0]) !== form && !/\b(?:field|key|value|property)\b/i.test(rest))
      out.push([s.slice(0, s.search(FORMS[form]!) + form.length + 1), inner[0]]);
  }
  return out;
}

/** Sizes in words: a hard cap on the whole answer and a demand that cannot fit in it. */
const WORDS_PER: Record<string, number> = {
  character: 1 / 6,
  word: 1,
  sentence: 20,
  line: 12,
  paragraph: 80,
};
const CAP_RE =
  /\b(?:under|at\s+most|no\s+more\s+than|fewer\s+than|less\s+than|max(?:imum)?(?:\s+of)?|up\s+to|within)\s+(\d+)\s+(character|word|sentence|line)s?\b/gi;
/** A cap on a part of the answer ("each answer under 60 words", "a title under 8 words") is not a cap on the whole. */
const PART_RE =
  /\b(?:each|every|per|title|headline|subject(?:\s+line)?|summary|caption|label|name|bullet|item|answer\s+to|sentence\s+of)\b/i;
const DEMAND_RES: readonly [RegExp, (m: RegExpExecArray) => number][] = [
  [/\bat\s+least\s+(\d+)\s+words\b/i, (m) => Number(m[1])],
  [/\b(\d+)-word\s+(?:essay|analysis|report|article|review|story)\b/i, (m) => Number(m[1])],
  [
    /\b(two|three|four|five|six|\d+)\s+paragraphs\b/i,
    (m) => 80 * ({ two: 2, three: 3, four: 4, five: 5, six: 6 }[m[1]!.toLowerCase()] ?? Number(m[1])),
  ],
  [/\ba\s+paragraph\s+(?:about|on|for|per|explaining)\s+(?:each|every)\b/i, () => 240],
  [
    /\b(?:full|complete|entire)\s+(?:changelog|list|history|transcript)\s+of\s+(?:all\s+)?(\d+)\b/i,
    (m) => 8 * Number(m[1]),
  ],
];

function sizeClashes(sentences: readonly string[]): Conflict[] {
  const out: Conflict[] = [];
  for (const s of sentences) {
    for (const cap of s.matchAll(CAP_RE)) {
      const before = s.slice(Math.max(0, cap.index! - 30), cap.index!);
      const after = s.slice(cap.index! + cap[0].length);
      if (PART_RE.test(before) || /^\s*(?:each|per|apiece)\b/i.test(after)) continue;
      const limit = Number(cap[1]) * WORDS_PER[cap[2]!.toLowerCase()]!;
      for (const t of sentences) {
        const hit = DEMAND_RES.map(([re, size]) => {
          const m = re.exec(t);
          return m && size(m) >= 3 * limit ? m[0] : undefined;
        }).find(Boolean);
        if (hit) {
          out.push([cap[0], hit]);
          break;
        }
      }
    }
  }
  return out;
}

const COUNT = '(\\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)';
/** Number words of counts and limits ("three reasons", "at least an hour"). */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};
const num = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);
const EXACT_RE = new RegExp(`\\bexactly\\s+${COUNT}\\s+(\\p{L}{4,}s)\\b`, 'giu');
const CAPPED_RE = new RegExp(
  `\\b(?:no\\s+more\\s+than|at\\s+most|up\\s+to|a\\s+maximum\\s+of|maximum\\s+of)\\s+${COUNT}\\s+(\\p{L}{4,}s)\\b`,
  'giu',
);
const COUNTED_RE = new RegExp(`\\b${COUNT}\\s+(?:\\p{L}+\\s+)?(\\p{L}{4,}s)\\b`, 'giu');
/** A count that describes a part or a total, not the same list: "per section", "in total", "(30 words)". */
const SCOPED_RE = /^\s*(?:per|each|for\s+each|for\s+every|a\s+line|in\s+total|total|apiece)\b/i;

/** "Give exactly three reasons" and "list the five reasons"; "no more than 3 ideas" and "list 7 ideas". */
function countClashes(content: string): Conflict[] {
  const out: Conflict[] = [];
  for (const e of content.matchAll(CAPPED_RE)) {
    if (SCOPED_RE.test(content.slice(e.index! + e[0].length))) continue;
    const noun = stem(e[2]!);
    const over = [...content.matchAll(COUNTED_RE)].find(
      (c) =>
        (c.index! < e.index! || c.index! >= e.index! + e[0].length) &&
        stem(c[2]!) === noun &&
        num(c[1]!) > num(e[1]!) &&
        !SCOPED_RE.test(content.slice(c.index! + c[0].length)) &&
        content[c.index! - 1] !== '(',
    );
    if (over) out.push([e[0], over[0]]);
  }
  for (const e of content.matchAll(EXACT_RE)) {
    if (SCOPED_RE.test(content.slice(e.index! + e[0].length))) continue;
    const noun = stem(e[2]!);
    for (const c of content.matchAll(COUNTED_RE)) {
      if (c.index! >= e.index! && c.index! < e.index! + e[0].length) continue;
      if (stem(c[2]!) !== noun || num(c[1]!) === num(e[1]!)) continue;
      if (SCOPED_RE.test(content.slice(c.index! + c[0].length)) || content[c.index! - 1] === '(') continue;
      out.push([e[0], c[0]]);
      break;
    }
  }
  return out;
}

/** "A sommelier who has never tasted wine" and "from your decades of tasting experience". */
const NEVER_DID_RE =
  /\b(?:has|have|had|who|you|i|he|she|they)\s+(?:\w+\s+)?never\s+(?:once\s+)?(\p{L}{4,})(?:\s+(?:(?:a|an|the|any)\s+)?(\p{L}{3,}))?/giu;
const EXPERIENCE_RE =
  /\b(?:years?|decades?)\s+of\b|\bexperience[ds]?\b|\b(?:expert|veteran|seasoned|specialist)\b/i;

function experienceClashes(sentences: readonly string[]): Conflict[] {
  const out: Conflict[] = [];
  for (const s of sentences) {
    for (const m of s.matchAll(NEVER_DID_RE)) {
      if (/^be(?:en)?$/i.test(m[1]!)) continue; // "has never been restored" describes a thing, not the persona
      const keys = [m[1], m[2]]
        .filter((w): w is string => Boolean(w) && !STOPWORDS.has(w!.toLowerCase()))
        .map((w) => stem(w).slice(0, 4));
      const other = sentences.find(
        (t) =>
          EXPERIENCE_RE.test(t) &&
          (t !== s || t.indexOf(m[0]) !== t.search(EXPERIENCE_RE)) &&
          wordsOf(t.replace(m[0], ' ')).some((w) => keys.includes(stem(w.lower).slice(0, 4))),
      );
      if (other) out.push([m[0].trim(), other]);
    }
  }
  return out;
}

/** "without the letter e" and the words it must still contain. */
function letterClashes(content: string): Conflict[] {
  const m = /\bwithout\s+(?:using\s+)?(?:the\s+)?letter\s+['"‘“]?(\p{L})\b/iu.exec(content);
  if (!m) return [];
  const letter = m[1]!.toLowerCase();
  const word = [...content.matchAll(/['"‘“](\p{L}{2,})['"’”]/gu)].find(
    (q) => q[1]!.toLowerCase() !== letter && q[1]!.toLowerCase().includes(letter),
  );
  return word ? [[m[0], word[0]]] : [];
}

// An instruction next to its own prohibition: the same verb on the same object ("Never mention
// the price." / "Mention the price."), or a kind of content that one instruction forbids and
// another asks for ("Do not use bullet points." / "Present the timeline as a numbered list.").
// Both must be instructions: at the start of a sentence or a list item, or after always / must.
const LEAD = String.raw`(?:^\s*(?:[-*•]\s+|\d+[.)]\s+)?|[,;:]\s+(?:and\s+|but\s+)?|\b(?:you\s+)?(?:always|must|should)\s+)`;
// A persona's habit is an instruction too: "a concierge who never recommends restaurants".
const NEG_LEAD = String.raw`(?:^\s*(?:[-*•]\s+|\d+[.)]\s+)?|[,;:]\s+(?:and\s+|but\s+)?|\b(?:you\s+)?(?:must|should)\s+|\bwho\s+)`;
const NEG_DIRECTIVE_RE = new RegExp(
  String.raw`${NEG_LEAD}(never|do\s+not|don't|must\s+not|avoid|no)\s+(?:ever\s+)?(\p{L}+)(?=((?:\s+[\p{L}'-]+){0,4}))`,
  'giu',
);
const POS_DIRECTIVE_RE = new RegExp(
  String.raw`${LEAD}(?!(?:always|must|should|never)\b)(\p{L}+)(?=((?:\s+[\p{L}'-]+){0,5}))`,
  'giu',
);
/** A prohibition with a scope is not one an instruction can contradict: "no other files", "where a function suffices". */
const EXCEPTION_RE =
  /\b(?:other|another|additional|extra|else|more|new|unless|except|than|where|when|if|just|merely|outside)\b/i;
const SYNONYM: Record<string, string> = { bullet: 'list', bulleted: 'list', numbered: 'list', point: 'list' };
/** Kinds of content that "no X" / "avoid X" forbids whatever the verb that asks for them. */
const REQUIRED_RE = /\b(?:are|is)\s+(?:essential|required|mandatory)\b/i;
const FORM_NOUNS = new Set([
  'list',
  'table',
  'emoji',
  'hashtag',
  'heading',
  'markdown',
  'jargon',
  'exclamation',
  'bold',
]);

function objectStems(words: string, limit = 4): string[] {
  return wordsOf(words)
    .map((w) => w.lower)
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w))
    .slice(0, limit)
    .map((w) => SYNONYM[w] ?? SYNONYM[stem(w)] ?? stem(w));
}

/** "using" → "use", "mentioning" → "mention". */
const gerundBase = (word: string) => (/^using$/i.test(word) ? 'use' : word.toLowerCase().replace(/ing$/, ''));

interface Directive {
  verb: string;
  objects: string[];
}

/** Verbs that say the same thing to the reader: "never reveal" is contradicted by "always state". */
const VERB_CLASS: Record<string, string> = {
  reveal: 'disclose',
  disclose: 'disclose',
  state: 'disclose',
  say: 'disclose',
  mention: 'disclose',
  ment: 'disclose',
  tell: 'disclose',
  admit: 'disclose',
};
const verbClass = (verb: string) => VERB_CLASS[verb] ?? verb;

function positiveDirectives(sentence: string): Directive[] {
  const out: Directive[] = [];
  for (const m of sentence.matchAll(POS_DIRECTIVE_RE)) {
    const verb = m[1]!.toLowerCase();
    if (IMPERATIVE_VERBS.has(verb) && verb !== 'avoid')
      out.push({ verb: verbClass(stem(verb)), objects: objectStems(m[2]!) });
  }
  return out;
}

function clashes(neg: Directive, pos: Directive, sentence: string): boolean {
  const head = neg.objects[0];
  if (neg.verb === '*') return head !== undefined && FORM_NOUNS.has(head) && pos.objects.includes(head);
  if (pos.verb !== neg.verb) return false;
  // What is disclosed comes later ("always state in the first line that the offer ends").
  if (pos.verb === 'disclose' && head !== undefined) return objectStems(sentence, 40).includes(head);
  // "Never apologise." against "Always apologise for delays."; otherwise the same object.
  return head === undefined
    ? /\b(?:always|every|each)\b/i.test(sentence)
    : pos.objects.slice(0, 2).includes(head);
}

function directiveClashes(sentences: readonly string[]): Conflict[] {
  const out: Conflict[] = [];
  const positives = sentences.map(positiveDirectives);
  for (const s of sentences) {
    for (const m of s.matchAll(NEG_DIRECTIVE_RE)) {
      const [, lead, word, rest] = m as unknown as [string, string, string, string];
      if (EXCEPTION_RE.test(rest)) continue;
      // "No bullet points", "avoid emojis", "avoid using emojis": a kind of content, any verb.
      const nominal = /^(?:no|avoid)$/i.test(lead) && !/ing$/i.test(word);
      const neg: Directive = nominal
        ? { verb: '*', objects: objectStems(`${word}${rest}`) }
        : {
            verb: verbClass(stem(/^avoid$/i.test(lead) ? gerundBase(word) : word.toLowerCase())),
            objects: objectStems(rest),
          };
      if (/^(?:use|include|add)$/.test(neg.verb)) neg.verb = '*';
      const head = neg.objects[0];
      // "Rest days are essential; do not include any rest days."
      const required = (t: string) =>
        neg.verb === '*' &&
        head !== undefined &&
        REQUIRED_RE.test(t) &&
        objectStems(t.replace(REQUIRED_RE, ' ')).includes(head);
      const i = sentences.findIndex(
        (t, k) => t !== s && (positives[k]!.some((p) => clashes(neg, p, t)) || required(t)),
      );
      if (i >= 0) out.push([s, sentences[i]!]);
    }
  }
  return out;
}

const LANGUAGE_RE =
  /\b(?:reply|respond|answer|write|written|translate\w*\s+(?:\w+\s+){0,3}into)\b[^.!?\n]{0,40}?\b(?:in|into)\s+(english|spanish|german|french|portuguese|italian|japanese|chinese|russian|dutch|polish|korean|arabic)\b/gi;

/** The reply asked for in two languages, in two sentences ("Reply in Spanish." / "Write the whole reply in German."). */
function languageClashes(sentences: readonly string[]): Conflict[] {
  const asked: [string, string][] = [];
  for (const s of sentences) {
    if (CONDITION_RE.test(s)) continue;
    for (const m of s.matchAll(LANGUAGE_RE))
      if (!negatedAt(s, m.index!)) asked.push([s, m[1]!.toLowerCase()]);
  }
  const other = asked.find(([s, lang]) => s !== asked[0]![0] && lang !== asked[0]![1]);
  return other ? [[asked[0]![0], other[0]]] : [];
}

/** All conflicts of the kinds above, each once. */
export function findConflicts(content: string): Conflict[] {
  const sentences = sentencesOf(content);
  const found: Conflict[] = [];
  for (const [a, b] of POLAR) {
    const da = demanded(sentences, a, true);
    const db = demanded(sentences, b, true);
    if (da && db) found.push(da[0] === db[0] ? [da[1], db[1]] : [da[0], db[0]]);
  }
  found.push(
    ...exclusiveForms(sentences),
    ...sizeClashes(sentences),
    ...countClashes(content),
    ...experienceClashes(sentences),
    ...letterClashes(content),
    ...languageClashes(sentences),
    ...directiveClashes(sentences),
  );
  return found;
}
