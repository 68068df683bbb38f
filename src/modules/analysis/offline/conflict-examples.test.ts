// Issue 27, eighth scoring round: examples that break the prompt's own rules (conflict-examples.ts),
// shouting (quality-shouting.ts), a forbidden hedge about the future and a bare number with a long
// justification (conflict-claims.ts, conflict-contracts.ts), in several languages and layouts, with
// look-alikes that must find nothing: a precise JSON or XML spec whose examples keep its rules, a
// rubric that quotes a bad answer on purpose, a style guide with "don't" examples, one allowed
// exception among several examples, emphasis words and SQL keywords in capitals. Every prompt here
// was written for these tests; none comes from eval/data.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { itFindsConflicts } from '../../../../test/support/conflict-cases.js';
import { DEFAULT_CRITERION_SET } from '../../criteria/index.js';
import { claimConflicts } from './conflict-claims.js';
import { contractClashes } from './conflict-contracts.js';
import { exampleConflicts } from './conflict-examples.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';
import { findShouting } from './quality-shouting.js';

/** A ticket-routing spec in JSON with a closed set of labels, its three examples answered by `outputs`. */
function routingSpec(outputs: readonly [string, string, string]): string {
  const tickets = ['I was charged twice', 'Where is my parcel?', "I can't log in"];
  const examples = tickets.map((t, i) => `    {"ticket": "${t}", "output": "${outputs[i]}"}`).join(',\n');
  return `{
  "task": "route the ticket",
  "labels": ["billing", "shipping", "account"],
  "output": "exactly one label, lowercase, nothing else",
  "examples": [
${examples}
  ]
}`;
}

const BROKEN_EXAMPLES: Readonly<Record<string, string>> = {
  'yes/no only, answers are sentences (en)': `Reply with only "yes" or "no": does the e-mail ask for a refund?
Examples:
Email: "I want my money back for order 5512" -> Yes, the customer clearly wants a refund.
Email: "When does the shop open on Sunday?" -> No, this is a question about opening hours.
Email: "The parcel never came, please return the payment" -> Probably yes.`,
  'label set in a JSON spec, outputs outside it (en)': routingSpec([
    'Billing!',
    'delivery',
    'account / password reset',
  ]),
  'enum in a schema, example labels outside it (de)': `Ordne jede Bewertung einer Kategorie zu.
Schema: {"kategorie": {"enum": ["lob", "beschwerde", "frage"]}}
Beispiele:
„Tolles Essen, gern wieder" → Lob, sehr zufrieden
„Die Suppe war kalt" → negativ
„Habt ihr vegane Gerichte?" → Frage zum Menü`,
  'one word, answers are sentences (fr)': `Indique en un seul mot la langue du texte.
Exemples :
Texte : « Guten Morgen » → Réponse : C'est de l'allemand, je pense.
Texte : « Buenos días » → Réponse : La langue est l'espagnol.`,
  'date template, other date forms in the answers (pt)': `Converta as datas da mensagem para o formato DD/MM/AAAA e mantenha o resto do texto.
Exemplos:
"reunião em 5 de março de 2025" → "reunião em 2025-03-05"
"entrega dia 7 jan" → "entrega em January 7"
"pagamento 2025.04.30" → "pagamento 30 abr 2025"`,
  'no emoji, replies full of them (es)': `Eres el asistente de una notaría. Responde de forma sobria y sin emojis.
Ejemplos de respuesta:
Cliente: ¿Qué necesito para firmar una hipoteca?
Asistente: ¡Tranqui! 😎 Trae tu DNI y listo 🏠✨
Cliente: ¿Abrís los sábados?
Asistente: ¡Nop! 🙅 Solo de lunes a viernes 📅`,
  'no exclamation marks, replies shouting (ru)': `Ты помощник библиотеки. Отвечай спокойно, без восклицательных знаков.
Примеры:
Вопрос: Когда вы открыты? → Ответ: С 9 до 18, приходите!!!
Вопрос: Можно продлить книгу? → Ответ: Конечно! Продлим на две недели!`,
  'XML examples breaking a yes/no contract (en)': `<task>Say whether the review mentions the price. Answer only "yes" or "no".</task>
<examples>
<example><input>Too expensive for what it is.</input><output>Yes - the reviewer finds it overpriced.</output></example>
<example><input>Lovely colour.</input><output>There is no mention of price here.</output></example>
</examples>`,
  'closed set in Chinese quotes (zh)': `判断评论的情感，只回答"正面"或"负面"。
示例：
评论：物流很快，包装完好 → 回答：这是正面评价，因为物流快。
评论：用了两天就坏了 → 回答：负面，质量太差了，不推荐购买。`,
  'at most two sentences, answers of five (en)': `Answer questions about the museum in at most two sentences.
Examples:
Q: Is there parking? -> A: Yes. There is a car park behind the building. It has 40 spaces. It costs 3 euros an hour. Disabled spaces are by the entrance.
Q: Can I take photos? -> A: Yes, without flash. Tripods are not allowed. The special exhibition bans photos. Staff will remind you. Thank you.`,
  'máximo 12 palabras, long answers (es)': `Escribe el asunto del correo de la campaña en máximo 12 palabras.
Ejemplos:
Producto: zapatillas de running → Asunto: Descubre nuestras nuevas zapatillas de running, ligeras, cómodas y con un veinte por ciento de descuento esta semana
Producto: mochila → Asunto: La mochila que te acompaña a todas partes, resistente al agua y con espacio para tu portátil de quince pulgadas`,
  'Sie-Form asked, answers say du (de)': `Du bist der Chat-Assistent einer Versicherung. Antworte immer in der Sie-Form.
Beispiele:
Kunde: Wie melde ich einen Schaden? → Assistent: Schick uns einfach ein Foto, dann kümmern wir uns um deinen Fall.
Kunde: Was kostet die Hausrat? → Assistent: Das hängt von deiner Wohnfläche ab, sag mir die Quadratmeter.`,
  'на «вы» asked, answers say ты (ru)': `Ты — помощник банка. Обращайся к клиенту на «вы».
Примеры:
Клиент: Как заблокировать карту? → Помощник: Зайди в приложение и нажми «Заблокировать», тебе придёт СМС.
Клиент: Где ближайший банкомат? → Помощник: Открой карту в приложении, там всё видно для тебя.`,
};

