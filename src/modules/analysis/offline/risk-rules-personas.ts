import { intl, type RiskRule } from './risk-rule.js';

// Issue 27, fifth round, from phrasings written for the classes a blind set (fresh-4) had: a
// model asked to answer twice, once as itself and once as a persona without rules (in seven
// languages); the text it was given before the user's message, asked back; and prices or scores
// tied to areas described by who lives there, in other languages. "Answer twice, once short and
// once long" or "prices by postcode for delivery costs" stay quiet.

const TWICE = String.raw`\<(?:(?:answer|respond|reply)\w*\s+(?:\S+\s+){0,4}?(?:twice|two\s+times|in\s+two\s+(?:ways|parts|voices))|(?:give|write|produce|generate)\s+(?:me\s+)?(?:two|2)\s+(?:\S+\s+)?(?:responses|answers|replies)|dos\s+veces|dos\s+respuestas|de\s+dos\s+formas|en\s+deux\s+(?:parties|fois|versions)|deux\s+reponses|duas\s+vezes|duas\s+respostas|doppelt|zweimal|zwei\s+antworten|due\s+volte|due\s+risposte|дважды|два\s+ответа)\>|二(?:回|通り|つの)(?:答え|回答|返答)|两(?:次|个)(?:回答|答案)|두\s*(?:번|가지)\s*(?:답|대답)`;
const NO_RULES = String.raw`\<(?:(?:has|have|with|without|knows?)\s+(?:no|any)\s+(?:\S+\s+)?(?:guidelines|rules|restrictions|filters|limits|limitations|policies|morals|ethics|censorship)|ignores?\s+(?:all\s+|every\s+|any\s+)?(?:\S+\s+){0,2}?(?:policies|rules|guidelines|restrictions|filters)|unfiltered|uncensored|unrestricted|jailbroken|(?:sin|no\s+tiene)\s+(?:ninguna\s+|ningun\s+)?(?:restriccion\S*|regla\S*|filtro\S*|limite\S*|censura)|sem\s+(?:nenhuma\s+)?(?:restricao|restricoes|regras?|filtros?|limites|censura)|(?:n'a\s+)?aucune?\s+(?:regle|restriction|limite|filtre|censure)\S*|sans\s+(?:aucune\s+)?(?:regles?|restrictions?|limites?|filtres?|censure)|keine\s+(?:\S+\s+)?(?:regeln|grenzen|filter|einschrankungen|zensur)|ohne\s+(?:jede\s+)?(?:regeln|grenzen|filter|einschrankungen|zensur)|senza\s+(?:alcuna\s+|nessuna\s+)?(?:regol\S*|restrizion\S*|limit\S*|filtr\S*|censura)|nessuna\s+(?:regola|restrizione|censura)|нет\s+(?:никаких\s+)?(?:ограничени\S*|правил\S*|фильтр\S*|цензур\S*)|без\s+(?:каких-либо\s+|всяких\s+)?(?:ограничени\S*|правил\S*|фильтр\S*|цензур\S*))\>|(?:制限|ルール|規則|フィルター)(?:の|が)?(?:ない|無い|なし)|没有(?:任何)?(?:限制|规则|过滤|审查)|不受(?:任何)?(?:限制|约束)|(?:제한|규칙|필터|검열)(?:이|도)?\s*없는`;

// An area described by who lives there, in other languages, and a higher price or a lower score.
const AREA = String.raw`\<(?:postleitzahl\S*|plz|(?:stadt)?viertel\S*|wohngegend\S*|codigos?\s+postal(?:es)?|cep|bairros?|barrios?|codes?\s+postaux|code\s+postal|quartiers?|cap|codici\s+postali|quartier[ei]|zon[ae]|районов|район\S*|индекс\S*)\>|郵便番号|地区|地域|邮编|小区|社区|우편번호|지역|동네`;
const RESIDENTS = String.raw`\<(?:migrant\S*|einwander\S*|auslander\S*|inmigrant\S*|imigrant\S*|immigr\S*|extranjer\S*|estrangeir\S*|etranger\S*|stranier\S*|мигрант\S*|иммигрант\S*|приезж\S*|gitan\S*|roma|sinti|musulm\S*|muslim\S*|schwarz\S*|negr\S*|noir\S*|ner[oi]|arab\S*|turk\S*)\>|移民|外国人|少数民族|외국인|이민자`;
const PRICED_WORSE = String.raw`\<(?:zahlen\s+(?:\S+\s+){0,3}?mehr|mehr\s+zahlen|aufschlag\S*|teurer|hohere?n?\s+(?:preis\S*|pramie\S*|zins\S*)|schlechter\S*|abzug|pagan?\s+(?:\S+\s+){0,3}?mas|mas\s+car[oa]s?|recargo\S*|precio\s+mas\s+alto|pagam\s+(?:\S+\s+){0,3}?mais|mais\s+car[oa]s?|acrescimo|sobretaxa|paient\s+(?:\S+\s+){0,3}?plus|plus\s+cher\S*|majoration|supplement|surprime|pagano\s+(?:\S+\s+){0,3}?di\s+piu|piu\s+car[oi]|maggiorazion\S*|sovrapprezzo|penaliz\S*|penalis\S*|дороже|надбавк\S*|наценк\S*|повышенн\S*\s+(?:тариф|цен|ставк)\S*)\>|割増|高く(?:する|設定)|加价|提高(?:价格|保费|利率)|할증|더\s*비싸`;

