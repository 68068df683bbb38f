// Self-contradictions by kind (issue 27, fifth round), in English and the languages the eval
// covers: a persona given opposite traits in one sentence ("a calm coach who gets angry quickly",
// "speak slowly in a hurried tone"), brevity and exhaustiveness in one demand ("sehr ausführlich in
// höchstens einem Satz"), ignorance of a field and expertise in it ("you know nothing about tax
// law but you are the leading expert"), "short" with a long floor, a fixed reply language and the
// user's language, numbers forbidden and a price asked for. Named heuristics, written against
// items made for the unit tests (conflict-kinds.test.ts) and checked for false alarms on public
// role prompts. Part of prompt-quality.ts's contradictions. Issue 27, fourteenth round: two
// languages for one answer ("Gunakan bahasa Inggris … Tulis dalam bahasa Indonesia").

import { LANGUAGE_NAMES, languageCode, onlyLanguages, TRANSLATE_RE } from './conflict-i18n.js';
import type { Conflict } from './prompt-conflicts.js';
import { B, E } from './word-bounds.js';

const alt = (words: string, cjk = '') => new RegExp(`${B}(?:${words})${E}${cjk ? `|${cjk}` : ''}`, 'iu');

/** Opposite traits or manners of one speaker, asked for in one sentence. */
const TRAITS: readonly [RegExp, RegExp][] = [
  [
    alt(
      'calm|serene|relaxed|even-tempered|ruhig|gelassen|geduldig|tranquil[oa]|calmad[oa]|seren[oa]|calm[oa]|calme|serein(?:e)?|pazient[ei]|спокойн\\p{L}*|терпелив\\p{L}*',
      '穏やか|落ち着い|冷静|辛抱強|平静|耐心|温和|차분|침착',
    ),
    alt(
      "gets\\s+angry|get\\s+angry|loses\\s+(?:his|her|their|your)\\s+temper|short-tempered|hot-tempered|quick\\s+to\\s+anger|irritable|easily\\s+annoyed|wütend|jähzornig|aufbrausend|ungeduldig|reizbar|se\\s+enfada|se\\s+enoja|se\\s+irrita|irritad[oa]|furios[oa]|col[ée]ric[oa]|s['’]énerve|en\\s+col[èe]re|coléreu(?:x|se)|si\\s+arrabbia|arrabbiat[oa]|irascibile|вспыльчив\\p{L}*|раздражительн\\p{L}*|злится|сердится",
      '怒りっぽ|すぐ怒|すぐに怒|短気|暴躁|易怒|发火|不耐烦|화를\\s*잘|쉽게\\s*화|짜증을\\s*잘',
    ),
  ],
  [
    alt(
      'slow(?:ly)?|unhurried|leisurely|langsam|gem[äa]chlich|despacio|lentamente|pausad[ao]|devagar|lentement|pos[ée]ment|медленно|неторопливо',
      'ゆっくり|慢慢|缓慢|천천히',
    ),
    alt(
      'hurried|rushed|hasty|hastily|frantic|hastig|gehetzt|überstürzt|apresurad[ao]|atropellad[ao]|apressad[ao]|press[ée]e?|pr[ée]cipit[ée]e?|frettolos[oa]|in\\s+fretta|торопливо|спешно|в\\s+спешке',
      '早口|急いで|せかせか|急促|匆忙|급하게|서둘러',
    ),
  ],
  // Brevity and exhaustiveness of one answer.
  [
    alt(
      'one\\s+short\\s+sentence|a\\s+single\\s+(?:short\\s+)?sentence|in\\s+one\\s+sentence|einem\\s+(?:einzigen\\s+)?satz|einen\\s+satz|kurz|knapp|una\\s+(?:sola\\s+)?frase|uma\\s+(?:[uú]nica\\s+)?frase|une\\s+(?:seule\\s+)?phrase|corto|curto|breve(?:mente)?|courte|bri[èe]vement|кратко|коротко|одним\\s+предложением',
      '一文で|短く|簡潔に|一句话|简短|简洁|한\\s*문장|짧게|간단히',
    ),
    alt(
      'exhaustive(?:ly)?|ausf[üu]hrlich|ersch[öo]pfend|detallad[ao]|exhaustiv[ao]|en\\s+detalle|detalhad[ao]|em\\s+detalhe|d[ée]taill[ée]e?|en\\s+d[ée]tail|dettagliat[oa]|nei\\s+dettagli|подробн\\p{L}*|исчерпывающ\\p{L}*',
      '詳しく|詳細に|详细|자세히|상세히',
    ),
  ],
];