const CONSISTENT: Readonly<Record<string, string>> = {
  'precise JSON spec whose examples keep the labels': routingSpec(['billing', 'shipping', 'account']),
  'precise XML spec whose examples keep yes/no': `<task>Say whether the review mentions the price. Answer only "yes" or "no".</task>
<examples>
<example><input>Too expensive for what it is.</input><output>yes</output></example>
<example><input>Lovely colour.</input><output>no</output></example>
</examples>`,
  'rubric quoting bad answers on purpose': `You grade support replies. The assistant must answer only "yes" or "no" and never use emoji.
Rate the response from 1 to 5 and give one reason.
Examples:
Response: "Yes, sure!! 😊 happy to help" -> Score: 1 (emoji, not a bare yes)
Response: "no" -> Score: 5`,
  "style guide with don't examples": `Write replies for the town hall chat: formal, no emoji, no exclamation marks.
Examples:
❌ Don't:
Q: Where do I renew my ID card? → A: Hey!! Pop by room 12 😊
Q: Is parking free? → A: Nope!!! 🚗
✅ Do:
Q: Where do I renew my ID card? → A: You can renew it at the civil registry, room 12, Monday to Friday.`,
  'bad examples labelled in German': `Antworte nur mit "ja" oder "nein".
Beispiele:
Falsch: „Ist der Artikel lieferbar?" → Ja, der Artikel ist auf Lager und kommt morgen.
Richtig: „Ist der Artikel lieferbar?" → ja
Richtig: „Gibt es Rabatt?" → nein`,
  'one allowed exception among the examples': `Rewrite dates as YYYY-MM-DD. If a date is ambiguous, keep it and add "(?)".
Examples:
"on 4 July 2024" -> "on 2024-07-04"
"by Feb 2 2025" -> "by 2025-02-02"
"around 05/06" -> "around 05/06 (?)"`,
  'a cap on each bullet, not on the whole answer': `List the benefits of the plan as bullets, each bullet at most 8 words.
Examples:
Plan: Family -> - Covers two adults and three children - Free dental check-ups twice a year - No excess on hospital stays
Plan: Solo -> - One adult, any age - Cheapest monthly price in the range`,
  'vouvoiement asked, the customer says tu, the answers say vous': `Tu es l'assistant d'une agence de voyages. Vouvoie toujours le client.
Exemples :
Client : Tu peux me trouver un vol pour Lisbonne ? → Assistant : Bien sûr, pour quelles dates souhaitez-vous partir ?
Client : T'as des hôtels pas chers ? → Assistant : Oui, quel est votre budget par nuit ?`,
  'decision rules with arrows outside any example section': `Answer with one word.
Routing rules:
invoice questions → billing
parcel questions → shipping
anything else → other`,
  'a yes/no rule about a field, examples return objects': `Return JSON {"refund": "yes" | "no", "reason": string}. The field refund is only "yes" or "no".
Examples:
"Money back please" -> {"refund": "yes", "reason": "asks for the money back"}
"Nice shop" -> {"refund": "no", "reason": "praise only"}`,
};

