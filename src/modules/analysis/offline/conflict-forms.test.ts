// Issue 27, ninth scoring round: an example given as a lone quoted text (no arrow, no Input/Output
// labels) that breaks the form its prompt asks for (no emoji, a cap on hashtags or sentences), and
// Input/Output examples under a bare "Examples:" heading (conflict-examples.ts, prompt-quality.ts);
// a whole of a few words that must name more items than it has words (conflict-budgets.ts); no
// internet or tools and a live figure asked for (conflict-claims.ts); an instruction behind its
// condition counted as the task (prompt-signals.ts). In several languages, with look-alikes that must
// find nothing. Every prompt here was written for these tests; none comes from eval/data.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { itFindsConflicts } from '../../../../test/support/conflict-cases.js';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { budgetConflicts } from './conflict-budgets.js';
import { claimConflicts } from './conflict-claims.js';
import { exampleConflicts } from './conflict-examples.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';
import { detectSignals } from './prompt-signals.js';

/** Lone example texts that break the form the rules ask for, and labelled examples under a bare heading. */
const LONE_EXAMPLES: Readonly<Record<string, string>> = {
  'no emoji, two hashtags at most; the example is full of both (en)': `Write a tweet announcing our bakery's new sourdough. Rules: no emoji, at most 2 hashtags.

Example:
"🥖🔥 Fresh sourdough is here, come and get it 😍 #bread #sourdough #bakery #local #yum"`,
  'sin emojis, máximo 2 hashtags (es)': `Escribe un post para la ferretería. Sin emojis y máximo 2 hashtags.

Ejemplo:
"Llegaron las taladradoras nuevas 🔨🔨 Pasa a verlas 😎 #bricolaje #herramientas #ofertas #ferreteria"`,
  'keine Emojis, höchstens 2 Hashtags (de)': `Schreibe eine Instagram-Caption für das Café. Keine Emojis, höchstens 2 Hashtags.

Beispiel:
„☕ Neuer Käsekuchen ab heute 🍰 Kommt vorbei 😍 #kaffee #kuchen #berlin #cafe #lecker“`,
  "pas d'émojis, au maximum 2 hashtags (fr)": `Rédige une légende Instagram pour la librairie. Pas d'émojis, au maximum 2 hashtags.

Exemple :
« 📚📚 Les nouveaux polars sont arrivés 😍 #livres #polar #lecture #paris »`,
  'niente emoji, massimo 2 hashtag (it)': `Scrivi un post per la pizzeria. Niente emoji, massimo 2 hashtag.

Esempio:
"🍕🍕 La margherita con bufala è tornata 😍 #pizza #napoli #cena #buono"`,
  'sem emojis, no máximo 2 hashtags (pt)': `Escreva um post para a padaria. Sem emojis e no máximo 2 hashtags.

Exemplo:
"🥐 Croissants quentinhos a partir das 7h 😋 #padaria #cafe #lisboa #manha"`,
  'без эмодзи, не более 2 хэштегов (ru)': `Напиши пост для кофейни. Без эмодзи, не более 2 хэштегов.

Пример:
«☕ Новый раф уже в меню 😍 #кофе #раф #москва #утро»`,
  '絵文字なし、ハッシュタグは2個まで (ja)': `カフェのInstagram投稿を書いてください。絵文字は使わないでください。ハッシュタグは2個まで。

例：
「☕新作ラテが登場しました😍 #カフェ #ラテ #東京 #新作」`,
  '不要表情，最多2个话题标签 (zh)': `为咖啡店写一条微博。不要使用表情，最多2个话题标签。

示例：
“☕新品拿铁今天上市😍 #咖啡 #拿铁 #上海 #新品”`,
  'ISO dates asked, Input/Output examples under a bare heading (en)': `Convert the dates in the text to YYYY-MM-DD. Output only the dates, one per line.

Examples:
Input: "The audit was on 4 March 2025 and the review on June 2nd."
Output: 04/03/2025

Input: "Due 30.11.2024"
Output: 2024/11/30`,
  'TT.MM.JJJJ asked, Eingabe/Ausgabe examples under a bare heading (de)': `Wandle jedes Datum im Text in das Format TT.MM.JJJJ um. Gib nur die Daten aus.

Beispiele:
Eingabe: „Lieferung am 2025-03-04“
Ausgabe: 2025-03-04

Eingabe: „Termin: 7. Mai 2025“
Ausgabe: May 7, 2025`,
};