/** Between two demands: offered as alternatives, in sequence, or one a condition of the other. */
const APART_RE = new RegExp(
  `${B}(?:or|vs|versus|between|then|even|when|if|unless|than|rather|instead|oder|dann|danach|wenn|als|o|u|luego|después|si|cuando|ou|depois|puis|ensuite|quand|oppure|poi|quando|или|затем|потом|если|когда)${E}|[/|]|然后|その後|または|或|또는|그다음`,
  'iu',
);
/** A trait of someone else: "calm with impatient customers". */
const OTHERS_RE =
  /^\s*(?:customers?|users?|clients?|callers?|people|patients?|guests?|students?|parents?|kunden|nutzer\p{L}*|clientes?|usuari[oa]s?|utilisateurs?|utenti|клиент\p{L}*|пользовател\p{L}*)/iu;
const BEFORE_OTHER_RE = /(?:\b(?:with|to|towards?|for|at|by)|mit|con|com|avec|с)\s+$/iu;
const NEGATED_RE = new RegExp(
  `${B}(?:not|never|no|nicht|nie|kein\\p{L}*|no|nunca|não|nao|pas|jamais|non|mai|не|никогда)${E}[^.!?。\\n]{0,12}$|(?:不要|别|不)\\s*$`,
  'iu',
);

function sentencesOf(content: string): string[] {
  return content.split(/(?<=[.!?;。！？])\s*|\n+/).filter((t) => /\p{L}/u.test(t));
}

function traitAt(s: string, re: RegExp): RegExpExecArray | undefined {
  const m = re.exec(s);
  if (!m) return undefined;
  const before = s.slice(0, m.index);
  const after = s.slice(m.index + m[0].length);
  if (NEGATED_RE.test(before.slice(-20)) || BEFORE_OTHER_RE.test(before) || OTHERS_RE.test(after))
    return undefined;
  return m;
}

function traitClashes(sentences: readonly string[]): Conflict[] {
  const out: Conflict[] = [];
  for (const [a, b] of TRAITS) {
    for (const s of sentences) {
      const ma = traitAt(s, a);
      const mb = ma && traitAt(s, b);
      if (!ma || !mb) continue;
      const [lo, hi] = ma.index < mb.index ? [ma, mb] : [mb, ma];
      if (APART_RE.test(s.slice(lo.index + lo[0].length, hi.index))) continue;
      out.push([ma[0], mb[0]]);
      break;
    }
  }
  return out;
}

/** "Keep sessions short — at least 45 minutes": short, with a floor that is long. */
const SHORT_RE = /\b(?:short|brief|quick)\b/i;
const LONG_FLOOR_RE =
  /\b(?:at\s+least|minimum(?:\s+of)?|no\s+less\s+than)\s+(\d+)\s+(minutes|hours|pages|words)\b/i;
const LONG: Record<string, number> = { minutes: 30, hours: 1, pages: 5, words: 500 };

function shortButLong(sentences: readonly string[]): Conflict[] {
  for (const s of sentences) {
    const short = SHORT_RE.exec(s);
    const floor = short && LONG_FLOOR_RE.exec(s);
    if (short && floor && Number(floor[1]) >= LONG[floor[2]!.toLowerCase()]!) return [[short[0], floor[0]]];
  }
  return [];
}

/** Ignorance of a field and expertise in it, said to the model in one sentence. */
const IGNORANT_RE = alt(
  "you\\s+(?:don't|do\\s+not)\\s+know|you\\s+know\\s+nothing|you\\s+have\\s+never|you've\\s+never|you\\s+have\\s+no\\s+(?:knowledge|idea|experience)|du\\s+kennst\\s+(?:\\p{L}+\\s+){0,4}nicht|du\\s+wei[ßs]t\\s+nichts|du\\s+hast\\s+keine\\s+ahnung|du\\s+hast\\s+(?:noch\\s+)?nie|no\\s+sabes|no\\s+conoces|nunca\\s+has|no\\s+tienes\\s+ni\\s+idea|voc[êe]\\s+n[ãa]o\\s+(?:sabe|conhece|entende)|tu\\s+n[ãa]o\\s+(?:sabes|conheces)|tu\\s+ne\\s+(?:connais|sais|comprends)|vous\\s+ne\\s+(?:connaissez|savez)|tu\\s+n['’]y\\s+connais\\s+rien|tu\\s+n['’]as\\s+jamais|non\\s+conosci|non\\s+sai|non\\s+hai\\s+mai|ты\\s+не\\s+(?:знаешь|разбираешься|понимаешь)|ты\\s+ничего\\s+не\\s+знаешь|ты\\s+никогда\\s+не",
  '你不懂|你不了解|你从未|あなたは[^。]{0,12}(?:知らない|分からない|わからない)|당신은[^.]{0,12}모르',
);
const EXPERT_RE = alt(
  'expert|experte|expertin|leading\\s+authority|specialist|spezialist\\p{L}*|fachmann|fachfrau|f[üu]hrende\\p{L}*|experto|experta|especialista|perito|esperto|esperta|specialista|spécialiste|эксперт\\p{L}*|специалист\\p{L}*|\\d+\\s+years\\s+of\\s+experience',
  '専門家|第一人者|エキスパート|专家|权威|전문가',
);

