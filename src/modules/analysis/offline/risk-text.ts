// Text preparation shared by the risk rules, cue groups and classifier: folding (accents, case,
// look-alike letters, invisible characters), multilingual function words (never features: they
// carry style, not intent), content tokens (CJK as character bigrams) and the windows a prompt is
// read in. Windows never cross a blank line, so joining two prompts with a blank line gives
// exactly the windows of each (the length test in risk-model.test.ts relies on it).

/** Zero-width and bidi characters used to split words invisibly. */
export const INVISIBLE_RE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
// Cyrillic and Greek letters that look like Latin ones, mapped only inside words that also hold
// Latin letters ("іgnоre" with Cyrillic і/о), so Russian text is left alone.
export const LOOKALIKE: Readonly<Record<string, string>> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ο: 'o',
  α: 'a',
  ε: 'e',
  ι: 'i',
  ν: 'v',
};
const MIXED_WORD_RE = /[\p{L}]*[a-z][\p{L}]*/gu;

/** Lower case, accents removed, invisible characters dropped, look-alike letters mapped. */
export function foldText(text: string): string {
  const lower = text.normalize('NFKC').replace(INVISIBLE_RE, '').toLowerCase().replace(/ё/g, 'е');
  // Accents are dropped from Latin letters only: Cyrillic й and Japanese dakuten are letters.
  const plain = lower
    .normalize('NFD')
    .replace(/([a-z])\p{M}+/gu, '$1')
    .normalize('NFC');
  return plain.replace(MIXED_WORD_RE, (w) =>
    /[^a-z0-9'-]/.test(w) ? w.replace(/./gu, (c) => LOOKALIKE[c] ?? c) : w,
  );
}

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/**
 * Function words of English, Spanish, Portuguese, French, German and Russian (folded): articles,
 * pronouns, auxiliaries, prepositions, conjunctions, negations and a few empty adverbs. They are
 * never classifier features: "i", "your", "from" and "no" were once its strongest cues, which
 * only measured who wrote the training prompts.
 */
export const FUNCTION_WORDS = words(`
a an the and or but nor so yet for of to in on at by with from into onto upon about above below over
under between among through during before after since until within without against across along
around behind beyond near off out up down than then too very just also only even still already again
ever not no nor never is are was were be been being am do does did doing done have has had having will
would shall should can could may might must ought it its this that these those there here their
theirs them they he him his she her hers we us our ours you your yours i me my mine who whom whose
which what when where why how all any both each every few more most other some such own same as if
else while because though although whether either neither one s t d ll re ve m don doesn isn aren
can't won't don't im youre ive id lets let's ok okay yes please really quite rather much many now
el la los las un una unos unas de del al y o u ni que en con por para sin sobre entre hasta desde es
son fue ser estar esta este esto estos estas ese esa eso lo le les se me te nos os mi tu su sus mis
tus yo tu usted ustedes ella ellos ellas nosotros muy mas pero como cuando donde porque si no ya
o os as um uma uns umas do da dos das no na nos nas ao aos pelo pela pelos pelas com sem sobre entre
ate desde e ser estar eu voce voces ele ela eles elas nos meu minha seu sua seus suas isso isto
esse essa este esta muito mais mas como quando onde porque se nao ja tambem
le la les un une des du de d l au aux et ou mais donc car ni que qui quoi dont ou en dans par pour
sur sous avec sans entre vers chez est sont etre ete avoir ai as a ont je tu il elle on nous vous
ils elles me te se mon ma mes ton ta tes son sa ses notre votre leur leurs ce cet cette ces ne pas
plus tres aussi bien comme quand si oui non
der die das den dem des ein eine einen einem einer eines und oder aber doch denn noch schon nicht kein
keine keinen in im an am auf aus bei mit nach von vor zu zum zur uber unter durch fur gegen ohne um
ist sind war waren sein bin bist hat haben hatte wird werden wurde kann konnen muss mussen soll ich
du er sie es wir ihr mich dich sich mir dir ihm ihn uns euch mein meine dein deine sein seine ihr
ihre unser euer dass wenn als wie wo was wer sehr auch nur so ja nein bitte
и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было
вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас
нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем
была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой
совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при
наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три
эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно
всю между твой ваш это эта пожалуйста
`);

/** Hiragana only: particles and endings, not content. */
const HIRAGANA_ONLY_RE = /^[\u3040-\u309f\u30fc]+$/u;
const CJK_RE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/u;
const TOKEN_RE = /[\p{L}\p{N}]+/gu;
const CJK_RUN_RE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+/gu;

/**
 * Content tokens of folded text: words that are not function words (two letters or more, not
 * only digits); runs of Chinese, Japanese or Korean characters become character bigrams, except
 * bigrams of hiragana only (particles).
 */
export function contentTokens(folded: string): string[] {
  const out: string[] = [];
  for (const m of folded.matchAll(TOKEN_RE)) {
    const t = m[0];
    if (CJK_RE.test(t)) {
      for (const run of t.match(CJK_RUN_RE) ?? []) {
        if (run.length === 1) out.push(run);
        for (let i = 0; i + 2 <= run.length; i++) {
          const bi = run.slice(i, i + 2);
          if (!HIRAGANA_ONLY_RE.test(bi)) out.push(bi);
        }
      }
      const latin = t.replace(CJK_RUN_RE, ' ').trim();
      if (latin.length >= 2 && !FUNCTION_WORDS.has(latin)) out.push(latin);
      continue;
    }
    if (t.length < 2 || FUNCTION_WORDS.has(t) || /^\d+$/.test(t)) continue;
    out.push(t);
  }
  return out;
}

export interface Window {
  start: number;
  end: number;
}

const WINDOW_TOKENS = 60;
const SENTENCE_END_RE = /[.!?。！？]+["'”’)\]]*(?=\s|$)|[。！？]/gu;

/**
 * Windows of whole sentences of at most ~60 words, never across a blank line. A sentence longer
 * than that is a window of its own. Offsets are into `text`.
 */
export function windowsOf(text: string): Window[] {
  const out: Window[] = [];
  let wStart = -1;
  let wEnd = -1;
  let count = 0;
  const flush = () => {
    if (wStart >= 0) out.push({ start: wStart, end: wEnd });
    wStart = -1;
    count = 0;
  };
  const addSentence = (s: number, e: number) => {
    const slice = text.slice(s, e);
    if (!/[\p{L}\p{N}]/u.test(slice)) return;
    const n = tokenWeight(slice);
    if (wStart >= 0 && count + n > WINDOW_TOKENS) flush();
    if (wStart < 0) wStart = s;
    wEnd = e;
    count += n;
  };
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const base = lineStart;
    lineStart += line.length + 1;
    if (line.trim() === '') {
      flush(); // a blank line ends the window
      continue;
    }
    let s = 0;
    for (const end of line.matchAll(SENTENCE_END_RE)) {
      const e = (end.index ?? 0) + end[0].length;
      addSentence(base + s, base + e);
      s = e;
    }
    if (s < line.length) addSentence(base + s, base + line.length);
  }
  flush();
  return out;
}

/** Words, counting a CJK character as half a word (a rough token count for window sizes). */
function tokenWeight(text: string): number {
  let n = 0;
  for (const m of text.matchAll(TOKEN_RE)) n += CJK_RE.test(m[0]) ? Math.ceil(m[0].length / 2) : 1;
  return n;
}
