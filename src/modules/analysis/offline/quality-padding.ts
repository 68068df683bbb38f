// Padding (prompt-quality.ts, issue 27, twelfth scoring round): what makes a prompt long without
// saying more. Three forms, in several languages:
// - filler and hedging chatter: "I was kind of wondering", "if it's not too much trouble", "you
//   know", "basically", "o sea", "du coup", "irgendwie", "как бы", "なんか", "那个";
// - the same instruction said again, announced ("as I said", "once again:", "nogmaals", "再说一遍",
//   "ещё раз") or not (a sentence whose words are mostly those of an earlier one: "The title must
//   not be too long … again, the title must not be too long");
// - talk about the prompt itself: "This is a request", "The purpose of this request is to get
//   help", "Thank you for reading this request".
// Three marks at least make padding, one of them said in words (a filler, "as I said", "this is a
// request"): sentences like earlier ones alone are not enough, since specs and image prompts repeat. A long prompt that is long because of
// what it says (a spec, a schema, examples) has none of them: lines of lists, tables, code, tags
// and quotations are not read for repetition, and a sentence repeats another only when most of its
// own words are the other's. Issue 27, thirteenth round: the chatter of Indonesian, Italian, Polish,
// Turkish and Vietnamese ("jadi begini", "maksud saya", "cioè", "w sumie", "şimdiden teşekkürler"),
// thanks in advance in more languages, and a question announced instead of asked ("my question is",
// "pertanyaan saya adalah", "la mia domanda è"). Issue 27, fourteenth round: recaps announced as
// reminders ("Remember:", "FINAL REMINDER", "Vergeet niet:"), read on headings and list items too;
// four marks or more weigh more (quality-effects.ts).

import { STOPWORDS } from './lexicon.js';
import { FUNCTION_WORDS } from './risk-text.js';

/** Hedging and filler chatter, per language. Each match is one mark. */
const FILLER_RE =
  /(?<![\p{L}])(?:kind\s+of|sort\s+of|you\s+know|basically|maybe\s+possibly|possibly\s+maybe|if\s+(?:it'?s|it\s+is)\s+not\s+too\s+much\s+(?:trouble|to\s+ask)|if\s+you\s+(?:have|get)\s+(?:the\s+)?(?:time|a\s+chance)|i\s+was\s+(?:just\s+)?(?:kind\s+of\s+)?wondering|i\s+hope\s+you(?:'re|\s+are)\s+(?:doing\s+)?(?:well|good|great)|thank\s+you\s+so\s+(?:so\s+)?much\s+in\s+advance|thanks?\s+(?:so\s+much\s+)?in\s+advance|i\s+(?:really\s+)?appreciate\s+it|that\s+would\s+be\s+(?:amazing|awesome|great)|to\s+be\s+honest|needless\s+to\s+say|it\s+goes\s+without\s+saying|at\s+the\s+end\s+of\s+the\s+day|o\s+sea|la\s+verdad\s+es\s+que|b[áa]sicamente|si\s+no\s+es\s+(?:mucha\s+)?molestia|me\s+preguntaba\s+si|n[ée]\s+\?|sabe\s+\?|tipo\s+assim|se\s+n[ãa]o\s+for\s+(?:muito\s+)?inc[ôo]modo|na\s+verdade|en\s+fait|du\s+coup|en\s+gros|si\s+ce\s+n'est\s+pas\s+trop\s+demander|je\s+me\s+demandais\s+si|sozusagen|irgendwie|im\s+grunde(?:\s+genommen)?|wenn\s+es\s+nicht\s+zu\s+viel\s+m[üu]he\s+macht|ich\s+habe\s+mich\s+gefragt|как\s+бы|типа|в\s+общем(?:-то)?|короче|если\s+не\s+трудно|если\s+вам\s+не\s+сложно|eigenlijk|zeg\s+maar|liksom|typ\s+s[åa]|f[öo]r\s+att\s+vara\s+[äa]rlig|jadi\s+begini|maksud\s+saya|terima\s+kasih(?:\s+banyak)?\s+sebelumnya|semoga\s+hari(?:mu|\s+anda)\s+menyenangkan|kalau\s+tidak\s+merepotkan|sebenarnya\s+sih|pokoknya|cio[èe]|in\s+pratica|diciamo|se\s+non\s+[èe]\s+(?:troppo\s+)?disturbo|grazie\s+in\s+anticipo|mi\s+chiedevo\s+se|spero\s+(?:che\s+)?tu\s+stia\s+bene|w\s+sumie|no\s+wiesz|z\s+g[óo]ry\s+dzi[ęe]kuj[ęe]|zastanawia[łl](?:em|am)\s+si[ęe]|je[śs]li\s+to\s+nie\s+problem|[şs]imdiden\s+te[şs]ekk[üu]r(?:ler|\s+ederim)|zahmet\s+olmazsa|asl[ıi]nda\s+yani|[şs][öo]yle\s+ki|kiểu\s+như\s+là|thật\s+ra\s+thì|cảm\s+ơn\s+trước|nói\s+chung\s+là|gracias\s+de\s+antemano|desde\s+j[áa]\s+obrigad[oa]|merci\s+d'avance|danke\s+im\s+voraus|заранее\s+спасибо|заранее\s+благодарю)(?![\p{L}])|なんか|えっと|とりあえず|なんというか|那个|就是说|反正|其实吧|怎么说呢/giu;

