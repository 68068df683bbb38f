// Issue 27, fifth round: self-contradictions and impossible output contracts by kind, in English
// and other languages (conflict-contracts.ts, conflict-traits.ts, the widened kinds of
// conflict-i18n.ts and prompt-quality.ts), and precise prompts that must not be flagged. Every
// prompt here was written for these tests; none comes from eval/data.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CRITERION_SET } from '../../criteria/default-criteria.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';

const found = (text: string) => assessQuality(text).contradictions;
const score = (text: string) =>
  scorePrompt(text, {
    criteria_id: 'sca_default',
    name: 'Default',
    use_case: null,
    criterion_set: DEFAULT_CRITERION_SET,
  }).overall_score;

/** [kind, prompt that cannot be satisfied as written] */
const CLASHING: readonly [string, string][] = [
  [
    'part over whole (en)',
    'Create a PIN that is 4 digits long and contains at least 6 even digits. Return only the PIN.',
  ],
  [
    'part over whole, words (en)',
    'Write a slogan exactly 5 words long that uses at least 7 brand words from the list.',
  ],
  ['endless list (en)', 'Print every digit of pi, then stop and explain your method in two lines.'],
  ['endless list (de)', 'Nenne alle Primzahlen und ordne sie in einer Tabelle.'],
  ['endless list (zh)', '请列出所有的质数，并按从小到大排序。'],
  [
    'lossless in a tweet (en)',
    'Summarise the 60-page audit report in a single tweet without omitting anything.',
  ],
  ['lossless in a sentence (es)', 'Resume el manual de 200 páginas en una sola frase, sin omitir nada.'],
  ['lossless (de)', 'Übersetze das ganze Handbuch in einem einzigen Tweet, ohne etwas auszulassen.'],
  [
    'answer before reading (en)',
    'Answer the reviewer before reading their comments, and address each comment.',
  ],
  ['answer before reading (it)', 'Rispondi al cliente prima di leggere la sua email.'],
  ['answer before reading (ja)', '添付の資料を読む前に回答してください。'],
  ['zero length with detail (en)', 'Describe the bug in 0 words, as detailed as you can.'],
  ['zero length with detail (ko)', '0자로 작성하되 자세히 설명해 주세요.'],
  ['items per line in fewer lines (en)', 'List 12 onboarding tips, one per line, in at most 4 lines.'],
  ['bare format with a greeting (de)', 'Gib nur JSON zurück. Beginne mit einer Begrüßung an den Nutzer.'],
  [
    'bare format with a greeting (en)',
    'Output YAML only. Start your reply with a warm greeting to the team.',
  ],
  [
    'opposite persona traits (en)',
    'You are Bea, a serene yoga teacher who loses her temper at every mistake.',
  ],
  ['opposite persona traits (fr)', 'Tu es un guide calme et coléreux qui accueille les visiteurs.'],
  ['opposite manner (es)', 'Habla despacio y de forma apresurada durante toda la llamada.'],
  ['opposite manner (ru)', 'Говори медленно и торопливо, как диктор.'],
  ['brevity and exhaustiveness (pt)', 'Responda de forma breve e detalhada sobre cada cláusula do contrato.'],
  [
    'brevity and exhaustiveness (it)',
    'Spiega in una sola frase, dettagliata su ogni passaggio della procedura.',
  ],
  ['short with a long floor (en)', 'Keep the workshop short: at least 3 hours with two breaks.'],
  [
    'ignorance and expertise (es)',
    'No sabes nada de vinos, pero eres el experto que elige la carta del restaurante.',
  ],
  ['ignorance and expertise (ru)', 'Ты не знаешь химию, но ты ведущий эксперт по химии.'],
  [
    'ignorance and expertise (en)',
    'You know nothing about Kubernetes, yet you are the expert the team escalates to.',
  ],
  [
    'fixed language and the user language (fr)',
    'Réponds toujours en anglais. Réponds dans la langue du client.',
  ],
  [
    'fixed language and the user language (en)',
    'Reply in German. Respond in the same language as the customer.',
  ],
  ['numbers forbidden, price asked (en)', 'Describe the lamp and its price. Never include numbers.'],
  ['formal and casual at once (ja)', 'です・ます調とタメ口を同時に使って書いてください。'],
  ['verse form of the wrong length (en)', 'Write a limerick in eight lines about our new espresso machine.'],
  ['verse form of the wrong length (pt)', 'Escreva um soneto de 6 versos sobre o porto.'],
  ['two formats at once (en)', 'Return the order as XML that is also a Markdown table.'],
  ['two formats at once (de)', 'Gib die Liste als CSV aus, das zugleich gültiges JSON ist.'],
  ['parts over the whole cap (en)', 'Give 6 tips of at least 20 words each, under 90 words in total.'],
  [
    'tweet with every detail (en)',
    'Keep the release note to a tweet while covering every detail of the 40 fixes.',
  ],
  ['two tenses (es)', 'Escribe la crónica en presente. Cuenta cada jugada en pasado.'],
  [
    'two persons (fr)',
    'Rédige le récit à la première personne. Raconte-le entièrement à la troisième personne.',
  ],
  ['must and must not (de)', 'Du musst die Lieferzeit nennen. Du darfst die Lieferzeit nicht nennen.'],
  ['two reply languages (es)', 'Responde en portugués. Responde siempre en alemán, con frases cortas.'],
  [
    'years of experience, never did it (es)',
    'Eres una jardinera con 15 años de experiencia en rosales. Nunca has podado rosales.',
  ],
  ['yes or no only, then explain (es)', 'Contesta solo sí o no. Después explica cada motivo en un párrafo.'],
  ['one word, then justify (de)', 'Antworte mit einem einzigen Wort. Begründe die Wahl in drei Sätzen.'],
  ['yes or no only, then explain (zh)', '只回答是或否，然后详细解释原因。'],
  [
    'must and must not (en)',
    'You must mention the warranty period. You must not mention the warranty period.',
  ],
  ['range upside down (en)', 'Write the cover letter in 400 to 250 words.'],
  [
    'one per line in fewer lines (en)',
    'Provide 9 slogans on a separate line each; the reply must fit in 2 lines.',
  ],
  [
    'bare format with prose before it (en)',
    'Return only valid YAML. Before the YAML, write a sentence explaining your choices.',
  ],
  ['columns and cells (en)', 'Export a table with 4 columns where each row has 6 values.'],
  ['two sort orders (en)', 'Show the books sorted by year and also by title, in one list.'],
  [
    'part holds more than its cap (en)',
    'Each reply stays under 40 words; each reply must include a 60-word quote.',
  ],
];

