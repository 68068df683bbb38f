// Records of a year still to come (issue 27, sixteenth scoring round): "find five peer-reviewed
// studies from 2031 … give the exact DOI", "cita artículos publicados en 2032", "給我2030年的论文".
// Studies, articles, reports, rulings and statistics exist only once their year has come, so a prompt
// that asks to find or cite them asks for something no answer can hold: any answer is made up. A
// record word and a year later than the current one are read together (within a few words, in one
// sentence), in a prompt that asks to find, cite or list them or names a reference (DOI, link,
// source). Not read: forecasts, projections, plans, targets and scenarios ("projected statistics
// for 2035", "a roadmap to 2030"), fiction set in that year ("imagine it is 2031; write the news
// article"), and deadlines ("reports due by 2031", "до 2030 года").

import type { Conflict } from './prompt-conflicts.js';
import { B, E, words } from './word-bounds.js';

/** The current year: a year after it has no published records yet. */
const THIS_YEAR = new Date().getUTCFullYear();

const RECORD = [
  'studies|study|papers?|articles?|publications?|research|reports?|trials?|meta-?analys[ie]s|surveys?|statistics|census|rulings?|judg(?:e)?ments?|news|citations?',
  'estudios?|art[íi]culos?|investigaciones|informes?|publicaciones|ensayos\\s+cl[íi]nicos|estad[íi]sticas|estudos?|artigos?|pesquisas|relat[óo]rios?|publica[çc][õo]es',
  '[ée]tudes?|publications|rapports?|statistiques|studien|studie|artikel|ver[öo]ffentlichungen|berichte?|statistiken|urteile?|studi|articoli|ricerche|pubblicazioni|rapporti|statistiche|sentenze',
  'исследован\\p{L}*|стат(?:ьи|ей|ью|ья)|публикац\\p{L}*|отч[её]т\\p{L}*|статистик\\p{L}*|дослідж\\p{L}*|статт(?:і|ю|я)|звіт\\p{L}*',
  'bada[ńn]\\p{L}*|artyku[łl]\\p{L}*|publikacj\\p{L}*|raport\\p{L}*|statystyk\\p{L}*|studi[eií]\\p{L}*|[šs]t[úu]di\\p{L}*|[čc]l[áa]nk\\p{L}*|publikac\\p{L}*|zpr[áa]v\\p{L}*|v[ýy]zkum\\p{L}*|statistik\\p{L}*',
  'onderzoek(?:en)?|artikelen|rapporten|studier|artiklar|rapporter|tutkimu\\p{L}*|artikkel\\p{L}*|[çc]al[ıi][şs]ma\\p{L}*|makale\\p{L}*|ara[şs]t[ıi]rma\\p{L}*|penelitian|laporan|nghi[êe]n\\s+c[ứu]u|b[àa]i\\s+b[áa]o|μελέτ\\p{L}*|άρθρ\\p{L}*|έρευν\\p{L}*|دراس\\p{L}*|مقال\\p{L}*|تقارير|अध्ययन\\p{M}*|शोध|लेख|रिपोर्ट',
].join('|');
const RECORD_CJK = '研究|論文|论文|記事|文献|报告|報告|統計|统计|연구|논문|기사|보고서|통계';
const RECORD_RE = new RegExp(`${B}(?:${RECORD})${E}|${RECORD_CJK}`, 'giu');
/** A year of four digits (not part of a longer number or a version such as 2031.4). */
const YEAR_RE = /(?<![\p{N}.,])(20\d\d|21\d\d)(?![\p{N}]|[.,]\d)/gu;

