// Balance: chunks each clause into short phrases (split at prepositions and conjunctions) and
// classifies each as Instruction, Entity, Concept or Detail with lexicons and surface cues.

import type {
  BalanceBody,
  BalanceCategory,
  BalanceCategoryResult,
  BalancePhrase,
} from '../analysis.schemas.js';
import { BALANCE_IDEAL, balanceCategoryStats } from '../analysis-math.js';
import { estimateOf, textAdjustments } from './estimate.js';
import { exampleRanges } from './example-sections.js';
import {
  ABSTRACT_SUFFIXES,
  CONCEPT_NOUNS,
  ENTITY_NOUNS,
  FORMAT_WORDS,
  IMPERATIVE_VERBS,
  KNOWN_ACRONYMS,
  LIMIT_WORDS,
  NUMBER_WORDS,
  STOPWORDS,
} from './lexicon.js';
import { isSentenceStart } from './prompt-signals.js';
import { clausesOf, inRanges, type Span, sentencesOf } from './segmenter.js';
import { I18N_PATTERNS } from './signals-i18n.js';
import { listedPhrases, plural, quote, type Word, wordsOf } from './text-utils.js';

const PREPOSITIONS = new Set(
  'of for to in on with about from by into within under over using as at per without including via through across between among against during after before than like'.split(
    ' ',
  ),
);
const CONJUNCTIONS = new Set(
  'and or but so then while because that which who whom whose when where if unless whether although though'.split(
    ' ',
  ),
);
const DETERMINERS = new Set(
  'a an the this that these those my your our their his her its each every'.split(' '),
);
/** Finite verbs that follow a named subject ("The report is …", "The recipe should …"). */
const LINKING_VERBS = new Set(
  'is are was were has have contains contain includes include lists list needs need covers cover'.split(' '),
);
const SECTION_LABELS =
  /^(?:task|context|background|role|constraints?|rules|instructions?|output(?:\s+format)?|format|tone|style|audience|examples?|notes?|goal|steps|input|requirements|guidelines)$/i;
const DIRECTIVE_RE =
  /^(?:please\s+|you\s+(?:must|should|need\s+to|have\s+to|will|are\s+to)\s+|(?:i|we)\s+will\s+|(?:must|should)\s+|do\s+not\s+|don't\s+|never\s+|always\s+|only\s+|make\s+sure\s+|be\s+sure\s+to\s+)/i;
const DETAIL_MARKS_RE =
  /\bnothing\s+else\b|\bno\s+other\b|\d[\d.,:%]*|\{\{[^{}]*\}\}|\[\[[^\]]*\]\]|"[^"]*"?|“[^”]*”?|`[^`]*`?|[%$€£]\S*|https?:\/\/\S+|\be\.g\./i;
// Capitalised only: "may" and "march" are also verbs.
const MONTHS =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
// Adjective endings; -al, -ic, -ant and -ent are left out: terminal, manual, client, agent are nouns.
const ADJECTIVE_END = /(?:ly|ive|ful|ous|able|ible|less)$/;
// Pronoun fragments that frame a request ("I want you", "you will"): not concepts of the prompt.
// "you think", "I feel", "they ask" say who speaks, not what the prompt is about.
// Issue 27, seventh round: the same frames in es, pt, fr, de, it, ru, vi and id ("Ich möchte",
// "Quiero que", "Tôi muốn bạn") were counted as concepts.
const FRAMING_WORDS = new Set(
  `i you we me us they them he she want wants need needs would like will shall please think thinks feel feels ask asks know knows believe guess say says
  yo tú tu usted quiero queremos necesito eu você quero queremos preciso je tu vous nous veux voudrais voulons ich du sie wir möchte möchten will wollen brauche io voglio vorrei я ты вы мы хочу хотим tôi bạn muốn saya aku kamu anda ingin mau`.split(
    /\s+/,
  ),
);

