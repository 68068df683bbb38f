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
      `\\b(?:hire|hiring|reject|rejecting|rank|ranking|screen|screening|filter|exclude|excluding|deny|denying|approve|select|prefer|favou?r|prioriti[sz]e|penali[sz]e|score|disqualify)\\b[^.!?\\n]{0,60}?\\b(?:based\\s+on|by|according\\s+to|because\\s+of|due\\s+to|depending\\s+on)\\s+(?:their\\s+|the\\s+(?:applicant|candidate|customer|tenant|person)(?:'s|s')?\\s+|his\\s+or\\s+her\\s+)?${PROTECTED}\\b|\\b(?:only|prefer(?:ably)?)\\s+(?:hire|select|accept|consider|approve|rent\\s+to)\\s+(?:young|younger|male|female|white|christian|native|able-bodied|childless|single)\\b|\\b(?:reject|exclude|filter\\s+out|screen\\s+out|deny)\\s+(?:all\\s+|any\\s+)?(?:older|old|pregnant|disabled|foreign|female|male|black|muslim|jewish|immigrant|gay|transgender)\\s+(?:candidates|applicants|people|workers|employees|customers|tenants|students|patients)\\b`,
      'i',
    ),
    revise: { replace: 'evaluate people on job-relevant, non-discriminatory criteria only' },
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
