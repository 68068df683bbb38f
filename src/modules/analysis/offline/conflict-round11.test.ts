// Issue 27, eleventh scoring round: the general forms behind the misses of scoring-fresh-11, tested
// on prompts written for these tests (none copied from an eval set) in several languages, with
// precise look-alikes that must not be punished. Shouting with words where a script has no capitals
// and pressure in place of rules (quality-shouting.ts, quality-effects.ts); one layout only and
// another asked, running prose forbidden and asked (conflict-content.ts); a whole answer of a few
// dozen words that must cover everything, a source "below" that is not a second part
// (conflict-budgets.ts); an audience of children or beginners and content only experts follow
// (conflict-audiences.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findsAndSpares } from '../../../../test/support/conflict-cases.js';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { audienceConflicts } from './conflict-audiences.js';
import { budgetConflicts } from './conflict-budgets.js';
import { contentConflicts } from './conflict-content.js';
import { scorePrompt } from './criterion-checks.js';
import { findShouting } from './quality-shouting.js';

const score = (text: string) => scorePrompt(text, DEFAULT_SCORING_CRITERIA).overall_score;

const SHOUTED: Readonly<Record<string, string>> = {
  'Arabic: exclamation runs, "very important", a plea': `لخّص هذا المقال!!! مهم جداً!!! لا تخطئ في الأرقام!!! أريد ملخصاً رائعاً!!!

{{المقال}}`,
  'Chinese: 非常非常重要 and 千万不要出错':
    '把这份报告翻译成英文！！！非常非常重要！！！千万不要出错！！！一定要完美！！！\n\n{{报告}}',
  'Japanese: 超重要 and 間違えるな':
    'このメールに返信して！！！超重要！！！絶対に間違えないで！！！失礼のないように！！！\n\n{{メール}}',
  'Hindi: बहुत ज़रूरी and a plea': 'इस ईमेल का जवाब लिखो!!! बहुत ज़रूरी है!!! गलती मत करना!!! जल्दी!!!',
  'English: threats in capitals':
    'FIX THIS SQL QUERY!!! IF YOU GET IT WRONG YOU WILL BE FIRED!!! DO NOT MAKE ANY MISTAKES!!!\n\n{{query}}',
  'Spanish: pressure without capitals':
    'Corrige este texto!!! Es muy importante!!! No cometas ningún error!!! Si fallas será un desastre!!!',
  'Portuguese: pressure and exclamations':
    'Revise este contrato!!! É muito importante!!! Não erre nada!!! Sem erros!!!',
  'French: pressure and exclamations':
    'Traduis ce menu !!! C’est très important !!! Ne fais aucune erreur !!! Vraiment !!!',
  'German: pressure in capitals':
    'SCHREIB DIE ANTWORT AN DEN KUNDEN!!! SEHR WICHTIG!!! MACH KEINE FEHLER!!! SOFORT!!!',
  'Russian: очень-очень важно': 'Проверь этот код!!! Это очень-очень важно!!! Не ошибись!!! Срочно!!!',
};

const PRECISE: Readonly<Record<string, string>> = {
  'capital acronyms in a precise spec (en)': `Parse the HTTP access log line into JSON with the fields "ip", "method", "path", "status" (integer) and "ts" (ISO 8601, UTC). Methods are GET, POST, PUT, PATCH or DELETE. Return only the JSON object.`,
  'one legitimate IMPORTANT label (en)': `You classify support e-mails for an API product.
IMPORTANT: answer with one of BILLING, OUTAGE, ACCOUNT, OTHER and nothing else.
If the e-mail mentions a 5xx error or downtime, answer OUTAGE.`,
  'one "very important" rule, calm (en)':
    'Summarise the incident report for the on-call engineer in 5 bullets. It is very important that every timestamp stays in UTC.',
  'XML-tagged prompt with capital tag names (en)': `<TASK>Extract the invoice number, date and total.</TASK>
<FORMAT>{"number": string, "date": "YYYY-MM-DD", "total": number}</FORMAT>
<RULES>If a field is missing, use null. No other text.</RULES>`,
  'Arabic precise prompt with one label': `ترجم رسالة العميل أدناه إلى الإنجليزية.
مهم: احتفظ بأرقام الطلبات كما هي (مثل: ORD-2291).
أعد الترجمة فقط.

{{الرسالة}}`,
  'Chinese precise prompt with one 重要':
    '请把下面的产品说明翻译成英文，保留型号（如 XR-200）不变。重要：只输出译文，不要解释。\n\n{{说明}}',
  'Japanese precise prompt with an exclamation':
    '以下の議事録を3つの箇条書きで要約してください！各項目は40文字以内、決定事項と担当者を必ず含めること。',
  'Spanish "muy importante" once, calm':
    'Resume el acta en 4 viñetas para la directora. Muy importante: conserva las cifras exactas.',
};

