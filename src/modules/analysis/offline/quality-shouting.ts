// Shouting (prompt-quality.ts; issue 27, eighth scoring round): a prompt written mostly in capitals,
// with runs of exclamation marks and the same demand said again and again ("DO NOT MAKE UP PRICES!!!
// DO NOT MAKE UP PRICES!!!"). Emphasis adds no instruction: a demand said three times is still one
// demand, and a reader (or a model) cannot tell which of twenty shouted rules matters. Two of the
// marks are needed, so a prompt with a few emphasis words (NOT, ONLY, NEVER), a table header
// or SQL keywords in capitals, or one "!!!" is not shouting. Letters of every cased script count
// (Latin, Cyrillic, Greek…); code spans, fenced blocks, {{variables}} and snake_case names do not.
// Issue 27, eleventh scoring round: scripts without capitals (Arabic, Chinese, Japanese, Hindi…)
// shout with words, so pressure is a fourth mark: "very important" said twice over ("VERY VERY",
// "مهم جداً جداً", "非常非常重要"), pleas not to make mistakes and threats of what follows one ("IT
// WILL BE A DISASTER", "te despedirán"), two of them at least. Under shouting those clauses are
// pressure, not rules: quality-effects.ts weakens the constraints, prohibitions and edge cases they
// read as, so "NEVER EVER MAKE MISTAKES" does not count as a constraint. One "IMPORTANT:" label or
// "Do not make up prices" is neither.

import { B, E } from './word-bounds.js';

/** Words of four letters or more in a cased script; the capitals among them. */
const WORD_RE = /(?<![\p{L}\p{M}\p{N}_])[\p{L}\p{M}]{4,}(?![\p{L}\p{M}\p{N}_])/gu;
const BANGS_RE = /[!！]{2,}/g;
const CODE_RE = /```[\s\S]*?```|`[^`\n]*`|\{\{[^{}]*\}\}|<[^<>\n]{1,80}>/g;

/**
 * A unit said twice in a row: two to four characters of a script without spaces ("拜托了拜托了",
 * "谢谢谢谢"), or a word of five letters or more ("please, please"). One character doubled (看看,
 * 谢谢) and short words ("that that", "bye bye") are ordinary language, so they are not read.
 */
const REDUPLICATED_RE =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,4})[、，,\s]*\1|(?<![\p{L}\p{M}])(\p{L}{5,})[,\s]+\2(?![\p{L}\p{M}])/giu;

const MIN_CAPITAL_WORDS = 8;
const CAPITAL_SHARE = 0.4;
const MIN_BANG_RUNS = 3;
/** The share of the sentences a run of exclamation marks must close to count as a second mark. */
const BANG_EVERY_SHARE = 0.75;
const MIN_REPEATS = 2;
const MIN_PRESSURE = 2;

/**
 * Pressure in place of an instruction, in the languages of the eval: importance said with
 * intensifiers, an intensifier said twice, pleas not to err or be lazy, threats of what an error
 * brings. Each match is one piece of pressure.
 */
const PRESSURE_RE = new RegExp(
  [
    // Importance, intensified.
    `${B}(?:very|extremely|super|really|incredibly|critically|absolutely|vitally|hugely)\\s+(?:important|critical|crucial|vital)${E}|${B}(?:this|it)\\s+is\\s+(?:extremely\\s+|absolutely\\s+|very\\s+)?(?:critical|crucial|vital)${E}`,
    `${B}(?:muy|súper|super|extremadamente|realmente|muito|extremamente|très|vraiment|extrêmement|sehr|extrem|äußerst|super|wirklich|molto|estremamente|davvero)\\s+(?:importante|importantes|important|importants|wichtig|cr[íi]tic[oa]|critique|kritisch|fondamentale|essenziale)${E}|${B}(?:important[íi]sim[oa]|important[íi]ssim[oa]|importantissim[oa])${E}`,
    `${B}(?:очень|крайне|чрезвычайно|супер)\\s*-?\\s*(?:важно|важн\\p{L}*|критично)${E}`,
    '非常(?:に)?重要|とても(?:大事|重要)|超重要|極めて重要|特别重要|极其重要|十分重要|至关重要|مهم\\s+جد(?:ا|اً|ًا)|مهمة\\s+جد(?:ا|اً|ًا)|ضروري\\s+جد(?:ا|اً|ًا)|बहुत\\s+(?:ज़रूरी|जरूरी|महत्वपूर्ण)|매우\\s*중요|정말\\s*중요|아주\\s*중요',
    // An intensifier said twice: "very very", "muy muy", "очень-очень", "جداً جداً", "非常非常".
    `${B}(very|really|muy|muito|très|sehr|molto|очень)[\\s,-]+\\1${E}|${B}(جد(?:ا|اً|ًا))\\s+جد(?:ا|اً|ًا)${E}|非常非常|とてもとても|超超|बहुत\\s+बहुत|정말\\s*정말`,
    // Pleas not to err, to be lazy or to miss anything.
    `${B}(?:do\\s+not|don['’]t|never(?:\\s+ever)?|must\\s+not)\\s+(?:make\\s+(?:any\\s+|a\\s+single\\s+)?(?:mistakes?|errors?)|mess\\s+(?:this|it)\\s+up|screw\\s+(?:this|it)\\s+up|be\\s+lazy|get\\s+(?:this|it)\\s+wrong|fail(?:\\s+me)?|(?:miss|forget|skip)\\s+anything(?:\\s+important)?)${E}|${B}no\\s+(?:mistakes|errors)\\s*(?:allowed|whatsoever|at\\s+all)?\\s*[!！]`,
    `${B}(?:no\\s+te\\s+equivoques|no\\s+cometas\\s+(?:ning[úu]n\\s+)?errore?s?|sin\\s+(?:ning[úu]n\\s+)?errore?s?\\s*[!！]|n[ãa]o\\s+(?:erre|errar|cometa\\s+(?:nenhum\\s+)?erros?)|sem\\s+(?:nenhum\\s+)?erros?\\s*[!！]|ne\\s+(?:te\\s+)?trompe\\s+pas|ne\\s+fais?\\s+(?:aucune|pas\\s+d['’])\\s*erreurs?|sans\\s+aucune\\s+erreur|mach(?:e)?\\s+keine(?:n)?\\s+fehler|keine\\s+fehler\\s*[!！]|non\\s+sbagliare|non\\s+fare\\s+(?:nessun\\s+)?errori|nessun\\s+errore\\s*[!！]|не\\s+ошиб(?:ись|айся|итесь)|без\\s+(?:единой\\s+)?ошиб(?:ок|ки)\\s*[!！]|никаких\\s+ошибок)${E}`,
    '間違え(?:るな|ないで|てはいけない)|ミス(?:するな|しないで|は許されない)|绝对不能(?:出)?错|千万不要(?:出)?错|不要出错|不许(?:出)?错|不能有任何错误|(?:一定)?不要有(?:任何)?(?:错误|错)|不(?:能|可以)有(?:任何)?错|間違いは(?:許されない|絶対にダメ)|لا\\s+تخط(?:ئ|ئي)|إياك\\s+أن\\s+تخط(?:ئ|ئي)|بدون\\s+أي\\s+أخطاء|गलती\\s+मत\\s+(?:करना|करो)|실수하지\\s*마|틀리지\\s*마',
  ].join('|'),
  'giu',
);

