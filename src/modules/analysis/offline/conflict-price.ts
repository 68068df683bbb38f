// A price ceiling that what is asked for cannot meet (issue 27, twelfth scoring round): a laptop
// "under $300" with 64 GB of RAM, a flagship graphics card, a 20-hour battery and under 1 kg; a
// five-star hotel for €30 a night. Read as: a low ceiling (500 in any currency at most, or "cheap"
// words do not count) and three top-end demands at least, or one luxury word with a ceiling of 100.
// Look-alikes that must not fire (conflict-round12.test.ts): a budget with realistic demands, top-end
// specs with no ceiling or a high one, a ceiling named as what to avoid.

import type { Conflict } from './prompt-conflicts.js';
import { B, E } from './word-bounds.js';

/** "under $300", "less than 300 €", "max. 300 euros", "menos de 300 dólares", "不超过300元", "3万円以下". */
const CEILING_RE = new RegExp(
  `${B}(?:under|below|less\\s+than|at\\s+most|max(?:imum)?\\.?|no\\s+more\\s+than|up\\s+to|menos\\s+de|por\\s+debajo\\s+de|m[aá]ximo|at[ée]|moins\\s+de|au\\s+plus|unter|h[öo]chstens|maximal|bis|meno\\s+di|до|не\\s+дороже|меньше)${E}\\s*(?:[$€£¥₽]\\s?(\\d[\\d.,\\s]*)|(\\d[\\d.,\\s]*)\\s*(?:[$€£¥₽]|usd|eur|gbp|dollars?|euros?|pounds?|d[óo]lares|reais|руб\\p{L}*|долл\\p{L}*))|(?:不超过|低于|少于)\\s*(\\d+)\\s*(?:元|块|美元|欧元)|(\\d+)\\s*(?:元|円|ドル|ユーロ)\\s*(?:以下|以内|以内で|未満)`,
  'iu',
);

/** Demands only the most expensive products meet. */
const TOP_END_RE = new RegExp(
  [
    "(?:64|96|128)\\s*gb\\s+(?:(?:of|de|da|di|an)\\s+|d['’])?(?:ram|memory|memoria|mem[óo]ria|m[ée]moire|arbeitsspeicher)",
    'rtx\\s*[45]0[89]0',
    '(?:1[5-9]|[2-9]\\d)[-\\s]?(?:hours?|hrs?|stunden|horas|heures|час\\p{L}*)\\s+(?:of\\s+)?(?:battery|akku|bater[ií]a|batterie|автономн\\p{L}*)',
    '(?:battery|akku|bater[ií]a|batterie)\\s+(?:life\\s+)?(?:of\\s+)?(?:1[5-9]|[2-9]\\d)\\s*(?:hours?|h|stunden|horas|heures)',
    '(?:less\\s+than|under|below|unter|menos\\s+de|moins\\s+de)\\s+(?:1|one)\\s*(?:kg|kilo)',
    '(?:[2-9]|\\d{2})\\s*tb\\s+(?:ssd|of\\s+storage|storage)',
    '(?:core\\s+)?i9|ryzen\\s+9|m[1-4]\\s+(?:max|ultra)',
    '8k|oled\\s+(?:4k|240\\s*hz)|4k\\s+oled',
    'flagship|top[-\\s]of[-\\s]the[-\\s]line|high[-\\s]end|gama\\s+alta|haut\\s+de\\s+gamme|oberklasse',
  ]
    .map((s) => `${B}(?:${s})${E}`)
    .join('|'),
  'giu',
);

/** One luxury demand: a five-star hotel, business class, a Michelin-starred restaurant. */
const LUXURY_RE =
  /(?<![\p{L}\p{N}])(?:five[-\s]star|5[-\s]star|5\s*\*|business\s+class|first\s+class|michelin[-\s]star(?:red)?|luxury\s+suite|cinco\s+estrellas|cinco\s+estrelas|cinq\s+[ée]toiles|f[üu]nf[-\s]sterne|пятизв[её]здочн\p{L}*|五つ星|五星级|头等舱|商务舱)(?![\p{L}\p{N}])/iu;

/** A ceiling said as something to avoid: "not under $300", "avoid anything below €50". */
const AVOIDED_RE = /(?:not|avoid|nothing|never|no)\s+(?:\w+\s+){0,2}$/i;

const amount = (m: RegExpExecArray) => Number((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/[.,\s]/g, ''));

export function priceConflicts(content: string): Conflict[] {
  const ceiling = CEILING_RE.exec(content);
  if (!ceiling || AVOIDED_RE.test(content.slice(Math.max(0, ceiling.index - 30), ceiling.index))) return [];
  const value = amount(ceiling);
  if (!(value > 0)) return [];
  const top = [...new Set([...content.matchAll(TOP_END_RE)].map((m) => m[0].toLowerCase()))];
  if (value <= 500 && top.length >= 3) return [[ceiling[0].trim(), top.slice(0, 3).join(', ')]];
  const luxury = LUXURY_RE.exec(content);
  if (value <= 100 && luxury) return [[ceiling[0].trim(), luxury[0]]];
  return [];
}