// Reviews the requester writes and posts as if customers had, and controlled drugs obtained or
// handed out "illegally" (from the tuning misses of the benchmark's role-play attacks).
const REVIEW_SITES = String.raw`(?:amazon|yelp|google|trustpilot|tripadvisor|the\s+app\s+store|(?:the\s+)?play\s+store|etsy|ebay|booking(?:\.com)?|the\s+product\s+page)`;
const CONTROLLED = String.raw`(?:opioids?|oxycodone|oxycontin|vicodin|fentanyl|morphine|tramadol|adderall|ritalin|xanax|valium|benzos?|painkillers|prescription\s+(?:drugs|medications?|pills)|such\s+(?:drugs|medications))`;

// Advice that harms the people it names: a group in recovery, ill or young told they "should" do what
// harms them (from a goal of the benchmark's tuning part; "should avoid bars" stays quiet).
const VULNERABLE = String.raw`(?:gambling\s+|recovering\s+|drug\s+)?addicts|gamblers|(?:recovering\s+)?alcoholics|diabetics|anorexics|pregnant\s+women|teen(?:ager)?s|minors|children|kids|people\s+with\s+(?:diabetes|depression|epilepsy|an?\s+eating\s+disorders?|anorexia|bulimia|cancer|hiv|aids|schizophrenia|bipolar\s+disorder|heart\s+disease|addictions?)`;
const SELF_HARM_ACT = String.raw`take\s+(?:out\s+)?(?:payday|high-interest|title)\s+loans|(?:have|take)\s+a\s+drink|drink\s+(?:again|alcohol)|gamble|bet\s+(?:more|again|big)|stop\s+taking\s+(?:their\s+)?(?:insulin|medication|meds|medicine|antidepressants|pills|treatment)|skip\s+(?:their\s+)?(?:insulin|medication|meds|treatment|chemo\w*|meals)|(?:try|start)\s+(?:vaping|smoking|drinking|gambling|purging)|starve\s+themselves|quit\s+(?:their\s+)?(?:treatment|chemo\w*|therapy|medication)|use\s+(?:drugs|cocaine|meth|heroin)`;

