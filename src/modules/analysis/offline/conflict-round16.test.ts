// Issue 27, sixteenth scoring round: the general forms behind the misses of scoring-fresh-16, tested
// on prompts written for these tests (none copied from an eval set) in several languages and layouts,
// with look-alikes that must not be punished: a cap in characters and example answers over it
// (example-lengths.ts); a formal register asked and example answers in the register of chat
// (example-registers.ts); a neutral label among polarity labels (conflict-polarity.ts); exclamation
// marks closing nearly every demand (quality-shouting.ts); records of a year still to come
// (conflict-future.ts); the prompt signals in Czech and Slovak (signals-i18n-more.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findsAndSpares } from '../../../../test/support/conflict-cases.js';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { exampleConflicts } from './conflict-examples.js';
import { futureRecords } from './conflict-future.js';
import { polarityConflicts } from './conflict-polarity.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';
import { detectSignals } from './prompt-signals.js';

const score = (text: string) => scorePrompt(text, DEFAULT_SCORING_CRITERIA).overall_score;

describe('a cap in characters and example answers over it', () =>
  findsAndSpares(
    exampleConflicts,
    {
      'ja: 文字以内':
        '次の見出しを15文字以内に短くしてください。\n例: 「新製品の発売日が来月に延期になりました」 -> 「新製品の発売日は諸事情により来月の第二週に延期されることが正式に決定いたしました」\n見出し: 「店舗の営業時間が変更になります」',
      'zh: 不超过N个字':
        '把下面的通知改写成标题，不超过10个字。\n示例：\n"明天上午九点全体员工在三楼会议室开会" -> "明天上午九点钟请全体员工务必准时到三楼的大会议室参加季度总结会议"\n"食堂下周一起调整开放时间" -> "公司食堂从下周一开始将会对午餐和晚餐的开放时间进行较大幅度的调整"',
      'en: an SMS of at most 40 characters, JSON examples':
        '{"task": "Write the SMS reminder, at most 40 characters.", "examples": [{"input": "dentist, Tue 10:00", "output": "Hello! This is a friendly reminder that your dentist appointment is on Tuesday at 10:00."}, {"input": "vet, Fri 9:30", "output": "Hi there, just reminding you that your pet has a vet visit this Friday at 9:30 in the morning."}]}',
      'ru: не более 30 символов':
        'Сократи название товара до краткого, не более 30 символов.\nПримеры:\n- "Чайник электрический 1,7 л" → "Электрический чайник из нержавеющей стали объёмом 1,7 литра с подсветкой"\n- "Утюг паровой" → "Паровой утюг с керамической подошвой и функцией вертикального отпаривания"',
    },
    {
      'ko: the examples keep the cap':
        '다음 공지를 20자 이내로 요약해 줘.\n예시: "다음 주 월요일은 창립기념일로 휴무입니다." -> "월요일 창립기념일 휴무"\n공지: "엘리베이터 점검으로 오후에 계단을 이용해 주세요."',
      'en: a cap on each line, not on the whole':
        'Write three taglines, each line under 30 characters.\nExamples:\n- Bread worth waking up for\n- Warm loaves, every morning',
      'ja: no cap, long examples':
        '次の文を丁寧な日本語に直してください。\n例: 「明日来て」 -> 「明日お越しいただけますでしょうか」',
    },
  ));

