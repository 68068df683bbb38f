// Issue 27, sixth scoring round: impossible budgets (a tiny whole answer that must hold everything,
// parts that do not add up to the whole) and contradictions of content (a form forbidden and asked
// for, neutral and persuasive, sober with lots of emojis, vegan with meat, never worked with years
// of experience) — conflict-budgets.ts, conflict-content.ts — in several styles and languages, and
// consistent look-alikes that must find nothing. Every prompt here was written for these tests;
// none comes from eval/data.
import { describe } from 'node:test';
import { itFindsConflicts } from '../../../../test/support/conflict-cases.js';
import { budgetConflicts } from './conflict-budgets.js';
import { contentConflicts } from './conflict-content.js';

/** Budgets that cannot be met, by kind. */
const BUDGETS: Readonly<Record<string, string>> = {
  'push notification and every change in detail (en)':
    'Announce the new release to users. It must fit in a single push notification and walk through every change in detail.',
  'tweet and a quote from each chapter (en)':
    'Summarise the novel as a single tweet (max 280 characters), with a quote from each of the 20 chapters.',
  'one sentence and every clause word for word (en, bullets)':
    '- Reply in one sentence.\n- Reproduce every clause of the policy word for word.',
  'one sentence and in detail (es)':
    'Responde siempre en una frase y explica detalladamente cada paso del trámite.',
  'one sentence and in detail (pt)': 'Responda em uma frase e descreva detalhadamente todos os planos.',
  'one sentence and word for word (fr)': 'Réponds en une seule phrase et cite mot à mot toutes les clauses.',
  'one sentence and in detail (de)': 'Antworte in einem Satz und erkläre ausführlich jede Option.',
  'one sentence and in detail (ru)': 'Ответь одним предложением и подробно опиши все тарифы.',
  'one sentence and all quoted (ja)':
    'すべての口コミを原文のまま引用し、全体を1文で、50文字以内にまとめてください。',
  'two sentences and all listed (zh)': '回答不超过两句话，同时列出所有相关条款原文。',
  'under 30 words and every step in detail (en)':
    'Answer in under 30 words and explain every step of the migration in detail.',
  'lossless translation of pages in 100 words (es)':
    'Traduce este contrato de 12 páginas al inglés en menos de 100 palabras, palabra por palabra.',
  'verbatim report of pages in 80 words (de)':
    'Gib den 30-seitigen Bericht in höchstens 80 Wörtern wieder, wörtlich und ohne etwas auszulassen, 20 Seiten Anhang inklusive.',
  'lossless in 120 words (ru)': 'Перескажи договор на 10 страниц не более 120 слов, дословно.',
  'parts outnumber the whole (en)': 'Give me 5 tips: 3 about sleep and 4 about diet.',
  'parts outnumber the whole (es)': 'Dame 5 consejos: 3 sobre el sueño y 4 sobre la dieta.',
  'parts outnumber the whole (de)': 'Nenne 4 Fragen (3 zur Grammatik, 2 zum Wortschatz).',
  'exactly 40 words from 3 x 20 (en)': 'Write exactly 40 words, as 3 sentences of 20 words each.',
  'exactly 60 words from 4 x 20 (de)': 'Der Text hat genau 60 Wörter und besteht aus 4 Sätzen à 20 Wörtern.',
  'at most 50 words from 3 x 25 (es)': 'Escribe como máximo 50 palabras en 3 frases de 25 palabras.',
  'exactly 30 words from 2 x 20 (fr)': 'Écris exactement 30 mots, en 2 phrases de 20 mots.',
};

