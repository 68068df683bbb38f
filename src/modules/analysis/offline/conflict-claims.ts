// Demands that no answer can meet because of what they claim (issue 27, seventh scoring round), in
// English, Spanish, Portuguese, French, German, Italian, Russian, Japanese and Chinese: certainty
// about the future ("the exact closing price tomorrow, 100 % sure, no probabilities"; "guarantee
// clear skies on those days"); full honesty or transparency and a fact to be kept quiet ("be
// completely transparent … don't mention that there is no lift"); no spoilers and the ending or
// the culprit given away; an audience of young children and the full technical vocabulary "without
// simplifying". Tested on prompts written for conflict-claims.test.ts, with look-alikes that must
// not fire ("explain why nobody can predict tomorrow's close", "be transparent; don't mention
// competitors", "no spoilers beyond the first chapter", "define each technical term for the kids").

import { detectAll, negated } from './conflict-scopes.js';
import type { Conflict } from './prompt-conflicts.js';
import { words } from './word-bounds.js';

const CONDITION_RE =
  /(?<![\p{L}])(?:if|when|unless|si|cuando|se|quando|quand|wenn|falls|se|если|когда)(?![\p{L}])|場合|如果/iu;
/** Far apart in a long prompt, two demands usually belong to different parts (characters). */
const NEAR = 350;

/** The first clause holding a match of `re` that is neither negated nor under a condition. */
function demandIn(
  clauses: readonly string[],
  re: RegExp,
  skip?: RegExp,
): { clause: string; match: string } | undefined {
  for (const c of clauses) {
    const m = re.exec(c);
    if (!m || negated(c, m.index, m[0].length) || CONDITION_RE.test(c.slice(0, m.index))) continue;
    if (skip?.test(c)) continue;
    return { clause: c, match: m[0] };
  }
  return undefined;
}

function near(content: string, a: string, b: string): boolean {
  return Math.abs(content.indexOf(a) - content.indexOf(b)) <= NEAR;
}

/**
 * A rule (not negated, not under a condition, not in a `scope` clause) and, near it, a demand that
 * breaks it (not under a condition; when `negatable`, not negated within its own part of the clause:
 * "sans spoiler, puis révèle la fin" is not a negated reveal).
 */
function ruleBrokenBy(rule: RegExp, breaks: RegExp, opts: { scope?: RegExp; negatable: boolean }) {
  return (clauses: readonly string[], content: string): Conflict[] => {
    if (!rule.test(content) || !breaks.test(content)) return [];
    const r = demandIn(clauses, rule, opts.scope);
    if (!r) return [];
    for (const c of clauses) {
      const m = breaks.exec(c);
      if (!m || CONDITION_RE.test(c.slice(0, m.index)) || !near(content, r.clause, c)) continue;
      const from = Math.max(c.lastIndexOf(',', m.index), c.lastIndexOf(';', m.index), 0);
      if (opts.negatable && negated(c.slice(from), m.index - from, 0)) continue;
      return [[r.match, m[0]]];
    }
    return [];
  };
}

// --- Certainty about the future --------------------------------------------------------------