/** Precise prompts, some with wording close to the clashes above, that must not be flagged. */
const BENIGN: readonly [string, string][] = [
  [
    'never unless',
    'Never share the tracking link unless the customer has confirmed their postcode. Share it after they confirm.',
  ],
  ['English reply, quotes verbatim', 'Always answer in English; quote user text verbatim in its language.'],
  ['conditional language', 'Answer in English. If the user writes in Portuguese, answer in Portuguese.'],
  ['calm with angry customers', 'Stay calm and polite with irritable customers; never argue.'],
  ['calm even when', 'Be a calm coach even when the user gets angry.'],
  ['bounded primes', 'List all prime numbers below 50, comma-separated, on one line.'],
  ['a statement about primes', 'Explain why all prime numbers greater than 2 are odd, in two sentences.'],
  ['do not answer before reading', 'Do not answer before reading the whole thread.'],
  ['ne pas répondre avant', 'Ne réponds pas avant d’avoir lu tout le document.'],
  [
    'short summary then detail (de)',
    'Gib zuerst eine kurze Zusammenfassung, dann eine ausführliche Analyse.',
  ],
  [
    'password whole and parts',
    'Generate a password 16 characters long with at least 2 digits and at least 2 symbols.',
  ],
  ['per line fits', 'List 3 risks, one per line, in at most 5 lines.'],
  [
    'json only, greeting field',
    'Return only JSON with the keys greeting and reply. Keep the greeting under 10 words.',
  ],
  [
    'numbers in a title only',
    'No numbers in the headline. State the price in the first sentence of the body.',
  ],
  ['user language only', 'Respond in the customer’s language. Keep product names in English.'],
  [
    'expert for novices',
    'You are an expert tax adviser. Explain each term to readers who know nothing about tax.',
  ],
  ['slow then quick', 'Read the poem slowly, then give a quick one-line summary.'],
  ['haiku of three lines', 'Write a haiku in 3 lines about autumn, then a one-line title.'],
  ['two separate outputs', 'Return the totals as JSON; at the same time, log one CSV row per order.'],
  [
    'caps on parts and whole fit',
    'Write 3 tips, each under 20 words, and keep the whole reply under 80 words.',
  ],
  ['rewrite from one person to another (es)', 'Reescribe el texto de primera persona a tercera persona.'],
  [
    'must and must not, different things (de)',
    'Du musst höflich bleiben. Du darfst keine Rabatte versprechen.',
  ],
  ['need not (de)', 'Du musst den Preis nicht nennen. Nenne die Lieferzeit.'],
  [
    'tone options in placeholders',
    'Write the invitation in a {{tone:formal}}, {{tone:informal}}, or {{tone:playful}} tone.',
  ],
  ['tone examples', 'Ask which style they want (e.g., casual & fun, elegant & formal) before drafting.'],
  [
    'never met the customer',
    'You are an expert concierge. You have never met this guest before, so ask their name.',
  ],
  ['explain not (de)', 'Antworte nur mit Ja oder Nein. Erkläre nichts.'],
  [
    'explain under a condition (fr)',
    'Réponds en un seul mot. Si la question est ambiguë, explique pourquoi.',
  ],
  ['explanation into a field (de)', 'Gib nur JSON zurück. Erkläre im Feld `grund` in einem Satz, warum.'],
  ['casual forbidden after the word (ja)', '敬語で返信してください。タメ口は使わないでください。'],
  ['casual forbidden after the word (ko)', '존댓말로 답하세요. 반말 금지.'],
  ['range in order', 'Write the cover letter in 250 to 400 words, with a 3-5 line closing.'],
  ['per line, room enough', 'List 5 tips, each on a single line, in at most 5 lines.'],
  ['sort then tie-break', 'Sort the books by year, then alphabetically by title within a year.'],
  ['columns and cells agree', 'Export a table with 4 columns; each row has 4 values.'],
  ['a line marked as a don’t', '## Style\n- Soft, gentle light\n\n## Avoid\n- ❌ Harsh, flat flash lighting'],
];

