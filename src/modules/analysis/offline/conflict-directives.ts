// Instructions next to their own prohibitions (issue 27). Part of prompt-conflicts.ts's kinds.

import { IMPERATIVE_VERBS, STOPWORDS } from './lexicon.js';
import type { Conflict } from './prompt-conflicts.js';
import { stem, wordsOf } from './text-utils.js';

// An instruction next to its own prohibition: the same verb on the same object ("Never mention
// the price." / "Mention the price."), or a kind of content that one instruction forbids and
// another asks for ("Do not use bullet points." / "Present the timeline as a numbered list.").
// Both must be instructions: at the start of a sentence or a list item, or after always / must.
const LEAD = String.raw`(?:^\s*(?:[-*•]\s+|\d+[.)]\s+)?|[,;:]\s+(?:and\s+|but\s+)?|\b(?:you\s+)?(?:always|must|should)\s+)`;
// A persona's habit is an instruction too: "a concierge who never recommends restaurants".
const NEG_LEAD = String.raw`(?:^\s*(?:[-*•]\s+|\d+[.)]\s+)?|[,;:]\s+(?:and\s+|but\s+)?|\b(?:you\s+)?(?:must|should)\s+|\bwho\s+)`;
const NEG_DIRECTIVE_RE = new RegExp(
  String.raw`${NEG_LEAD}(never|do\s+not|don't|must\s+not|avoid|no|(?<=\b(?:must|should)\s)not)\s+(?:ever\s+)?(\p{L}+)(?=((?:\s+[\p{L}'-]+){0,4}))`,
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

export function directiveClashes(sentences: readonly string[]): Conflict[] {
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