describe('shouting in any script: pressure is a mark, and it is not a rule', () => {
  for (const [kind, text] of Object.entries(SHOUTED))
    it(`finds shouting (${kind})`, () => assert.notDeepEqual(findShouting(text), [], text));
  for (const [kind, text] of Object.entries(PRECISE))
    it(`does not flag: ${kind}`, () => assert.deepEqual(findShouting(text), [], text));

  it('names the pressure in the feedback', () =>
    assert.match(
      scorePrompt(SHOUTED['Arabic: exclamation runs, "very important", a plea']!, DEFAULT_SCORING_CRITERIA)
        .summary.overall_feedback,
      /pressure instead of rules/,
    ));

  const pairs: Readonly<Record<string, [calm: string, shouted: string]>> = {
    'Arabic translation': [
      `ترجم النص أدناه من العربية إلى الفرنسية لكتيّب متحف. حافظ على أسماء القطع كما هي، واكتب التواريخ بالأرقام. الأسلوب: واضح ومحايد. أعد الترجمة فقط.

{{النص}}`,
      `ترجم هذا النص إلى الفرنسية!!! مهم جداً جداً!!! لا تخطئ أبداً!!!! أريد ترجمة رائعة!!!

{{النص}}`,
    ],
    'English summary with threats': [
      'Summarise the lease below for a tenant who signs tomorrow. List, with the clause number for each: rent and increases, deposit, notice periods and who pays repairs. Quote the exact figures; if a topic is missing, write "not in lease".\n\n{{LEASE}}',
      'YOU MUST SUMMARISE THIS LEASE!!! DO NOT MISS ANYTHING!!! THIS IS EXTREMELY CRITICAL AND IF YOU GET IT WRONG IT WILL BE A DISASTER!!! NEVER EVER MAKE MISTAKES!!!\n\n{{LEASE}}',
    ],
    'Chinese translation': [
      '把下面的客服回复翻译成英文，读者是美国客户。保留订单号原样，语气礼貌简洁，只输出译文。\n\n{{回复}}',
      '把这个翻译成英文！！！非常非常重要！！！千万不要出错！！！一定要完美！！！\n\n{{回复}}',
    ],
  };
  for (const [name, [calm, shouted]] of Object.entries(pairs))
    it(`a calm precise prompt outranks the shouted one (${name})`, () =>
      assert.ok(score(calm) > score(shouted), `${score(calm)} vs ${score(shouted)}`));
});

const LAYOUT_CLASHES: Readonly<Record<string, string>> = {
  'bullets only, then flowing paragraphs (en)':
    'Write release notes for version 4.2. Use bullet points only, no prose. Present them as flowing paragraphs, like a blog post.',
  'bullets only, then a letter (en)':
    'Explain the new leave policy. Bullet points only. Write it as a personal letter to each employee.',
  'solo viñetas y texto corrido (es)':
    'Resume la reunión. Usa solo viñetas. Redáctalo como texto corrido para el boletín.',
  'apenas tópicos e texto corrido (pt)':
    'Descreva o produto. Use apenas marcadores. Escreva em texto corrido, sem quebras.',
  'uniquement des puces et un texte suivi (fr)':
    'Présente le projet. Uniquement des puces. Rédige-le sous forme de texte suivi.',
  'nur Stichpunkte und Fließtext (de)':
    'Fasse den Bericht zusammen. Nur Stichpunkte. Schreib ihn als Fließtext für die Website.',
  'только список и связный текст (ru)':
    'Опиши маршрут. Только маркированным списком. Затем изложи всё в виде связного текста.',
  '箇条書きのみと文章形式 (ja)':
    '新製品を紹介してください。箇条書きのみで書くこと。文章形式で書いてください。',
  '只用项目符号和段落 (zh)': '介绍这家餐厅。只用项目符号列出。写成连贯的段落。',
};
const LAYOUT_LOOKALIKES: Readonly<Record<string, string>> = {
  'bullets only, one layout (en)':
    'Summarise the meeting in bullet points only, at most 6, each under 15 words.',
  'prose and no bullets agree (en)': 'Write the product story in prose. No bullet points, no headings.',
  'a table only, a letter under a condition (en)':
    'Return a table only. If the user asks for a letter, explain that you only produce tables.',
  'bullets for the summary, paragraphs for the body (en)':
    'Start with a summary in bullets. Then write the body as paragraphs of 3 sentences each.',
  'solo viñetas, coherente (es)': 'Enumera los riesgos del proyecto solo con viñetas, máximo 5.',
  'Fließtext verboten, Stichpunkte verlangt (de)':
    'Kein Fließtext: antworte in Stichpunkten, höchstens fünf.',
  'bullets only where they help, prose where possible (en)':
    'Use bullet points only where they help the reader scan. Write the explanation in prose where possible.',
  'a table only for one part (en)':
    'Use a table only for the price comparison. Write everything else as flowing paragraphs.',
};