/** Saying the same thing again, announced as such. */
const RESTATE_RE =
  /(?<![\p{L}])(?:as\s+i\s+(?:said|mentioned)(?:\s+before)?|like\s+i\s+said|once\s+again|(?:i'll\s+)?say\s+it\s+again|to\s+repeat|i\s+repeat|again\s*:|one\s+more\s+time\s*:|como\s+(?:ya\s+)?(?:te\s+)?dije|repito|otra\s+vez\s*:|como\s+eu\s+(?:j[áa]\s+)?disse|de\s+novo\s*:|mais\s+uma\s+vez|comme\s+je\s+(?:l'ai|te\s+l'ai|vous\s+l'ai)\s+dit|encore\s+une\s+fois|je\s+r[ée]p[èe]te|wie\s+(?:schon\s+)?gesagt|noch\s*(?:ein)?mal\s*:|ich\s+wiederhole|как\s+я\s+(?:уже\s+)?(?:говорил|сказал)|ещё\s+раз\s*:|еще\s+раз\s*:|повторяю|nogmaals|zoals\s+(?:ik\s+al\s+)?gezegd|som\s+sagt|[åa]terigen|ancora\s+una\s+volta|come\s+ho\s+detto)(?![\p{L}])|再说一遍|再说一次|我再重复一下|重复一遍|総じて言うと|もう一度言います|繰り返しますが|さっきも言った(?:けど|ように)|다시\s*말하지만|한\s*번\s*더\s*말하지만/giu;

/**
 * A recap announced as a reminder (issue 27, fourteenth round): "Remember: top 10, 2024", "FINAL
 * REMINDER", "Reminders:", "Don't forget: short", "Vergeet niet: kort", "Nicht vergessen:", "No
 * olvides:", "Recuerda:", "N'oublie pas :", "Ricorda:", "Не забудь:", "Pamiętaj:", "Ingat:",
 * "Unutma:", "Kom ihåg:", "忘れないで：", "别忘了：". Read on every line but code and quotations, since
 * a recap is often a heading or a list item; "remember to stay in character" (no colon) is not one.
 */
const REMINDER_RE =
  /(?<![\p{L}])(?:(?:remember|reminders?|don['’]t\s+forget|do\s+not\s+forget|vergeet\s+niet|niet\s+vergeten|nicht\s+vergessen|vergiss\s+nicht|denk\s+daran|no\s+olvides|recuerda|recordatorio|n[ãa]o\s+esque[çc]a|lembre(?:-se)?|lembrete|n['’]oublie(?:z)?\s+pas|rappel|ricorda|promemoria|не\s+забудь(?:те)?|напоминаю|напоминание|pami[ęe]taj|przypomnienie|ingat(?:lah)?|jangan\s+lupa|pengingat|unutma|hat[ıi]rlatma|kom\s+ih[åa]g|gl[öo]m\s+inte|p[åa]minnelse)\s*[:：](?=[ \t]*\S)|(?:final|last)\s+reminder)(?![\p{L}])|(?:忘れないで|别忘了|记住|잊지\s*마세요)[:：]/giu;

