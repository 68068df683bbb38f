// Examples whose labels say the opposite of their text (issue 27, twelfth scoring round): a
// sentiment or polarity task whose labelled examples call "It broke after a day, what a waste"
// positive and "Love it, works perfectly" negative teach the wrong answer. An example counts when
// its text carries cue words of one polarity only and no negation ("not great", "kein Problem"),
// and its label is a polarity label; two such examples at least, and most of them the wrong way
// round, make a contradiction. Labels and cues in en, es, pt, fr, de, it, ru, uk, ja, zh, ko.
// Examples with no clear cue ("Arrived Tuesday") or a neutral label are not read; nor are examples
// marked as bad, which example-answers.ts leaves out of the answers as well.

import type { Conflict } from './prompt-conflicts.js';
import { B, E } from './word-bounds.js';

const words = (src: string, cjk = '', flags = 'giu') =>
  new RegExp(`${B}(?:${src})${E}${cjk ? `|${cjk}` : ''}`, flags);

const POSITIVE_LABEL_RE =
  /^(?:positive?|positiv[oa]|positif|positiv|pos|позитивн\p{L}*|положительн\p{L}*|позитивн\p{L}*|ポジティブ|肯定的?|正面|积极|긍정(?:적)?)$/iu;
const NEGATIVE_LABEL_RE =
  /^(?:negative?|negativ[oa]|n[ée]gati(?:f|ve)|negativ|neg|негативн\p{L}*|отрицательн\p{L}*|негативн\p{L}*|ネガティブ|否定的?|负面|消极|부정(?:적)?)$/iu;

const POSITIVE_CUES = words(
  'great|excellent|love[ds]?|loving|happy|perfect(?:ly)?|amazing|fantastic|wonderful|recommend(?:ed)?|works\\s+(?:perfectly|great|well|exactly)|as\\s+described|best|satisf(?:ied|ying)|pleased|delighted|superb|flawless|excelente|encant[aó]|perfect[oa]|genial|feliz|recomiendo|contento|[óo]tim[oa]|adorei|perfeit[oa]|recomendo|satisfeit[oa]|parfait(?:e)?|g[ée]nial|adore|recommande|ravie?|hervorragend|perfekt|empfehle|begeistert|zufrieden|ottim[oa]|perfett[oa]|consiglio|отличн\\p{L}*|прекрасн\\p{L}*|рекомендую|доволен|довольна|чудов\\p{L}*|відмінн\\p{L}*|рекомендую|задоволен\\p{L}*',
  '最高|素晴らしい|満足|おすすめ|很好|满意|推荐|喜欢|完美|太棒|최고|만족|추천',
);
const NEGATIVE_CUES = words(
  'late|broken|broke|crushed|damaged|terrible|awful|worst|hate[ds]?|refund|disappoint(?:ed|ing)|useless|poor|rude|waste|stopped\\s+working|never\\s+arrived|defective|faulty|horrible|roto|rota|tarde|p[ée]sim[oa]|decepcionad[oa]|terrible|in[úu]til|quebrad[oa]|atrasad[oa]|horr[íi]vel|ruim|cass[ée](?:e)?|en\\s+retard|nul(?:le)?|d[ée]çue?|d[ée]cevant|kaputt|versp[äa]tet|schrecklich|entt[äa]uscht|mangelhaft|rotto|in\\s+ritardo|pessim[oa]|delus[oa]|сломал\\p{L}*|сломан\\p{L}*|ужасн\\p{L}*|разочарован\\p{L}*|опоздал\\p{L}*|зламан\\p{L}*|жахлив\\p{L}*|розчарован\\p{L}*',
  '最悪|壊れ|遅れ|がっかり|太差|坏了|破损|失望|很差|最差|최악|고장|실망',
);
/** A negation anywhere in the text makes its polarity unclear ("not great", "no problems at all"). */
const NEGATION_RE = words(
  "not|no|never|n't|nothing|without|hardly|sin|sem|nunca|nada|pas|jamais|rien|nicht|kein\\p{L}*|nie|non|не|ні|нет|без",
  "n't|ない|なく|ません|不|没|別|안\\s|못\\s",
  'iu',
);

/** "text → label", "text -> label", "text => label" on one line. */
const ARROW_LINE_RE = /^(.+?)\s*(?:→|->|=>|⇒)\s*(.+?)\s*$/u;
/** "Review: "…" Sentiment: negative" on one line. */
const LABEL_AFTER_RE =
  /^(.+?)\s+(?:sentiment|label|polarity|sentimiento|etiqueta|sentimento|r[ée]tulo|sentiment|[ée]tiquette|stimmung|label|etichetta|тональность|метка|感情|ラベル|情感|标签|감정)\s*[:：]\s*(.+?)\s*$/iu;

const bare = (s: string) =>
  s
    .replace(/^[\s"“«„'‘「*`]+|[\s"”»“'’」.!?。！？*`]+$/gu, '')
    .trim()
    .toLowerCase();

function polarity(text: string): 1 | -1 | 0 {
  if (NEGATION_RE.test(text.replace(/never\s+arrived|stopped\s+working/giu, ' '))) return 0;
  const pos = (text.match(POSITIVE_CUES) ?? []).length;
  const neg = (text.match(NEGATIVE_CUES) ?? []).length;
  if (pos > 0 && neg === 0) return 1;
  if (neg > 0 && pos === 0) return -1;
  return 0;
}

export function polarityConflicts(content: string): Conflict[] {
  if (!/(?:→|->|=>|⇒|[:：])/u.test(content)) return [];
  const clear: { line: string; wrong: boolean }[] = [];
  for (const raw of content.split('\n')) {
    if (/(?:❌|✗|✘|🚫|⛔|👎)|\b(?:bad|wrong|incorrect)\s+example\b/iu.test(raw)) continue;
    const m = ARROW_LINE_RE.exec(raw) ?? LABEL_AFTER_RE.exec(raw);
    if (!m) continue;
    const label = bare(m[2]!);
    const said = POSITIVE_LABEL_RE.test(label) ? 1 : NEGATIVE_LABEL_RE.test(label) ? -1 : 0;
    if (said === 0) continue;
    const text = polarity(m[1]!.replace(/^\s*[\p{L} ]{1,20}[:：]\s*/u, ''));
    if (text === 0) continue;
    clear.push({ line: raw.trim(), wrong: text !== said });
  }
  const wrong = clear.filter((c) => c.wrong);
  if (clear.length < 2 || wrong.length * 2 < clear.length) return [];
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);
  return [['examples labelled against their own text', short(wrong[0]!.line)]];
}
