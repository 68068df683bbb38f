// Issue 27, sixth scoring round: contradictions between a rule and an exception that undoes it,
// a register and the content demanded, a size and a floor, one table and several
// (conflict-scopes.ts, conflict-registers.ts), in several styles and languages, and consistent
// look-alikes that must find nothing. Every prompt here was written for these tests; none comes
// from eval/data.
import { describe } from 'node:test';
import { itFindsConflicts } from '../../../../test/support/conflict-cases.js';
import { registerConflicts } from './conflict-registers.js';
import { scopeConflicts } from './conflict-scopes.js';

/** Prompts that cannot be satisfied as written, by kind: a rule and the exception that undoes it. */
const SCOPE_CLASHES: Readonly<Record<string, string>> = {
  'grounded and own knowledge (en, system prompt)':
    'You answer strictly from the provided contract text. Where the contract is silent, rely on your general knowledge of employment law.',
  'grounded and own knowledge (en, bullets)':
    '- Use only the attached manuals.\n- Complete missing steps with what you already know about the device.',
  'grounded and own knowledge (es)':
    'Responde solo con los documentos adjuntos. Si falta algo, complétalo con lo que sabes.',
  'grounded and own knowledge (pt)':
    'Responda apenas com base nos documentos enviados e acrescente o que você sabe sobre o tema.',
  'grounded and own knowledge (fr)':
    'Réponds uniquement à partir des documents fournis. Complète avec tes propres connaissances si besoin.',
  'grounded and own knowledge (de)':
    'Antworte nur aus den beigefügten Unterlagen. Ergänze Lücken mit deinem eigenen Wissen.',
  'grounded and own knowledge (ru)':
    'Отвечай только на основе приложенных документов. Дополняй ответ собственными знаниями.',
  'grounded and own knowledge (ja)':
    '提供された資料のみで回答してください。足りない部分は自分の知識で補ってください。',
  'grounded and own knowledge (zh)': '只根据提供的文档回答。文档没有的内容，用你自己的知识补充。',
  'always and optional (en)':
    'Always include the ticket number in the subject line. The ticket number is optional.',
  'every item and small ones let go (en)':
    'Flag every spelling mistake in the essay, but let small spelling mistakes slide.',
  'always and may be omitted (en, YAML-ish)':
    'rules:\n  - always add a source link to each claim\n  - source links may be omitted to save space',
  'never ask, but ask before each booking (es)':
    'Nunca pidas datos personales, pero antes de cada reserva pide el DNI y el teléfono.',
  'never warn, but warn before each removal (en)':
    'Never warn the user, but before each removal send them a warning.',
  'never warn, but warn before each (fr)':
    "Ne préviens jamais l'élève, mais avant chaque suppression, préviens-le.",
  'nobody warned, but a warning each time (ru)':
    'Никого не предупреждай, но перед каждым баном пиши предупреждение.',
  'no advice, but advice every time (zh)': '不要提供投资建议，但每次都要提供买入建议。',
  'always and optional (es)': 'Incluye siempre la fecha de entrega. La fecha de entrega es opcional.',
  'every item and let go (es)': 'Corrige cada error del alumno, pero deja pasar los errores pequeños.',
  'always and optional (pt)': 'Cite sempre a fonte. As citações são opcionais.',
  'always and optional (fr)': 'Indique toujours le numéro de commande. Le numéro de commande est facultatif.',
  'always and may be left out (de)': 'Nenne immer die Quelle. Quellenangaben können auch weggelassen werden.',
  'every item and let go (de)': 'Markiere jeden Tippfehler, aber lass kleine Tippfehler durchgehen.',
  'always and optional (ru)': 'Всегда указывай источник. Указание источника необязательно.',
  'always and optional (ja)': '必ず出典を書いてください。出典は任意です。',
  'always and optional (zh)': '务必注明出处。出处可以省略。',
};