const LONE_LOOKALIKES: Readonly<Record<string, string>> = {
  'a lone example that keeps the rules': `Write a tweet for the bakery. No emoji, at most 2 hashtags.

Example:
"Fresh sourdough every morning from 7. Come early, it sells out. #bread #sourdough"`,
  'example questions with emoji are inputs, not answers': `Answer customer questions for the florist. Never use emoji in your replies.

Example questions:
"Do you deliver on Sundays? 🚚"
"Can I get tulips in November? 🌷"`,
  'a JSON example output in a code block, dates kept as data': `Extract the invoices. Dates as YYYY-MM-DD.

### Example output
\`\`\`json
{"invoice": "A-17", "issued": "2025-01-31", "amount": 120.5}
\`\`\``,
  'quoted titles under a list of triggers, a closed set elsewhere': `Host the quiz. Players pick one of "easy" or "hard".
Award examples:
- "Certified Trivia Goblin (Provisional)"
- "Suspiciously Good At Geography"`,
  'a cap on sentences, the example keeps it with trailing hashtags (it)': `Scrivi un post per la gelateria. Massimo 2 frasi, niente emoji.

Esempio:
"Da oggi c'è il gusto nocciola. Vi aspettiamo fino a mezzanotte. #gelato #milano"`,
  'a colour code and a rank are not hashtags': `Write the product blurb. No hashtags.

Example:
"The #1 seller of the season, now in colour #ff8800, from 19 euros."`,
};

/** A whole of a few words and more named items than words. */
const ITEMS_BEYOND_WORDS: Readonly<Record<string, string>> = {
  'exactly 12 words, all 20 teams (en)':
    'Describe the season in exactly 12 words, naming all 20 teams and the score of every one of the 38 rounds.',
  'exactamente 15 palabras, todos los 24 indicadores (es)':
    'Resume el informe en exactamente 15 palabras y menciona todos los 24 indicadores.',
  'höchstens 20 Wörter, alle 45 Kapitel (de)':
    'Fasse das Handbuch in höchstens 20 Wörtern zusammen und nenne alle 45 Kapitel.',
  'exactement 10 mots, tous les 30 artistes (fr)':
    'Résume le festival en exactement 10 mots en citant tous les 30 artistes.',
  'al massimo 15 parole, tutti i 40 prodotti (it)':
    'Riassumi il catalogo in al massimo 15 parole, citando tutti i 40 prodotti.',
  'ровно 10 слов, все 25 пунктов (ru)': 'Опиши отчёт: ровно 10 слов, и перечисли все 25 пунктов.',
};
const ITEMS_LOOKALIKES: Readonly<Record<string, string>> = {
  'fewer items than words': 'Summarise the 40 chapters in at most 200 words, naming all 12 main characters.',
  'a cap on each item': 'List all 30 products, each item in at most 10 words.',
  'exactly 50 words for 5 speakers': 'In exactly 50 words, introduce all 5 speakers.',
};

/** No way to look anything up, and a live figure asked for. */
const OFFLINE_LIVE: Readonly<Record<string, string>> = {
  'no internet, the live score (en)':
    'You have no internet access. Give me the live score of the match right now.',
  'sin internet, ahora mismo (es)': 'No tienes acceso a internet. Dime ahora mismo el precio del bitcoin.',
  'sem internet, em tempo real (pt)':
    'Você não tem acesso à internet. Informe a cotação do dólar em tempo real.',
  'pas internet, en ce moment (fr)':
    "Tu n'as pas accès à internet. Donne-moi la météo exacte à Lyon en ce moment même.",
  'kein Internet, in Echtzeit (de)': 'Du hast keinen Internetzugang. Nenne mir den DAX-Stand in Echtzeit.',
  'niente internet, in tempo reale (it)':
    "Non hai accesso a internet. Dimmi il prezzo dell'oro in tempo reale.",
  'нет интернета, прямо сейчас (ru)': 'У тебя нет доступа к интернету. Скажи курс евро прямо сейчас.',
  'インターネットなし、リアルタイム (ja)':
    'あなたはインターネットに接続できない。リアルタイムの株価を教えて。',
  '无法联网，实时 (zh)': '你无法联网。告诉我实时的比特币价格。',
};
const OFFLINE_LOOKALIKES: Readonly<Record<string, string>> = {
  'live figures refused under a condition':
    "You have no internet access. If the user asks for a live score, say you can't check it.",
  'live figures said to be impossible':
    'You have no internet access, so you cannot give real-time prices; point users to the website.',
  'a tool gives the live rate':
    'Call get_rate() to fetch the live exchange rate and report it with its timestamp.',
  'a live source described, not asked for':
    'The dashboard shows real-time data; you have no tools, so explain only the charts the user pastes.',
  '"right now" as a hurry, not a live figure':
    'You are offline. Summarise the article the user pastes right now in three bullets.',
  'sin internet, condición (es)':
    'Sin acceso a internet: si piden precios en tiempo real, explica que no puedes consultarlos.',
};