/** Years of experience in other languages: "20 años de experiencia", "10 Jahre Erfahrung", "15年の経験". */
const YEARS_RE =
  /\d+\s*(?:years?\s+of\s+(?:\p{L}+\s+)?experience|a[ñn]os\s+de\s+experiencia|anos\s+de\s+experi[êe]ncia|ans\s+d['’]exp[ée]rience|anni\s+di\s+esperienza|jahre[n]?\s+(?:\p{L}+\s+)?erfahrung|лет\s+опыта|年の経験|年以上の経験|年经验|年的经验|년\s*경력)/iu;
/** Topic prefixes of a sentence: words of 5+ letters cut to 4, without the cue words themselves. */
function topics(sentence: string, cue: RegExp): Set<string> {
  const words = sentence.replace(cue, ' ').match(/\p{L}{5,}/gu) ?? [];
  return new Set(words.map((w) => w.toLowerCase().slice(0, 4)));
}

const MET_RE =
  /(?<![\p{L}])(?:met|spoken|talked|heard|seen|been|gesprochen|getroffen|gesehen|hablado|visto|conocido\s+a|falado|parl[ée]|rencontr[ée]|vu|parlato|incontrato|visto|встречал\p{L}*|говорил\p{L}*|видел\p{L}*)(?![\p{L}])/iu;

function ignorantExpert(sentences: readonly string[]): Conflict[] {
  for (const s of sentences) {
    const ig = IGNORANT_RE.exec(s);
    if (!ig) continue;
    const ex = EXPERT_RE.exec(s);
    if (ex) return [[ig[0], ex[0]]];
    // In another sentence, on the same topic: "Eres chef con 20 años de experiencia en cocina." / "Nunca has cocinado."
    // Not a person never met: "You have never met this customer."
    if (MET_RE.test(s.slice(ig.index + ig[0].length, ig.index + ig[0].length + 24))) continue;
    const mine = topics(s, IGNORANT_RE);
    for (const t of sentences) {
      if (t === s) continue;
      if (!YEARS_RE.test(t) && !EXPERT_RE.test(t)) continue;
      if ([...topics(t.replace(YEARS_RE, ' '), EXPERT_RE)].some((k) => mine.has(k))) return [[ig[0], t]];
    }
  }
  return [];
}

/** A reply verb: the language it is asked in is the language of the answer. */
const REPLY = `(?:answer|reply|respond|antworte\\p{L}*|beantworte\\p{L}*|responde\\p{L}*|responda\\p{L}*|contesta\\p{L}*|r[ée]ponds|r[ée]pondez|r[ée]pondre|rispondi|rispondere|ответь\\p{L}*|отвечай\\p{L}*)`;
const FIXED_RE = new RegExp(
  `${B}${REPLY}${E}[^.!?。\\n]{0,30}?${B}(?:in|en|em|auf|in|на)\\s+(${LANGUAGE_NAMES})${E}`,
  'iu',
);
const MIRROR_RE = new RegExp(
  `${B}${REPLY}${E}[^.!?。\\n]{0,30}?(?:in\\s+the\\s+(?:same\\s+language\\s+as\\s+the\\s+(?:user|customer|caller|question)|(?:user|customer|caller)['’]s\\s+(?:own\\s+)?language)|en\\s+el\\s+(?:mismo\\s+)?idioma\\s+del?\\s+(?:cliente|usuario)|no\\s+idioma\\s+do\\s+(?:cliente|usu[áa]rio)|dans\\s+la\\s+langue\\s+(?:du\\s+client|de\\s+l['’]utilisateur)|in\\s+der\\s+sprache\\s+des\\s+(?:kunden|nutzers|benutzers)|nella\\s+lingua\\s+(?:del\\s+cliente|dell['’]utente)|на\\s+языке\\s+(?:клиента|пользователя))`,
  'iu',
);
const CONDITION_RE =
  /(?<![\p{L}])(?:if|unless|when|si|se|quand|wenn|falls|если|когда)(?![\p{L}])|如果|場合|경우/iu;

/** The user's language and a fixed one, or two fixed reply languages in two sentences. */
function replyLanguages(sentences: readonly string[]): Conflict[] {
  const fixed: [string, string | undefined][] = [];
  let mirror: string | undefined;
  for (const s of sentences) {
    if (CONDITION_RE.test(s)) continue;
    const f = FIXED_RE.exec(s);
    if (f && !NEGATED_RE.test(s.slice(0, f.index))) fixed.push([f[0], languageCode(f[1]!)]);
    const m = MIRROR_RE.exec(s);
    if (m && !NEGATED_RE.test(s.slice(0, m.index))) mirror ??= m[0];
  }
  if (fixed[0] && mirror) return [[fixed[0][0], mirror]];
  const other = fixed.find(([, code]) => code !== fixed[0]?.[1]);
  return fixed[0] && other ? [[fixed[0][0], other[0]]] : [];
}

// "Write … in <language>" in other languages (English wording is read by prompt-conflicts.ts:
// "only in English" / "in Spanish").
const WRITE_VERB = `(?:escrib\\p{L}*|redact\\p{L}*|respond\\p{L}*|escrev\\p{L}*|redij\\p{L}*|r[ée]dige\\p{L}*|[ée]cri[sv]\\p{L}*|r[ée]pond\\p{L}*|schreib\\p{L}*|verfass\\p{L}*|antworte\\p{L}*|scriv\\p{L}*|rispond\\p{L}*|напиш\\p{L}*|пиши\\p{L}*|ответ\\p{L}*|tulis\\p{L}*|jawab\\p{L}*)`;
const WRITTEN_IN_RE = new RegExp(
  `${B}${WRITE_VERB}${E}[^.!?。\\n]{0,40}?${B}(?:in|en|em|auf|на|dalam(?:\\s+bahasa)?)\\s+(${LANGUAGE_NAMES})${E}|(?:اكتب|أجب|اكتبي|أجيبي)[^.!?؟\\n]{0,40}?(?:ب|باللغة\\s+)(${LANGUAGE_NAMES})|用(${LANGUAGE_NAMES})(?:写|回答|回复|撰写)|(${LANGUAGE_NAMES})で(?:書|答|回答)`,
  'iu',
);

/**
 * The whole answer only in one language, and written in another in a second sentence (issue 27,
 * thirteenth round): "اكتب … باللغة العربية الفصحى فقط. اكتب الملخص بالإنجليزية.", "Respond only in
 * English. Escribe el resumen en español.", "Schreibe nur auf Deutsch. … Verfasse die Antwort auf
 * Englisch.", "只用中文回答。用英文写总结。". Not a translation, not under a condition, not negated.
 */
function onlyAndWrittenIn(sentences: readonly string[]): Conflict[] {
  for (const s of sentences) {
    const only = onlyLanguages(s)[0];
    if (!only) continue;
    for (const t of sentences) {
      if (t === s || CONDITION_RE.test(t) || TRANSLATE_RE.test(t)) continue;
      const w = WRITTEN_IN_RE.exec(t);
      const code = w && languageCode(w.slice(1).find((g) => g !== undefined)!);
      if (w && code && code !== only[0] && !NEGATED_RE.test(t.slice(0, w.index))) return [[only[1], w[0]]];
    }
  }
  return [];
}

/**
 * The language of the answer set with "use" (issue 27, fourteenth round): "Use English", "Gunakan
 * bahasa Inggris", "Usa el español", "Utilise le français", "Verwende Deutsch", "Используй русский".
 */
const USE_LANGUAGE_RE = new RegExp(
  `${B}(?:use|gunakan|pakai|gunakanlah|usa|utiliza|use|utilise[zr]?|verwende|benutze|usa|utilizza|используй\\p{L}*|kullan|gebruik|anv[äa]nd)${E}\\s+(?:(?:the|el|la|le|o|a|il)\\s+)?(?:(?:language|idioma|langue|sprache|lingua|язык)\\s+)?(${LANGUAGE_NAMES})${E}`,
  'iu',
);
/** "Write the report in Spanish": the English verbs, which WRITTEN_IN_RE leaves to prompt-conflicts.ts. */
const WRITE_EN_RE = new RegExp(
  `${B}(?:write|answer|reply|respond)${E}[^.!?。\\n]{0,40}?${B}in\\s+(${LANGUAGE_NAMES})${E}`,
  'iu',
);
/** A part of the text in a language ("English terms", "code comments in English"): not the answer's language. */
const LANGUAGE_PART_RE = alt(
  'terms?|terminolog\\p{L}*|names?|code|comments?|keys?|fields?|variables?|identifiers?|tags?|labels?|titles?|headings?|quotes?|citations?|keywords?|hashtags?|slogans?|istilah|nama|kode|komentar|judul|kutipan|t[ée]rminos?|nombres?|c[óo]digo|comentarios?|termes?|noms?|commentaires?|begriffe?|fachbegriffe?|kommentare?|termini|nomi|commenti|термин\\p{L}*|назван\\p{L}*|комментари\\p{L}*',
);

/**
 * Two languages for the one answer, in two sentences (issue 27, fourteenth round): "Gunakan bahasa
 * Inggris … Tulis dalam bahasa Indonesia baku.", "Use English so the team can read it. Write it in
 * Spanish.", "Verwende Englisch. Schreibe auf Deutsch." Not a translation, not under a condition,
 * not negated, not a part of the text (terms, names, code comments in a language).
 */
function twoAnswerLanguages(sentences: readonly string[]): Conflict[] {
  const set: [string, string][] = [];
  for (const s of sentences) {
    if (CONDITION_RE.test(s) || TRANSLATE_RE.test(s) || LANGUAGE_PART_RE.test(s)) continue;
    const m = USE_LANGUAGE_RE.exec(s) ?? WRITTEN_IN_RE.exec(s) ?? WRITE_EN_RE.exec(s);
    const code = m && languageCode(m.slice(1).find((g) => g !== undefined)!);
    if (!m || !code || NEGATED_RE.test(s.slice(0, m.index))) continue;
    const other = set.find(([c]) => c !== code);
    if (other) return [[other[1], m[0]]];
    set.push([code, m[0]]);
  }
  return [];
}

/** Numbers forbidden outright, and a price or figures asked for. */
const NO_NUMBERS_RE = alt(
  "(?:never|do\\s+not|don't|must\\s+not)\\s+(?:use|include|write|mention|give|show)\\s+(?:any\\s+)?numbers|no\\s+numbers|without\\s+(?:any\\s+)?numbers|keine\\s+zahlen|ohne\\s+zahlen|sin\\s+n[uú]meros|sem\\s+n[uú]meros|sans\\s+(?:aucun\\s+)?(?:chiffres?|nombres?)|aucun\\s+chiffre|senza\\s+numeri|nessun\\s+numero|без\\s+(?:цифр|чисел)",
  '数字を使わ|数字なし|不要(?:用|写)?数字|不用数字|숫자\\s*없이',
);
const NUMBER_SCOPE_RE =
  /^\s*(?:alone|only|by\s+themselves|on\s+their\s+own|for|as|other|except|unless|but|in\s+the|besides|apart|outside|au-del|außer|salvo|excepto|sauf|tranne|кроме)/iu;
const NUMERIC_RE = alt(
  'price|prices|figures|amounts?|percentages?|statistics|preis|preise|betrag|precio|importe|preço|valor|prix|montant|prezzo|importo|цен\\p{L}*|сумм\\p{L}*',
  '価格|値段|金額|价格|金额|가격|금액',
);

function numbersForbidden(sentences: readonly string[]): Conflict[] {
  for (const s of sentences) {
    const no = NO_NUMBERS_RE.exec(s);
    if (!no || NUMBER_SCOPE_RE.test(s.slice(no.index + no[0].length))) continue;
    for (const t of sentences) {
      const need = NUMERIC_RE.exec(t);
      if (need && !NEGATED_RE.test(t.slice(0, need.index).slice(-20)) && (t !== s || need.index !== no.index))
        return [[no[0], t === s ? need[0] : t]];
    }
  }
  return [];
}

/** The reply-language clashes; two answer languages only when no other form found one (one finding, not two). */
function languages(sentences: readonly string[]): Conflict[] {
  const found = [...replyLanguages(sentences), ...onlyAndWrittenIn(sentences)];
  return found.length ? found : twoAnswerLanguages(sentences);
}

export function traitConflicts(content: string): Conflict[] {
  const sentences = sentencesOf(content);
  return [
    ...traitClashes(sentences),
    ...shortButLong(sentences),
    ...ignorantExpert(sentences),
    ...languages(sentences),
    ...numbersForbidden(sentences),
  ];
}
