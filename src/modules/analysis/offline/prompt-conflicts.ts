// Contradictions by kind rather than by example (issue 27): demands that cannot all hold because
// they set one property of the answer two ways (a reply that is "JSON only" and a Markdown table,
// British and American spelling, a tweet that holds a paragraph per change), a persona that never
// did what it has years of experience in, and an instruction next to its own prohibition
// ("Never mention the price." / "Mention the price."). Each finding is the pair of texts that
// clash, for the feedback. Written against hand-made pairs and checked for false alarms on public
// role prompts (docs/analyzer.md, "Quality, not presence").

import { directiveClashes } from './conflict-directives.js';
import { countClashes, sizeClashes } from './conflict-sizes.js';
import { STOPWORDS } from './lexicon.js';
import { stem, wordsOf } from './text-utils.js';

export type Conflict = [string, string];

/** Sentences (plain split: cheaper than the offset-keeping segmenter and enough here). */
export function sentencesOf(content: string): string[] {
  return content.split(/(?<=[.!?;])\s+|\n+/).filter((t) => /\p{L}/u.test(t));
}

/** True when the match at `index` is negated just before it ("not in the first person", "no jargon"). */
export function negatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  // A line marked as a don't ("- ❌ Bright, harsh lighting", "🚫 Slang") is negated as a whole;
  // what the reader is "tired of" is what the prompt turns away from (issue 27, ninth round).
  return (
    /\b(?:not|never|no|avoid|without|rather than|instead of|don't|neither|nor|tired of|sick of|fed up with|away from)\b[^.,;:!?\n]{0,20}$/i.test(
      before,
    ) || /(?:❌|🚫|✗|✘)[^\n]*$/.test(before)
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
    /\b(?:british|uk)\s+(?:english\s+)?spelling|\bin\s+british\s+english\b|\bspell\w*\b[^.\n]{0,40}\bthe\s+british\s+way\b/i,
    /\b(?:american|us)\s+(?:english\s+)?spelling|\bin\s+american\s+english\b|\bspell\w*\b[^.\n]{0,40}\bthe\s+american\s+way\b/i,
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

/**
 * A form word that names a field of the data, not the answer: a quoted key (`"haiku": string`,
 * `"haiku" is a three-line poem`), a word in a sentence that defines a quoted field (`"poem" is a
 * haiku`) or inside a JSON or schema line (`{"poem": …}`).
 */
export function fieldOfData(sentence: string, index: number, length: number): boolean {
  const quoted = /["'`“]$/.test(sentence.slice(0, index)) && /^["'`”]/.test(sentence.slice(index + length));
  return quoted || /^\s*[{[]|"\w+"\s*:|^\s*["'`]\w+["'`]\s+(?:is|are|holds|contains)\b/.test(sentence);
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
      if (
        other &&
        form !== 'bare' &&
        formName(other[0]) !== form &&
        !negatedAt(t, other.index) &&
        !fieldOfData(t, other.index, other[0].length)
      )
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