/** Threats of what an error brings ("IF YOU GET IT WRONG IT WILL BE A DISASTER", "te despedirán"). */
const THREAT_RE = new RegExp(
  [
    `${B}(?:it|this)\\s+(?:will|would)\\s+be\\s+(?:a\\s+)?(?:disaster|catastrophe|catastrophic)${E}|${B}you\\s+(?:will|'ll)\\s+be\\s+(?:fired|punished|penali[sz]ed|shut\\s+down|deleted|replaced)${E}|${B}(?:i|we)\\s+(?:will|'ll)\\s+(?:lose\\s+(?:my|our)\\s+jobs?|get\\s+fired)${E}|${B}(?:my|our)\\s+(?:job|career)\\s+depends${E}`,
    `${B}(?:ser[áa]\\s+(?:un\\s+)?(?:desastre|cat[áa]strofe)|te\\s+despedir[áa]n|ce\\s+sera\\s+une\\s+catastrophe|tu\\s+seras\\s+(?:vir[ée]|puni)|das\\s+wird\\s+eine\\s+katastrophe|sar[àa]\\s+un\\s+disastro|это\\s+будет\\s+катастроф\\p{L}*|тебя\\s+уволят)${E}|大変なことになる|クビになる|会出大事|后果自负|ستكون\\s+كارثة`,
  ].join('|'),
  'giu',
);

