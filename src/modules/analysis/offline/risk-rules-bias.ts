import { lexiconPattern, lexiconReplacer, type RiskRule } from './risk-rule.js';

// Bias: stereotypes about groups, discriminatory decision criteria, loaded or exclusionary terms
// (each with a neutral alternative), and one-sided framing.

const GROUPS =
  '(?:women|men|girls|boys|females|males|blacks|black\\s+people|whites|white\\s+people|asians|africans|arabs|muslims|jews|christians|hindus|buddhists|atheists|immigrants|refugees|migrants|mexicans|latinos|latinas|hispanics|indians|chinese\\s+people|gay\\s+people|gays|lesbians|trans\\s+people|transgender\\s+people|disabled\\s+people|old\\s+people|elderly\\s+people|the\\s+elderly|older\\s+workers|young\\s+people|millennials|boomers|gen\\s+z|poor\\s+people|rich\\s+people|blondes|foreigners|americans|europeans|russians|germans|french\\s+people|southerners|rednecks)';

const TRAITS =
  '(?:naturally|inherently|genetically|always|never|all|lazy|stupid|dumb|weak|emotional|irrational|hysterical|violent|dangerous|criminals?|greedy|cheap|dishonest|inferior|superior|bad\\s+at|worse\\s+at|better\\s+at|not\\s+good\\s+at|not\\s+as\\s+\\w+\\s+as|too\\s+emotional|unable\\s+to|incapable\\s+of|good\\s+at\\s+math|bad\\s+drivers|terrorists|untrustworthy)';

const PROTECTED =
  '(?:race|racial|ethnicity|ethnic\\s+background|gender|sex|religion|religious\\s+beliefs|age|nationality|national\\s+origin|sexual\\s+orientation|disability|pregnancy|skin\\s+colou?r|accent|marital\\s+status|caste)';

const ABLEIST: Record<string, string> = {
  crazy: 'unexpected',
  insane: 'extreme',
  lame: 'unconvincing',
  dumb: 'simplistic',
  retarded: 'slow',
  psycho: 'erratic',
  spaz: 'clumsy',
  crippled: 'impaired',
  'wheelchair-bound': 'wheelchair user',
  'confined to a wheelchair': 'uses a wheelchair',
  handicapped: 'disabled',
  'the disabled': 'disabled people',
  'mentally retarded': 'with an intellectual disability',
};

const GENDERED: Record<string, string> = {
  chairman: 'chair',
  chairmen: 'chairs',
  mankind: 'humankind',
  manpower: 'workforce',
  'man-made': 'synthetic',
  'man-hours': 'work hours',
  salesman: 'salesperson',
  salesmen: 'salespeople',
  policeman: 'police officer',
  policemen: 'police officers',
  fireman: 'firefighter',
  firemen: 'firefighters',
  businessman: 'businessperson',
  businessmen: 'businesspeople',
  mailman: 'mail carrier',
  stewardess: 'flight attendant',
  cameraman: 'camera operator',
  foreman: 'supervisor',
  'cleaning lady': 'cleaner',
  'lady doctor': 'doctor',
  'male nurse': 'nurse',
};

const PEJORATIVE: Record<string, string> = {
  'illegal aliens': 'undocumented immigrants',
  'illegal alien': 'undocumented immigrant',
  illegals: 'undocumented immigrants',
  'third-world countries': 'lower-income countries',
  'third world countries': 'lower-income countries',
  'third-world': 'lower-income',
  'primitive tribes': 'Indigenous communities',
  'primitive people': 'Indigenous peoples',
  savages: 'people',
  orientals: 'Asian people',
  gypsies: 'Roma people',
  gypsy: 'Roma',
  thugs: 'offenders',
  'normal people': 'most people',
  'the blacks': 'Black people',
  'the gays': 'gay people',
  tranny: 'transgender person',
  trannies: 'transgender people',
};

