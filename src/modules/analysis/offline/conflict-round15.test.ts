// Issue 27, fifteenth scoring round: the general forms behind the misses of scoring-fresh-15, tested
// on prompts written for these tests (none copied from an eval set) in several languages, with
// look-alikes that must not be punished: more members asked for than a closed set has
// (conflict-sets.ts); parts whose floors add up to more than the whole (conflict-parts.ts); rhyme
// asked for and forbidden (conflict-content.ts); example items under an example label against the
// rules on each item (conflict-examples.ts); the writer's own situation as context
// (prompt-signals.ts, signals-i18n.ts); superlatives, pleas and doubled words in Chinese, Japanese
// and Korean (prompt-quality.ts, quality-shouting.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findsAndSpares } from '../../../../test/support/conflict-cases.js';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { contentConflicts } from './conflict-content.js';
import { exampleConflicts } from './conflict-examples.js';
import { partsOverWhole } from './conflict-parts.js';
import { setConflicts } from './conflict-sets.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';
import { detectSignals } from './prompt-signals.js';

const score = (text: string) => scorePrompt(text, DEFAULT_SCORING_CRITERIA).overall_score;

describe('more members asked for than a closed set has', () =>
  findsAndSpares(
    setConflicts,
    {
      'en: even primes': 'List 10 even prime numbers and say why each one is prime.',
      'es: primos pares': 'Enumera 5 números primos pares menores que 50.',
      'de: Kontinente': 'Nenne 9 Kontinente mit je einer Hauptstadt.',
      'fr: primes below a bound': 'Donne 30 nombres premiers inférieurs à 50, un par ligne.',
      'vi: days of the week': 'Liệt kê 8 ngày trong tuần bằng tiếng Anh.',
      'zh: even primes': '列出10个偶质数，并说明理由。',
      'sv: months': 'Skriv 14 månader på året i en tabell.',
    },
    {
      'en: the first primes and the only even one':
        'List the first 10 prime numbers and explain why 2 is the only even prime.',
      'es: the only even prime': 'Explica por qué 2 es el único número primo par.',
      'de: the seven continents': 'Nenne die 7 Kontinente mit je einer Hauptstadt.',
      'fr: as many primes as there are': 'Donne les 15 nombres premiers inférieurs à 50.',
      'vi: seven days': 'Liệt kê 7 ngày trong tuần bằng tiếng Anh.',
      'zh: the primes below 100': '列出100以内的25个质数。',
    },
  ));

describe('parts whose floors add up to more than the whole', () =>
  findsAndSpares(
    partsOverWhole,
    {
      en: 'Write an autumn poem of exactly four lines, each line at least 20 words, the whole poem at most 30 words.',
      'en: per line, then in total':
        'Write a poem of 4 lines with at least 15 words per line and no more than 40 words in total.',
      sv: 'Skriv en dikt på fem rader där varje rad har minst 12 ord, men hela dikten får vara högst 40 ord.',
      de: 'Schreibe drei Absätze mit je mindestens 50 Wörtern, insgesamt höchstens 100 Wörter.',
      es: 'Escribe tres párrafos, cada uno de al menos 60 palabras, y como máximo 120 palabras en total.',
    },
    {
      'en: the floors fit': 'Write four lines, each at least 5 words, the whole poem at most 30 words.',
      'en: a cap on the number of lines':
        'Write at most four lines, each line at least 20 words, and no more than 30 words overall.',
      'sv: a floor on the whole': 'Skriv en dikt på fyra rader, minst 20 ord, högst 60 ord.',
      'de: the floors fit':
        'Schreibe drei Absätze mit je mindestens 20 Wörtern, insgesamt höchstens 100 Wörter.',
    },
  ));

describe('rhyme asked for and forbidden', () =>
  findsAndSpares(
    contentConflicts,
    {
      en: 'Write a poem about rain. It must rhyme on every line but must not contain any rhymes.',
      sv: 'Skriv en dikt om havet. Den ska rimma på alla rader men får inte innehålla några rim.',
      de: 'Schreibe ein Gedicht über den Herbst. Es soll sich reimen, aber es darf keine Reime enthalten: keine Reime.',
      es: 'Escribe un poema con rima en cada verso, sin rimas de ningún tipo: sin rima.',
      fr: 'Écris un poème qui doit rimer, en vers libres.',
    },
    {
      'en: a rhyme scheme and no clichés': 'Write a four-line poem with an AABB rhyme scheme; no clichés.',
      'en: free verse only': 'Write a short free verse poem about a harbour at dawn; avoid forced imagery.',
      'de: rhyme asked, flat rhymes avoided':
        'Das Gedicht soll sich reimen, aber keine platten Reime wie Herz und Schmerz verwenden.',
      'sv: rhyme scheme only': 'Skriv en dikt om hösten på fyra rader med rimmönstret AABB.',
    },
  ));