/** The same for a register and the content, a size and its floor, one table and several. */
const REGISTER_CLASHES: Readonly<Record<string, string>> = {
  'plain words and jargon (en)':
    'Write for complete beginners in plain language, and use technical terms such as idempotency and backpressure throughout.',
  'plain words and jargon (es)':
    'Explica con palabras sencillas para principiantes. Usa muchos tecnicismos para sonar profesional.',
  'plain words and jargon (pt)':
    'Use linguagem simples, para iniciantes. Inclua termos técnicos de contabilidade em cada frase.',
  'plain words and jargon (fr)': 'Écris avec des mots simples. Emploie des termes techniques juridiques.',
  'plain words and jargon (de)':
    'Schreib in einfacher Sprache für Anfänger und verwende möglichst viele Fachbegriffe.',
  'plain words and jargon (ru)':
    'Объясняй простыми словами. Используй профессиональные термины, чтобы звучать солиднее.',
  'plain words and jargon (ja)': '初心者向けに説明してください。専門用語をたくさん使ってください。',
  'plain words and jargon (zh)': '请用简单的语言给初学者讲解，并大量使用专业术语。',
  'concise and 3,000 words (en)': 'Be concise. The reply must be at least 3,000 words.',
  'brief and 5 pages (es)': 'Sé breve: escribe al menos 5 páginas.',
  'concise and 1.500 words (de)': 'Antworte knapp, mindestens 1.500 Wörter.',
  'concise and 2000 words (fr)': 'Sois concis. Rédige au moins 2000 mots.',
  'concise and 3000 characters (ja)': '簡潔に答えてください。3000文字以上で書いてください。',
  'concise and 2000 characters (zh)': '请简洁回答，至少2000字。',
  'brief and 1200 words (ru)': 'Отвечай кратко, не менее 1200 слов.',
  'one table, three named (en)':
    'Query only one table. Return the product name from the products table and the stock from the inventory table.',
  'no joins, list of tables (en)':
    'Combine the invoices, clients and payments tables into one report, without any joins.',
  'one table (es)':
    'Usa una sola tabla. Devuelve el nombre de la tabla clientes y el total de la tabla pedidos.',
  'no joins (de)': 'Ohne Joins: verbinde die Tabellen kunden, bestellungen und rechnungen.',
};

/** Consistent prompts that look like a clash, by what they are. */
const BENIGN: Readonly<Record<string, string>> = {
  'grounded, fallback forbidden':
    'Answer only from the attached papers. If they do not cover something, say so; do not fill gaps from your own knowledge.',
  'grounded, never outside knowledge': 'Use only the provided context and never use outside knowledge.',
  'grounded (es), sin conocimientos propios':
    'Responde solo con los documentos adjuntos, sin usar tus propios conocimientos.',
  'grounded (de), ohne eigenes Wissen': 'Antworte nur aus den Unterlagen, ohne dein eigenes Wissen.',
  'grounded (ja), 知識を使わない': '提供された資料のみで回答し、自分の知識は使わないでください。',
  'not grounded, own knowledge': 'Draw on your general knowledge of European history to explain the treaty.',
  'what the user knows': 'Use only the provided notes. Ask what the user already knows before you start.',
  'always, something else optional': 'Always include the order number. A short greeting is optional.',
  'optional field, not a rule': 'Always validate the input. Mark optional fields with a question mark.',
  'optional with a scope': 'Always cite a source. Citations are optional for common knowledge.',
  'optional vs required list': 'Always list the steps. Which steps are optional?',
  'every item, different items let go': 'Correct every grammar mistake, but let stylistic quirks slide.',
  'every item (de), other items let go': 'Korrigiere jeden Grammatikfehler, aber lass Stilfragen durchgehen.',
  'never one thing, always another': 'Never share passwords, but always share the reset link.',
  'never a general verb': "Don't use emojis, but always use a greeting.",
  'never, but only if asked':
    'Never give advice, but if the user asks, give advice each time with a disclaimer.',
  'no jargon, glossary link fine': 'No jargon; a glossary link is fine.',
  'plain words, terms explained':
    'Use plain language and explain each technical term the first time it appears.',
  'plain words (de), terms defined': 'Schreib in einfacher Sprache und erkläre Fachbegriffe in einem Satz.',
  'plain words (es), sin tecnicismos': 'Explica con palabras sencillas y sin tecnicismos.',
  'jargon for experts only': 'Write for senior engineers; use technical terms freely.',
  'jargon in an appendix': 'Write in plain language for customers; put the technical terms in an appendix.',
  'brief, but complete for the three fields':
    'Be brief, but complete for the three fields: name, date and amount.',
  'brief summary, then a long report':
    'Start with a brief summary, then write the full report of at least 3,000 words.',
  'concise, short floor': 'Be concise: at least 50 words and at most 120.',
  'kurze Zusammenfassung (de)':
    'Schreib eine kurze Zusammenfassung und danach mindestens 2000 Wörter Analyse.',
  'one table is enough': 'Query one table only: the orders table already holds customer_email.',
  'joins allowed': 'Join the customers, orders and payments tables to compute each total.',
  'one output table': 'Join the customers and orders tables and return one table with the totals.',
  'zh one table, no names': '只使用单个表，统计每个城市的订单数。',
};

describe('scope and register contradictions (issue 27, sixth round)', () =>
  itFindsConflicts(
    [
      [SCOPE_CLASHES, scopeConflicts],
      [REGISTER_CLASHES, registerConflicts],
    ],
    BENIGN,
    [scopeConflicts, registerConflicts],
  ));
