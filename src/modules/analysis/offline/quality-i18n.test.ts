// Issue 27, sixth scoring round: quality findings that read only English before — keyword stuffing
// judged with the function words of other languages, superlatives about the model in other
// languages, limits written after their unit ("50 parole al massimo") — and precise layouts that
// must not be punished (a JSON field named "haiku", a table schema, a list of don'ts). Every prompt
// here was written for these tests; none comes from eval/data.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_SCORING_CRITERIA } from '../../../../test/support/scoring-criteria.js';
import { scorePrompt } from './criterion-checks.js';
import { assessQuality } from './prompt-quality.js';

const score = (text: string) => scorePrompt(text, DEFAULT_SCORING_CRITERIA).overall_score;

describe('keyword stuffing in other languages and in schemas', () => {
  const prose: readonly [string, string][] = [
    [
      'fr',
      'Tu aides les clients de la boulangerie du quartier à commander leurs gâteaux pour les fêtes de fin d’année et tu confirmes la date de retrait.',
    ],
    [
      'de',
      'Du hilfst den Mitgliedern des Sportvereins bei der Anmeldung zu den Kursen am Wochenende und nennst ihnen die freien Plätze.',
    ],
    [
      'es',
      'Ayudas a los vecinos del edificio a reservar la sala común para sus reuniones y les recuerdas las normas de limpieza.',
    ],
    [
      'pt',
      'Você ajuda os alunos da escola de música a marcar as aulas da semana e informa os horários livres de cada professor.',
    ],
  ];
  for (const [lang, text] of prose)
    it(`ordinary prose is not stuffing (${lang})`, () => assert.deepEqual(assessQuality(text).stuffing, []));
  it('a table schema is code, not a comma list of keywords', () => {
    const text =
      'Write one query over these tables and return each shop’s revenue.\nTables: shops(id, name), sales(id, shop_id, amount, sold_at), refunds(id, sale_id, amount).';
    assert.deepEqual(assessQuality(text).stuffing, []);
  });
  it('a run of keywords is still stuffing in German and Spanish', () => {
    assert.ok(
      assessQuality(
        'SEO Blogartikel Reichweite Klicks Conversion Sichtbarkeit Ranking Traffic Wachstum Erfolg Strategie Marketing Online',
      ).stuffing.length > 0,
    );
    assert.ok(
      assessQuality(
        'artículo blog viral tendencia clics alcance ventas marketing éxito crecimiento estrategia posicionamiento tráfico',
      ).stuffing.length > 0,
    );
  });
});

describe('superlatives about the model in other languages', () => {
  const flattering: readonly [string, string][] = [
    ['de', 'Du bist eine geniale, weltberühmte KI, die klügste Lektorin aller Zeiten.'],
    ['es', 'Eres un genio legendario, el mejor del mundo, perfecto e infalible.'],
    ['fr', 'Tu es un assistant génial et légendaire, le meilleur du monde.'],
    ['ru', 'Ты гениальный, легендарный редактор, лучший в мире.'],
    ['ja', 'あなたは天才で、世界一の翻訳者です。史上最高の仕事をしてください。'],
    ['zh', '你是天才，是无所不知的传奇翻译家。'],
  ];
  for (const [lang, text] of flattering)
    it(`finds two or more (${lang})`, () => assert.ok(assessQuality(text).flattery.length >= 2, text));
  it('"Perfekt" as a German tense is not praise', () => {
    assert.ok(assessQuality('Sprich im Präsens und im Perfekt, in kurzen Sätzen.').flattery.length < 2);
  });
  it('a flattering prompt ranks below a precise one (de)', () => {
    const flat =
      'Du bist eine geniale, legendäre Super-KI, perfekte und fehlerlose Übersetzerin aller Zeiten. Übersetze diesen Text genial.\n{{text}}';
    const precise =
      'Übersetze die Anleitung unten ins Deutsche, Sie-Form, Maßeinheiten metrisch, Produktnamen unverändert.\n{{text}}';
    assert.ok(score(precise) > score(flat));
  });
});

describe('precise layouts are not contradictions', () => {
  it('a JSON field named "haiku" does not clash with "JSON only"', () => {
    const text =
      'Return one JSON object and nothing else:\n{"title": string, "haiku": string}\n"haiku" is a three-line poem about the product.';
    assert.deepEqual(assessQuality(text).contradictions, []);
  });
  it('a list of don’ts does not count as demands', () => {
    const text =
      'Answer strictly from the attached report.\nYou are NOT permitted to:\n- Use external knowledge about the company.\n- Guess missing figures.';
    assert.deepEqual(assessQuality(text).contradictions, []);
  });
  it('a JSON output with a poem field ranks above JSON that is also a haiku', () => {
    const sound =
      'Return one JSON object, nothing else: {"order_id": string, "poem": string}. "poem" is a haiku about the order.';
    const broken = 'Return valid JSON with the field order_id, written as a haiku with no braces or quotes.';
    assert.ok(score(sound) > score(broken));
  });
});

describe('limits written after their unit', () => {
  const clashing = [
    'Scrivi 40 parole al massimo e almeno 150 parole.',
    'Escribe una respuesta de 30 palabras como máximo que tenga al menos 120 palabras.',
    'Rédige 20 mots au maximum, avec au moins 100 mots de détails.',
  ];
  for (const text of clashing)
    it(`finds the clash: ${text}`, () => assert.ok(assessQuality(text).contradictions.length > 0));
  it('one limit after its unit is not a clash', () => {
    assert.deepEqual(assessQuality('Scrivi un riassunto di 50 parole al massimo.').contradictions, []);
  });
});