const SUBJECT_PRONOUNS = new Set([
  'i',
  'we',
  'they',
  'he',
  'she',
  'it',
  'yo',
  'eu',
  'je',
  'ich',
  'wir',
  'io',
  'я',
  'мы',
  'tôi',
  'saya',
  'aku',
  'kami',
]);
/** "Quiero que actúes", "Ich möchte, dass du", "Je veux que tu": the frame of an instruction. */
const I18N_FRAMING_RE =
  /^(?:(?:yo\s+)?quiero\s+que|(?:eu\s+)?quero\s+que|je\s+(?:veux|voudrais)\s+que|ich\s+m[öo]chte,?\s+dass|(?:io\s+)?voglio\s+che|я\s+хочу,?\s+чтобы|tôi\s+muốn\s+bạn|saya\s+ingin\s+(?:anda|kamu)|dass\s+du)(?![\p{L}])/iu;
/** An instruction verb of another language (signals-i18n.ts) opening the phrase, or a rule word. */
const I18N_DIRECTIVE_RE = new RegExp(
  `^(?:(?:no|nunca|siempre|n[ãa]o|sempre|ne|jamais|toujours|nicht|niemals|immer|keine?n?|non|mai|не|никогда|всегда|không|luôn|jangan|selalu|hãy)\\s+)?(?:${I18N_PATTERNS.task!.source})`,
  'iu',
);
/** A limit of another language: "höchstens fünf Sätze", "máximo 120 palabras", "tối đa 100 từ". */
const I18N_LIMIT_RE =
  /^(?:h[öo]chstens|mindestens|maximal|m[áa]ximo|m[íi]nimo|como\s+m[áa]ximo|no\s+m[áa]ximo|al\s+menos|pelo\s+menos|au\s+(?:plus|moins|maximum)|al\s+massimo|almeno|не\s+более|не\s+менее|максимум|tối\s+đa|ít\s+nhất|maks(?:imal)?\.?|minimal)(?![\p{L}])/iu;
// "You are tasked with", "your goal is", "I instruct you": the frame of an instruction.
const TASK_FRAMING_RE =
  /^(?:you\s+are\s+(?:tasked|responsible|expected|required|asked|here|going)|you\s+(?:specialize|specialise|focus|help|assist)|your\s+(?:goal|task|job|mission|objective|role|purpose|aim|responsibility|responsibilities|duty)\s+(?:is|are|will\s+be|includes?)|i\s+(?:instruct|need|want|would\s+like|ask)\s+you)\b/i;
