// Quality, not presence: finds what makes a long prompt bad even though it mentions every section
// a checklist asks for. Empty section headings ("FORMAT:" with nothing after it) are blanked out
// before the signals are read, so a heading alone no longer counts as the section; contradictory
// instructions, unsupported superlatives about the model and keyword stuffing lower the signals
// they undermine. Every finding keeps the text it comes from, for the feedback.

import { audienceConflicts } from './conflict-audiences.js';
import { budgetConflicts } from './conflict-budgets.js';
import { claimConflicts } from './conflict-claims.js';
import { contentConflicts } from './conflict-content.js';
import { contractClashes } from './conflict-contracts.js';
import { exampleConflicts } from './conflict-examples.js';
import { futureRecords } from './conflict-future.js';
import { i18nConflicts } from './conflict-i18n.js';
import { partsOverWhole } from './conflict-parts.js';
import { polarityConflicts } from './conflict-polarity.js';
import { priceConflicts } from './conflict-price.js';
import { registerConflicts } from './conflict-registers.js';
import { scopeConflicts } from './conflict-scopes.js';
import { setConflicts } from './conflict-sets.js';
import { NUMBER_WORDS } from './conflict-sizes.js';
import { totalConflicts } from './conflict-totals.js';
import { traitConflicts } from './conflict-traits.js';
import { type Conflict, demanded, fieldOfData, findConflicts, sentencesOf } from './prompt-conflicts.js';
import { findPadding } from './quality-padding.js';
import { findShouting } from './quality-shouting.js';
import { findStuffing } from './quality-stuffing.js';

export interface QualityFindings {
  /** The content with empty section labels replaced by spaces (same length, same offsets). */
  substance: string;
  emptySections: string[];
  contradictions: [string, string][];
  flattery: string[];
  stuffing: string[];
  /** Capitals, runs of exclamation marks and demands said again and again (quality-shouting.ts). */
  shouting: string[];
  /** Filler chatter, the same instruction said again, talk about the prompt (quality-padding.ts). */
  padding: string[];
}

const SECTION_WORDS =
  'role|persona|identity|task|tasks|context|background|audience|format|output|outputs|output format|tone|style|voice|constraints|rules|requirements|examples?|length|goal|goals|objective|instructions|additional instructions|more instructions|steps|success criteria|success|edge cases|safety|variables|deliverables?|kpis|stakeholders|timeline|budget|risks|notes|important|very important|language|framework|input|inputs|error handling|tests|performance|security|documentation|style guide|evaluation|question|guidelines';
/** The same headings in the other languages of the eval (de, es, pt, fr, it, ru, ja, zh, ko). */
const SECTION_WORDS_I18N = [
  'rolle|aufgaben?|kontext|hintergrund|ausgabe(?:format)?|ton|stil|(?:noch\\s+)?mehr\\s+regeln|regeln|einschr[äa]nkungen|anforderungen|beispiele?|ziele?|anweisungen|(?:sehr\\s+)?wichtig|zielgruppe|l[äa]nge|sprache|hinweise|schritte|ende',
  'rol|papel|tareas?|contexto|formato|tono|estilo|reglas|restricciones|requisitos|ejemplos?|objetivos?|instrucciones|(?:muy\\s+)?importante|audiencia|p[úu]blico|longitud|idioma|notas|pasos|fin',
  'fun[çc][ãa]o|tarefas?|tom|regras|restri[çc][õo]es|exemplos?|instru[çc][õo]es|muito\\s+importante|comprimento|passos|fim',
  'r[ôo]le|t[âa]ches?|contexte|r[èe]gles|contraintes|exigences|exemples?|objectifs?|consignes|tr[èe]s\\s+important|longueur|langue|remarques|[ée]tapes',
  'ruolo|compiti|compito|contesto|tono|stile|regole|vincoli|requisiti|esempi|esempio|obiettivi|obiettivo|istruzioni|molto\\s+importante|pubblico|lunghezza|lingua|note|passaggi|fine',
  'роль|задачи|задача|контекст|формат|тон|стиль|правила|ограничения|требования|примеры|пример|цели|цель|инструкции|(?:очень\\s+)?важно|аудитория|длина|язык|примечания|шаги|конец',
  '役割|タスク|背景|文脈|出力形式|形式|ルール|制約|目的|指示|重要|角色|任务|上下文|输出格式|格式|规则|约束|示例|目标|指令|역할|작업|맥락|형식|규칙|제약|예시|목표|지시|중요',
].join('|');
const SECTION_RE = new RegExp(`^(?:${SECTION_WORDS}|${SECTION_WORDS_I18N})$`, 'iu');
/** Section text that says nothing: placeholders and one generic word. */
const FILLER_RE =
  /^(?:|\.{2,}|…|-+|–|tbd|tbc|todo|n\/a|none|see below|as needed|appropriate|suitable|users?|assistant|answer|expert|you are an ai\.?|goal|inputs?|outputs?|format|style|evaluation|constraints|context|task|tone|audience|length)\.?$/i;