/** A demand to find, cite or list (or a reference named): the records are asked for, not written. */
const FIND_RE = words(
  [
    'find|search|look\\s+up|cite|quote|list|give\\s+me|provide|show\\s+me|name|recommend|doi|pmid|isbn|urls?|links?|sources?|references?|citations?',
    'encuentra|busca|cita|dame|enumera|proporciona|encontre|busque|liste|forne[çc]a|me\\s+d[êe]|trouve|cherche|donne|fournis|finde|such\\p{L}*|nenne|zitiere|gib|trova|cerca|elenca|dammi|fornisci|fonti|fuentes|fontes|quellen',
    'найди(?:те)?|приведи(?:те)?|процитируй(?:те)?|дай(?:те)?|перечисли(?:те)?|знайди(?:ть)?|наведи(?:ть)?|источник\\p{L}*|джерел\\p{L}*',
    'znajd[źz]|podaj|zacytuj|[źz]r[óo]d[łl]\\p{L}*|n[áa]jdi(?:te)?|najd[ěe]te|uve[ďd](?:te)?|vyhledej(?:te)?|cituj(?:te)?|zdroj\\p{L}*|zoek|vind|noem|geef|bronnen|hitta|ange|k[äa]llor|etsi|l[äa]hte\\p{L}*|bul|listele|kaynak\\p{L}*|temukan|cari|sebutkan|berikan|sumber|t[ìi]m|tr[íi]ch\\s+d[ẫa]n|ngu[ồo]n|βρες|δώσε|πηγ\\p{L}*|ابحث|اعطني|مصادر|खोज\\p{L}*|स्रोत',
  ].join('|'),
  '探して|挙げて|引用|出典|教えて|找|列出|引用|给我|提供|出处|찾아|인용|알려|출처|제시',
);
/** Forecasts, plans and fiction: a later year that is not the date of a record. */
const NOT_RECORD_RE = words(
  [
    'forecasts?|projections?|projected|predict\\p{L}*|scenarios?|plans?|planned|targets?|goals?|roadmap|vision|imagine|fiction(?:al)?|story|pretend|hypothetical|future',
    'pron[óo]stic\\p{L}*|proyecci\\p{L}*|proje[çc][õo]es|previs\\p{L}*|escenarios?|cen[áa]rios?|metas?|imagina|ficci[óo]n|fic[çc][ãa]o|futur\\p{L}*|prognos\\p{L}*|szenari\\p{L}*|ziel\\p{L}*|stell\\s+dir\\s+vor|scenari|immagina|imagine[zr]?',
    'прогноз\\p{L}*|сценари\\p{L}*|план\\p{L}*|представь\\p{L}*|будущ\\p{L}*|майбутн\\p{L}*|prognoz\\p{L}*|progn[óo]z\\p{L}*|pl[áa]n\\p{L}*|p[řr]edstav\\p{L}*|budouc\\p{L}*',
  ].join('|'),
  '予測|予想|見通し|計画|目標|想像|未来|预测|预计|规划|计划|目标|想象|예측|전망|계획|목표|상상|미래',
);
/** A deadline just before the year ("by 2031", "bis 2030", "до 2030", "do roku 2031"), or after it ("2030年まで"). */
const DEADLINE_BEFORE_RE =
  /(?<![\p{L}])(?:by|until|till|before|due|bis|hasta|antes\s+de|at[ée]|jusqu['’]en|avant|entro\s+il|entro|до|к|do|przed|tot|innan|kadar|sebelum)\s+(?:(?:the\s+)?end\s+of\s+|roku\s+|года\s+|fine\s+)?$/iu;
const DEADLINE_AFTER_RE = /^\s*(?:年)?(?:まで|までに|之前|以前|前|까지|\s+yılına\s+kadar)/u;

/** Requests for studies, articles or statistics dated in a year still to come. */
export function futureRecords(content: string): Conflict[] {
  // Gates, cheapest first: a later year somewhere, then a demand to find or cite.
  const later = (content.match(/(?:20|21)\d\d/g) ?? []).some((y) => Number(y) > THIS_YEAR);
  if (!later || !FIND_RE.test(content)) return [];
  for (const sentence of content.split(/(?<=[.!?。！？])\s+|\n+/u)) {
    for (const y of sentence.matchAll(YEAR_RE)) {
      if (Number(y[1]) <= THIS_YEAR) continue;
      // The record within a few words of the year, on either side.
      const around = sentence.slice(Math.max(0, y.index! - 60), y.index! + y[0].length + 40);
      const record = around.match(RECORD_RE);
      if (!record || NOT_RECORD_RE.test(sentence)) continue;
      const before = sentence.slice(Math.max(0, y.index! - 24), y.index!);
      if (DEADLINE_BEFORE_RE.test(before) || DEADLINE_AFTER_RE.test(sentence.slice(y.index! + 4))) continue;
      return [[record[0], y[1]!]];
    }
  }
  return [];
}