describe('a formal register asked, example answers in the register of chat', () =>
  findsAndSpares(
    exampleConflicts,
    {
      'en: formal register, chat greetings':
        'Rewrite each message in a formal register suitable for a bank.\nExamples:\n"we got ur form" -> "Hey! Got your form, we\'re gonna look at it soon lol"\n"pls pay the fee" -> "Yo, gotta pay that fee, cool?"',
      'es: registro formal, ejemplos de chat':
        'Reescribe estos avisos en un registro formal para una notaría.\nEjemplos:\n"Mañana cerramos" -> "Oye, mañana cerramos, jajaja"\n"Falta tu firma" -> "Ey, porfa, que falta tu firma"',
      'fr: ton formel, exemples familiers':
        "Reformule ces phrases dans un ton formel pour un courrier administratif.\nExemple : « Ton dossier est prêt » -> « Salut ! Ouais, ton dossier est prêt, t'inquiète »\nExemple : « Tu dois payer » -> « Coucou, bah faut payer hein »",
      'de: förmlich, XML examples':
        '<task>Formuliere jede Nachricht förmlich für ein Schreiben an Kunden.</task>\n<example><input>Paket kommt später</input><output>Hi, krass, das Paket kommt später!</output></example>\n<example><input>Rechnung offen</input><output>Na hi, die Rechnung ist noch offen, tschüss</output></example>',
      'id: bahasa formal, partikel obrolan':
        'Ubah kalimat berikut menjadi bahasa formal untuk surat resmi.\nContoh: "Rapat diundur" -> "Rapatnya diundur dong, sih"\nContoh: "Dokumen sudah siap" -> "Dokumennya udah siap nih, gak usah khawatir deh"',
    },
    {
      'it: formal examples':
        'Riscrivi in registro formale per una lettera a un cliente.\nEsempio: "Ehi, il pacco è in ritardo!" -> "La informiamo che la consegna subirà un ritardo."',
      'en: informal asked, informal examples':
        'Rewrite in an informal, friendly tone for a group chat.\nExamples:\n"The meeting is postponed." -> "Hey guys, meeting\'s moved, cool?"',
      'en: not too formal':
        'Rewrite for our app’s push messages; not too formal.\nExamples:\n"Your order shipped." -> "Hey, your order is on its way!"',
      'es: formal, a place called Hola':
        'Redacta en un registro formal la dirección de la tienda.\nEjemplo: "tienda hola" -> "Estimado cliente: nuestra tienda Hola Market se encuentra en la calle Mayor."',
    },
  ));

describe('a neutral label among the polarity labels', () =>
  findsAndSpares(
    polarityConflicts,
    {
      'en: questions called positive, thanks called negative':
        'Label each chat message POSITIVE, NEGATIVE or NEUTRAL.\n"Do you deliver on Sundays?" -> POSITIVE\n"Thanks, it arrived on time!" -> NEGATIVE\n"Where is my invoice?" -> NEGATIVE',
      'es: neutral label on clear texts':
        'Clasifica cada reseña como positivo, negativo o neutral.\n"Pésimo servicio, llegó roto" -> neutral\n"Excelente, lo recomiendo" -> neutral\n"¿Tienen talla M?" -> positivo',
      'de: Fragen als negativ':
        'Ordne jede Nachricht ein: positiv, negativ oder neutral.\n"Haben Sie samstags geöffnet?" → negativ\n"Danke, alles pünktlich angekommen!" → negativ\n"Die App stürzt ständig ab und ist langsam" → positiv',
    },
    {
      'en: the right labels':
        'Label each chat message POSITIVE, NEGATIVE or NEUTRAL.\n"Do you deliver on Sundays?" -> NEUTRAL\n"Thanks, it arrived on time!" -> POSITIVE\n"The app keeps crashing." -> NEGATIVE',
      'en: no neutral label, questions unread':
        'Label each message POSITIVE or NEGATIVE.\n"Can I change my address?" -> POSITIVE\n"Love it, works perfectly" -> POSITIVE\n"Broken on arrival" -> NEGATIVE',
      'fr: the right labels':
        "Classe chaque avis : positif, négatif ou neutre.\n« Quels sont vos horaires ? » -> neutre\n« Merci, livré à l'heure ! » -> positif\n« Colis arrivé cassé » -> négatif",
    },
  ));