// Adverse decisions about a person: reject, filter, rank lower, penalise, price higher, deprioritise.
const ADVERSE = String.raw`\b(?:reject(?:s|ed|ing)?\b|exclud\w*|filter(?:ing)?\s+out|screen(?:ing)?\s+out|drop(?:ping)?\s+(?:anyone|them|all|those|people|applicants|candidates)|disqualif\w*|deny|denying|decline\s+(?:applicants|tenants|anyone)|(?:rank|put|place|move|sort)\s+(?:\S+\s+){0,3}?(?:lower|last|at\s+the\s+bottom|below)|lower\s+(?:the\s+|their\s+)?(?:score|rating|priority|grade|rank)s?|deprioriti\w+|penali[sz]\w*|penalty|take\s+(?:\S+\s+)?(?:points?|marks?)\s+off|(?:subtract|deduct|minus|remove|dock)\s+(?:\S+\s+)?(?:points?|marks?)|surcharge|charge\s+(?:\S+\s+)?more|(?:higher|extra|increased)\s+(?:premiums?|prices?|rates?|interest|fees?)|mark(?:ed)?\s+(?:them\s+|it\s+)?(?:as\s+)?(?:['"]?(?:culture\s+fit:\s*)?low|high[- ]risk)|(?:slow\w*|low[- ]priority)\s+queue|skip\s+(?:them|users|applicants|candidates|anyone|those|people)|only\s+(?:show|offer|advertise|market|rent|sell)\b|(?:only|no)\s+(?:\S+\s+){0,2}?need\s+apply|(?:treat\w*|mark\w*|flag\w*|rate\w*|classif\w*)\s+(?:\S+\s+){0,4}?as\s+(?:high[- ]risk|higher\s+risk|low\s+(?:priority|quality)|a\s+(?:risk|liability))|(?:should\s+)?rank\s+as\s+(?:higher|high)\s+risk|cap\s+the\s+number|discourag\w+\s+(?:the\s+)?(?:hiring|employment|admission|promotion|renting)\s+of|in\s+favou?r\s+of\s+(?:able-bodied|younger|male|white|native)|no\s+(?:muslims|jews|women|old\s+people|foreigners|immigrants|blacks|gays|disabled)|lower\s+priority|at\s+the\s+bottom\s+of\s+(?:the\s+|our\s+|your\s+)?(?:list|ranking|pile|queue|shortlist|results)|(?:extra|additional|more)\s+(?:documents|documentation|paperwork|scrutiny|checks|verification|review)|needs\s+extra\s+review|(?:rank|score|rate|put|place|move)\w*\s+(?:\S+\s+){0,3}?(?:higher|first|at\s+the\s+top|above)\s+(?:if|when|for|whose)|(?:give|add)\s+(?:\S+\s+){0,2}?(?:bonus|extra)\s+points|bonus\s+points|(?:let\s+go|laid\s+off|fired|cut)\s+first|(?:should\s+not|shouldn'?t|won'?t|will\s+not|must\s+not)\s+be\s+(?:hired|considered|selected|shortlisted|approved)|hide\s+(?:them|users|profiles|anyone)|(?:shouldn'?t|should\s+not)\s+(?:be\s+)?(?:hire|rent\s+to|serve))`;

// Protected traits and their usual proxies.
const PROXY = String.raw`\b(?:(?:foreign|ethnic|african|arabic|asian|hispanic|black|muslim|jewish|immigrant)[- ]sounding|(?:first\s+|last\s+|sur)?names?\s+(?:that\s+)?(?:sounds?|suggests?|looks?|like|are\s+hard|indicates?|implies?|points?\s+to)|(?:names?|surnames?)\s+like\s+\w+|(?:chinese|arabic|african|indian|hispanic|latino|jewish|muslim|asian|foreign)\s+(?:surnames?|names?)|(?:zip|post(?:al)?)\s*codes?|postcodes?|neighbou?rhoods?|(?:council|housing)\s+estates?|favelas?|majority[- ](?:black|hispanic|immigrant|muslim)|(?:mostly|predominantly)\s+(?:black|hispanic|immigrant|muslim|white)|(?:an|their|his|her|thick|heavy|strong|foreign|non-native)\s+accents?|(?:indian|filipino|foreign|african|asian|arabic|chinese|mexican|southern|regional)\s+accents?|over\s+(?:4|5|6|7)\d|under\s+(?:2|3)\d|older\s+(?:than|applicants|candidates|workers|people|employees|customers)|(?:old|elderly)\s+(?:people|folks|applicants|candidates|workers)|(?:graduated|born)\s+(?:before|after|recently|in\s+the\s+last)|graduated\s+recently|(?:more\s+than|over)\s+\d{2}\s+years\s+of\s+experience|names?\s+of\s+(?:\w+\s+)?origin|age|elderly|pregnan\w+|maternity|parental\s+leave|(?:plans?\s+to\s+have|has|have|with)\s+(?:young\s+)?(?:children|kids)|single[- ]parent|two[- ]parent|foster\s+homes?|disabilit\w+|disabled\s+(?:people|persons?|applicants?|candidates?|users?|customers?|employees?|tenants?|students?|patients?|workers?|veterans?)|the\s+disabled|wheelchairs?|mental\s+illness|chronic\s+illness|autism|diagnos\w+|service\s+animal|accessibility\s+support|hijab|headscarf|turban|religio\w+|immigrants?|immigrant\s+famil\w+|refugees?|migrants?|(?:from|on|living\s+on)\s+(?:the\s+|a\s+)?reservations?|(?:profile\s+)?photos?\s+(?:that\s+)?shows?\s+(?:a\s+)?(?:different\s+)?(?:ethnicity|race|skin)|(?:white|black|asian|hispanic|latino|muslim|jewish)\s+(?:families|people|tenants|applicants|candidates|users|customers)|nationality|gender|women|men|female|male|married|race(?!\s+conditions?)|racial|ethnicity|nationality|native\s+(?:english\s+)?speakers?|sexual\s+orientation|gay|lesbian|transgender)\b`;

