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

// Issue 27, sixteenth scoring round: a neutral label read too. With a neutral label among the labels,
// a plain question with no cue ("What are your opening hours?") is neutral, so calling it positive or
// negative is against its text, and so is calling a text of clear polarity neutral.
const NEUTRAL_LABEL_RE =
  /^(?:neutral|neutr[oa]l?|neutre|нейтральн\p{L}*|ニュートラル|中立|中性|中立的|중립(?:적)?)$/iu;
const QUESTION_RE = /[?？]\s*["”»」]?\s*$/u;

const POSITIVE_CUES = words(
  // Thanks and "on time" since the sixteenth scoring round: a thanked delivery is a positive message.
  "thanks?|thank\\s+you|on\\s+time|gracias|a\\s+tiempo|obrigad[oa]|no\\s+prazo|merci|[àa]\\s+l['’]heure|danke|p[üu]nktlich|grazie|puntuale|спасибо|дякую|вовремя|great|excellent|love[ds]?|loving|happy|perfect(?:ly)?|amazing|fantastic|wonderful|recommend(?:ed)?|works\\s+(?:perfectly|great|well|exactly)|as\\s+described|best|satisf(?:ied|ying)|pleased|delighted|superb|flawless|excelente|encant[aó]|perfect[oa]|genial|feliz|recomiendo|contento|[óo]tim[oa]|adorei|perfeit[oa]|recomendo|satisfeit[oa]|parfait(?:e)?|g[ée]nial|adore|recommande|ravie?|hervorragend|perfekt|empfehle|begeistert|zufrieden|ottim[oa]|perfett[oa]|consiglio|отличн\\p{L}*|прекрасн\\p{L}*|рекомендую|доволен|довольна|чудов\\p{L}*|відмінн\\p{L}*|рекомендую|задоволен\\p{L}*",
  '最高|素晴らしい|満足|おすすめ|很好|满意|推荐|喜欢|完美|太棒|최고|만족|추천',
);
const NEGATIVE_CUES = words(
  // Crashes, slowness and bugs since the sixteenth scoring round ("keeps crashing", "made everything slower").
  'crash(?:es|ed|ing)?|slow(?:er|s)?|bugg?y|freez(?:es|ing)|se\\s+cuelga|lent[oa]|travando|abst[üu]rz\\p{L}*|langsam|si\\s+blocca|вылета\\p{L}*|тормоз\\p{L}*|late|broken|broke|crushed|damaged|terrible|awful|worst|hate[ds]?|refund|disappoint(?:ed|ing)|useless|poor|rude|waste|stopped\\s+working|never\\s+arrived|defective|faulty|horrible|roto|rota|tarde|p[ée]sim[oa]|decepcionad[oa]|terrible|in[úu]til|quebrad[oa]|atrasad[oa]|horr[íi]vel|ruim|cass[ée](?:e)?|en\\s+retard|nul(?:le)?|d[ée]çue?|d[ée]cevant|kaputt|versp[äa]tet|schrecklich|entt[äa]uscht|mangelhaft|rotto|in\\s+ritardo|pessim[oa]|delus[oa]|сломал\\p{L}*|сломан\\p{L}*|ужасн\\p{L}*|разочарован\\p{L}*|опоздал\\p{L}*|зламан\\p{L}*|жахлив\\p{L}*|розчарован\\p{L}*',
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

const hasCue = (text: string) => (text.match(POSITIVE_CUES) ?? text.match(NEGATIVE_CUES)) !== null;
/** A neutral label among the labels the prompt offers ("POSITIVE, NEGATIVE or NEUTRAL"). */
const NEUTRAL_OFFERED_RE =
  /(?<![\p{L}])(?:neutral|neutr[oa]|neutre|нейтральн\p{L}*)(?![\p{L}])|ニュートラル|中立|中性|중립/iu;

export function polarityConflicts(content: string): Conflict[] {
  if (!/(?:→|->|=>|⇒|[:：])/u.test(content)) return [];
  const clear: { line: string; wrong: boolean }[] = [];
  const plain: { line: string; said: number; neutral: boolean }[] = [];
  for (const raw of content.split('\n')) {
    if (/(?:❌|✗|✘|🚫|⛔|👎)|\b(?:bad|wrong|incorrect)\s+example\b/iu.test(raw)) continue;
    const m = ARROW_LINE_RE.exec(raw) ?? LABEL_AFTER_RE.exec(raw);
    if (!m) continue;
    const label = bare(m[2]!);
    const neutral = NEUTRAL_LABEL_RE.test(label);
    const said = POSITIVE_LABEL_RE.test(label) ? 1 : NEGATIVE_LABEL_RE.test(label) ? -1 : 0;
    if (said === 0 && !neutral) continue;
    const body = m[1]!.replace(/^\s*[\p{L} ]{1,20}[:：]\s*/u, '');
    const text = polarity(body);
    if (text === 0) {
      // A plain question is neutral when the labels offer a neutral one; other texts stay unread.
      if (QUESTION_RE.test(body) && !hasCue(body)) plain.push({ line: raw.trim(), said, neutral });
      continue;
    }
    clear.push({ line: raw.trim(), wrong: neutral || text !== said });
  }
  if (NEUTRAL_OFFERED_RE.test(content))
    for (const p of plain) clear.push({ line: p.line, wrong: !p.neutral });
  const wrong = clear.filter((c) => c.wrong);
  if (clear.length < 2 || wrong.length * 2 < clear.length) return [];
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 60)}…` : s);
  return [['examples labelled against their own text', short(wrong[0]!.line)]];
}