/** Content that cannot hold, by kind. */
const CONTENT: Readonly<Record<string, string>> = {
  'JSON only and a Markdown table (fr)':
    'Réponds toujours en JSON uniquement. Formate la réponse comme un tableau Markdown.',
  'YAML only and a Markdown table (es)': 'Responde solo en YAML. Devuelve el resultado como tabla Markdown.',
  'JSON only and CSV (de)': 'Antworte nur mit JSON. Gib die Antwort als CSV zurück.',
  'JSON only and a Markdown table (ru)': 'Ответь только в JSON. Верни ответ как таблицу Markdown.',
  'JSON only and a Markdown table (zh)': '只用JSON回答。以Markdown表格输出。',
  'no tables and a table (en)': 'Do not use tables. Present the prices as a table with three columns.',
  'no charts and a bar chart (ja)': '表やグラフを一切使わずに、結果を1つの棒グラフで示してください。',
  'no emojis and lots of emojis (es)': 'Nunca uses emojis. Escribe el anuncio con muchos emojis.',
  'no bullets and bullets (de)': 'Schreib ohne Stichpunkte. Fasse die Ergebnisse als Stichpunkte zusammen.',
  'neutral and persuade (zh)': '对所有用户保持中立，但要尽量说服他们购买高级套餐。',
  'neutral and convince (fr)': 'Reste neutre. Ton but est de convaincre le lecteur de voter oui.',
  'neutral and persuade (ru)': 'Оставайся нейтральным. Убеди читателя подписаться.',
  'sober and lots of emojis (pt)': 'Estilo sóbrio e profissional, com muitos emojis.',
  'vegan and chicken (pt)': 'Todas as receitas devem ser veganas. Inclua frango ou ovos em cada receita.',
  'vegan and fish (de)': 'Alle Gerichte sind vegan. Füge jedem Gericht Fisch hinzu.',
  'vegan and meat (ja)': 'ヴィーガン向けのレシピです。必ず鶏肉を使ってください。',
  'never worked and years of experience (fr)':
    "Présente la candidate comme quelqu'un qui n'a jamais travaillé, avec dix ans d'expérience en conseil.",
  'never worked and years of experience (es)':
    'El candidato nunca ha trabajado. Destaca sus 8 años de experiencia en ventas.',
  'never worked and years of experience (en)':
    'Write a bio for Sam, who has never worked a day in his life and brings 15 years of experience in logistics.',
};

/** Consistent prompts that look like a clash, by what they are. */
const BENIGN: Readonly<Record<string, string>> = {
  'each answer in one sentence': 'Answer each question in one sentence and cover every question in the list.',
  'one-sentence summary, then details': 'Give a one-sentence summary, then explain every option in detail.',
  'in detail only on request': 'Reply in one sentence. If the user asks, explain every option in detail.',
  'a short quote kept verbatim': 'Summarise the 20-page report in under 100 words; quote its title verbatim.',
  'a page quoted in full, no cap': 'Quote the 3-page policy word for word, then comment on it.',
  'each item under 30 words': 'List every risk in detail, each item under 30 words.',
  'parts fit the whole': 'Give me 7 tips: 3 about sleep and 4 about diet.',
  'parts and one more': 'Write 5 questions: 2 on grammar, 2 on vocabulary and 1 open question.',
  'JSON only with a field holding a table':
    'Respond only in JSON. The field "table" holds a Markdown table string.',
  'JSON only, a table on request':
    'Return only JSON. If the user asks for a table, return a Markdown table instead.',
  'Markdown only and a Markdown table': 'Answer only in Markdown. Use a Markdown table for the prices.',
  'parts add up': 'Write 3 sentences of 10 words each, 30 words in all, exactly 30 words.',
  'parts under the cap': 'At most 100 words: 3 bullets of 20 words.',
  'sections apart': '## Part 1\nAnswer in one sentence.\n\n## Part 2\nThen explain every factor in detail.',
  'no tables, a list instead': 'Do not use tables; present the prices as a bulleted list.',
  'table word in a database sense': 'Avoid full table scans. Add an index to the orders table.',
  'no emojis in the subject, fine in the body': 'No emojis in the subject line. Emojis are fine in the body.',
  'neutral, no persuasion': 'Stay neutral and do not try to persuade the reader.',
  'formal, no emojis': 'Keep a formal tone and use no emojis.',
  'vegan cheese': 'All recipes are vegan; vegan cheese and plant-based eggs are welcome.',
  'vegan (es), vegetal': 'Recetas veganas: usa carne vegetal o tofu.',
  'never worked abroad': 'She has never worked abroad but has 10 years of experience in Lisbon.',
  'never met, years of experience':
    'You have 20 years of experience as a concierge and have never met this guest.',
  'charts asked, no forbidding': 'Show the trend as a bar chart and the totals as a table.',
  'avoid something across bullets': 'Avoid redundancy across bullets. Mark the year in each bullet.',
  'sobre is about (es)': 'Escribe sobre el nuevo producto con muchos emojis.',
};

describe('impossible budgets and contradictions of content (issue 27, sixth round)', () =>
  itFindsConflicts(
    [
      [BUDGETS, budgetConflicts],
      [CONTENT, contentConflicts],
    ],
    BENIGN,
    [budgetConflicts, contentConflicts],
  ));
