// Issue 27, twelfth scoring round: the general forms behind the other misses of scoring-fresh-12,
// tested on prompts written for these tests (none copied from an eval set) in several languages,
// with look-alikes that must not be punished. Example labels that say the opposite of their text
// (conflict-polarity.ts); a price ceiling that the demands cannot meet (conflict-price.ts); the
// purpose, readers, tone and limits of a Korean prompt (signals-i18n.ts). Padding is tested in
// quality-padding.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findsAndSpares } from '../../../../test/support/conflict-cases.js';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { polarityConflicts } from './conflict-polarity.js';
import { priceConflicts } from './conflict-price.js';
import { scorePrompt } from './criterion-checks.js';

const score = (text: string) => scorePrompt(text, DEFAULT_SCORING_CRITERIA).overall_score;

describe('example labels that say the opposite of their text', () =>
  findsAndSpares(
    polarityConflicts,
    {
      'en: arrows, both labels swapped': `Label each app review as positive or negative.
"Crashes every time I open it, total waste of money." → positive
"Love the new widgets, works perfectly on my tablet." → negative
Review: {review}`,
      'es: etiquetas al revés': `Clasifica las opiniones del hotel como positivo o negativo.
"La habitación estaba sucia y el personal fue grosero, pésimo." -> positivo
"Excelente desayuno, lo recomiendo." -> negativo
Opinión: {texto}`,
      'de: Stimmung nach dem Text': `Bestimme die Stimmung jeder Bewertung.
Bewertung: "Akku nach zwei Tagen kaputt, sehr enttäuscht." Stimmung: positiv
Bewertung: "Hervorragend verarbeitet, bin begeistert." Stimmung: negativ
Bewertung: {bewertung}`,
      'ja: ラベルが逆': `レビューをポジティブかネガティブに分類してください。
「最悪です。届いたときには壊れていました。」→ ポジティブ
「最高の買い物でした。大満足です。」→ ネガティブ
レビュー：{review}`,
      'zh: 标签与文本相反': `把每条评价分为正面或负面。
"包装破损，很失望。" → 正面
"非常满意，强烈推荐！" → 负面
评价：{评价}`,
      'ru: метки наоборот': `Определи тональность отзыва: позитивный или негативный.
"Ужасное качество, сломался через неделю." → позитивный
"Отличный чайник, рекомендую." → негативный
Отзыв: {отзыв}`,
    },
    {
      'en: labels that match their text': `Label each app review as positive or negative.
"Crashes every time I open it, total waste of money." → negative
"Love the new widgets, works perfectly on my tablet." → positive
Review: {review}`,
      'en: a negation makes a text unclear ("not bad")': `Label each review as positive or negative.
"Not bad at all, I expected worse." → positive
"Not great, I would not recommend it." → negative
Review: {review}`,
      'en: neutral labels and texts without cues': `Label each review as positive, negative or neutral.
"Arrived on Monday." → neutral
"The box was blue." → neutral
Review: {review}`,
      'en: examples marked as wrong': `Label each review as positive or negative. Avoid these mistakes:
❌ "Terrible service, rude staff." → positive
❌ "Amazing food, we loved it." → negative
Review: {review}`,
      'es: one example of three the wrong way round is a disagreement, not a rule': `Clasifica como positivo o negativo.
"Excelente, lo recomiendo." -> positivo
"Llegó roto, pésimo." -> negativo
"Muy contento con la compra, perfecto." -> negativo
"Horrible, nunca más." -> negativo
Texto: {texto}`,
    },
  ));

describe('a price ceiling the demands cannot meet', () =>
  findsAndSpares(
    priceConflicts,
    {
      'en: a workstation for under $400': `Find me a desktop PC under $400 with an RTX 4080, 128 GB of RAM and a 4 TB SSD. Name one model.`,
      'es: portátil por menos de 350 euros': `Recomiéndame un portátil por menos de 350 euros con 64 GB de RAM, un Ryzen 9 y gama alta en pantalla.`,
      'en: a five-star hotel for $40 a night': `Book me a five-star hotel in central London for under $40 a night, with breakfast.`,
      'fr: hôtel cinq étoiles à moins de 50 €': `Trouve un hôtel cinq étoiles à Paris à moins de 50 € la nuit pour deux personnes.`,
    },
    {
      'en: a budget with realistic demands': `Suggest three laptops under $400 for a student: 8 GB of RAM, a good keyboard and all-day battery. Say what each gives up.`,
      'en: top-end specs without a ceiling': `Compare two workstations with an RTX 4090, 128 GB of RAM and a 4 TB SSD for 3D rendering.`,
      'en: top-end specs with a realistic ceiling': `Suggest a laptop under $4,500 with 64 GB of RAM, an RTX 4090 and an i9 for video editing.`,
      'en: a ceiling named as what to avoid': `Do not suggest anything under $300; I need 64 GB of RAM, an RTX 4080 and an i9.`,
      'de: Budget-Hotel ohne Luxus': `Finde ein sauberes Hotel in Wien unter 90 € pro Nacht, nah an einer U-Bahn-Station.`,
    },
  ));

describe('the purpose, readers, tone and limits of a Korean prompt count', () => {
  const bare = '다음 문장을 일본어로 번역해 줘: "주차장은 지하 2층에 있습니다."';
  const full = `다음 문장을 일본어로 번역해 주세요. 호텔 엘리베이터 안내판에 들어갈 문장이고, 일본인 관광객이 읽습니다. 짧고 정중한 어투로, 한자 표기는 피해 주세요.
문장: "주차장은 지하 2층에 있습니다."`;
  it('a translation request with its purpose and readers outranks the bare one', () =>
    assert.ok(score(full) > score(bare), `${score(full)} vs ${score(bare)}`));
  it('Japanese and Chinese readers and tone count too', () => {
    assert.ok(
      score('観光客向けの案内文として、丁寧な口調で英語に翻訳してください：「駐車場は地下2階です。」') >
        score('英語に翻訳して：「駐車場は地下2階です。」'),
    );
    assert.ok(
      score('这句话用于酒店电梯的告示，面向外国游客，请用礼貌的语气翻译成英文："停车场在地下二层。"') >
        score('翻译成英文："停车场在地下二层。"'),
    );
  });
});