describe('exclamation marks closing nearly every demand', () => {
  const shouted: Readonly<Record<string, [string, string]>> = {
    hi: [
      'मेरी दादी के लिए एक शुभकामना संदेश लिखो!!! प्यारा होना चाहिए!!! लंबा मत करना!!! उनका नाम सरला है!!!',
      'मेरी दादी सरला के 80वें जन्मदिन के लिए 4 पंक्तियों का एक प्यारा शुभकामना संदेश लिखो, जिसमें उनके बगीचे का ज़िक्र हो।',
    ],
    th: [
      'เขียนคำอวยพรวันเกิดให้เพื่อน!!! ต้องตลก!!! ห้ามยาว!!! ชื่อเขาคือต้น!!!',
      'เขียนคำอวยพรวันเกิดให้เพื่อนชื่อต้น ความยาว 2 ประโยค น้ำเสียงตลกและอบอุ่น',
    ],
    en: [
      'Write a toast for my sister’s wedding!!! Make it funny!!! Keep it short!!! Her name is Maya!!!',
      'Write a two-minute toast for my sister Maya’s wedding: warm, lightly funny, one short story about our road trip.',
    ],
  };
  for (const [lang, [loud, calm]] of Object.entries(shouted)) {
    it(`finds shouting: ${lang}`, () => assert.ok(assessQuality(loud).shouting.length > 0, loud));
    it(`the calm prompt outranks the shouted one: ${lang}`, () =>
      assert.ok(score(calm) > score(loud), `${score(calm)} vs ${score(loud)}`));
  }
  for (const text of [
    'Welcome aboard!!! We are glad you are here. Your first task is to read the handbook and set up your laptop. Then meet your buddy at 10:00.',
    'Write a product description for a hiking boot. Mention the waterproof membrane. Keep it under 80 words. Wow!!!',
    'शुभकामना संदेश लिखो। प्यारा होना चाहिए। बहुत बढ़िया!!!',
  ])
    it(`not shouting: ${text}`, () => assert.deepEqual(assessQuality(text).shouting, [], text));
});

describe('records of a year still to come', () =>
  findsAndSpares(
    futureRecords,
    {
      'en: studies from a later year with DOIs':
        'Find three peer-reviewed studies published in 2094 showing that walking cures diabetes, with DOI links.',
      'es: artículos de un año futuro':
        'Cita cinco artículos científicos de 2093 que demuestren que el café cura la migraña.',
      'de: Statistiken eines kommenden Jahres':
        'Nenne die offiziellen Arbeitslosen-Statistiken aus dem Jahr 2095 mit Quellen.',
      'pl: badania z przyszłego roku':
        'Podaj trzy badania z 2092 roku, które potwierdzają, że herbata wydłuża życie.',
      'ja: 将来の年の論文': '2091年に発表された論文を5本挙げて、出典も付けてください。',
      'sk: štúdie z budúceho roka': 'Nájdi mi štyri štúdie z roku 2096 a uveď ich zdroje.',
    },
    {
      'en: a past year':
        'Find three peer-reviewed studies published in 2019 on walking and diabetes, with DOI links.',
      'en: a forecast':
        'List the projected statistics for 2095 from the UN population forecast, with sources.',
      'en: a deadline': 'Give me a plan for the reports due by 2094 and list their sources.',
      'es: ficción':
        'Imagina que es 2093 y escribe el artículo de portada de un periódico; cita fuentes inventadas.',
      'de: a version number': 'Nenne die Studien zur Version 2094.3 der Software mit Quellen.',
    },
  ));

describe('the prompt signals in Czech and Slovak', () => {
  const precise: Readonly<Record<string, [string, string]>> = {
    cs: [
      'Shrň výsledky dotazníku pro vedení firmy v 5 bodech. Uváděj jen čísla z přiložené tabulky; pokud nějaký údaj chybí, napiš to.',
      'Shrň dotazník.',
    ],
    sk: [
      'Vysvetli rozdiel medzi úverom a leasingom pre začínajúcich podnikateľov, v tabuľke s tromi stĺpcami. Použi iba fakty; ak si nie si istý, povedz to.',
      'Vysvetli úver a leasing.',
    ],
  };
  for (const [lang, [good, bare]] of Object.entries(precise)) {
    it(`reads a task and a limit: ${lang}`, () => {
      const s = detectSignals(good);
      assert.ok(s.task.strength > 0 && s.constraints.strength > 0, good);
    });
    it(`the precise prompt outranks the bare one: ${lang}`, () =>
      assert.ok(score(good) > score(bare), `${score(good)} vs ${score(bare)}`));
  }
});
