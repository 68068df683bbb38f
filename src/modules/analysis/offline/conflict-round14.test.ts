// Issue 27, fourteenth scoring round: the general forms behind the misses of scoring-fresh-14,
// tested on prompts written for these tests (none copied from an eval set) in several languages,
// with look-alikes that must not be punished: one word or label and its values after a colon, and
// answers in small letters (conflict-examples.ts); word and sentence caps in Turkish, Indonesian,
// Dutch, Swedish and Polish against the example answers; Nordic, Finnish and Hungarian date
// templates and "ISO format" dates; two languages for one answer (conflict-traits.ts); nothing left
// out in three sentences at most (conflict-budgets.ts); recaps announced as reminders, and what
// padding costs a role said among it (quality-padding.ts, quality-effects.ts).
import { describe } from 'node:test';
import { findsAndSpares, padsAndSpares } from '../../../../test/support/conflict-cases.js';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { budgetConflicts } from './conflict-budgets.js';
import { exampleConflicts } from './conflict-examples.js';
import { traitConflicts } from './conflict-traits.js';
import { scorePrompt } from './criterion-checks.js';
import { findPadding } from './quality-padding.js';

const score = (text: string) => scorePrompt(text, DEFAULT_SCORING_CRITERIA).overall_score;

describe('one word or label and its values, and example answers outside them', () =>
  findsAndSpares(
    exampleConflicts,
    {
      'en: one lowercase label':
        'Tag each support ticket. Reply with exactly one lowercase label: billing, shipping or other.\n\nExamples:\nTicket: "I was charged twice." -> Billing issue, urgent\nTicket: "Where is my parcel?" -> delivery\nTicket: "Can I change my e-mail?" -> other',
      'es: una sola palabra':
        'Clasifica la urgencia del mensaje. Responde con una sola palabra: alta, media o baja.\n\nEjemplos:\n"Se cayó el servidor de pagos" -> Urgentísimo, llamar ya\n"¿Cambian el logo?" -> poca\n"La factura tiene un error" -> media',
      'de: ein einziges Wort':
        'Bestimme die Stimmung der Bewertung. Antworte mit einem einzigen Wort: positiv, negativ oder neutral.\n\nBeispiele:\n"Super Akku!" -> Sehr positiv, der Kunde ist begeistert\n"Kam kaputt an." -> schlecht\n"Geht so." -> neutral',
      'nl: één woord':
        'Beoordeel of de klant een terugbetaling vraagt. Antwoord met één woord: ja of nee.\n\nVoorbeelden:\n"Ik wil mijn geld terug." -> Ja, zeker\n"Waar blijft mijn pakket?" -> misschien\n"Graag een refund." -> ja',
      'en: lowercase only, capitals in the examples':
        'Return only the country code in lowercase.\n\nExamples:\nBerlin -> DE\nLyon -> FR\nOsaka -> jp',
    },
    {
      'en: the examples keep the set':
        'Tag each support ticket. Reply with exactly one lowercase label: billing, shipping or other.\n\nExamples:\nTicket: "I was charged twice." -> billing\nTicket: "Where is my parcel?" -> shipping\nTicket: "Can I change my e-mail?" -> other',
      'es: one item is not a set':
        'Responde con una sola palabra: el nombre del producto.\n\nEjemplos:\n"Quiero devolver las zapatillas Runner" -> Runner\n"El Kettle X no calienta" -> Kettle',
      'de: bad examples marked as bad':
        'Antworte mit einem einzigen Wort: positiv, negativ oder neutral.\n\nFalsche Beispiele:\n"Super Akku!" -> Sehr positiv, der Kunde ist begeistert\n"Kam kaputt an." -> schlecht',
      'en: lowercase codes kept':
        'Return only the country code in lowercase.\n\nExamples:\nBerlin -> de\nLyon -> fr\nOsaka -> jp',
    },
  ));