describe('contradiction kinds (issue 27, fifth round)', () => {
  for (const [kind, text] of CLASHING)
    it(`finds ${kind}`, () => assert.ok(found(text).length > 0, `${kind}: ${text}`));
  for (const [kind, text] of BENIGN)
    it(`does not flag: ${kind}`, () => assert.deepEqual(found(text), [], `${kind}: ${text}`));
});

describe('non-English section headings', () => {
  it('empty headings in German, shouted, do not count as sections', () => {
    const stuffed =
      '# ROLLE\n## AUFGABE (WICHTIG)\n# KONTEXT!!!\n## FORMAT\n# REGELN\nfass den text zusammen';
    assert.ok(assessQuality(stuffed).emptySections.length >= 4);
    const precise =
      'Fasse den Bericht unten in 5 Stichpunkten zusammen, je höchstens 15 Wörter, sachlich, ohne Wertungen. Nenne am Ende das Datum des Berichts im Format TT.MM.JJJJ.\n<bericht>{{bericht}}</bericht>';
    assert.ok(score(precise) > score(stuffed));
  });
  it('headings followed by their content are sections', () => {
    const text =
      '## Rolle\nDu bist Lektorin für Kinderbücher.\n## Aufgabe\nPrüfe den Text auf Rechtschreibung.';
    assert.deepEqual(assessQuality(text).emptySections, []);
  });
});