describe('examples that break the rules they illustrate', () => {
  itFindsConflicts([[BROKEN_EXAMPLES, exampleConflicts]], CONSISTENT, [exampleConflicts]);
  it('quotes the rule and the first example answer that breaks it', () => {
    const [[rule, answer]] = exampleConflicts(
      BROKEN_EXAMPLES['yes/no only, answers are sentences (en)']!,
    ) as [[string, string]];
    assert.equal(rule, '"yes" or "no"');
    assert.match(answer, /^Yes, the customer/);
  });
  it('ranks a prompt whose examples follow its rules above the same prompt with broken examples', () => {
    const criteria = {
      criteria_id: 'd',
      name: 'Default',
      use_case: null,
      criterion_set: DEFAULT_CRITERION_SET,
    };
    const broken = BROKEN_EXAMPLES['label set in a JSON spec, outputs outside it (en)']!;
    const kept = CONSISTENT['precise JSON spec whose examples keep the labels']!;
    assert.ok(scorePrompt(kept, criteria).overall_score > scorePrompt(broken, criteria).overall_score);
  });
});

const SHOUTED: Readonly<Record<string, string>> = {
  en: 'YOU ANSWER QUESTIONS ABOUT OUR HOTEL!!! NEVER GIVE DISCOUNTS!!! NEVER GIVE DISCOUNTS!!! BE FRIENDLY!!! BE FRIENDLY!!! CHECK-IN IS AT 3 PM, REMEMBER THIS!!!',
  es: 'ERES EL ASISTENTE DE LA CLÍNICA!!! NO DES DIAGNÓSTICOS!!! NO DES DIAGNÓSTICOS!!! SIEMPRE DERIVA AL MÉDICO!!! SIEMPRE!!! SIEMPRE!!!',
  ru: 'ТЫ ПОМОЩНИК МАГАЗИНА!!! НИКОГДА НЕ ОБЕЩАЙ СКИДКИ!!! НИКОГДА НЕ ОБЕЩАЙ СКИДКИ!!! ОТВЕЧАЙ КОРОТКО!!! ОЧЕНЬ ВАЖНО!!!',
  'repeated but not in capitals (en)':
    'Only talk about plants!!! Only talk about plants!!! Never recommend pesticides!!! Never recommend pesticides!!! Keep it short!!!',
};
const NOT_SHOUTED: Readonly<Record<string, string>> = {
  'a few emphasis words': `You are a support agent for a bike shop. Answer ONLY from the catalogue below and NEVER quote a price that is not in it. Do NOT promise delivery dates.
Catalogue: {{catalogue}}`,
  'SQL keywords in capitals': `Write one PostgreSQL query. Use SELECT with explicit columns, JOIN on foreign keys, WHERE for filters, GROUP BY for aggregates, ORDER BY for sorting and LIMIT 100 at the end. Never use UPDATE, DELETE, INSERT or TRUNCATE. Return the query in a sql block.`,
  'a table header and acronyms': `Fill in the table for each invoice.
INVOICE | SUPPLIER | AMOUNT | CURRENCY | STATUS
Use ISO 4217 codes (EUR, USD, GBP). If a field is missing, write "n/a".`,
  'one excited sentence':
    'Welcome to the quiz!!! Ask the player five questions about European capitals, one at a time, and keep score.',
  'German nouns with capitals':
    'Du bist ein Assistent für die Stadtbibliothek. Beantworte Fragen zu Öffnungszeiten, Ausleihfristen und Gebühren höflich und knapp.',
};

