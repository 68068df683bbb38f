// Issue 27, tenth scoring round: the general forms behind the misses of scoring-fresh-10, tested on
// prompts written for these tests in several languages, with look-alikes that must not fire.
// Numbered example lines with an arrow, a closed set after "one of:", answers in capitals, "only
// the date" (conflict-examples.ts, example-answers.ts); a fixed verse form set to another exact
// number of lines (conflict-contracts.ts); one text in two languages at once, the formal and the
// colloquial register in Arabic (conflict-i18n.ts); bullets forbidden and asked for in Arabic
// (conflict-content.ts); hedges and German nouns (signals-i18n.ts, prompt-signals.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exampleConflicts } from './conflict-examples.js';
import { assessQuality } from './prompt-quality.js';
import { detectSignals } from './prompt-signals.js';

const found = (text: string) => assessQuality(text).contradictions;

describe('examples that break the rules: labelled example lines, unquoted sets, capitals, only the date', () => {
  const positives: Record<string, string> = {
    'unquoted set after "one of:" (en)': `Tag each ticket with exactly one of: REFUND, SHIPPING, OTHER. Reply with just the tag.

Examples:
"Where is my parcel?" -> shipping
"I want my money back" -> Refund request
"Hello" -> OTHER or SHIPPING`,
    'unquoted set after "una de:" (es)': `Clasifica la reseña como una de: positiva, negativa, neutra. Responde solo con la etiqueta.

Ejemplos:
"Me encantó" -> Es una reseña positiva
"Horrible" -> negativa, sin duda alguna
"Normal" -> neutra`,
    'capitals asked, lower-case labels (de)': `Gib nur den Code in Großbuchstaben zurück.

Beispiele:
"Berlin" -> ber
"München" -> muc
"Hamburg" -> HAM`,
    'numbered example lines, only the date (en)': `Convert the date to YYYY-MM-DD. Output only the date.

Example 1: "4 July 2021" -> 07/04/2021
Example 2: "1 May 2020" -> It is 2020-05-01.
Example 3: "2 March 2019" -> 2019-03-02`,
    'numbered example lines, only the date (fr)': `Convertis la date au format ISO 8601. Donne uniquement la date.

Exemple 1 : « 4 juillet 2021 » → 04/07/2021
Exemple 2 : « 1 mai 2020 » → La date est 2020-05-01
Exemple 3 : « 2 mars 2019 » → 2019-03-02`,
  };
  for (const [name, text] of Object.entries(positives))
    it(`finds: ${name}`, () => assert.ok(exampleConflicts(text).length > 0, name));

  const lookAlikes: Record<string, string> = {
    'examples that keep the unquoted set': `Tag each ticket with exactly one of: REFUND, SHIPPING, OTHER. Reply with just the tag.

Examples:
"Where is my parcel?" -> SHIPPING
"I want my money back" -> REFUND
"Hello" -> OTHER`,
    'capitals for names inside sentences, not the answer': `Reply only in English and write product names in capital letters.

Examples:
"Does the lamp work?" -> Yes, the LUMA lamp works with any E27 bulb.
"Is it waterproof?" -> No, the LUMA lamp is for indoor use.`,
    'date rule kept, with a relative date marked as unknown': `Convert the date to YYYY-MM-DD. Output only the date; if it is relative, output UNKNOWN.

Example 1: "4 July 2021" -> 2021-07-04
Example 2: "yesterday" -> UNKNOWN
Example 3: "2 March 2019" -> 2019-03-02`,
    'a bad numbered example marked as bad': `Convert the date to YYYY-MM-DD. Output only the date.

Example 1 (bad): "4 July 2021" -> 07/04/2021
Example 2: "1 May 2020" -> 2020-05-01`,
    '"one of" a list of prose, not of values': `Pick one of: the version that is shortest, the one with fewer errors. Reply only with its number.

Examples:
"A: ok / B: fine" -> 1`,
  };
  for (const [name, text] of Object.entries(lookAlikes))
    it(`leaves alone: ${name}`, () => assert.deepEqual(exampleConflicts(text), [], name));
});