/** A demand of certainty: "100 % sure", "guarantee that", "no probabilities", "sin «depende»". */
const CERTAIN_RE = words(
  [
    '100\\s*%\\s*(?:sure|certain|guaranteed|safe)|(?:with\\s+)?(?:absolute|complete|total)\\s+certainty|guarantee\\s+(?:that|me|it)|without\\s+(?:any\\s+)?(?:probabilities|hedging|caveats|ifs)|no\\s+(?:probabilities|hedging|ranges|["\\x27‘“]?it\\s+depends["\\x27’”]?)',
    '100\\s*%\\s*(?:segur[oa]s?|garantizad[oa]s?|garantid[oa]s?|cert[oa]s?)|garantiza(?:me)?\\s+que|garante\\s+que|sin\\s+probabilidades|sem\\s+probabilidades|sin\\s+(?:ning[úu]n\\s+)?["«“]?depende',
    'certaine?s?\\s+[àa]\\s+100\\s*%|s[ûu]re?s?\\s+[àa]\\s+100\\s*%|100\\s*%\\s*s[ûu]re?s?|garantis(?:sez)?[-\\s](?:moi\\s+)?que|sans\\s+probabilit[ée]s',
    '100\\s*%\\s*(?:sicher|garantiert)|garantiere\\s+(?:mir\\s+)?(?:dass|,)|ohne\\s+wahrscheinlichkeiten|ohne\\s+["„]?kommt\\s+drauf\\s+an',
    'sicur[oa]\\s+al\\s+100\\s*%|garantisci(?:mi)?\\s+che|senza\\s+probabilit[àa]',
    'гарантируй\\p{L}*|на\\s+100\\s*%|без\\s+вероятност\\p{L}*|точно\\s+(?:пообещать|обещать|сказать)',
  ].join('|'),
  '100%确定|百分之百|保证[^。\\n]{0,20}(?:一定|会)|确保[^。\\n]{0,10}一定会|不要(?:说|给)?概率|100%確実|確実に[^。\\n]{0,10}(?:当て|言い切)|保証して|絶対に当て|断言して',
);
/** The future, or an outcome that only the future settles: tomorrow, next week, "will rise". */
const FUTURE_RE = words(
  [
    'tomorrow|tonight|next\\s+(?:week|month|year|season|quarter)|this\\s+(?:week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|will\\s+(?:rise|fall|go\\s+up|go\\s+down|win|close|score|be\\s+(?:sunny|clear|dry))|(?:the\\s+)?winning\\s+numbers|lottery\\s+numbers|future\\s+(?:prices?|price\\s+of)',
    'ma[ñn]ana|la\\s+(?:pr[óo]xima|que\\s+viene)\\s+semana|esta\\s+semana|van\\s+a\\s+(?:subir|bajar|ganar)|va\\s+a\\s+(?:subir|bajar|ganar|llover)|cerrar[áa]|ganar[áa]|subir[áa]n?|amanh[ãa]|pr[óo]xima\\s+semana|v[ãa]o\\s+(?:subir|cair|ganhar)|vai\\s+(?:subir|cair|ganhar|chover)',
    'demain|la\\s+semaine\\s+prochaine|cette\\s+semaine|(?:va|vont)\\s+(?:monter|baisser|gagner)|fermera|gagnera',
    'morgen|n[äa]chste\\s+woche|diese\\s+woche|(?:steigen|fallen|gewinnen)\\s+(?:wird|werden)|wird\\s+(?:steigen|fallen|gewinnen)',
    'domani|la\\s+prossima\\s+settimana|questa\\s+settimana|salir[àa]nno|vincer[àa]',
    'завтра|на\\s+следующей\\s+неделе|на\\s+этой\\s+неделе|будет\\s+(?:ясн\\p{L}*|солнечн\\p{L}*|расти|падать)|в\\s+эти\\s+дни|вырастут|выиграет',
  ].join('|'),
  '明天|明日|下周|下星期|本周|来週|今週|将来の|会涨|会跌|上がる銘柄|値上がりする',
);
/** The impossibility said, not demanded: "why nobody can predict", "no one can guarantee". */
const CANNOT_RE =
  /(?<![\p{L}])(?:nobody|no\s+one|cannot|can['’]t|impossible|nadie|no\s+se\s+puede|ningu[ée]m|personne|impossible|niemand|unm[öo]glich|nessuno|impossibile|никто|невозможно|нельзя)(?![\p{L}])|誰も|不可能|无法|没有人/iu;

/**
 * The hedge forbidden (issue 27, eighth round): "never say you don't know", "Не пиши, что это
 * невозможно предсказать", "no digas que no se puede saber" — a demand of certainty that names the
 * impossibility only to forbid saying it (so CANNOT_RE does not clear its clause).
 */
const HEDGE_BANNED_RE = words(
  [
    "(?:never|don['’]t|do\\s+not)\\s+(?:say|tell\\s+(?:them|the\\s+user|me)|admit|write|answer|reply)\\s+(?:that\\s+)?(?:you\\s+(?:don['’]t|do\\s+not|can['’]t|cannot)\\s+(?:know|predict|tell)|it\\s+(?:is|['’]s|can['’]t\\s+be|cannot\\s+be)\\s+(?:impossible|unpredictable|uncertain|unknown|predicted|known)|(?:nobody|no\\s+one)\\s+(?:can|knows)|you\\s+(?:are|['’]re)\\s+(?:not\\s+sure|unsure|uncertain))",
    'no\\s+(?:digas|respondas|escribas|contestes)\\s+que\\s+(?:no\\s+(?:se\\s+puede|lo\\s+sabes|sabes|es\\s+posible)|es\\s+imposible|nadie)|n[ãa]o\\s+(?:diga|responda|escreva)\\s+que\\s+(?:n[ãa]o\\s+(?:sabe|[ée]\\s+poss[íi]vel|d[áa]\\s+para)|[ée]\\s+imposs[íi]vel|ningu[ée]m)',
    "ne\\s+(?:dis|dites|r[ée]ponds|r[ée]pondez|[ée]cris)\\s+(?:pas|jamais)\\s+que\\s+(?:c['’]est\\s+impossible|tu\\s+ne\\s+(?:sais|peux)|vous\\s+ne\\s+(?:savez|pouvez)|personne\\s+ne|on\\s+ne\\s+peut)",
    'sag(?:e|en\\s+sie)?\\s+(?:nicht|niemals|nie),?\\s+dass\\s+(?:man\\s+|du\\s+|sie\\s+)?(?:das\\s+|es\\s+)?(?:nicht\\s+(?:vorhersagen|wissen|sagen|vorhersehbar)|unm[öo]glich|niemand|(?:es\\s+)?nicht\\s+wei[ßs]t)',
    'non\\s+dire\\s+(?:mai\\s+)?che\\s+(?:[èe]\\s+impossibile|non\\s+(?:lo\\s+)?sai|non\\s+si\\s+pu[òo]|nessuno)',
    'не\\s+(?:пиши|говори|отвечай|утверждай)(?:те)?,?\\s+что\\s+(?:это\\s+)?(?:невозможно|нельзя|никто\\s+не|ты\\s+не\\s+знаешь|вы\\s+не\\s+знаете)',
  ].join('|'),
  '(?:わからない|分からない|予測できない|不可能)(?:と|とは)(?:言わ|書か|答え)ない|不要说(?:无法|不能|不可能|不知道)|别说(?:无法|不能|不可能|不知道)',
);

function futureCertainty(clauses: readonly string[], content: string): Conflict[] {
  const banned = HEDGE_BANNED_RE.test(content);
  if ((!banned && !CERTAIN_RE.test(content)) || !FUTURE_RE.test(content)) return [];
  const sure =
    (banned ? demandIn(clauses, HEDGE_BANNED_RE) : undefined) ?? demandIn(clauses, CERTAIN_RE, CANNOT_RE);
  if (!sure) return [];
  const when = demandIn(clauses, FUTURE_RE, CANNOT_RE);
  if (!when || !near(content, sure.clause, when.clause)) return [];
  return [[sure.match, when.match]];
}

// --- Full honesty and a fact kept quiet ------------------------------------------------------

const HONEST_RE = words(
  [
    '(?:be\\s+|stay\\s+)?(?:fully|completely|totally|entirely|100\\s*%|radically)\\s+(?:transparent|honest)|full\\s+transparency|complete\\s+transparency|hide\\s+nothing',
    '(?:totalmente|completamente|100\\s*%)\\s+(?:transparente|honest[oa]|sincer[oa])|transparencia\\s+total|transpar[êe]ncia\\s+total|sin\\s+ocultar\\s+nada|sem\\s+esconder\\s+nada',
    '(?:totalement|enti[èe]rement|compl[èe]tement|100\\s*%)\\s+(?:transparent|honn[êe]te)e?s?|transparence\\s+totale|ne\\s+cache\\s+rien',
    '(?:v[öo]llig|absolut|komplett|ganz|100\\s*%)\\s+(?:transparent|ehrlich)|volle\\s+transparenz|verschweige\\s+nichts',
    '(?:totalmente|completamente|100\\s*%)\\s+(?:trasparente|onest[oa]|sincer[oa])|trasparenza\\s+totale',
    '(?:полностью|абсолютно|на\\s+100\\s*%)\\s+(?:прозрачн|честн)\\p{L}*|ничего\\s+не\\s+скрывай',
  ].join('|'),
  '完全に(?:透明|正直|誠実)|包み隠さず|正直に全て|完全透明|完全诚实|毫无隐瞒|如实(?:告知|说明)',
);
/** A fact to keep quiet: "don't mention that …", "hide the fact that …", "no digas que …". */
const CONCEAL_RE = words(
  [
    "(?:do\\s+not|don['’]t|never)\\s+(?:mention|say|tell\\s+(?:them|the\\s+\\p{L}+|anyone)|reveal|disclose|admit)\\s+that|(?:hide|conceal|keep\\s+quiet\\s+about)\\s+(?:the\\s+fact\\s+)?that|leave\\s+out\\s+(?:the\\s+fact\\s+)?that",
    'no\\s+(?:menciones|digas|cuentes|reveles|admitas)\\s+que|oculta(?:r)?\\s+(?:el\\s+hecho\\s+de\\s+)?que|n[ãa]o\\s+(?:mencione|mencionar|diga|conte|revele)\\s+que|esconda\\s+(?:o\\s+fato\\s+de\\s+)?que',
    "ne\\s+(?:mentionne|mentionnez|dis|dites|r[ée]v[èe]le|r[ée]v[ée]lez)\\s+(?:pas|jamais)\\s+qu(?:e|['’])|cache[rz]?\\s+(?:le\\s+fait\\s+)?qu(?:e|['’])",
    '(?:erw[äa]hne|sag|sage|verrate)\\s+(?:nicht|niemals|nie)\\s*,?\\s+dass|verschweige\\p{L}*\\s*,?\\s+dass|verheimliche\\p{L}*\\s*,?\\s+dass',
    'non\\s+(?:menzionare|dire|rivelare)\\s+che|nascondi\\s+(?:il\\s+fatto\\s+)?che',
    'не\\s+(?:упоминай|говори|сообщай|рассказывай)\\s*,?\\s+что|скрой\\s*,?\\s+что|умолчи\\s*,?\\s+(?:о\\s+том|что)',
  ].join('|'),
  'ことは(?:言わないで|書かないで|伏せて|隠して)|ことに(?:触れないで)|不要(?:提到|提及|说)[^。\\n]{0,20}(?:这件事|的事实)|隐瞒',
);

// --- No spoilers, and the ending given away ---------------------------------------------------

const NO_SPOILER_RE = words(
  [
    "no\\s+spoilers?|without\\s+(?:any\\s+)?spoilers?|spoiler[- ]free|(?:do\\s+not|don['’]t|never)\\s+spoil|avoid\\s+(?:all\\s+)?spoilers",
    'sin\\s+(?:ning[úu]n\\s+)?(?:spoilers?|destripes?)|nada\\s+de\\s+spoilers?|sem\\s+(?:nenhum\\s+)?spoilers?|nada\\s+de\\s+spoiler',
    'sans\\s+(?:aucun\\s+)?(?:spoilers?|divulg[âa]ch\\p{L}*)|pas\\s+de\\s+(?:spoilers?|divulg[âa]ch\\p{L}*)',
    'ohne\\s+(?:jeden\\s+)?spoiler|keine\\s+spoiler|nicht\\s+spoilern',
    'senza\\s+(?:alcuno?\\s+)?spoiler|niente\\s+spoiler',
    'без\\s+спойлер\\p{L}*|никаких\\s+спойлер\\p{L}*',
  ].join('|'),
  'ネタバレ(?:は|を)?(?:一切)?(?:禁止|なし|無し|厳禁|しない|NG)|不要剧透|禁止剧透|无剧透|不剧透',
);
/** "No spoilers beyond chapter 3", "no spoilers in the title": a scope, not the whole answer. */
const SPOILER_SCOPE_RE =
  /(?<![\p{L}])(?:beyond|past|after|in\s+the\s+(?:title|headline|summary)|más\s+allá|au-del[àa]|über\s+\p{L}+\s+hinaus|oltre)(?![\p{L}])|以降|以后/iu;
const REVEAL_END_RE = words(
  [
    '(?:reveal|explain|give\\s+away|tell|say|include|name|describe)\\s+(?:\\p{L}+\\s+){0,3}(?:the\\s+)?(?:ending|twist|killer|culprit|murderer|who\\s+(?:did\\s+it|the\\s+killer\\s+is|dies))|who\\s+the\\s+(?:killer|culprit|murderer)\\s+(?:is|was)',
    '(?:revela|explica|cuenta|di|incluye)\\s+(?:\\p{L}+\\s+){0,3}(?:el\\s+final|el\\s+desenlace|al\\s+asesino|al\\s+culpable|qui[ée]n\\s+(?:es\\s+el\\s+asesino|muere))|(?:revele|explique|conte|inclua)\\s+(?:\\p{L}+\\s+){0,3}(?:o\\s+final|o\\s+desfecho|o\\s+assassino|o\\s+culpado)',
    "(?:r[ée]v[èe]le|r[ée]v[ée]lez|explique[zr]?|dis|donne[zr]?)\\s+(?:\\p{L}+\\s+){0,3}(?:la\\s+fin|le\\s+d[ée]nouement|le\\s+coupable|l['’]assassin|le\\s+meurtrier|qui\\s+(?:meurt|est\\s+l['’]assassin))",
    '(?:verrate|erkl[äa]re|nenne|beschreibe)\\s+(?:\\p{L}+\\s+){0,3}(?:das\\s+ende|die\\s+aufl[öo]sung|den\\s+t[äa]ter|den\\s+m[öo]rder|wer\\s+(?:der\\s+t[äa]ter\\s+ist|stirbt))',
    "(?:rivela|spiega|d[ìi]|descrivi)\\s+(?:\\p{L}+\\s+){0,3}(?:il\\s+finale|l['’]assassino|il\\s+colpevole|chi\\s+(?:muore|[èe]\\s+l['’]assassino))",
    '(?:раскрой|расскажи|назови|опиши)\\s+(?:\\p{L}+\\s+){0,3}(?:концовк\\p{L}*|развязк\\p{L}*|убийц\\p{L}*|виновн\\p{L}*|кто\\s+убийца)',
  ].join('|'),
  '犯人[^。\\n]{0,20}(?:結末|種明かし|明か|書|まとめ)|結末[^。\\n]{0,12}(?:明か|書いて|まとめ|種明かし)|種明かし|オチを(?:書|明か)|(?:揭晓|写出|说明|透露)[^。\\n]{0,10}(?:凶手|结局|真相)|凶手是谁',
);

// --- Young children or lay readers and the full technical vocabulary ----------------------------------------

const YOUNG_RE = words(
  [
    'non-?specialists?|non-?experts?|lay\\s*(?:people|persons?|readers?|audience)|laypeople|laypersons?|the\\s+general\\s+public|no\\s+especialistas?|p[úu]blico\\s+(?:general|leigo)|leigos|profanes?|non-?sp[ée]cialistes?|grand\\s+public|laien|fachfremde\\p{L}*|non\\s+addetti\\s+ai\\s+lavori|неспециалист\\p{L}*|непрофессионал\\p{L}*|широк\\p{L}+\\s+публик\\p{L}*',
    '(?:children|kids|pupils)\\s+(?:aged|ages|of)\\s+(?:[3-9]|1[0-1])|(?:aged|ages)\\s+[3-9]\\s*(?:[-–]|to)\\s*(?:[4-9]|1[0-1])|(?:[3-9]|1[01])[-–](?:[4-9]|1[01])[- ]year[- ]olds|preschool\\p{L}*|kindergarten\\p{L}*|primary[- ]school\\s+(?:children|pupils|kids)|first[- ]graders?',
    'ni[ñn]os\\s+de\\s+(?:[3-9]|1[01])|crian[çc]as\\s+de\\s+(?:[3-9]|1[01])|enfants\\s+de\\s+(?:[3-9]|1[01])|kinder(?:n)?\\s+(?:von|zwischen|im\\s+alter\\s+von)\\s+(?:[3-9]|1[01])|grundsch[üu]ler\\p{L}*|bambini\\s+(?:di|dai|tra)\\s+(?:[3-9]|1[01])|детей\\s+(?:[3-9]|1[01])|дет(?:ей|и)\\s+(?:от|в\\s+возрасте)\\s+(?:[3-9]|1[01])|младш\\p{L}+\\s+школьник\\p{L}*|дошкольник\\p{L}*',
  ].join('|'),
  '小学生|幼稚園|園児|未就学|幼儿|儿童|(?:[3-9]|1[01])[~〜-](?:[4-9]|1[01])歳|(?:[3-9]|1[01])[~〜-](?:[4-9]|1[01])岁',
);
/** The full vocabulary of a trade, kept as it is. */
const FULL_JARGON_RE = words(
  [
    "(?:full|complete|all\\s+the|proper)\\s+(?:technical|specialist|scientific|professional)\\s+(?:vocabulary|terminology|terms|jargon)|without\\s+simplif\\p{L}*|do\\s+not\\s+simplify|don['’]t\\s+simplify|no\\s+simplification",
    'sin\\s+simplificar|no\\s+simplifiques|sem\\s+simplificar|n[ãa]o\\s+simplifique|sans\\s+simplifier|ne\\s+simplifie[zr]?\\s+pas|ohne\\s+(?:zu\\s+)?vereinfach\\p{L}*|nicht\\s+vereinfachen|senza\\s+semplificare|non\\s+semplificare|не\\s+упрощая|без\\s+упрощени\\p{L}*|не\\s+упрощай',
    '(?:all\\s+(?:the|our)|toda\\s+(?:la|nuestra)|toute\\s+(?:la|notre)|die\\s+ganze|tutta\\s+la|всю|вся)\\s+(?:\\p{L}+\\s+)?(?:terminology|jargon|terminolog[íi]a|terminologie|terminologia|терминологи\\p{L}*)(?:\\s+\\p{L}+){0,4}\\s+(?:without\\s+(?:explanation|explaining)|sin\\s+explica\\p{L}*|sem\\s+explica\\p{L}*|sans\\s+explication\\p{L}*|ohne\\s+erkl[äa]rung\\p{L}*|senza\\s+spiegazion\\p{L}*|без\\s+пояснени\\p{L}*|без\\s+объяснени\\p{L}*)',
    '(?:todo\\s+el|toda\\s+la)\\s+(?:vocabulario|terminolog[íi]a)\\s+t[ée]cnic[oa]|(?:toute\\s+la|tout\\s+le)\\s+(?:terminologie|vocabulaire)\\s+techniques?|(?:den\\s+)?vollen\\s+fachwortschatz|alle\\s+fachbegriffe|tutta\\s+la\\s+terminologia\\s+tecnica|всю\\s+(?:техническую|профессиональную)\\s+терминологию',
  ].join('|'),
  '簡略化せず|簡単にせず|専門用語をそのまま|不要简化|不做简化|专业术语(?:原样|全部)',
);

// --- No superlatives, and the best of all -------------------------------------------------

const NO_SUPERLATIVE_RE = words(
  [
    'no\\s+superlatives|without\\s+(?:any\\s+)?superlatives|avoid\\s+superlatives|no\\s+(?:evaluative|value)\\s+adjectives',
    'sin\\s+superlativos|ning[úu]n\\s+superlativo|sin\\s+adjetivos(?:\\s+de\\s+valoraci[óo]n)?|sem\\s+superlativos|nenhum\\s+superlativo|sem\\s+adjetivos(?:\\s+de\\s+valor)?',
    'aucun\\s+superlatif|sans\\s+superlatifs?|pas\\s+de\\s+superlatifs?|keine\\s+superlative|ohne\\s+superlative|nessun\\s+superlativo|senza\\s+superlativi|без\\s+превосходн\\p{L}*|без\\s+оценочн\\p{L}*',
  ].join('|'),
  '最上級(?:表現)?(?:は|を)?(?:使わ|禁止|避け)|不要(?:使用)?最高级|不用最高级',
);
const SUPERLATIVE_DEMAND_RE = words(
  [
    '(?:as|like)\\s+(?:the\\s+)?(?:best|greatest|finest|most\\s+\\p{L}+)\\s+\\p{L}+|sound\\p{L}*\\s+(?:like\\s+a\\s+dream|dreamy|luxurious)|(?:pure|total|absolute)\\s+luxury',
    'como\\s+(?:el|la|o|a)\\s+(?:mejor|melhor|m[áa]s\\s+\\p{L}+)|(?:suene|suena|soe|soar)\\s+(?:de\\s+ensue[ñn]o|a\\s+lujo|como\\s+um\\s+sonho|luxuos\\p{L}*)|lujo\\s+total|luxo\\s+total',
    'comme\\s+(?:le|la)\\s+(?:meilleure?|plus\\s+\\p{L}+)|als\\s+(?:der|die|das)\\s+beste|als\\s+(?:der|die|das)\\s+\\p{L}+ste|come\\s+(?:il|la)\\s+miglior[ea]|как\\s+(?:самы\\p{L}+|лучш\\p{L}+)',
  ].join('|'),
  '最高の[^。\\n]{0,10}として|一番の[^。\\n]{0,10}として|作为最好的|说成最好的',
);

// --- No connection, and live data -------------------------------------------------------------

/**
 * No way to look anything up (issue 27, ninth scoring round): "you have no internet or tools",
 * "you can't browse", "sin acceso a internet", "sem internet", "tu n'as pas accès à internet", "du
 * hast keinen Internetzugang", "non hai accesso a internet", "у тебя нет доступа к интернету",
 * "インターネットに接続できない", "你无法联网".
 */
const OFFLINE_RE = words(
  [
    "(?:you\\s+have|you['’]ve\\s+got|with|there\\s+is)\\s+no\\s+(?:internet|web|browsing|online|network|live\\s+data|real[- ]time\\s+data|tools?)(?:\\s+access)?|without\\s+(?:any\\s+)?(?:internet|web|online|network)\\s+access|you\\s+(?:can['’]t|cannot|can\\s+not|are\\s+unable\\s+to)\\s+(?:browse|access\\s+the\\s+(?:internet|web)|search\\s+the\\s+web|go\\s+online|look\\s+(?:anything|things)\\s+up)|you\\s+(?:don['’]t|do\\s+not)\\s+have\\s+(?:internet|web|online|browsing|any\\s+tools|tools|access\\s+to\\s+(?:the\\s+internet|the\\s+web|live|real[- ]time|tools))|you\\s+are\\s+(?:fully\\s+)?offline",
    'no\\s+tienes\\s+(?:acceso\\s+a\\s+)?(?:internet|herramientas|la\\s+web)|sin\\s+(?:acceso\\s+a\\s+)?internet|(?:voc[êe]\\s+)?n[ãa]o\\s+tem\\s+(?:acesso\\s+[àa]\\s+)?(?:internet|ferramentas)|sem\\s+(?:acesso\\s+[àa]\\s+)?internet',
    "(?:tu\\s+n['’]as|vous\\s+n['’]avez)\\s+(?:pas|aucun)\\s+(?:d['’]\\s*)?(?:acc[èe]s\\s+[àa]\\s+internet|internet|outils?)|sans\\s+(?:acc[èe]s\\s+[àa]\\s+)?internet|(?:du\\s+hast|sie\\s+haben)\\s+kein(?:en)?\\s+(?:internet(?:zugang)?|zugriff\\s+auf\\s+(?:das\\s+)?internet|tools|werkzeuge)|ohne\\s+internet(?:zugang)?",
    'non\\s+hai\\s+(?:accesso\\s+a\\s+)?(?:internet|strumenti)|senza\\s+(?:accesso\\s+a\\s+)?internet|у\\s+(?:тебя|вас)\\s+нет\\s+(?:доступа\\s+к\\s+)?(?:интернет\\p{L}*|инструмент\\p{L}*|сети)|без\\s+(?:доступа\\s+к\\s+)?интернет\\p{L}*',
  ].join('|'),
  'インターネット(?:に|へ)?(?:は)?(?:接続|アクセス)(?:でき|し)ない|ネットに(?:は)?(?:繋が|つなが)らない|(?:没有|无法|不能)(?:联网|上网|访问互联网|使用(?:任何)?工具)',
);
/** A figure that only a live source gives: "the live rate right now", "en tiempo real", "прямо сейчас". */
const LIVE_RE = words(
  [
    "live\\s+(?:rate|price|score|data|feed|figures?|exchange\\s+rate|stock\\s+price|weather|traffic)s?|real[- ]time|right\\s+now|at\\s+this\\s+(?:very\\s+)?(?:moment|minute|second)|up[- ]to[- ]the[- ](?:minute|second)|today['’]s\\s+(?:news|headlines|price|rate|score|weather|exchange\\s+rate)s?",
    "en\\s+tiempo\\s+real|ahora\\s+mismo|en\\s+este\\s+(?:mismo\\s+)?momento|em\\s+tempo\\s+real|agora\\s+mesmo|neste\\s+(?:exato\\s+)?momento|en\\s+temps\\s+r[ée]el|en\\s+ce\\s+moment(?:\\s+m[êe]me)?|[àa]\\s+l['’]instant\\s+m[êe]me",
    'in\\s+echtzeit|(?:gerade|genau|jetzt)\\s+jetzt|in\\s+diesem\\s+(?:moment|augenblick)|in\\s+tempo\\s+reale|(?:proprio\\s+)?in\\s+questo\\s+(?:preciso\\s+)?momento|proprio\\s+ora|прямо\\s+сейчас|в\\s+реальном\\s+времени|в\\s+(?:данный|этот)\\s+момент',
  ].join('|'),
  'リアルタイム|今この瞬間|ただ今の|实时|此时此刻|现在这一刻',
);

/** A figure that changes by the minute: a rate, a price, a score, the weather, the news. */
const FIGURE_RE = words(
  'rates?|prices?|scores?|quotes?|weather|news|headlines|stock|stocks|traffic|status|tipo\\s+de\\s+cambio|precios?|cotizaci[óo]n|cota[çc][ãa]o|pre[çc]os?|taux|prix|cours|m[ée]t[ée]o|kurs\\p{L}*|preis\\p{L}*|stand|wetter|prezz[oi]|cambio|meteo|курс\\p{L}*|цен\\p{L}*|погод\\p{L}*|счёт|счет|котировк\\p{L}*',
  '株価|レート|為替|天気|価格|汇率|价格|股价|天气|比分',
);
/** A request: "give me", "tell me", "what is", "dime", "donne-moi", "nenne", "скажи", "教えて", a question mark. */
const ASK_RE = words(
  "give|tell|what['’]?s|what\\s+is|report|show\\s+me|provide|send\\s+me|get\\s+me|look\\s+up|check|dime|dame|d[ée]me|informa|informe|diga|d[eê]-?me|me\\s+d[eê]|donne(?:-moi|z-moi)?|dis-moi|indique|nenne|sag|gib|zeig|dimmi|dammi|indica|скажи(?:те)?|назови(?:те)?|дай(?:те)?|покажи(?:те)?|сообщи(?:те)?",
  '教えて|知らせて|告诉|给我|[?？]',
);

function offlineButLive(clauses: readonly string[], content: string): Conflict[] {
  if (!OFFLINE_RE.test(content) || !LIVE_RE.test(content)) return [];
  const off = demandIn(clauses, OFFLINE_RE);
  if (!off) return [];
  // A live figure asked for ("tell me the live score right now"), not a source described ("the
  // dashboard shows real-time data") nor "right now" as a mere hurry; "If they ask for the live
  // rate, say you can't": the figure is refused, not demanded.
  const asked = clauses.filter((c) => FIGURE_RE.test(c) && ASK_RE.test(c));
  const live = demandIn(asked, LIVE_RE, CANNOT_RE);
  return live && near(content, off.clause, live.clause) ? [[off.match, live.match]] : [];
}

export function claimConflicts(text: string): Conflict[] {
  return detectAll(text, [
    futureCertainty,
    offlineButLive,
    ruleBrokenBy(HONEST_RE, CONCEAL_RE, { negatable: false }),
    ruleBrokenBy(NO_SPOILER_RE, REVEAL_END_RE, { scope: SPOILER_SCOPE_RE, negatable: true }),
    ruleBrokenBy(YOUNG_RE, FULL_JARGON_RE, { negatable: false }),
    ruleBrokenBy(NO_SUPERLATIVE_RE, SUPERLATIVE_DEMAND_RE, { negatable: true }),
  ]);
}