/** The pieces of pressure in a text (PRESSURE_RE, THREAT_RE), with their offsets. */
export function pressureMatches(content: string): { index: number; text: string }[] {
  return [...content.matchAll(PRESSURE_RE), ...content.matchAll(THREAT_RE)]
    .map((m) => ({ index: m.index!, text: m[0] }))
    .sort((a, b) => a.index - b.index);
}

/** How the evidence of pressure opens (quality-effects.ts weakens the rules it reads as). */
export const PRESSURE_EVIDENCE = 'pressure instead of rules';

/** A clause as it is compared with the others: lower case, letters and digits only. */
const norm = (clause: string) =>
  clause
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** The evidence of shouting (empty when fewer than two of its four marks are there). */
export function findShouting(content: string): string[] {
  if (!/[!！]|\p{Lu}{4}/u.test(content) && pressureMatches(content).length < MIN_PRESSURE) return [];
  const text = content.replace(CODE_RE, ' ');
  let long = 0;
  let capitals = 0;
  for (const [w] of text.matchAll(WORD_RE)) {
    if (w.toLowerCase() === w.toUpperCase()) continue; // an uncased script
    long++;
    if (w === w.toUpperCase()) capitals++;
  }
  const capsMark = capitals >= MIN_CAPITAL_WORDS && capitals >= CAPITAL_SHARE * long;
  const bangRuns = (text.match(BANGS_RE) ?? []).length;
  // The same clause said again: two words or more, or one shouted word ("ALWAYS!!! ALWAYS!!!").
  const seen = new Map<string, { text: string; n: number }>();
  for (const raw of text.split(/[.!?;:。！？；：\n]+/u)) {
    const key = norm(raw);
    if (!key) continue;
    const several = key.includes(' ');
    if (
      !several &&
      !(raw.trim().length >= 4 && raw.trim() === raw.trim().toUpperCase() && /\p{Lu}/u.test(raw))
    )
      continue;
    const entry = seen.get(key) ?? { text: raw.trim(), n: 0 };
    entry.n++;
    seen.set(key, entry);
  }
  // Issue 27, fifteenth round: a plea or thanks said twice in a row ("拜托了拜托了", "谢谢谢谢",
  // "お願いお願い", "please, please") is a repeat too; scripts without capitals shout this way.
  for (const m of text.matchAll(REDUPLICATED_RE)) {
    const key = `~${(m[1] ?? m[2])!.toLowerCase()}`;
    const entry = seen.get(key) ?? { text: m[0], n: 1 };
    entry.n++;
    seen.set(key, entry);
  }
  const repeated = [...seen.values()].filter((e) => e.n >= 2).sort((a, b) => b.n - a.n);
  const repeats = repeated.reduce((s, e) => s + e.n - 1, 0);
  const pressure = pressureMatches(text);
  // Issue 27, sixteenth scoring round: exclamation marks closing nearly every demand are emphasis
  // with no exception, so they count twice: in scripts without capitals ("…लिखो!!! …होनी चाहिए!!!")
  // they are the whole of the shouting, and no one demand stands out.
  const sentences =
    bangRuns >= MIN_BANG_RUNS
      ? text.split(/(?<=[.!?。！？।])\s+|\n+/u).filter((s) => /[\p{L}\p{N}]/u.test(s)).length
      : 0;
  const bangEvery = bangRuns >= MIN_BANG_RUNS && bangRuns >= BANG_EVERY_SHARE * sentences;
  const marks = [
    capsMark,
    bangRuns >= MIN_BANG_RUNS,
    bangEvery,
    repeats >= MIN_REPEATS,
    pressure.length >= MIN_PRESSURE,
  ].filter(Boolean).length;
  if (marks < 2) return [];
  const evidence: string[] = [];
  if (capsMark) evidence.push(`${Math.round((100 * capitals) / long)} % of the words in capitals`);
  if (bangRuns >= MIN_BANG_RUNS)
    evidence.push(
      `${bangRuns} runs of exclamation marks${bangEvery ? `, closing most of ${sentences} sentences` : ''}`,
    );
  if (repeats >= MIN_REPEATS) {
    const top = repeated[0]!;
    const said = top.text.length > 40 ? `${top.text.slice(0, 39)}…` : top.text;
    evidence.push(`"${said}" said ${top.n} times`);
  }
  if (pressure.length >= MIN_PRESSURE)
    evidence.push(
      `${PRESSURE_EVIDENCE}: ${pressure
        .slice(0, 2)
        .map((p) => `"${p.text}"`)
        .join(', ')}`,
    );
  return evidence;
}
