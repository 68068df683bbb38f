// Issue 27, thirteenth scoring round: the general forms behind the misses of scoring-fresh-13,
// tested on prompts written for these tests (none copied from an eval set) in several languages,
// with look-alikes that must not be punished: minimums that add up to more than the whole
// (conflict-sums.ts); the answer's own size against everything in detail (conflict-budgets.ts);
// templates with a separator, more date templates and one-tag XML examples (conflict-examples.ts,
// example-answers.ts); one language only and another written (conflict-traits.ts); padding in
// Indonesian, Italian, Polish and Turkish (quality-padding.ts); keyword runs in scripts without a
// function-word list (quality-stuffing.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findsAndSpares, padsAndSpares } from '../../../../test/support/conflict-cases.js';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { budgetConflicts } from './conflict-budgets.js';
import { exampleConflicts } from './conflict-examples.js';
import { minimumsOverWhole } from './conflict-sums.js';
import { traitConflicts } from './conflict-traits.js';
import { scorePrompt } from './criterion-checks.js';
import { findPadding } from './quality-padding.js';
import { findStuffing } from './quality-stuffing.js';

const score = (text: string) => scorePrompt(text, DEFAULT_SCORING_CRITERIA).overall_score;

describe('minimums that add up to more than the whole', () =>
  findsAndSpares(
    minimumsOverWhole,
    {
      'en: a voucher code':
        'Create a voucher code that is exactly 5 characters long. It needs at least 2 letters, 2 digits and 2 symbols.',
      'de: Kennwort':
        'Erzeuge ein Kennwort mit genau 7 Zeichen: mindestens 3 Kleinbuchstaben, 3 Ziffern und 2 Sonderzeichen.',
      'es: clave':
        'La clave debe tener como máximo 8 caracteres y al menos 4 mayúsculas, 3 números y 2 símbolos.',
      'ru: код': 'Код ровно 5 символов, минимум 3 буквы и 3 цифры.',
      'ja: パスワード':
        'パスワードは6文字ちょうどにしてください。大文字3文字以上、数字2文字以上、記号2文字以上を含めること。',
      'fr: identifiant': "Un identifiant d'exactement 6 caractères avec au moins 3 lettres et 4 chiffres.",
    },
    {
      'en: the parts fit':
        'Create a voucher code of exactly 10 characters with at least 2 letters, 2 digits and 2 symbols.',
      'en: parts offered as options': 'A code of exactly 6 characters with at least 4 digits or 4 letters.',
      'de: a floor on the whole':
        'Das Passwort hat mindestens 12 Zeichen, davon mindestens 2 Ziffern und 2 Sonderzeichen.',
      'es: no whole': 'La contraseña debe incluir al menos 4 mayúsculas, 4 dígitos y 4 símbolos.',
    },
  ));

describe("the answer's own size against everything in detail", () =>
  findsAndSpares(
    budgetConflicts,
    {
      'en: a 12-word sentence':
        'Write a 12-word sentence that summarises the lease and names every party by name.',
      'en: one brief sentence, an exhaustive breakdown':
        'Reply in one brief sentence.\nGive an exhaustive, step-by-step breakdown of each pricing option.',
      'ar: في حدود 40 كلمة': 'لخّص التقرير في حدود 40 كلمة واشرح كل بند بالتفصيل.',
      'hi: 30 शब्दों में': 'इस नीति को 30 शब्दों में समझाइए और हर नियम को विस्तार से बताइए।',
      'id: maksimal 20 kata': 'Jelaskan kontrak ini maksimal 20 kata, secara rinci untuk setiap pasal.',
      'tr: en fazla 25 kelime':
        'Raporu en fazla 25 kelime ile özetle ve her bölümü ayrıntılı bir şekilde açıkla.',
      'es: en 10 palabras': 'Cuenta la novela en 10 palabras y explica detalladamente cada capítulo.',
    },
    {
      'en: a 10-word headline, then the details':
        'Write a 10-word headline. Then explain the study in detail in a second section.',
      'ar: a cap and a focus': 'اكتب ملخصاً في حدود 50 كلمة يركّز على الفكرة الرئيسية والنتيجة.',
      'id: a cap alone': 'Ringkas artikel ini maksimal 40 kata untuk pembaca umum.',
    },
  ));