/** "You are a financial advisor", "act as a travel guide". */
const ROLE_STATEMENT_RE =
  /^(?:you\s+are\s+(?:a|an|the|highly|very|skilled|experienced|knowledgeable|trained|designed|proficient)\b|you're\s+(?:a|an|the)\s+|act\s+as\s+)/i;
const PLURAL_NOUN_RE = /^\p{L}{3,}[^s'\W]s$/u;

/** The verb of a gerund when it is an instruction verb ("providing" → "provide"), else undefined. */
function gerundBase(word: string): string | undefined {
  if (!/^\p{L}{3,}ing$/u.test(word)) return undefined;
  const stemmed = word.slice(0, -3);
  const candidates = [stemmed, `${stemmed}e`, stemmed.replace(/(\p{L})\1$/u, '$1')];
  return candidates.find((c) => IMPERATIVE_VERBS.has(c));
}

interface Chunk {
  words: Word[];
  /** The chunk opens its clause or follows a conjunction or "to": a verb here is an instruction. */
  verbSlot: boolean;
}

function chunkClause(content: string, clause: Span): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk = { words: [], verbSlot: true };
  const flush = (verbSlot: boolean) => {
    if (current.words.length) chunks.push(current);
    current = { words: [], verbSlot };
  };
  const words = wordsOf(content, clause.start, clause.end);
  words.forEach((w, i) => {
    // "at most", "at least", "no more than" are limits (Detail), not a preposition phrase.
    const next = words[i + 1]?.lower;
    if (
      (w.lower === 'at' && (next === 'most' || next === 'least')) ||
      (w.lower === 'than' && words[i - 1]?.lower === 'more')
    ) {
      current.words.push(w);
      return;
    }
    if (CONJUNCTIONS.has(w.lower)) {
      flush(true);
      return; // conjunctions are dropped from phrases
    }
    // "The dataset | contains 12,000 reviews", "The invoice total | is $1,250": the subject named
    // is an entity of its own, apart from what is said of it (issue 27, ninth round).
    if (LINKING_VERBS.has(w.lower) && current.words.length >= 2 && DETERMINERS.has(current.words[0]!.lower))
      flush(false);
    if (PREPOSITIONS.has(w.lower) && current.words.length) flush(w.lower === 'to');
    if (PREPOSITIONS.has(w.lower) && current.words.length === 0) {
      current.verbSlot = w.lower === 'to' || current.verbSlot;
      return; // leading prepositions are dropped too
    }
    current.words.push(w);
  });
  flush(false);
  return chunks;
}

const OPEN = /[{[("'“`$#@]/;
const CLOSE = /[}\])"'”`%]/;

/** The exact text of a chunk, widened over adjacent brackets/quotes so "{{report}}" stays whole. */
function chunkSpan(content: string, words: Word[]): Span {
  let start = words[0]!.start;
  let end = words[words.length - 1]!.end;
  while (start > 0 && OPEN.test(content[start - 1]!)) start--;
  while (end < content.length && CLOSE.test(content[end]!)) end++;
  return { start, end, text: content.slice(start, end) };
}

function classify(
  content: string,
  chunk: Chunk,
  text: string,
): { category: BalanceCategory; reason: string } {
  const words = chunk.words;
  const first = words[0]!.lower;
  const directive = DIRECTIVE_RE.exec(text);
  if (directive) {
    return {
      category: 'Instruction',
      reason: `Directive ${quote(directive[0].trim())} sets what the model must do.`,
    };
  }
  if (chunk.verbSlot && IMPERATIVE_VERBS.has(first)) {
    return { category: 'Instruction', reason: `Imperative verb ${quote(first)} tells the model what to do.` };
  }
  const i18n = I18N_FRAMING_RE.exec(text) ?? (chunk.verbSlot ? I18N_DIRECTIVE_RE.exec(text) : null);
  if (i18n) {
    return { category: 'Instruction', reason: `${quote(i18n[0].trim())} tells the model what to do.` };
  }
  // "Não dê …", "Ne recommande …", "Не выдумывай …": a prohibition in another language ("no" is English too).
  const rule = /^(?:nunca|n[ãa]o|ne|jamais|non|niemals|nie|не|никогда|không|jangan)\s+\p{L}/iu.exec(text);
  if (rule)
    return { category: 'Instruction', reason: `Rule ${quote(text, 30)} tells the model what not to do.` };
  const limit = I18N_LIMIT_RE.exec(text);
  if (limit) {
    return { category: 'Detail', reason: `Limit ${quote(limit[0])}: a specific detail.` };
  }
  const framing = TASK_FRAMING_RE.exec(text);
  if (framing) {
    return { category: 'Instruction', reason: `${quote(framing[0])} frames what the model must do.` };
  }
  // "you reply only", "you can reply", "you suggest places": what the model does, said to it.
  const second = (/^(?:can|may|could)$/.test(words[1]?.lower ?? '') ? words[2] : words[1])?.lower ?? '';
  if (first === 'you' && (IMPERATIVE_VERBS.has(second) || IMPERATIVE_VERBS.has(second.replace(/s$/, '')))) {
    return {
      category: 'Instruction',
      reason: `${quote(text.split(/\s+/).slice(0, 2).join(' '))} says what the model does.`,
    };
  }
  // "providing a comprehensive analysis", "making them readable": an action the model performs.
  const base = gerundBase(first);
  if (base) {
    return {
      category: 'Instruction',
      reason: `Action ${quote(words[0]!.text)} (${base}) the model performs.`,
    };
  }
  if (ROLE_STATEMENT_RE.test(text)) {
    return { category: 'Entity', reason: `Names the role the model plays (${quote(text, 40)}).` };
  }
  const detailWord = words.find(
    (w) => NUMBER_WORDS.has(w.lower) || FORMAT_WORDS.has(w.lower) || LIMIT_WORDS.has(w.lower),
  );
  const mark = DETAIL_MARKS_RE.exec(text) ?? MONTHS.exec(text);
  if (mark || detailWord) {
    const cue = mark ? mark[0] : detailWord!.lower;
    return {
      category: 'Detail',
      reason: `Specific detail (${quote(cue, 30)}): a number, format, limit, quote or input.`,
    };
  }
  const entity = words.find(
    (w) =>
      ENTITY_NOUNS.has(w.lower) ||
      KNOWN_ACRONYMS.has(w.lower) ||
      /^\p{Lu}{2,6}s?$/u.test(w.text) ||
      (/^\p{Lu}\p{Ll}+/u.test(w.text) && !isSentenceStart(content, w.start) && !STOPWORDS.has(w.lower)),
  );
  if (entity) {
    return {
      category: 'Entity',
      reason: `Names a concrete person, role, organisation or artefact (${quote(entity.text, 30)}).`,
    };
  }
  const concept = words.find(
    (w) =>
      CONCEPT_NOUNS.has(w.lower) ||
      (w.lower.length > 5 && ABSTRACT_SUFFIXES.some((s) => w.lower.endsWith(s))),
  );
  if (concept) {
    return { category: 'Concept', reason: `Abstract idea or quality (${quote(concept.lower, 30)}).` };
  }
  const last = words[words.length - 1]!.lower;
  // A plural head noun names things ("alerts", "watermarks", "interactive activities").
  if ((DETERMINERS.has(first) && !ADJECTIVE_END.test(last)) || PLURAL_NOUN_RE.test(last)) {
    return { category: 'Entity', reason: `Noun phrase naming a thing (${quote(text, 40)}).` };
  }
  return {
    category: 'Concept',
    reason: `Descriptive or qualifying wording (${quote(last, 30)}) without a concrete referent.`,
  };
}

export function classifyPhrases(content: string, includeExamples: boolean): BalancePhrase[] {
  const skip = includeExamples ? [] : exampleRanges(content);
  const phrases: BalancePhrase[] = [];
  for (const sentence of sentencesOf(content)) {
    if (sentence.heading || inRanges(skip, sentence.start)) continue;
    if (sentence.code) {
      for (const line of clausesOf(content, sentence)) {
        phrases.push({
          phrase: line.text,
          category: 'Detail',
          reason: 'Code or literal format line: a concrete detail.',
        });
      }
      continue;
    }
    for (const clause of clausesOf(content, sentence)) {
      if (inRanges(skip, clause.start) || SECTION_LABELS.test(clause.text.replace(/[*_#]/g, '').trim()))
        continue;
      for (const chunk of chunkClause(content, clause)) {
        // "they ship", "I think": a subject and its verb alone are not a concept of the prompt.
        const pronounFragment = chunk.words.length <= 2 && SUBJECT_PRONOUNS.has(chunk.words[0]!.lower);
        const meaningful =
          (!pronounFragment &&
            chunk.words.some(
              (w) => !STOPWORDS.has(w.lower) && !FRAMING_WORDS.has(w.lower) && w.lower.length > 1,
            )) ||
          (chunk.verbSlot && IMPERATIVE_VERBS.has(chunk.words[0]!.lower));
        if (!meaningful) continue;
        const span = chunkSpan(content, chunk.words);
        phrases.push({ phrase: span.text, ...classify(content, chunk, span.text) });
      }
    }
  }
  return phrases;
}

const ADVICE: Record<BalanceCategory, { over: string; under: string }> = {
  Instruction: {
    over: 'the prompt is mostly commands; give the model more of the material (entities, concepts, details) they act on',
    under: 'too few explicit instructions; state what the model should do with direct verbs',
  },
  Entity: {
    over: 'many named things but little guidance on what to do with them or why',
    under:
      'few concrete people, objects or sources; name the audience, the inputs and the artefacts involved',
  },
  Concept: {
    over: 'abstract wording dominates; anchor the ideas with concrete entities and details',
    under: 'little about goals, qualities or principles; say what matters (purpose, accuracy, tone)',
  },
  Detail: {
    over: 'many specifics; make sure the main instruction and its purpose are not buried',
    under: 'few specifics; add numbers, formats, limits or a short example',
  },
};

/**
 * What to change, specific to this prompt: the categories out of range, worst first, each with
 * its share and two of its own phrases (overused) or what to add (underused).
 */
function recommend(categories: readonly BalanceCategoryResult[], phrases: readonly BalancePhrase[]): string {
  const off = categories
    .filter((c) => c.distribution !== 'Balanced')
    .map((c) => {
      const ideal = BALANCE_IDEAL[c.category];
      const gap = c.distribution === 'Overused' ? c.phrase_percent - ideal.max : ideal.min - c.phrase_percent;
      return { c, gap };
    })
    .sort((a, b) => b.gap - a.gap);
  if (off.length === 0) {
    const smallest = [...categories].sort((a, b) => a.phrase_percent - b.phrase_percent)[0]!;
    return `The mix is balanced; the smallest share is ${smallest.category} (${smallest.phrase_percent} %), so keep it when editing.`;
  }
  return off
    .map(({ c }) => {
      const examples = phrases
        .filter((p) => p.category === c.category)
        .slice(0, 2)
        .map((p) => quote(p.phrase, 40));
      const advice = c.distribution === 'Overused' ? ADVICE[c.category].over : ADVICE[c.category].under;
      const seen = examples.length ? ` (e.g. ${examples.join(', ')})` : '';
      return `${c.category} ${c.distribution.toLowerCase()} at ${c.phrase_percent} %${c.distribution === 'Overused' ? seen : ''}: ${advice}.`;
    })
    .join(' ');
}

function categoryFeedback(c: Omit<BalanceCategoryResult, 'feedback'>): string {
  const ideal = BALANCE_IDEAL[c.category];
  const head = `${c.category} phrases: ${plural(c.phrase_count, 'phrase')}, ${c.phrase_percent} % (ideal ${ideal.min}–${ideal.max} %)`;
  if (c.distribution === 'Balanced') return `${head}: balanced.`;
  return `${head}: ${c.distribution.toLowerCase()}; ${c.distribution === 'Overused' ? ADVICE[c.category].over : ADVICE[c.category].under}.`;
}

export function analyzeBalance(content: string, includeExamples: boolean): BalanceBody {
  const phrases = classifyPhrases(content, includeExamples);
  const categories = balanceCategoryStats(phrases).map((c) => ({ ...c, feedback: categoryFeedback(c) }));
  const examples = includeExamples ? 'example sections included' : 'example sections skipped';
  if (phrases.length === 0) {
    return {
      summary: {
        overall_feedback: `No phrases to classify (${examples}): the prompt has no analysable text.`,
        recommendations:
          'Write the prompt first: a task, the entities it involves, the goal and concrete details.',
      },
      categories,
      phrases,
      estimate: balanceEstimate(content, phrases.length),
    };
  }
  const { listed, note } = listedPhrases(phrases);
  const balanced = categories.filter((c) => c.distribution === 'Balanced').length;
  const top = [...categories].sort((a, b) => b.phrase_percent - a.phrase_percent)[0]!;
  return {
    summary: {
      overall_feedback: `${plural(phrases.length, 'phrase')} classified (${examples}); ${balanced} of 4 categories are within their ideal range. ${top.category} is the largest share (${top.phrase_percent} %). Heuristic classification by the offline analyzer (lexicons and surface cues).${note}`,
      recommendations: recommend(categories, phrases),
    },
    categories,
    phrases: listed,
    estimate: balanceEstimate(content, phrases.length),
  };
}

function balanceEstimate(content: string, phrases: number): BalanceBody['estimate'] {
  const adjustments = textAdjustments(content);
  if (phrases < 8) adjustments.push([-0.15, `only ${phrases} phrases to count`]);
  return estimateOf({
    base: 0.75,
    adjustments,
    rests:
      'lexicons and surface cues label each phrase; about three in four labels agree with a careful reader on held-out prompts',
  });
}