describe('impossible and contradictory forms in other languages', () => {
  const positives: Record<string, string> = {
    'a sonnet in exactly three lines (pt)':
      'Escreva um soneto (14 versos) sobre o outono em exatamente três versos.',
    'a haiku in exactly five lines (en)':
      'Write a haiku about rain, three short lines of 5-7-5 syllables, in exactly five lines.',
    'a sonnet in exactly eight lines (de)':
      'Schreibe ein Sonett über den Herbst, mit Reimen, in genau 8 Zeilen.',
    'two languages at once (pt)': 'Escreva o poema em inglês e português ao mesmo tempo.',
    'two languages at once (es)': 'Redacta el correo en francés y en alemán a la vez.',
    'two languages at once (de)': 'Schreibe die Antwort auf Englisch und Spanisch gleichzeitig.',
    'two languages at once (ar)': 'اكتب القصيدة بالعربية والإنجليزية في الوقت نفسه.',
    'formal Arabic and colloquial dialect (ar)': 'اكتب بالعربية الفصحى وباللهجة العامية.',
    'bullets forbidden and asked (ar)': 'لا تستخدم أي قوائم نقطية. اعرض النتائج في قائمة نقطية.',
  };
  for (const [name, text] of Object.entries(positives))
    it(`finds: ${name}`, () => assert.ok(found(text).length > 0, name));

  const lookAlikes: Record<string, string> = {
    'a sonnet with its stanzas counted (pt)':
      'Escreva um soneto sobre o outono, com cada terceto em exatamente 3 versos.',
    'a sonnet in exactly fourteen lines (en)': 'Write a sonnet about the sea in exactly 14 lines.',
    'a poem in exactly three lines, no fixed form (es)':
      'Escribe un poema sobre el mar en exactamente tres versos.',
    'two versions, one after the other (en)':
      'Write the notice in English, then in Spanish, one after the other.',
    'a translation into two languages (pt)':
      'Traduza o texto para inglês e espanhol ao mesmo tempo, em duas colunas.',
    'two languages named, nothing at once (de)':
      'Der Kunde spricht Englisch und Spanisch. Antworte auf Englisch.',
    'formal Arabic only (ar)': 'لخّص المقال بالعربية الفصحى في ثلاث نقاط.',
    'bullets asked for, tables forbidden (ar)': 'لا تستخدم الجداول. اعرض النتائج في قائمة نقطية.',
  };
  for (const [name, text] of Object.entries(lookAlikes))
    it(`leaves alone: ${name}`, () => assert.deepEqual(found(text), [], name));
});

describe('hedges, bullet counts and German nouns', () => {
  const clarity = (t: string) => detectSignals(t).clarity.strength;
  it('a hedged German request is less clear than the same request stated plainly', () => {
    const plain = 'Fasse den Text in drei Punkten zusammen. Schreibe auf Deutsch für meine Kollegen.';
    const hedged =
      'Fasse den Text, wenn möglich, vielleicht in drei Punkten zusammen, mehr oder weniger, je nachdem, was du für richtig hältst. Schreibe auf Deutsch.';
    assert.ok(clarity(hedged) < clarity(plain));
  });
  for (const [lang, text] of [
    ['es', 'Resume el texto, si es posible, en tal vez tres puntos, más o menos, como te parezca.'],
    ['fr', 'Résume le texte, si possible, en peut-être trois points, plus ou moins, je pense.'],
    ['ru', 'Кратко перескажи текст, по возможности, может быть в трёх пунктах, на твоё усмотрение.'],
    ['en', 'Summarise the text in three points if possible, or as you see fit.'],
  ] as const)
    it(`hedges count as vague (${lang})`, () =>
      assert.match(detectSignals(text).clarity.evidence[0] ?? '', /vague/));
  it('a conditional German rule is not a hedge', () =>
    assert.deepEqual(
      detectSignals('Antworte je nachdem, ob der Kunde Deutsch oder Englisch schreibt.').clarity.evidence,
      [],
    ));
  it('a count of German bullet points is an output format and a length', () => {
    const s = detectSignals('Fasse den Text in 3–5 deutschen Stichpunkten zusammen.');
    assert.ok(s.output_format.strength > 0);
    assert.equal(s.length.strength, 1);
  });
  it('German nouns are not proper names: a chatty German request is not specific for its nouns', () => {
    const chatty =
      'Hallo, ich habe hier einen Text und brauche eine Zusammenfassung für die Kollegen, weil die Besprechung morgen ist und der Bericht lang ist.';
    assert.ok(detectSignals(chatty).specificity.strength < 0.5);
  });
});