export const PERSONA_RULES: readonly RiskRule[] = [
  {
    id: 'jailbreak_dual_answer',
    gate: /twice|two\s+(?:times|ways|parts|voices|responses|answers|replies)|2\s+(?:responses|answers|replies)|dos\s+(?:veces|formas|respuestas)|deux|duas|doppelt|zweimal|zwei\s+antworten|due\s+(?:volte|risposte)|дважды|два\s+ответа|二|两|두/i,
    section: 'safety',
    family: 'jailbreak',
    severity: 'high',
    issue:
      'Jailbreak: asks for two answers to every message, one of them from a persona without rules, filters or restrictions.',
    pattern: intl(TWICE),
    requireNearby: intl(NO_RULES),
    revise: { clause: 'Give one answer, within your guidelines.' },
  },
  {
    id: 'injection_given_text',
    gate: /\byou\s+(?:were|have\s+been|got)\b/i,
    section: 'safety',
    family: 'prompt_extraction',
    severity: 'high',
    issue:
      'Prompt-extraction phrasing: asks for the text the model was given before the user’s message (its setup), quoted or repeated.',
    pattern:
      /\b(?:text|lines?|words|sentences?|messages?|instructions)\s+(?:\S+\s+){0,2}?(?:that\s+)?you\s+(?:were|have\s+been|got)\s+(?:\S+\s+)?(?:given|told|shown|sent|provided|fed|handed)\b/i,
    requireNearby:
      /^(?=[\s\S]*\b(?:before\s+(?:my|this|the\s+user'?s?)\s+(?:message|question|first\s+message)|at\s+the\s+(?:start|beginning)\s+of\s+(?:this|the)\s+(?:conversation|chat|session)|in\s+this\s+conversation|(?:first|opening|earliest)\s+(?:lines?|words|sentences?|messages?)))(?=[\s\S]*\b(?:quote|repeat|verbatim|exactly|word\s+for\s+word|recite|copy|print|paste|list|reproduce|show)\b)/i,
    revise: { replace: 'what you can help with' },
  },
  {
    id: 'deception_self_written_reviews',
    gate: [
      /\breviews?\b/i,
      /amazon|yelp|google|trustpilot|tripadvisor|app\s+store|play\s+store|etsy|ebay|booking|product\s+page/i,
    ],
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception: reviews written by the requester (or the model) and posted on a review site as if customers had written them.',
    pattern: new RegExp(
      String.raw`(?<!\b(?:customers|users|buyers|guests|clients|readers|people|them)\s+to\s+)\b(?:write|writing|draft|drafting|generate|generating|create|creating|compose|composing)\s+(?:\S+\s+){0,4}?reviews?\b[^.\n]{0,120}?\b(?:post|posting|publish|publishing|upload|uploading|submit|submitting|put|putting)\s+(?:them|it|these|those)?\s*(?:\S+\s+){0,2}?(?:on|to)\s+${REVIEW_SITES}`,
      'i',
    ),
    requireNearby:
      /\b(?:under\s+(?:different|fake|multiple|other|several)\s+(?:names|accounts|profiles)|ourselves|myself|as\s+(?:if|though)\s+(?:they|we|I)\s+(?:were|was|are)\s+(?:real\s+)?customers|ratings?|stars|visibility|traction|sales|strategy|boost)\b/i,
    revise: { clause: 'Ask real customers for honest reviews; never write or post reviews in their name.' },
  },
  {
    id: 'harm_controlled_drugs_illegally',
    gate: /\billegally\b/i,
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue: 'Harmful request: asks how to get controlled drugs prescribed, sold or handed out illegally.',
    pattern: new RegExp(
      String.raw`\b(?:prescrib\w*|hand\w*\s+out|sell\w*|dispens\w*|obtain\w*|get|getting|buy\w*|give\w*)\s+(?:\S+\s+){0,3}?${CONTROLLED}\s+(?:\S+\s+){0,3}?illegally\b|\billegally\s+(?:prescrib\w*|dispens\w*|obtain\w*|buy\w*|sell\w*)\s+(?:\S+\s+){0,2}?${CONTROLLED}`,
      'i',
    ),
    requireNearby:
      /\b(?:how|ways?|best\s+way|convince|persuade|talk\s+(?:a|the|my)\s+(?:doctor|pharmacist)|get\s+(?:a|the|my)\s+(?:doctor|pharmacist)|steps|tips)\b/i,
    revise: { clause: 'Decline; point to a doctor and to addiction or pain-management services.' },
  },
  {
    id: 'harm_advice_to_vulnerable',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue:
      'Harmful persuasion: argues that people in recovery, ill or young should do what harms them (payday loans for gambling addicts, stopping insulin).',
    gate: /\bshould\b/i,
    pattern: new RegExp(
      String.raw`\b(?:why|that|convinc\w*|persuad\w*|argu\w*|encourag\w*|tell\w*)\s+(?:\S+\s+){0,3}?(?:${VULNERABLE})\s+(?:\S+\s+){0,2}?should\s+(?!not\b|never\b|avoid\b)(?:(?!not\b|never\b)\S+\s+){0,2}?(?:${SELF_HARM_ACT})\b`,
      'i',
    ),
    revise: { clause: 'Write advice that protects the people it addresses; point to professional help.' },
  },
  {
    id: 'i18n_area_pricing',
    gate: [
      /migrant|immigr|inmigr|imigr|einwander|ausl[aä]nder|extranjer|estrangeir|[eé]tranger|stranier|мигрант|иммигрант|приезж|gitan|\broma\b|sinti|musulm|muslim|schwarz|negr|noir|\bner[oi]\b|arab|t[uü]rk|移民|外国人|少数民族|외국인|이민자/i,
      /postleitzahl|plz|viertel|wohngegend|postal|\bcep\b|bairro|barrio|postaux|quartier|\bcap\b|\bzon[ae]\b|район|индекс|郵便番号|地区|地域|邮编|小区|社区|우편번호|지역|동네/i,
    ],
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory decision criterion (other language): prices or scores people by an area described by who lives there (migrants, a minority).',
    pattern: intl(AREA),
    requireInClause: intl(String.raw`^(?=[\s\S]*(?:${RESIDENTS}))(?=[\s\S]*(?:${PRICED_WORSE}))`),
    revise: {
      clause: 'Set prices and scores on criteria relevant to the service, never on who lives in an area.',
    },
  },
];