describe('example answers against a template, a date template or in XML attributes', () =>
  findsAndSpares(
    exampleConflicts,
    {
      'en: City, Country': `Normalise each location to the format 'City, Country'.
Examples:
paris france -> France/Paris
tokyo -> TOKYO JP
Location: {loc}`,
      'de: Nachname, Vorname': `Schreibe jeden Namen im Format „Nachname, Vorname“.
Beispiele:
anna schmidt → Anna Schmidt
peter meier → MEIER Peter
Name: {name}`,
      'es: Ciudad / País': `Devuelve el destino en el formato 'Ciudad / País'.
Ejemplos:
lima peru → Lima, Perú
quito → Ecuador - Quito
Destino: {destino}`,
      'pl: DD.MM.RRRR': `Zamień daty na format DD.MM.RRRR.
Przykłady:
"5 maja 2024" → 2024-05-05
"1/2/2023" → 2 lutego 2023
Data: {data}`,
      'en: XML attribute examples': `<task>Convert each date to DD/MM/YYYY.</task>
<examples>
  <example input="March 3, 2024" output="2024-03-03"/>
  <example input="7 July 2023" output="July 7th"/>
</examples>`,
      'tr: XML, örnek etiketleri': `<gorev>Tarihi GG/AA/YYYY olarak yaz.</gorev>
<ornek girdi="4 Mayıs 2024" cikti="2024.05.04"/>
<ornek girdi="9 Ocak 2023" cikti="Ocak 9"/>`,
    },
    {
      'en: examples that follow the template': `Normalise each location to the format 'City, Country'.
Examples:
paris france -> Paris, France
tokyo -> Tokyo, Japan
Location: {loc}`,
      'de: Vorlage eingehalten': `Schreibe jeden Namen im Format „Nachname, Vorname“.
Beispiele:
anna schmidt → Schmidt, Anna
peter meier → Meier, Peter`,
      'en: XML attributes that keep the date format': `<task>Convert each date to DD/MM/YYYY.</task>
<examples>
  <example input="March 3, 2024" output="03/03/2024"/>
  <example input="7 July 2023" output="07/07/2023"/>
</examples>`,
      'en: a template with no separator': `Reply in the format 'Yes' or 'No'.
Examples:
Is the sky blue? -> Yes`,
    },
  ));

describe('one language only, and another written', () =>
  findsAndSpares(
    traitConflicts,
    {
      'ar: only Standard Arabic, then French': 'أجب باللغة العربية فقط. اكتب الخاتمة بالفرنسية.',
      'de: nur Deutsch, dann Englisch':
        'Antworte nur auf Deutsch. Verfasse die Zusammenfassung auf Englisch.',
      'fr: uniquement français, puis anglais':
        'Réponds uniquement en français. Rédige la conclusion en anglais.',
      'zh: 只用中文, 用英文写': '只用中文回答。用英文写结论。',
      'es: solo español, luego inglés': 'Contesta solo en español. Escribe el resumen en inglés.',
    },
    {
      'es: a condition': 'Contesta solo en español. Si el cliente lo pide, escribe el resumen en inglés.',
      'de: a translation': 'Antworte nur auf Deutsch. Übersetze danach das Zitat auf Englisch.',
      'fr: the same language twice': 'Réponds uniquement en français. Rédige la conclusion en français.',
    },
  ));

describe('padding in Indonesian, Italian, Polish and Turkish', () =>
  padsAndSpares(
    findPadding,
    score,
    {
      id: 'Halo, semoga harimu menyenangkan. Jadi begini, saya mau bertanya soal resep. Pertanyaan saya adalah berapa lama merebus telur setengah matang? Maksud saya telur ayam biasa. Terima kasih banyak sebelumnya!',
      it: 'Ciao, spero che tu stia bene. Allora, diciamo che vorrei sapere una cosa, cioè come si calcola l’IVA al 22% su 150 euro. In pratica mi serve il totale. Grazie in anticipo!',
      pl: 'Dzień dobry, zastanawiałem się, w sumie, jak przeliczyć 30 stopni Celsjusza na Fahrenheita. No wiesz, chodzi o pogodę. Z góry dziękuję!',
      tr: 'Merhaba, aslında yani şöyle ki, 120 doları euroya çevirmek istiyorum. Zahmet olmazsa kurla birlikte yazar mısın? Şimdiden teşekkürler!',
    },
    {
      id: 'Berapa menit merebus telur ayam setengah matang?',
      it: 'Calcola l’IVA al 22% su 150 euro e dammi il totale.',
      pl: 'Przelicz 30 °C na °F.',
      tr: '120 doları bugünkü kurla euroya çevir.',
    },
    {
      'id: one thanks':
        'Terima kasih. Terjemahkan paragraf berikut ke bahasa Inggris formal, maksimal 100 kata.',
      'it: a plain request': 'Scrivi una mail di 80 parole per spostare la riunione a giovedì alle 15.',
      'tr: a plain request': 'Bu metni 3 madde halinde özetle ve her maddeyi tek cümle yap.',
    },
  ));

describe('keyword runs in scripts without a function-word list', () => {
  for (const [name, text] of Object.entries({
    ar: 'اكتب رسالة قصيرة للعميل تشرح سبب تأخير الشحنة وموعد التسليم الجديد بلغة مهذبة وواضحة',
    he: 'כתוב הודעה קצרה ללקוח שמסבירה את עיכוב המשלוח ואת מועד המסירה החדש בשפה מנומסת',
    hi: 'ग्राहक के लिए एक छोटा संदेश लिखिए जिसमें शिपमेंट देरी कारण और नई डिलीवरी तारीख स्पष्ट हो',
  }))
    it(`plain prose is not stuffing: ${name}`, () => assert.deepEqual(findStuffing(text), [], text));
  it('a Latin keyword run still is', () =>
    assert.ok(
      findStuffing(
        'Write blog post SEO viral trending catchy engaging amazing best ultimate guide tips tricks hacks',
      ).length > 0,
    ));
});