describe('one layout only and another asked for, running prose forbidden and asked for', () =>
  findsAndSpares(contentConflicts, LAYOUT_CLASHES, LAYOUT_LOOKALIKES));

const SMALL_BUT_EVERYTHING: Readonly<Record<string, string>> = {
  'under 50 words, every setting and edge case (en)':
    'Write the admin manual for our router. Be extremely detailed and cover every setting and edge case. Keep it under 50 words.',
  'at most 60 words, every clause verbatim (en)':
    'Summarise the agreement in at most 60 words, quoting every clause from the document below verbatim.',
  'under 30 words with the sheet below (en)':
    'Describe the blender in under 30 words and list all 12 features from the sheet below word for word.',
  'máximo 50 palabras y todo en detalle (es)':
    'Explica el reglamento en máximo 50 palabras y describe cada artículo en detalle.',
};
const SMALL_LOOKALIKES: Readonly<Record<string, string>> = {
  'a short summary, then the details below it (en)':
    'Start with a summary of under 50 words, then cover every setting in detail below it.',
  'each item under 30 words (en)': 'List all 12 features from the sheet below, each in under 30 words.',
  'a cap of 200 words with every section (en)':
    'Summarise the report in at most 200 words and mention every section by its title.',
};

describe('a whole answer of a few dozen words that must hold everything', () =>
  findsAndSpares(budgetConflicts, SMALL_BUT_EVERYTHING, SMALL_LOOKALIKES));

const AUDIENCE_CLASHES: Readonly<Record<string, string>> = {
  en: 'Explain how vaccines work to a group of 6-year-olds, including the full proofs of the epidemic model.',
  es: 'Explica la relatividad a niños de primaria con todas las demostraciones matemáticas.',
  pt: 'Explique criptografia para crianças e inclua todas as demonstrações matemáticas.',
  fr: 'Explique les impôts à des enfants de 8 ans avec toutes les formules.',
  de: 'Erkläre Zinseszins für Grundschüler mit allen mathematischen Herleitungen.',
  it: 'Spiega la gravità ai bambini con tutte le dimostrazioni matematiche.',
  ru: 'Объясни детям, как работает GPS, приведи все формулы и математические выводы.',
  ja: '小学生にもわかるように、数式の証明をすべて含めて相対性理論を説明してください。',
  zh: '给小学生讲解区块链，必须包含完整的证明和所有公式。',
  ar: 'اشرح الذكاء الاصطناعي للأطفال مع براهين رياضية كاملة.',
};
const AUDIENCE_LOOKALIKES: Readonly<Record<string, string>> = {
  'children, formulas forbidden (en)':
    'Explain how rainbows form to children. Do not use formulas or mathematical derivations.',
  'proofs in an appendix for teachers (en)':
    'Explain fractions to children. In an appendix for teachers, add the formal proofs.',
  'experts and proofs (en)': 'Prove the theorem for graduate students, with full proofs of every lemma.',
  '初中生, 不要写公式 (zh)': '用大约150字，向初中生解释量子计算。用一个生活中的比喻，不要写公式。',
  'niños, sin fórmulas (es)':
    'Explica el arcoíris a niños de 8 años, sin fórmulas ni demostraciones matemáticas.',
};

describe('an audience that cannot follow the content asked for', () =>
  findsAndSpares(audienceConflicts, AUDIENCE_CLASHES, AUDIENCE_LOOKALIKES));