// Attribute names of people in code and configuration.
const CODE_ATTRS = String.raw`\w*(?:zip_?code|post_?code|postal_?code|neighbou?rhood|age|gender|sex|race|ethnicity|religion|disabilit\w*|nationality|surnames?|first_?name|last_?name|accent|pregnan\w*|marital\w*|is_pregnant|has_\w+_diagnosis|majority_\w+|(?:black|hispanic|immigrant)_\w*|wheelchair\w*)`;

// Groups defined by a protected trait, and negative traits or inabilities ascribed to them.
const TRAIT_GROUP = String.raw`\b(?:(?:older|old|elderly|young|younger|poor|foreign|immigrant|black|white|asian|hispanic|latino|muslim|jewish|gay|disabled|female|male|fat|overweight|rural|disabled)\s+(?:people|persons|customers|employees|workers|staff|kids|children|students|applicants|candidates|women|men|parents|drivers|tenants|users|folks|patients)|women|men|girls|boys|immigrants|foreigners|refugees|people\s+from\s+(?:the\s+)?\w+|darker\s+skin|millennials|boomers)\b`;
const NEGATIVE_TRAIT = String.raw`(?:(?:aren'?t|are\s+not|isn'?t|is\s+not|can'?t|cannot)\s+(?:be\s+)?(?:naturally|inherently|genetically|biologically)\s+(?:good|smart|suited|capable|able|fit|built|wired)|(?:are|is|were|seem|looks?)\s+(?:\w+\s+)?(?:lazy|stupid|dumb|dishonest|dirty|criminals?|thieves|violent|dangerous|inferior|untrustworthy|unreliable|unfit|incompetent|irresponsible|weak|emotional|hysterical|greedy|a\s+burden|a\s+(?:drain|burden|waste|plague|parasite|leech)\s+(?:on|of|for))|(?:are|is)\s+too\s+(?:stupid|slow|old|emotional|weak|lazy|dumb)|too\s+(?:stupid|slow|emotional|lazy|dumb)\s+to|(?:are|is)\s+less\s+(?:capable|intelligent|competent|reliable|efficient|productive|trustworthy)|(?:are|is)n'?t\s+(?:naturally\s+)?(?:good|smart|capable|suited)|(?:are|is)\s+(?:naturally|inherently|genetically)\s+(?:\w+\s+)?(?:worse|bad|inferior|weaker|slower)|can'?t\s+(?:understand|learn|handle|lead|drive|be\s+trusted|do\s+math|cope)|(?:lack|lacks)\s+(?:empathy|intelligence|discipline|ambition|logic)|looks?\s+dirty|are\s+(?:dishonest|lazy)\s+and)`;