describe('lone examples, counted items and live data (issue 27, ninth round)', () => {
  itFindsConflicts(
    [
      [LONE_EXAMPLES, exampleConflicts],
      [ITEMS_BEYOND_WORDS, budgetConflicts],
      [OFFLINE_LIVE, claimConflicts],
    ],
    { ...LONE_LOOKALIKES, ...ITEMS_LOOKALIKES, ...OFFLINE_LOOKALIKES },
    [exampleConflicts, budgetConflicts, claimConflicts],
  );
  it('finds nothing in the look-alikes as a whole', () => {
    for (const text of Object.values({ ...LONE_LOOKALIKES, ...ITEMS_LOOKALIKES, ...OFFLINE_LOOKALIKES }))
      assert.deepEqual(assessQuality(text).contradictions, [], text);
  });
  it('quotes the rule and the example that breaks it', () => {
    const found = exampleConflicts(LONE_EXAMPLES['niente emoji, massimo 2 hashtag (it)']!);
    assert.deepEqual(
      found.map(([rule]) => rule),
      ['Niente emoji', 'massimo 2 hashtag'],
    );
    assert.match(found[0]![1], /^🍕🍕 La margherita/);
  });
  it('keeps a bare example heading over Input/Output lines as a section, not an empty heading', () => {
    const q = assessQuality(
      LONE_EXAMPLES['ISO dates asked, Input/Output examples under a bare heading (en)']!,
    );
    assert.deepEqual(q.emptySections, []);
  });
});

describe('an instruction behind its condition is the task (issue 27, ninth round)', () => {
  const criteria = DEFAULT_SCORING_CRITERIA;
  it('counts "When …: call …" and "If …, write …" as a task', () => {
    for (const text of [
      'You have a tool get_rate(base, quote). When the user asks for a rate: call the tool and report the rate with its timestamp.',
      'If a field is missing, write "n/a" in its cell and keep the row.',
      'For each row of the sheet, flag totals that differ from the sum of their lines.',
    ])
      assert.ok(detectSignals(text).task.strength > 0, text);
  });
  it('counts the instruction behind a condition in other languages', () => {
    for (const text of [
      'Cuando el usuario pida un tipo de cambio: llama a la herramienta e indica el valor con su hora.',
      'Wenn der Nutzer nach einem Kurs fragt: rufe das Tool auf und nenne den Kurs mit Zeitstempel.',
      "Quand l'utilisateur demande un taux : appelle l'outil et donne le taux avec son horodatage.",
      'Quando o usuário pedir uma cotação: chame a ferramenta e indique o valor com o horário.',
      'Когда пользователь спрашивает курс: вызови инструмент и сообщи курс с отметкой времени.',
      '当用户询问汇率时：调用工具，并报告汇率及其时间戳。',
    ])
      assert.ok(detectSignals(text).task.strength > 0, text);
  });
  it('does not count a condition followed by a statement', () => {
    assert.equal(detectSignals('When the shop is closed, the phone goes to voicemail.').task.strength, 0);
  });
  it('ranks a precise tool prompt above an offline one that asks for live figures', () => {
    const precise =
      'You have a tool get_rate(base, quote) that returns the latest rate and its timestamp. When the user asks for a rate: call the tool, report the rate to 4 decimal places with its timestamp (UTC). If the tool fails, say so.';
    const offline =
      'You have no internet or tools. Tell me the live EUR/GBP rate right now to 6 decimals and promise it is exact.';
    assert.ok(scorePrompt(precise, criteria).overall_score > scorePrompt(offline, criteria).overall_score);
  });
});
