// Issue 27, twelfth scoring round: the general forms behind the misses of scoring-fresh-12, tested
// on prompts written for these tests (none copied from an eval set) in several languages, with
// look-alikes that must not be punished. Padding — filler and hedging chatter, the same instruction
// said again, talk about the prompt itself — costs a prompt, so a concise prompt beats a padded one
// with the same content (quality-padding.ts, quality-effects.ts); a prompt long because of what it
// says (a spec, a schema, examples, a quoted text) is not padded. An emoji forbidden and asked for
// in Ukrainian and Russian (conflict-content.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';
import { findPadding } from './quality-padding.js';

const score = (text: string) => scorePrompt(text, DEFAULT_SCORING_CRITERIA).overall_score;

/** Padded prompts and a concise one with the same content, per language. */
const PAIRS: Readonly<Record<string, [padded: string, concise: string]>> = {
  'en: hedging chatter and thanks': [
    `Hey! So basically I was wondering, if it's not too much trouble, whether you could kind of look at my cover letter, you know, and sort of make it sound more confident? It's for a junior data analyst job at a logistics company. Thanks so much in advance, I really appreciate it!

{letter}`,
    `Rewrite my cover letter for a junior data analyst job at a logistics company so it sounds confident. Keep it under 250 words.

{letter}`,
  ],
  'en: the same instruction said again': [
    `Write a product description for our hiking boots. The description should be short. Keep the description short, it should not be long. As I said, the boots are waterproof. Once again: keep it short. The boots are waterproof, so mention that they are waterproof.`,
    `Write a 60-word product description for our waterproof hiking boots, for an outdoor shop's website.`,
  ],
  'es: relleno y repeticiones': [
    `Hola, o sea, básicamente necesito, si no es mucha molestia, que me ayudes con un correo para mi jefa. La verdad es que quiero pedirle un día libre el viernes. Como te dije, es el viernes. Repito: el viernes.`,
    `Escribe un correo breve y cordial a mi jefa pidiendo el viernes 12 libre por una cita médica. Máximo 80 palabras.`,
  ],
  'pt: enrolação e repetição': [
    `Oi, então, na verdade eu queria, se não for muito incômodo, que você me ajudasse com uma legenda pro Instagram da padaria. Tipo assim, uma legenda legal. Como eu disse, é pra padaria. Mais uma vez: uma legenda legal pra padaria.`,
    `Escreva 3 legendas curtas para o Instagram de uma padaria de bairro anunciando o pão de fermentação natural, com no máximo 2 emojis cada.`,
  ],
  'fr: remplissage et redites': [
    `Bonjour, en fait, du coup, je me demandais si vous pouviez m'aider à écrire un message pour mes voisins. En gros, c'est pour la fête de samedi. Comme je l'ai dit, c'est samedi. Encore une fois, c'est pour la fête de samedi.`,
    `Rédige un mot court et aimable pour prévenir mes voisins d'une fête samedi de 19 h à minuit, avec mon numéro pour me joindre : {numéro}.`,
  ],
  'de: Füllwörter und Wiederholung': [
    `Hallo, also irgendwie bräuchte ich sozusagen Hilfe bei einer Absage an einen Bewerber. Im Grunde soll sie freundlich sein. Wie gesagt, freundlich. Noch einmal: Die Absage soll freundlich sein.`,
    `Schreibe eine freundliche, kurze Absage an einen Bewerber für die Stelle als Buchhalter; bedanke dich für das Gespräch und nenne keinen Grund.`,
  ],
  'ru: вода и повторы': [
    `Привет, короче, мне как бы нужно, если не трудно, написать объявление о продаже велосипеда. В общем, велосипед хороший. Как я уже говорил, велосипед хороший. Повторяю: напиши объявление про велосипед.`,
    `Напиши объявление о продаже горного велосипеда Merida 2021 года, рама M, пробег около 800 км, цена 35 000 руб. До 60 слов.`,
  ],
  'ja: 前置きと繰り返し': [
    `えっと、なんか、とりあえずお願いがあるんですけど、会議の案内メールを書いてほしいです。会議の案内メールです。繰り返しますが、会議の案内メールを書いてください。`,
    `来週火曜14時からの定例会議（会議室B、60分）の案内メールを社内向けに書いてください。議題は予算の見直しです。`,
  ],
  'zh: 废话和重复': [
    `那个，就是说，我想请你帮我写一段店铺公告。公告要简单，公告不要太长。其实吧，就是说我们要放假。再说一遍，公告要简单，不要太长。`,
    `写一则店铺公告：春节期间2月9日至2月15日停业，2月16日恢复营业，不超过50字。`,
  ],
  'sv: prat om förfrågan': [
    `Detta är en förfrågan. Syftet med denna förfrågan är att få ett mejl skrivet. Som sagt behöver jag ett mejl till hyresvärden om en trasig tvättmaskin. Tack för att du läste denna förfrågan.`,
    `Skriv ett kort, sakligt mejl till hyresvärden om att tvättmaskinen i lägenhet 4B är trasig sedan måndag och be om ett datum för reparation.`,
  ],
};

