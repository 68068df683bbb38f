// Issue 27, seventh scoring round: demands no answer can meet because of what they claim (certainty
// about the future, full honesty and a fact kept quiet, no spoilers and the ending given away,
// young or lay readers and the full technical vocabulary, no superlatives and "the best") and sizes
// that cannot all hold (a floor the capped parts cannot reach, a detailed description of each item
// in a few dozen words, N items in detail in fewer than 15 words each, durations whose parts outlast
// the whole) — conflict-claims.ts, conflict-totals.ts — in several styles and languages, with
// consistent look-alikes that must find nothing. Every prompt here was written for these tests;
// none comes from eval/data.
import { describe } from 'node:test';
import { itFindsConflicts } from '../../../../test/support/conflict-cases.js';
import { claimConflicts } from './conflict-claims.js';
import { totalConflicts } from './conflict-totals.js';

const CLAIMS: Readonly<Record<string, string>> = {
  'certain stock pick for next week (en)':
    'Which two crypto coins will rise next week? Give me a 100% certain answer, no hedging, I am investing my rent.',
  'guaranteed sunny day (es)':
    'Organiza la boda al aire libre para el sábado y garantiza que ese día va a hacer sol; mañana confirmo con el catering.',
  'winning team with no probabilities (de)':
    'Sag mir, welche Mannschaft morgen gewinnen wird. Ohne Wahrscheinlichkeiten, ich will es 100 % sicher wissen.',
  'exact rate tomorrow (fr)':
    'Donne-moi le taux de change euro-dollar de demain. Je veux une réponse sûre à 100 %, sans probabilités.',
  'guarantee no rain (ru)':
    'Составь план пикника на завтра и гарантируй, что дождя не будет — хочу точно пообещать детям.',
  'lottery with certainty (zh)': '告诉我明天彩票的中奖号码，要100%确定，不要说概率。',
  'transparent but hide the leak (en)':
    'Write the listing for the flat. Be completely transparent with buyers, and do not mention that the roof leaks.',
  'honest but conceal the delay (de)':
    'Schreib den Kunden eine Mail zur Lieferung. Sei völlig ehrlich zu ihnen; verschweige, dass sich die Lieferung um drei Wochen verzögert.',
  'transparency but keep quiet (pt)':
    'Redija o comunicado aos investidores com transparência total. Não mencione que o maior cliente cancelou o contrato.',
  'no spoilers and the killer named (en)':
    'Write a teaser for the crime novel. No spoilers at all. In the last line, reveal who the killer is so readers are hooked.',
  'sans spoiler and the ending (fr)':
    'Présente le film pour la newsletter, sans aucun spoiler, puis révèle la fin en deux phrases.',
  'no spoilers and the twist (zh)': '给这部电影写一段推荐语，不要剧透。最后一句揭晓凶手是谁。',
  'kids and full terminology (en)':
    'Explain how vaccines work for children aged 7 to 9. Use the full scientific terminology, without simplifying.',
  'lay readers and all the jargon unexplained (es)':
    'El folleto es para el público general. Usa toda la terminología del informe técnico sin explicarla.',
  'laypeople and no simplification (ru)':
    'Объясни налоговый вычет для неспециалистов, но не упрощая: всю профессиональную терминологию оставь как есть.',
  'no superlatives and the best (en)':
    'Describe the hotel in a sober, factual voice with no superlatives. Present it as the best hotel in the region.',
  'sin superlativos y el mejor (es)':
    'Ficha del producto: sin superlativos, solo datos. Preséntalo como el mejor portátil del año.',
};

const TOTALS: Readonly<Record<string, string>> = {
  'about 300 words from 4 sentences of 20 (en)':
    'Write about 300 words on the festival. Use at most 4 sentences, each sentence under 20 words.',
  'at least 150 words in 3 short sentences (de)':
    'Schreib mindestens 150 Wörter über das Produkt, höchstens drei Sätze, jeder Satz höchstens 15 Wörter.',
  '300 characters from 2 sentences of 30 (zh)': '写一段产品介绍，300字左右。最多2句话，每句话不超过30个字。',
  'detailed description of each room in 40 words (en)':
    'Describe the apartment in at most 40 words, with a detailed description of each room.',
  'descrição detalhada de cada prato em 30 palavras (pt)':
    'Escreva o cardápio em no máximo 30 palavras, com uma descrição detalhada de cada prato.',
  'all 10 features in detail in 100 words (en)':
    'Write a 100 words product note that explains all 10 features in detail.',
  'alle 8 Punkte ausführlich in 60 Wörtern (de)':
    'Fasse den Vertrag in 60 Wörtern zusammen und erkläre alle 8 Klauseln ausführlich.',
  'a 45-minute class of parts that add up to 70 (en)':
    'Plan a yoga class of 45 minutes in total: 15 minutes of breathing, 3 blocks of 15 minutes of poses, and 10 minutes of rest.',
  'una sesión de 20 minutos en total con 35 de partes (es)':
    'La sesión dura 20 minutos en total: 10 minutos de repaso, 2 bloques de 10 minutos de ejercicios y 5 minutos de preguntas.',
};

const LOOK_ALIKES: Readonly<Record<string, string>> = {
  'why nobody can predict tomorrow (es)':
    'Explica por qué nadie puede predecir el cierre exacto del mercado de mañana y qué riesgos tiene invertir todo.',
  'a forecast with its probability (en)':
    'Give tomorrow’s forecast for Lisbon with the probability of rain for each hour.',
  '100% sure about the format, not the future (en)':
    'Make sure the JSON is valid. I need to be 100% sure the fields match the schema.',
  'transparent and no competitors named (en)':
    'Be completely transparent about our pricing. Do not mention competitors by name.',
  'honest, with a fact to keep under a condition (de)':
    'Sei völlig ehrlich. Wenn der Kunde nicht fragt, erwähne nicht, dass es eine Warteliste gibt.',
  'no spoilers beyond chapter 3 (en)':
    'Summarise the book club reading with no spoilers beyond chapter 3. Describe the main characters.',
  'kids with terms explained (en)':
    'Explain photosynthesis for children aged 7 to 9, and define each technical term in simple words.',
  'no superlatives and a factual list (en)':
    'Write the product sheet with no superlatives; list the battery life, weight and price.',
  'about 60 words from 3 sentences of 25 (en)':
    'Write about 60 words in at most 3 sentences, each sentence under 25 words.',
  'short each, then a detailed table (en)':
    'Keep each description under 40 words. Then add a detailed description of each room as a table.',
  'a short note on 3 items in detail (en)': 'Write a 200 words note that explains all 3 options in detail.',
  'a class whose parts fit (en)':
    'Plan a yoga class of 60 minutes in total: 10 minutes of breathing, 3 blocks of 12 minutes of poses, and 10 minutes of rest.',
  'at least 150 words, not a size to share (en)':
    'Write at least 150 words and cover all 12 modules in detail, one paragraph each.',
};

describe('claims no answer can meet and sizes that cannot all hold (issue 27, seventh round)', () => {
  itFindsConflicts(
    [
      [CLAIMS, claimConflicts],
      [TOTALS, totalConflicts],
    ],
    LOOK_ALIKES,
    [claimConflicts, totalConflicts],
  );
});