export const BIAS_RULES: readonly RiskRule[] = [
  {
    id: 'bias_group_generalization',
    section: 'bias',
    family: 'stereotype',
    severity: 'high',
    issue: 'Stereotype: attributes a trait to a whole group of people.',
    pattern: new RegExp(
      `\\b(?:(?:all|most|every|typical|those)\\s+${GROUPS}\\s+(?:are|is|can't|cannot|always|never|should|don't|lack|tend\\s+to)\\b|${GROUPS}\\s+(?:are|aren't|tend\\s+to\\s+be|are\\s+just)\\s+${TRAITS})`,
      'i',
    ),
    revise: {
      clause: 'Treat people as individuals and do not attribute abilities or traits to a whole group.',
    },
  },
  {
    id: 'bias_gender_idioms',
    section: 'bias',
    family: 'stereotype',
    severity: 'medium',
    issue: 'Stereotype: gendered idiom that implies one gender is weaker or belongs in a role.',
    pattern:
      /\b(?:like\s+a\s+girl|man\s+up|boys\s+will\s+be\s+boys|the\s+weaker\s+sex|(?:women|a\s+woman)\s+belongs?\s+in\s+the\s+kitchen|a\s+woman's\s+place\s+is|real\s+men\s+(?:don't|do\s+not))\b/i,
    revise: { replace: 'with confidence' },
  },
  {
    id: 'bias_discriminatory_criteria',
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory decision criterion: ranks, filters or decides about people by a protected characteristic.',
    pattern: new RegExp(
      `\\b(?:hire|hiring|reject|rejecting|rank|ranking|screen|screening|filter|exclude|excluding|deny|denying|approve|select|prefer|favou?r|prioriti[sz]e|penali[sz]e|score|disqualify)\\b[^.!?\\n]{0,60}?\\b(?:based\\s+on|by|according\\s+to|because\\s+of|due\\s+to|depending\\s+on)\\s+(?:their\\s+|the\\s+(?:applicant|candidate|customer|tenant|person)(?:'s|s')?\\s+|his\\s+or\\s+her\\s+)?${PROTECTED}\\b|\\b(?:only|prefer(?:ably)?)\\s+(?:hire|select|accept|consider|approve|rent\\s+to)\\s+(?:young|younger|male|female|white|christian|native|able-bodied|childless|single)\\b|\\b(?:we\\s+)?prefer(?:ably|red)?\\s+(?:\\S+\\s+){0,2}?(?:young|younger|male|female|men|women|guys|girls|white|native|christian|childless|single|unmarried)\\b|\\b(?:reject|exclude|filter\\s+out|screen\\s+out|deny)\\s+(?:all\\s+|any\\s+)?(?:older|old|pregnant|disabled|foreign|female|male|black|muslim|jewish|immigrant|gay|transgender)\\s+(?:candidates|applicants|people|workers|employees|customers|tenants|students|patients)\\b`,
      'i',
    ),
    revise: { replace: 'evaluate people on job-relevant, non-discriminatory criteria only' },
  },
  {
    id: 'bias_group_traits',
    section: 'bias',
    family: 'stereotype',
    severity: 'high',
    issue:
      'Stereotype: attributes a negative trait or inability to a group of people defined by a protected trait.',
    pattern: new RegExp(
      `${TRAIT_GROUP}\\s+(?:\\S+\\s+){0,3}?${NEGATIVE_TRAIT}|\\btypical\\s+(?:criminal|thief|terrorist|offender|shoplifter|suspect|gang\\s+member)\\b[^.!?\\n]{0,60}?\\b(?:black|latino|hispanic|arab|muslim|immigrant|asian|african|mexican|roma|gypsy)|\\battribut\\w+\\s+(?:\\S+\\s+){0,6}?to\\s+(?:her|his|their)\\s+(?:age|gender|sex|race|religion|disability|pregnancy|ethnicity|accent|nationality)\\b`,
      'i',
    ),
    guardInside: true,
    revise: { clause: 'Treat people as individuals and do not attribute traits to a whole group.' },
  },
  {
    id: 'bias_proxy_criteria',
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory decision criterion: penalises, filters, ranks or prices people by a protected trait or a proxy for one (names, zip codes, neighbourhoods, age, disability, pregnancy, accent).',
    // An adverse action and a protected trait or proxy in one clause, in either order.
    // The proxy may sit inside the adverse phrase ("treats applicants from reservations as high
    // risk"): the first form looks ahead from where the adverse phrase starts.
    pattern: new RegExp(
      `(?=${ADVERSE})(?=[^.!?\\n]{0,130}?${PROXY})${ADVERSE}|${PROXY}[^.!?\\n]{0,90}?${ADVERSE}`,
      'i',
    ),
    revise: {
      clause: 'Decide only on criteria relevant to the task, never on protected traits or their proxies.',
    },
  },
  {
    id: 'bias_demoted_by_proxy',
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory decision criterion: a rubric deduction ("-15 if …") or a move to the bottom of a list for people named by a protected trait or a proxy for one (names, children, zip codes).',
    pattern:
      /(?<![\w.])[-\u2212\u2013]\s*\d+\s*(?:points?|pts|%)?\s+(?:if|when|for)\b|\b(?:bump|push|move|drop|send|put|shift)\w*\s+(?:\S+\s+){0,6}?(?:to|at)\s+the\s+(?:bottom|back|end)\b/i,
    requireInClause: new RegExp(
      `${PROXY}|\\b(?:applicants?|candidates?|tenants?|customers?|students?|users?|anyone|people|employees|patients|guests|borrowers)\\s+(?:named|called)\\s+\\w+|\\b(?:whose|with)\\s+(?:first\\s+|last\\s+|sur)?names?\\s+(?:is|are|sound\\w*|suggest\\w*|look\\w*)`,
      'i',
    ),
    revise: {
      clause: 'Decide only on criteria relevant to the task, never on protected traits or their proxies.',
    },
  },
  {
    id: 'bias_scoring_code',
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory decision criterion in code or configuration: a score, price or filter computed from a protected attribute or a proxy for one.',
    pattern: new RegExp(
      String.raw`\b(?:if|when|where|filter|case)\b[^\n]{0,60}?\b(?:${CODE_ATTRS})\b[^\n]{0,80}?(?:\b(?:score|premium|price|rate|rank|priority|points?|penalty|surcharge|multiply|weight|risk)\w*\s*(?:[-+*/]?=|:)|[-+*/]=|\breturn\b|\bexclude\b|\breject\b|\n\s*-?\s*(?:score|premium|price|rate|rank|priority|points?|penalty|surcharge|multiply|multiplier|weight)\w*\s*:\s*[-+]?[\d.])|\b(?:score|premium|price|rate|rank|priority|points|penalty)\w*\s*[-+*/]?=[^\n]{0,80}?\b(?:${CODE_ATTRS})\b|\b(?:${CODE_ATTRS})_(?:penalty|surcharge|discount|bonus|factor|multiplier|weight)\b|\b(?:surcharge|penalty|premium|multiplier|markup)\w*\s*:\s*[\d.]+%?\s*\n?\s*(?:when|if)\s*:\s*[^\n]{0,40}?\b(?:${CODE_ATTRS})\b`,
      'i',
    ),
    revise: { clause: 'Remove protected attributes and their proxies from the score.' },
  },
  {
    id: 'bias_ableist_terms',
    section: 'bias',
    family: 'loaded_term',
    severity: 'medium',
    issue: 'Loaded term: ableist wording; use a neutral alternative.',
    pattern: lexiconPattern(ABLEIST),
    revise: { replace: lexiconReplacer(ABLEIST) },
    negatable: false,
  },
  {
    id: 'bias_gendered_terms',
    section: 'bias',
    family: 'loaded_term',
    severity: 'low',
    issue: 'Loaded term: gendered wording for a role or for people in general; prefer gender-neutral terms.',
    pattern: lexiconPattern(GENDERED),
    revise: { replace: lexiconReplacer(GENDERED) },
    negatable: false,
  },
  {
    id: 'bias_pejorative_terms',
    section: 'bias',
    family: 'loaded_term',
    severity: 'medium',
    issue: 'Loaded term: pejorative or othering wording for a group of people or places.',
    pattern: lexiconPattern(PEJORATIVE),
    revise: { replace: lexiconReplacer(PEJORATIVE) },
    negatable: false,
  },
  {
    id: 'bias_one_sided_framing',
    section: 'bias',
    family: 'framing',
    severity: 'medium',
    issue: 'One-sided framing: asks for a conclusion fixed in advance or hides the other side.',
    pattern:
      /\b(?:(?:article|essay|post|piece|report|speech|argument)\s+(?:proving|that\s+proves)|only\s+(?:show|present|mention|include|list)\s+(?:the\s+)?(?:positive|negative|good|bad)\s+(?:sides?|aspects?|points?|things)|one[- ]sided|without\s+(?:mentioning|presenting|showing|acknowledging)\s+(?:any\s+)?(?:counter[- ]?arguments|the\s+other\s+side|opposing\s+views|downsides|drawbacks|criticism))\b/i,
    revise: { replace: 'present a balanced view, including the strongest counterarguments' },
  },
  {
    id: 'bias_presupposition',
    section: 'bias',
    family: 'framing',
    severity: 'low',
    issue: 'Leading presupposition: presents an opinion as common knowledge.',
    pattern:
      /\b(?:everyone\s+knows|everybody\s+knows|it\s+is\s+(?:obvious|common\s+knowledge|a\s+(?:known\s+)?fact)\s+that|as\s+we\s+all\s+know|undeniabl[ey]|it\s+goes\s+without\s+saying)\b/i,
    revise: { replace: 'the evidence suggests' },
    negatable: false,
  },
];