describe('a cap on the answer in more languages, and longer example answers', () =>
  findsAndSpares(
    exampleConflicts,
    {
      'tr: en fazla 6 kelime':
        'Ürün yorumları için en fazla 6 kelimelik başlıklar yaz.\n\nÖrnekler:\nYorum: Kargo çok hızlıydı. -> Başlık: Kargo o kadar hızlı geldi ki gözlerime inanamadım, herkese tavsiye ederim\nYorum: Kutu ezik geldi. -> Başlık: Kutunun ezik gelmesi beni çok ama çok üzdü ve hayal kırıklığına uğrattı',
      'id: maksimal 5 kata':
        'Buat judul berita maksimal 5 kata.\n\nContoh:\nBerita: Harga beras naik 10 persen. -> Judul: Harga beras di seluruh pasar tradisional naik tajam sepuluh persen minggu ini\nBerita: Jalan tol baru dibuka. -> Judul: Jalan tol baru akhirnya resmi dibuka untuk umum oleh pemerintah',
      'nl: maximaal 6 woorden':
        'Schrijf een onderwerpregel van maximaal 6 woorden.\n\nVoorbeelden:\nMail: vergadering verplaatst -> Onderwerp: De vergadering van dinsdag is helaas verplaatst naar donderdagmiddag om drie uur\nMail: factuur -> Onderwerp: Hierbij sturen wij u de factuur van de maand maart toe',
      'sv: högst 1 mening':
        'Sammanfatta recensionen på högst 1 mening.\n\nExempel:\nRecension: Bra hotell. -> Hotellet var bra. Frukosten var god. Personalen var trevlig.\nRecension: Dålig service. -> Servicen var dålig. Vi väntade länge. Ingen hjälpte oss.',
    },
    {
      'tr: the examples keep the cap':
        'Ürün yorumları için en fazla 6 kelimelik başlıklar yaz.\n\nÖrnekler:\nYorum: Kargo çok hızlıydı. -> Başlık: Şaşırtıcı derecede hızlı kargo\nYorum: Kutu ezik geldi. -> Başlık: Kutu ezik teslim edildi',
      'id: a cap on each part':
        'Buat ringkasan dengan tiga poin, setiap poin maksimal 5 kata.\n\nContoh:\nTeks: rapat anggaran -> Ringkasan: Anggaran disetujui. Tenggat diundur. Tim baru dibentuk.',
      'nl: bad examples marked':
        'Schrijf een onderwerpregel van maximaal 6 woorden.\n\nFout:\nMail: vergadering verplaatst -> Onderwerp: De vergadering van dinsdag is helaas verplaatst naar donderdagmiddag om drie uur',
    },
  ));

describe('more date templates against example answers', () =>
  findsAndSpares(
    exampleConflicts,
    {
      'sv: ÅÅÅÅ-MM-DD':
        'Plocka ut leveransdatumet och skriv det som ÅÅÅÅ-MM-DD. Skriv bara datumet.\n\nExempel:\n"Paketet kommer den 2 maj 2025." -> 02/05/2025\n"Vi levererar 14 juni 2024." -> Leveransen sker 14 juni 2024',
      'fi: VVVV-KK-PP':
        'Poimi eräpäivä ja kirjoita se muodossa VVVV-KK-PP.\n\nEsimerkit:\n"Eräpäivä on 3.5.2025" -> 3.5.2025\n"Maksa 12.6.2024 mennessä" -> 12.6.2024',
      'en: dates in ISO format':
        'Extract the due date and write the date in ISO format.\n\nExamples:\n"Due on March 3, 2025" -> 03/03/2025\n"Pay by 12 June 2024" -> June 12, 2024',
    },
    {
      'sv: the examples keep the template':
        'Plocka ut leveransdatumet och skriv det som ÅÅÅÅ-MM-DD. Skriv bara datumet.\n\nExempel:\n"Paketet kommer den 2 maj 2025." -> 2025-05-02\n"Vi levererar 14 juni 2024." -> 2024-06-14',
      'en: ISO format of something else':
        'Return the country as an ISO format code.\n\nExamples:\nGermany -> DE\nFrance -> FR',
      'en: dates in ISO format, kept':
        'Extract the due date and write the date in ISO format.\n\nExamples:\n"Due on March 3, 2025" -> 2025-03-03\n"Pay by 12 June 2024" -> 2024-06-12',
    },
  ));

describe('two languages for one answer', () =>
  findsAndSpares(
    traitConflicts,
    {
      'id: gunakan … tulis dalam':
        'Gunakan bahasa Inggris agar mudah dibaca. Tulis dalam bahasa Indonesia yang santai.',
      'en: use … write in': 'Use English so the head office can read it. Write the report in Spanish.',
      'es: usa … escribe en': 'Usa el inglés para el equipo global. Escribe el correo en español.',
      'de: verwende … schreibe auf':
        'Verwende Englisch für das ganze Team. Schreibe die Zusammenfassung auf Deutsch.',
    },
    {
      'id: one language, said twice':
        'Gunakan bahasa Indonesia baku. Tulis dalam bahasa Indonesia yang sopan.',
      'en: terms in English, the answer in Spanish':
        'Use English terms for the code names. Write the report in Spanish.',
      'en: a translation':
        'Use English for the draft. Then translate it and write the final version in French.',
      'es: under a condition': 'Escribe en español. Si el cliente escribe en inglés, usa el inglés.',
    },
  ));