/** The lines of a recap ("- Remember: top 10, 2024", "Again: in SQL"), list items and labels included. */
function recapLines(content: string): string {
  return withoutQuotes(content)
    .split('\n')
    .filter(
      (l) => new RegExp(REMINDER_RE.source, 'iu').test(l) || new RegExp(RESTATE_RE.source, 'iu').test(l),
    )
    .map((l) => l.replace(/^\s*(?:[-*•+]|\d+[.)]|#{1,6})\s*/u, ''))
    .join('\n');
}

/** Talk about the prompt itself instead of the task. */
const META_RE =
  /(?<![\p{L}])(?:this\s+is\s+a\s+(?:request|prompt|message)|the\s+purpose\s+of\s+this\s+(?:request|prompt|message)\s+is|thank\s+you\s+for\s+reading\s+(?:this|my)|esta\s+es\s+una\s+(?:solicitud|petici[óo]n)|el\s+(?:prop[óo]sito|objetivo)\s+de\s+esta\s+(?:solicitud|petici[óo]n)|gracias\s+por\s+leer|este\s+[ée]\s+um\s+pedido|o\s+objetivo\s+deste\s+pedido|obrigad[oa]\s+por\s+ler|ceci\s+est\s+une\s+demande|le\s+but\s+de\s+cette\s+demande|merci\s+d'avoir\s+lu|dies\s+ist\s+eine\s+anfrage|der\s+zweck\s+dieser\s+anfrage|danke\s+f[üu]rs?\s+lesen|это\s+(?:мой\s+)?запрос|цель\s+этого\s+запроса|спасибо,?\s+что\s+прочитали|detta\s+[äa]r\s+en\s+f[öo]rfr[åa]gan|syftet\s+med\s+denna\s+f[öo]rfr[åa]gan|tack\s+f[öo]r\s+att\s+du\s+l[äa]ste|dit\s+is\s+een\s+verzoek|bedankt\s+voor\s+het\s+lezen|my\s+question\s+is|(?:saya|aku)\s+(?:ingin|mau)\s+bertanya|pertanyaan(?:nya|\s+saya)\s+(?:adalah|ialah)|pertanyaan\s+saya\s*:|mi\s+pregunta\s+es|minha\s+pergunta\s+[ée]|ma\s+question\s+est|meine\s+frage\s+ist|la\s+mia\s+domanda\s+[èe]|мой\s+вопрос\s+(?:такой|в\s+том)|sorum\s+[şs]u|moje\s+pytanie\s+brzmi)(?![\p{L}])|これはお願いです|この依頼の目的は|読んでいただきありがとう|这是一个请求|这个请求的目的是|感谢阅读/giu;

/** Lines that hold content rather than prose: list items, table rows, code, tags, key: value specs. */
const CONTENT_LINE_RE =
  /^\s*(?:[-*•+]|\d+[.)]|\||```|<|\{|\}|\[|"[^"]*"\s*:)|^\s*[\w-]+\s*[:=]\s*\S.{0,80}$/u;

/** Headings and labels: "## API Design", "**Scope**", "Examples:". */
const HEADING_LINE_RE = /^\s*(?:#{1,6}\s|\*\*[^*]+\*\*\s*:?\s*$|[^.!?。！？]{1,60}:\s*$)/u;
/** A short line without an end of sentence: a title, not a sentence ("Database Architecture"). */
const isTitle = (line: string) =>
  line.trim().length > 0 &&
  !/[.!?。！？]\s*$/u.test(line) &&
  line.trim().split(/\s+/).length < 6 &&
  !CJK_RE.test(line);

const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The prompt without code blocks, quotations and placeholders. */
const withoutQuotes = (content: string) =>
  content
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|「[^」\n]*」|『[^』\n]*』|\{[^}\n]*\}/g, ' ');

/** The prose of a prompt: no quotations, placeholders, code blocks or content lines. */
function proseOf(content: string): string {
  return withoutQuotes(content)
    .split('\n')
    .filter((l) => !CONTENT_LINE_RE.test(l) && !HEADING_LINE_RE.test(l) && !isTitle(l))
    .join('\n');
}

/** The units a sentence is made of: content words, or character pairs in a script without spaces. */
function unitsOf(sentence: string): Set<string> {
  if (CJK_RE.test(sentence)) {
    const chars = [...sentence.replace(/[^\p{L}\p{N}]/gu, '')];
    const pairs = new Set<string>();
    for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
    return pairs;
  }
  return new Set(
    (sentence.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter(
      (w) => !STOPWORDS.has(w) && !FUNCTION_WORDS.has(w),
    ),
  );
}

/**
 * Sentences most of whose units are those of one earlier sentence: three shared and 60 % of its
 * own, or two shared and 80 % ("The boots are waterproof, so say they are waterproof").
 */
function restatedSentences(prose: string): string[] {
  const sentences = prose
    .split(/(?<=[.!?。！？，、；])\s*|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const seen: Set<string>[] = [];
  const found: string[] = [];
  for (const s of sentences) {
    const units = unitsOf(s);
    if (units.size >= 2) {
      const again = seen.some((earlier) => {
        let shared = 0;
        for (const u of units) if (earlier.has(u)) shared++;
        return (shared >= 3 && shared / units.size >= 0.6) || (shared >= 2 && shared / units.size >= 0.8);
      });
      if (again) found.push(s);
    }
    seen.push(units);
  }
  return found;
}

/** The marks of padding, each as evidence; empty unless three marks, one of them said in words. */
export function paddingParts(content: string) {
  const prose = proseOf(content);
  return { prose, echoes: restatedSentences(prose) };
}

export function findPadding(content: string): string[] {
  // A recap is read where it stands, in a list item or after a label too (issue 27, fourteenth round).
  const plain = proseOf(content);
  const recaps = recapLines(content)
    .split('\n')
    .filter((l) => l.trim() && !plain.includes(l))
    .join('\n');
  const prose = recaps ? `${plain}\n${recaps}` : plain;
  const fillers = [...new Set([...prose.matchAll(FILLER_RE)].map((m) => m[0].toLowerCase()))];
  const restated = [...prose.matchAll(RESTATE_RE)].map((m) => m[0].toLowerCase());
  const meta = [...prose.matchAll(META_RE)].map((m) => m[0].toLowerCase());
  const reminders = [...withoutQuotes(content).matchAll(REMINDER_RE)].map((m) =>
    m[0].replace(/[\s:：]+$/u, '').toLowerCase(),
  );
  // In a long prompt a sentence or two like an earlier one proves nothing: restatement is padding
  // when one sentence in ten at least says an earlier one again.
  const sentenceCount = prose.split(/(?<=[.!?。！？])\s+|\n+/u).filter((x) => x.trim()).length;
  // The announcement is not part of what is said again ("Once again: keep it short").
  const again = restatedSentences(
    prose.replace(RESTATE_RE, ' ').replace(REMINDER_RE, ' ').replace(FILLER_RE, ' '),
  );
  const echoes = again.length >= 0.1 * sentenceCount ? again : [];
  const said = fillers.length + restated.length + meta.length + reminders.length;
  // Sentences like earlier ones count only beside a word that says it is chatter or said again.
  if (said === 0 || said + echoes.length < 3) return [];
  const short = (s: string) => (s.length > 30 ? `${s.slice(0, 30)}…` : s);
  return [...fillers, ...restated, ...meta, ...reminders, ...echoes.map((e) => `said again: "${short(e)}"`)]
    .slice(0, 8)
    .map((e) => (e.startsWith('said again') ? e : `"${e}"`));
}