describe('example items under an example label, against the rules on each item', () =>
  findsAndSpares(
    exampleConflicts,
    {
      'en: a cap on each headline and no questions':
        'Write 5 headlines for our gardening newsletter. Rules: under 6 words each, no questions.\nExamples of the style we want:\n- Is Your Lawn Secretly Starving For Nitrogen This Spring?\n- Why Every Gardener You Know Is Wrong About Tomatoes?\n- Roses Love Coffee',
      'fi: one word, no digits':
        'Keksi viisi nimeä uudelle kirjakaupalle. Säännöt: yksi sana, ei numeroita.\nEsimerkkejä hyvistä nimistä:\n- Kirja 24\n- Book Corner\n- Sivu3',
      'es: sin números':
        'Propón 4 nombres para una panadería. Reglas: sin números.\nEjemplos de nombres:\n- Pan 24h\n- Horno 1920\n- Miga',
      'de: keine Fragen':
        'Schreibe 3 Betreffzeilen für unseren Newsletter, keine Fragen.\nBeispiele für gute Betreffzeilen:\n- Schon gesehen, was neu ist?\n- Lust auf Rabatt?\n- Neue Kurse im Mai',
      'sv: inga siffror':
        'Hitta på fem namn för ett kafé. Regler: ett ord, inga siffror.\nExempel på bra namn:\n- Kafé 7\n- Bönan2\n- Mokka',
    },
    {
      'en: the examples keep the rules':
        'Write 5 headlines for our gardening newsletter. Rules: under 8 words each, no questions.\nExamples of the style we want:\n- Roses Love Coffee Grounds\n- Three Herbs for Shady Balconies\n- Mulch Now, Water Less Later',
      'fi: one-word names':
        'Keksi viisi nimeä uudelle kirjakaupalle. Säännöt: yksi sana, ei numeroita.\nEsimerkkejä hyvistä nimistä:\n- Sivu\n- Lukunurkka\n- Kansi',
      'en: example questions are inputs':
        'Answer each customer question in one word: yes or no.\nExample questions:\n- Do you ship to Norway?\n- Can I pay by invoice?',
      'en: one item is not a list': 'Write 3 slogans, no numbers.\nExamples:\n- Open 24/7 for you',
    },
  ));

describe('the writer’s own situation is context', () => {
  const context = (text: string) => detectSignals(text).context.strength;
  const situated: Readonly<Record<string, [string, string]>> = {
    en: [
      'I\'m a freelance photographer about to sign a contract with a wedding agency. Is this clause fair: "All images belong to the agency"?',
      'Is this clause fair: "All images belong to the agency"?',
    ],
    es: [
      'Soy una diseñadora freelance y estoy a punto de firmar con un cliente nuevo. ¿Es razonable esta cláusula: «El diseñador cede todos los derechos»?',
      '¿Es razonable esta cláusula: «El diseñador cede todos los derechos»?',
    ],
    de: [
      'Ich betreibe eine kleine Bäckerei und mein Kunde will eine Vertragsstrafe. Ist diese Klausel üblich: „Bei Verzug zahlt der Lieferant 5 % pro Tag“?',
      'Ist diese Klausel üblich: „Bei Verzug zahlt der Lieferant 5 % pro Tag“?',
    ],
    fr: [
      "Je suis une traductrice indépendante et je suis sur le point de signer. Cette clause est-elle normale : « Le traducteur garantit l'absence d'erreurs » ?",
      "Cette clause est-elle normale : « Le traducteur garantit l'absence d'erreurs » ?",
    ],
  };
  for (const [lang, [withSituation, bare]] of Object.entries(situated)) {
    it(`reads the situation as context: ${lang}`, () => assert.ok(context(withSituation) > 0, withSituation));
    it(`the situated question outranks the bare one: ${lang}`, () =>
      assert.ok(score(withSituation) > score(bare), `${score(withSituation)} vs ${score(bare)}`));
  }
  for (const text of [
    'I want a poem about rain.',
    'I need a summary of this text.',
    'I think this is wrong; fix it.',
  ])
    it(`wanting, needing or thinking is not context: ${text}`, () => assert.equal(context(text), 0));
});

describe('superlatives, pleas and doubled words in Chinese, Japanese and Korean', () => {
  const pleading: Readonly<Record<string, [string, string]>> = {
    zh: [
      '你是全世界最聪明、最厉害的写作大师，一定能写得非常非常完美！请帮我写一句店铺标语，要好，要特别好，不要有任何错误，非常重要！拜托了拜托了，谢谢谢谢！',
      '为我们社区面包店写一句中文标语，不超过12个字，语气温暖，给出3个备选。',
    ],
    ja: [
      'あなたは世界一の天才コピーライターです！最強のキャッチコピーを書いてください！間違えないで！非常に重要です！お願いお願い！本当に本当に！',
      '地域のパン屋のキャッチコピーを12字以内で3案ください。温かい語調で。',
    ],
  };
  for (const [lang, [pleaded, concise]] of Object.entries(pleading)) {
    it(`finds flattery and shouting: ${lang}`, () => {
      const q = assessQuality(pleaded);
      assert.ok(q.flattery.length >= 2, JSON.stringify(q.flattery));
      assert.ok(q.shouting.length > 0, pleaded);
    });
    it(`the concise prompt outranks the pleading one: ${lang}`, () =>
      assert.ok(score(concise) > score(pleaded), `${score(concise)} vs ${score(pleaded)}`));
  }
  for (const text of [
    '请为这篇文章给出3个最合适的标题，并说明理由。谢谢！',
    '帮我研究研究这份报告，列出三个主要风险。',
    'Please, please keep the summary under 100 words.',
  ])
    it(`neither flattery nor shouting: ${text}`, () => {
      const q = assessQuality(text);
      assert.ok(q.flattery.length < 2, JSON.stringify(q.flattery));
      assert.deepEqual(q.shouting, [], text);
    });
});