/** Prompts long because of what they say, or with one polite word: no padding. */
const PRECISE: Readonly<Record<string, string>> = {
  'a JSON spec that repeats its field names': `Extract the invoice fields from the text below and return one JSON object.
- "invoice_number": string, as printed
- "invoice_date": ISO 8601 date
- "due_date": ISO 8601 date; if no due date is printed, null
- "total": number, the total with tax
- "currency": ISO 4217 code
If a field is missing, use null. If the total is missing, use null for the total.

{invoice}`,
  'examples with the same label more than once': `Classify each ticket as BUG, FEATURE or QUESTION. Answer with the label only.

Ticket: "The export button crashes the app." → BUG
Ticket: "The app crashes when I rotate the phone." → BUG
Ticket: "Could you add a dark mode?" → FEATURE
Ticket: "How do I reset my password?" → QUESTION

Ticket: {ticket}`,
  'a long system prompt with real rules': `You are the support assistant of a bicycle repair shop in Lyon. Answer customers in the language they write in. Give opening hours (Tuesday to Saturday, 9:00–18:30) and prices from the table below only; never quote a price that is not in it. If a customer asks for a repair that is not in the table, say that a mechanic will call them back and ask for a phone number. Keep answers under 80 words. Do not book appointments yourself: give the booking link {link}.

| Repair | Price |
|---|---|
| Puncture | 12 € |
| Brake pads | 25 € |
| Full service | 79 € |`,
  'one polite thanks and a "please"': `Please summarise the meeting notes below in five bullet points for the team, with owners and deadlines. Thanks!

{notes}`,
  'a quoted text that repeats itself': `Make this slogan less repetitive while keeping its meaning: "Fresh bread, fresh coffee, fresh start. Fresh every morning, fresh every day."`,
  'Chinese spec with parallel rules': `为一家咖啡店写3条小红书文案。每条不超过80字，每条包含一个话题标签，每条提到新品桂花拿铁，语气轻松。输出为编号列表。`,
  'German spec, "noch einmal" as a task': `Lies den Vertragsentwurf unten und prüfe noch einmal die Kündigungsfristen: nenne jede Frist mit Paragraf und ob sie dem BGB entspricht. Antworte als Tabelle mit den Spalten Paragraf, Frist, Bewertung.

{vertrag}`,
  'Spanish instructions that repeat a keyword legitimately': `Traduce al español neutro el manual de usuario del termostato. Conserva los nombres de los botones en inglés (MODE, FAN, HOLD) y las unidades en °C. Si una frase del manual es ambigua, tradúcela literalmente y marca la frase con [revisar].

{manual}`,
};

describe('padding: chatter, the same instruction said again, talk about the prompt', () => {
  for (const [name, [padded, concise]] of Object.entries(PAIRS)) {
    it(`finds padding (${name})`, () => assert.notDeepEqual(findPadding(padded), [], padded));
    it(`finds none in the concise one (${name})`, () => assert.deepEqual(findPadding(concise), [], concise));
    it(`the concise prompt outranks the padded one (${name})`, () =>
      assert.ok(score(concise) > score(padded), `${score(concise)} vs ${score(padded)}`));
  }
  for (const [name, text] of Object.entries(PRECISE))
    it(`does not flag: ${name}`, () => assert.deepEqual(findPadding(text), [], text));
  it('names the padding in the feedback', () => {
    const [padded] = PAIRS['en: hedging chatter and thanks']!;
    assert.match(scorePrompt(padded, DEFAULT_SCORING_CRITERIA).summary.overall_feedback, /padding \(/);
  });
  it('does not lower a precise prompt', () => {
    const text = PRECISE['a long system prompt with real rules']!;
    assert.deepEqual(assessQuality(text).padding, []);
  });
});

describe('an emoji forbidden and asked for, in Ukrainian and Russian', () => {
  const found = (t: string) => assessQuality(t).contradictions.length > 0;
  it('finds: uk, "do not use emoji" then "add more emoji"', () =>
    assert.ok(
      found('Напиши оголошення про відкриття кав’ярні. Не використовуй емодзі. Додай побільше емодзі.'),
    ));
  it('finds: ru, "do not use emoji" then "add emoji"', () =>
    assert.ok(found('Напиши пост о распродаже. Не используй эмодзи. Добавь эмодзи в конце каждого абзаца.')));
  it('spares: uk, no emoji at all', () =>
    assert.deepEqual(
      assessQuality('Напиши офіційний лист партнерам. Не використовуй емодзі.').contradictions,
      [],
    ));
  it('spares: ru, emoji allowed in one place only', () =>
    assert.deepEqual(
      assessQuality('Напиши пост для канала. Добавь эмодзи в заголовок, но не в текст.').contradictions,
      [],
    ));
});