describe('nothing left out in three sentences at most', () =>
  findsAndSpares(
    budgetConflicts,
    {
      'id: semua poin harus masuk':
        'Ringkas laporan ini. Semua poin harus masuk. Ringkasan paling banyak dua kalimat.',
      'en: no detail left out':
        "Summarize the call. Don't leave out any detail. Use at most three sentences.",
      'es: no omitas ningún detalle': 'Resume el acta. No omitas ningún detalle. Máximo tres frases.',
      'de: kein Detail weg': 'Fasse das Protokoll zusammen, lass kein Detail weg, höchstens zwei Sätze.',
      'tr: hiçbir ayrıntıyı atlama': 'Toplantıyı özetle, hiçbir ayrıntıyı atlama. En fazla iki cümle yaz.',
    },
    {
      'en: three sentences, then every point':
        "Summarize the call in at most three sentences, then list every action item below; don't leave out any detail in that list.",
      'id: a summary, then the details in a list':
        'Tulis ringkasan maksimal tiga kalimat, lalu daftar lengkap di bawahnya. Semua poin harus masuk ke daftar itu.',
      'en: nothing left out, no cap':
        "Write full minutes of the meeting. Don't leave out any detail; use as many paragraphs as needed.",
      'es: a cap, no demand of everything':
        'Resume el acta en máximo tres frases, con las decisiones principales.',
    },
  ));

describe('recaps announced as reminders', () =>
  padsAndSpares(
    findPadding,
    score,
    {
      en: '# ROLE\nYou are a senior copywriter.\n\n# TASK\nYour task is to write a tagline for a bike shop.\n\n# GOAL\nThe goal is to write a tagline for a bike shop.\n\n# REMINDERS\n- Remember: a tagline, for a bike shop.\n\n# FINAL REMINDER\nAgain: one tagline for the bike shop.',
      nl: 'Je bent een schrijver. Je bent een schrijver die schrijft. Schrijf een slogan voor een fietsenwinkel. De slogan moet een slogan zijn voor de fietsenwinkel. Vergeet niet: slogan, fietsenwinkel, kort.',
      de: 'Du bist ein Texter. Schreibe einen Slogan für einen Fahrradladen. Der Slogan ist ein Slogan für einen Fahrradladen. Wie gesagt: ein Slogan für den Fahrradladen. Nicht vergessen: Slogan, Fahrradladen, kurz.',
      es: 'Eres un redactor. Eres un redactor que redacta. Escribe un eslogan para una tienda de bicicletas. El eslogan debe ser un eslogan para la tienda de bicicletas. Recuerda: eslogan, tienda de bicicletas, corto.',
    },
    {
      en: 'Write a tagline of at most 8 words for Spoke & Chain, a bike repair shop for commuters; friendly, no puns.',
      nl: 'Schrijf een slogan van maximaal 8 woorden voor Spaak, een fietsenwinkel voor forenzen; vriendelijk, geen woordgrappen.',
      de: 'Schreibe einen Slogan mit höchstens 8 Wörtern für Speiche, einen Fahrradladen für Pendler; freundlich, ohne Wortspiele.',
      es: 'Escribe un eslogan de máximo 8 palabras para Radio, una tienda de bicicletas para quien va al trabajo en bici; cercano, sin juegos de palabras.',
    },
    {
      'en: remember to, in a good long role prompt':
        'You are a patient chess coach for club players rated 1200–1600. For each position the student sends, name the best move, explain the idea behind it in two or three sentences, and point out one common mistake at that level. Use algebraic notation. Remember to ask the student what they considered before you explain. If the position is illegal, say so and ask for the FEN again.',
      'en: one reminder in a precise spec':
        '# Task\nConvert the CSV rows below to JSON objects with the keys id, name and price (a number).\n\n# Rules\n- Skip rows without an id.\n- Keep the order of the rows.\n\nRemember: prices use a dot as the decimal separator.\n\n{rows}',
      'nl: een nauwkeurige prompt met een notitie':
        'Vat het verslag samen in drie punten voor het managementteam: besluiten, open vragen en de volgende stappen met eigenaar en datum. Gebruik gewone taal. Let op: namen van klanten laat je weg.',
    },
  ));