/** The example headings of SECTION_WORDS and SECTION_WORDS_I18N (issue 27, ninth scoring round). */
const EXAMPLE_HEADING_RE =
  /^(?:examples?|beispiele?|ejemplos?|exemplos?|exemples?|esempi|esempio|примеры|пример|示例|예시)$/iu;

/** A label line; shouted labels ("AUFGABE!!!", "FORMAT (WICHTIG)") are labels too. */
const LABEL_LINE_RE =
  /^(\s*(?:#{1,6}\s*)?(?:\*\*)?\s*)(\p{L}[\p{L} &/-]{1,30}?)\s*(?:\([^)\n]{1,24}\))?[!?]*\s*(?::\s*(?:\*\*)?|(?:\*\*)?\s*:|\*\*\s*$|$)(.*)$/u;
const INLINE_LABEL_RE = /\b([A-Z][A-Z ]{1,24}):\s*([^:.\n]{0,40}?)\s*\.?(?=\s+[A-Z][A-Z ]{1,24}:|\s*$)/g;

interface Range {
  start: number;
  end: number;
}

/** The content with the given ranges replaced by spaces (line breaks kept), same length. */
function blankRanges(content: string, ranges: Range[]): string {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let out = '';
  let pos = 0;
  for (const r of sorted) {
    if (r.end <= pos) continue;
    const start = Math.max(r.start, pos);
    out += content.slice(pos, start) + content.slice(start, r.end).replace(/[^\n]/g, ' ');
    pos = r.end;
  }
  return out + content.slice(pos);
}

/** Section labels with no content of their own: "FORMAT:", "# Tone" followed by another heading, `<role></role>`, "[ROLE] [TASK]". */
function findEmptySections(content: string, ranges: Range[]): string[] {
  const found: string[] = [];
  const lines = content.split('\n');
  let offset = 0;
  const starts = lines.map((l) => {
    const s = offset;
    offset += l.length + 1;
    return s;
  });
  const isLabel = (line: string) => {
    const m = LABEL_LINE_RE.exec(line);
    return m && SECTION_RE.test(m[2]!.trim()) ? m : null;
  };
  lines.forEach((line, i) => {
    const m = isLabel(line);
    if (!m) return;
    const rest = m[3]!.replace(/\*\*/g, '').trim();
    const name = m[2]!.trim();
    let empty = FILLER_RE.test(rest) || rest.toLowerCase().replace(/\.$/, '') === name.toLowerCase();
    if (empty && rest === '') {
      // A bare heading is a section only when text follows before the next heading; under an
      // example heading, labelled lines with content ("Input: …", "Entrada: …") are the examples.
      const next = lines.slice(i + 1).find((l) => l.trim() !== '');
      const label = next === undefined ? null : isLabel(next);
      const example = label !== null && EXAMPLE_HEADING_RE.test(name) && !FILLER_RE.test(label[3]!.trim());
      empty = next === undefined || (label !== null && !example) || /^\s*#{1,6}\s/.test(next);
    }
    if (!empty) return;
    found.push(line.trim());
    ranges.push({ start: starts[i]!, end: starts[i]! + line.length });
  });
  for (const m of content.matchAll(INLINE_LABEL_RE)) {
    const name = m[1]!.trim();
    const value = m[2]!.trim();
    if (!SECTION_RE.test(name)) continue;
    if (!FILLER_RE.test(value) && value.toLowerCase() !== name.toLowerCase()) continue;
    if (found.includes(m[0].trim())) continue;
    found.push(m[0].trim());
    ranges.push({ start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of content.matchAll(/<([a-z_]+)>\s*<\/\1>/gi)) {
    found.push(m[0]);
    ranges.push({ start: m.index!, end: m.index! + m[0].length });
  }
  // Runs of bracketed or slash-separated section names: "[ROLE] [CONTEXT] [TASK]", "ROLE / TASK / FORMAT".
  const run = new RegExp(
    `(?:\\[(?:${SECTION_WORDS})\\]\\s*){3,}|(?:\\b(?:${SECTION_WORDS})\\s*[/|]\\s*){2,}(?:${SECTION_WORDS})\\b`,
    'gi',
  );
  for (const m of content.matchAll(run)) {
    found.push(m[0].trim());
    ranges.push({ start: m.index!, end: m.index! + m[0].length });
  }
  return found;
}

// Opposing instructions. Each pair is two patterns; both present is a contradiction.
const OPPOSITES: readonly [RegExp, RegExp][] = [
  [
    /\b(?:very short|keep it (?:very )?short|one sentence(?: at most)?(?!\s+(?:summary|description|overview|intro(?:duction)?|tagline|pitch|takeaway|recap))|be brief|brief but|in one word|one word)\b/i,
    /\b(?:at least \d{3,} words|in (?:great )?depth|exhaustive|every feature|go deep|\d+-chapter|full work history|in detail|detailed)\b/i,
  ],
  [/\bformal\b(?! letter)/i, /\b(?:casual|chatty|slang|informal|like talking to a friend)\b/i],
  [
    /\b(?:modest|humble)\b/i,
    /\b(?:the best candidate|world'?s greatest|greatest \w+ (?:ever|of all time))\b/i,
  ],
  [
    /\b(?:strictly neutral|present both sides|balanced)\b/i,
    /\b(?:convince (?:readers|them|the reader)|always better)\b/i,
  ],
  [/\balways answer in english\b/i, /\b(?:in the (?:customer|user)'?s language)\b/i],
  [/\b(?:plain text only|no json|not json)\b/i, /\b(?:valid json|json object|must be (?:valid )?json)\b/i],
  [/\bcamel ?case\b/i, /\bsnake_case\b/i],
  [
    /\b(?:complete beginner|never programmed|no background|keep it simple)\b/i,
    /\b(?:expert in|go deep|lambda calculus|graduate students)\b/i,
  ],
  [/\b(?:harsh|critical)\b/i, /\b(?:gentle|encouraging)\b/i],
  [/\b(?:do not translate|leave it in english)\b/i, /\btranslate (?:this|the)\b/i],
  [/\brest days are essential\b/i, /\bno rest days\b/i],
  [/\bunlimited\b/i, /\b(?:under|less than|at most) [€$£]\s?\d+/i],
  [/\b(?:scary|graphic violence)\b/i, /\b(?:soothing|calm|bedtime)\b/i],
  [/\bvegan\b/i, /\b(?:beef|chicken|pork|fish)\b/i],
  // Self-contradiction about the writer or the persona: no experience and years of it.
  [
    /\b(?:(?:i|you|who|he|she|they|i've|you've|has|have)\s+(?:\w+\s+)?never\s+(?:touched|used|seen|worked\s+(?:with|on|in)|heard\s+of|programmed|coded|written\s+code|driven|cooked|managed)|no\s+(?:prior\s+)?experience\s+(?:with|in)|complete\s+(?:beginner|novice))\b/i,
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\+?\s+years?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}experience|\b(?:seasoned|veteran|senior|expert)\s+(?:\w+\s+)?(?:engineer|developer|programmer|chef|driver|manager)\b/i,
  ],
  // Impossible output contracts: a whole answer cannot be valid JSON and verse, or in two languages only.
  [
    /\b(?:valid\s+json|json\s+only|only\s+(?:valid\s+)?json|(?:as|in)\s+(?:a\s+)?json(?:\s+object)?|json\s+object)\b/i,
    /\b(?:haiku|sonnet|limerick|rhyming\s+(?:verse|couplets?)|(?:as|in)\s+(?:a\s+)?poem|(?:as|in)\s+(?:plain\s+)?prose\s+only|only\s+(?:plain\s+)?prose)\b/i,
  ],
  [
    /\b(?:only|exclusively)\s+in\s+english\b|\bin\s+english\s+only\b/i,
    /\b(?:only|exclusively)\s+in\s+(?:french|spanish|german|portuguese|italian|japanese|chinese|russian)\b|\bin\s+(?:french|spanish|german|portuguese|italian|japanese|chinese|russian)\s+only\b/i,
  ],
  [/\bno nuts\b/i, /\b(?:walnut|almond|peanut|hazelnut)\w*\b/i],
  // Diet against ingredient, in general terms.
  [
    /\b(?:strict(?:ly)?\s+)?(?:vegan|vegetarian)\b(?!\s+(?:and|or|options?|alternatives?)\b)/i,
    /\b(?:steak|salmon|tuna|lamb|bacon|ham|shrimp|prawns?|veal|turkey|sausages?)\b/i,
  ],
  // Brevity against exhaustiveness, whatever the wording of each.
  [
    /\b(?:(?:extremely|very)\s+brief|one\s+line(?:\s+long)?|(?:under|fewer\s+than|less\s+than)\s+(?:ten|five|\d{1,2})\s+words)\b/i,
    /\b(?:exhaustive|in\s+full\s+(?:technical\s+)?detail|every\s+detail|at\s+least\s+\d{3,}\s+words|describe\s+every\s+\w+\s+in\s+detail|with\s+code\s+samples)\b/i,
  ],
  // An answer that is JSON and nothing else, and prose after it; a text the same length and longer.
  [
    /\b(?:(?:json(?:\s+object)?|the\s+object)\s+and\s+nothing\s+else|nothing\s+(?:else\s+)?but\s+(?:the\s+)?json|only\s+(?:the\s+)?json)\b/i,
    /\b(?:after|below|following)\s+(?:the\s+)?json\b[^.\n]{0,40}\b(?:explain|describe|add|write)\b|\b(?:then|afterwards?)\s+explain\b/i,
  ],
  [/\b(?:the\s+)?same\s+length\b/i, /\b(?:twice|three\s+times|much)\s+(?:as\s+)?(?:long|longer)\b/i],
  [
    /\bwithout\s+changing\s+(?:a\s+single|any|one)\s+(?:word|character|letter)\b/i,
    /\b(?:translate|rewrite|paraphrase|shorten|expand)\b/i,
  ],
];

// Count limits with a unit: "under 10 minutes" and "at least an hour", "under three dishes" and
// "at least seven courses" (same unit, or one unit in another's terms).
const UNIT_SCALE: Record<string, [string, number]> = {
  minute: ['time', 1],
  hour: ['time', 60],
  day: ['time', 1440],
  word: ['word', 1],
  sentence: ['sentence', 1],
  page: ['page', 1],
  paragraph: ['paragraph', 1],
  dish: ['course', 1],
  course: ['course', 1],
  item: ['item', 1],
  bullet: ['item', 1],
  step: ['step', 1],
  character: ['character', 1],
  letter: ['character', 1],
};
const LIMIT_RE =
  /\b(under|at most|no more than|fewer than|less than|max(?:imum)?(?: of)?|up to|at least|minimum(?: of)?|no fewer than|more than|over)\s+(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred)\s+(minute|hour|day|word|sentence|page|paragraph|dish|course|item|bullet|step|character|letter)(?:e?s)?\b/gi;

function countLimits(content: string): { upper: boolean; kind: string; value: number; text: string }[] {
  return [...content.matchAll(LIMIT_RE)].map((m) => {
    const n = /^\d+$/.test(m[2]!) ? Number(m[2]) : (NUMBER_WORDS[m[2]!.toLowerCase()] ?? 0);
    const [kind, scale] = UNIT_SCALE[m[3]!.toLowerCase()]!;
    return {
      upper: /^(?:under|at most|no more|fewer|less|max|up to)/i.test(m[1]!),
      kind,
      value: n * scale,
      text: m[0],
    };
  });
}

/** Impossible letter counts: "exactly three letters long" and "all 26 letters". */
const LETTER_COUNT_RE =
  /\b(?:exactly\s+)?(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+letters?\s+long\b/i;
const ALL_LETTERS_RE = /\ball\s+(?:26|twenty-six)\s+letters\b/i;

/** Between two items of a list of one- or two-word items: "formal, robotic, informal". */
const LIST_GAP_RE = /^(?:\s*,\s*[\w-]+(?:\s+[\w-]+)?)*\s*,\s*$/;

const short = (phrase: string) => phrase.trim().split(/\s+/).length <= 2;

/**
 * Two short values in one list of options: "${tone:formal}, ${tone:informal}, or ${tone:neutral}",
 * "(e.g., casual & fun, elegant & formal)", "Styles: casual, formal, playful".
 */
function offeredAsOptions(sentence: string, a: string, b: string, gap: string): boolean {
  if (!short(a) || !short(b) || gap.split(/\s+/).filter((w) => /\p{L}{3,}/u.test(w)).length > 3) return false;
  const end = Math.max(sentence.indexOf(a) + a.length, sentence.indexOf(b) + b.length);
  const start = Math.min(sentence.indexOf(a), sentence.indexOf(b));
  return (
    /^[^.;\n]{0,30}?(?:\bor\b|\/)/.test(sentence.slice(end)) ||
    /(?:\be\.g\.|\bsuch\s+as\b|\b(?:styles?|options?|tones?|choices?)\s*:)[^.;\n]*$/i.test(
      sentence.slice(0, start),
    )
  );
}

/** The text between the first occurrences of two phrases of a sentence. */
function between(sentence: string, a: string, b: string): string {
  const i = sentence.indexOf(a);
  const j = sentence.indexOf(b);
  return i < j ? sentence.slice(i + a.length, j) : sentence.slice(j + b.length, i);
}

/** The conflict kinds found in files of their own, in the order they are reported. */
const CONFLICT_FINDERS: ((content: string) => Conflict[])[] = [
  findConflicts,
  i18nConflicts,
  contractClashes,
  traitConflicts,
  scopeConflicts,
  registerConflicts,
  budgetConflicts,
  contentConflicts,
  claimConflicts,
  futureRecords,
  totalConflicts,
  exampleConflicts,
  audienceConflicts,
  polarityConflicts,
  priceConflicts,
  partsOverWhole,
  setConflicts,
];

/** Opposing instructions: an antonym pair, limits that cannot both hold, and the kinds of prompt-conflicts.ts. */
function findContradictions(content: string): [string, string][] {
  const found: [string, string][] = [];
  const sentences = sentencesOf(content);
  for (const [a, b] of OPPOSITES) {
    // A negated mention ("not scary", "no harsh shadows") is not a demand.
    const da = demanded(sentences, a);
    const db = demanded(sentences, b);
    if (!da || !db) continue;
    // A form word that names a field of the data (`"haiku": string`) is not a form of the answer.
    if ([da, db].some(([s, m]) => fieldOfData(s, s.indexOf(m), m.length))) continue;
    // In one sentence ("valid JSON and also a haiku") the two demands themselves are quoted,
    // unless they are offered as alternatives ("formal or casual", "formal / casual", "formal, casual").
    const gap = da[0] === db[0] ? between(da[0], da[1], db[1]) : '';
    if (da[0] !== db[0]) found.push([da[0], db[0]]);
    else if (!/\bor\b|[/|]/.test(gap) && !(LIST_GAP_RE.test(gap) && short(da[1]) && short(db[1])))
      if (!offeredAsOptions(da[0], da[1], db[1], gap)) found.push([da[1], db[1]]);
  }
  // Numeric length limits that cannot both hold.
  const max = [
    ...content.matchAll(/\b(?:at most|under|no more than|max(?:imum)?|up to)\s+(\d+)\s+words\b/gi),
  ];
  const min = [...content.matchAll(/\b(?:at least|minimum(?: of)?|more than)\s+(\d+)\s+words\b/gi)];
  for (const lo of min) {
    const hi = max.find((m) => Number(m[1]) < Number(lo[1]));
    if (hi) found.push([hi[0], lo[0]]);
  }
  // "exactly 3 bullet points" and "at least 5 bullet points"; "one sentence" and "three paragraphs".
  const exact = [
    ...content.matchAll(/\bexactly\s+(\d+)\s+(words|sentences|bullet\s+points|bullets|items|paragraphs)\b/gi),
  ];
  const atLeast = [
    ...content.matchAll(
      /\b(?:at\s+least|minimum(?:\s+of)?|no\s+fewer\s+than)\s+(\d+)\s+(words|sentences|bullet\s+points|bullets|items|paragraphs)\b/gi,
    ),
  ];
  for (const e of exact) {
    const lo = atLeast.find(
      (m) => m[2]!.toLowerCase() === e[2]!.toLowerCase() && Number(m[1]) > Number(e[1]),
    );
    if (lo) found.push([e[0], lo[0]]);
  }
  const limits = countLimits(content);
  for (const hi of limits.filter((l) => l.upper)) {
    const lo = limits.find((l) => !l.upper && l.kind === hi.kind && l.value > hi.value);
    if (lo) found.push([hi.text, lo.text]);
  }
  const letters = LETTER_COUNT_RE.exec(content);
  const all = ALL_LETTERS_RE.exec(content);
  if (letters && all) found.push([letters[0], all[0]]);
  const oneSentence = /\b(?:in\s+)?(?:one|a\s+single)\s+sentence\b/i.exec(content);
  const paragraphs = /\b(?:at\s+least\s+)?(?:two|three|four|five|several|multiple|\d+)\s+paragraphs\b/i.exec(
    content,
  );
  if (oneSentence && paragraphs) found.push([oneSentence[0], paragraphs[0]]);
  for (const find of CONFLICT_FINDERS) found.push(...find(content));
  const seen = new Set<string>();
  return found.filter(([a, b]) => {
    const key = `${a}\u0000${b}`;
    if (a === b || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Superlatives about the model itself: they add no instruction and read as padding. */
const FLATTERY_RE =
  /\b(?:world'?s (?:best|greatest|number one|leading)|(?:the )?best (?:\w+ )?(?:ever|in (?:history|the (?:entire )?world)|that has ever lived|of all time)|greatest|genius(?:-level)?|brilliant|legendary|perfect(?:ly)?|flawless(?:ly)?|never (?:make|makes) (?:any )?(?:mistakes|errors)|never (?:fails?|wrong)|100% accurate|\d{3,}% success|always right|all-knowing|omniscient|infallible|unmatched|unrivall?ed|unparall?eled|peerless|unbeatable|superhuman|super-?star|rock ?star|ninja|god-tier|10x|elite|world-class|world-famous|world-renowned|top (?:0\.\d+|\d+(?:\.\d+)?)\s?%|award-winning|most (?:brilliant|intelligent|powerful|advanced|sophisticated|knowledgeable|accurate|empathetic|creative)|smartest|extraordinary|phenomenal|outstanding|incredibl[ey]|amazing|goat|#1|number one|ultimate|supreme|cutting-edge|state-of-the-art|revolutionary|exceptionally gifted|infinite talent)\b/gi;

/**
 * The same superlatives in the other languages of the eval (issue 27, sixth scoring round: a German
 * "geniale, weltberühmte Super-KI … perfekt und fehlerlos" was found only by accident before).
 * "Perfekt" alone is a German tense, so only its inflected forms count. Issue 27, fifteenth scoring
 * round: Chinese, Japanese and Korean superlatives about the model ("全世界最聪明、最厉害", "最強の",
 * "세계 최고의"), which name no skill: "最专业的" only before 的 or a list mark, so "最专业" inside a
 * longer word is not one.
 */
const FLATTERY_I18N_RE =
  /(?<![\p{L}])(?:genial(?:e[nrsm]?)?|weltber[üu]hmt\p{L}*|weltbeste\p{L}*|kl[üu]gste\p{L}*|brillant(?:e[nrsm]?)?|legend[äa]r\p{L}*|perfekte[nrsm]?|fehlerlos\p{L}*|unfehlbar\p{L}*|atemberaubend\p{L}*|allwissend\p{L}*|super-ki|aller\s+zeiten|genio|brillantes?|legendari[oa]s?|perfect[oa]s?|infalibles?|el\s+mejor\s+del\s+mundo|la\s+mejor\s+del\s+mundo|de\s+todos\s+los\s+tiempos|omniscientes?|brilhantes?|lend[áa]ri[oa]s?|perfeit[oa]s?|infal[íi]ve(?:l|is)|o\s+melhor\s+do\s+mundo|a\s+melhor\s+do\s+mundo|de\s+todos\s+os\s+tempos|onisciente|g[ée]nial(?:e|es|s)?|l[ée]gendaires?|parfait(?:e|es|s)?|infaillibles?|(?:le|la)\s+meilleur(?:e)?\s+du\s+monde|de\s+tous\s+les\s+temps|geniali|leggendari[oa]|perfett[oa]|infallibile|(?:il|la)\s+miglior[ea]\s+al\s+mondo|di\s+tutti\s+i\s+tempi|onnisciente|гениальн\p{L}*|легендарн\p{L}*|безупречн\p{L}*|непогрешим\p{L}*|лучш\p{L}*\s+в\s+мире|всех\s+времён|всех\s+времен|всезнающ\p{L}*)(?![\p{L}])|天才|世界一|史上最高|史上最強|全知|世界上最好|史上最|无所不知|从不出错|绝对正确|传奇|(?:全世界|世界上|全球|宇宙)最\p{Script=Han}{1,3}|最(?:聪明|厉害|专业|优秀|强大|伟大|完美|权威)(?=的|、|，|,|\s)|完美无[缺瑕]|非常完美|最も(?:優秀|賢い|有能|優れた)|最強の|完璧な|세계\s*최고의|최고의\s*전문가|가장\s*(?:똑똑한|뛰어난|유능한)|완벽한\s*(?:전문가|번역가|작가|AI)/giu;

export function assessQuality(content: string): QualityFindings {
  const ranges: Range[] = [];
  const emptySections = findEmptySections(content, ranges);
  const substance = blankRanges(content, ranges);
  const flattery = [
    ...new Set(
      [...content.matchAll(FLATTERY_RE), ...content.matchAll(FLATTERY_I18N_RE)].map((m) =>
        m[0].toLowerCase(),
      ),
    ),
  ];
  return {
    substance,
    emptySections,
    contradictions: findContradictions(substance),
    flattery,
    stuffing: findStuffing(substance),
    shouting: findShouting(content),
    padding: findPadding(content),
  };
}