describe('shouting: capitals, runs of exclamation marks, the same demand again', () => {
  for (const [kind, text] of Object.entries(SHOUTED)) {
    it(`finds shouting (${kind})`, () => assert.notDeepEqual(findShouting(text), [], text));
  }
  for (const [kind, text] of Object.entries(NOT_SHOUTED)) {
    it(`does not flag: ${kind}`, () => assert.deepEqual(findShouting(text), [], text));
  }
  it('a calm prompt with the same rules outranks the shouted one', () => {
    const criteria = {
      criteria_id: 'd',
      name: 'Default',
      use_case: null,
      criterion_set: DEFAULT_CRITERION_SET,
    };
    const calm =
      "You answer guests' questions about our hotel in a friendly way. Never offer discounts. Check-in is from 3 pm.";
    assert.ok(scorePrompt(calm, criteria).overall_score > scorePrompt(SHOUTED.en!, criteria).overall_score);
    assert.match(scorePrompt(SHOUTED.en!, criteria).summary.overall_feedback, /shouting/);
  });
});

const HEDGE_AND_BARE: Readonly<Record<string, string>> = {
  'the hedge forbidden about tomorrow (en)':
    "Tell me the winning team of tomorrow's final. Never say that it can't be predicted.",
  'the hedge forbidden (es)': 'Dime a cuánto cerrará el euro mañana. No digas que no se puede saber.',
  'the hedge forbidden (de)':
    'Nenne den DAX-Stand von morgen früh. Sag nicht, dass man das nicht vorhersagen kann.',
  'the hedge forbidden (ru)':
    'Какая погода будет завтра в Казани? Не говори, что это невозможно знать точно.',
};
const BARE_NUMBER: Readonly<Record<string, string>> = {
  'one number and a long justification (ru)':
    'Оцени стоимость ремонта кухни. Ответ одним числом, но с подробным обоснованием на три страницы.',
  'one number and a justification (es)':
    'Estima el precio del piso. Responde con un solo número y con una justificación detallada de cada factor.',
  'one number and an explanation (en)':
    'Estimate the monthly cloud bill. Answer with a single number, with a detailed explanation of every line item.',
};
const HEDGE_LOOKALIKES: Readonly<Record<string, string>> = {
  'the impossibility explained (en)':
    "Explain to the trainee why nobody can predict tomorrow's closing price; don't say it is certain.",
  'tomorrow is planned, not predicted (ru)':
    'Составь расписание на завтра по списку задач. Не пиши, что задач слишком много.',
  'one number, reason in a field (de)':
    'Gib nur eine Zahl zurück. Die Begründung steht im Feld „grund" der Tabelle, nicht in der Antwort.',
  'one number, no explanation (en)': 'Answer with a single number, without any explanation.',
};

describe('a forbidden hedge about the future, a bare number with a justification', () => {
  itFindsConflicts(
    [
      [HEDGE_AND_BARE, claimConflicts],
      [BARE_NUMBER, contractClashes],
    ],
    HEDGE_LOOKALIKES,
    [claimConflicts, contractClashes],
  );
  it('finds nothing in the look-alikes as a whole', () => {
    for (const text of Object.values(HEDGE_LOOKALIKES))
      assert.deepEqual(assessQuality(text).contradictions, [], text);
  });
});
