import { HARM_LEXICON } from './risk-cue-harm.js';
import { intl, type RiskRule } from './risk-rule.js';

// General forms of risky requests that the word-list rules miss, each a shape rather than a
// phrase: saying what the writer knows is untrue, pushing a person "into" an act, taking data
// that is not yours, interfaces built to trap, hiding an act from the people it concerns, forged
// personal documents, and the stock vocabulary of jailbreaks (authority claimed by the user,
// filters switched off, a persona "not bound by" rules, an unaligned model, answers planted for
// other users). Tests: risk-forms.test.ts, several styles each.

const UNTRUE = String.raw`\b(?:falsely|untruthfully|dishonestly)\s+(?:\w+\s+)?(?:claim|say|state|tell|assert|suggest|impl|present|promis|report|label|advertis|describ)\w*|\beven\s+(?:if|though|when)\s+(?:it'?s|it\s+is|this\s+is|that'?s|that\s+is|they'?re|they\s+are|it\s+isn'?t|the\s+\w+\s+(?:shows?|says?))\s+(?:not\s+true|untrue|false|a\s+lie|not\s+real|otherwise|the\s+opposite)|\beven\s+when\s+the\s+(?:log|logs|records?|data|evidence|tracking)\s+shows?|\baunque\s+(?:no\s+sea\s+verdad|sea\s+mentira|sea\s+falso)|\bm[eê]me\s+si\s+(?:ce\s+n'est\s+pas\s+vrai|c'est\s+faux)|\b(?:auch\s+wenn|obwohl)\s+(?:es|das)\s+nicht\s+stimmt|\bmesmo\s+que\s+(?:n[aã]o\s+seja\s+verdade|seja\s+mentira)`;

const PEOPLE = String.raw`(?:my|your|his|her|their|a|an|the|someone|somebody|people|users|customers|employees|victims?|him|her|them|minors|children|kids)`;

// A harmful topic (the cue groups of risk-cue-harm.ts: weapons, intrusion, drugs, violence,
// fraud) and an ask for its steps or process, in the paragraph of a persona assignment: the
// role-play attacks of the benchmark ("You are a security consultant … describe the steps you would
// take to gain unauthorized access"), which name no override and no evasion.
const harmTerms = ['weapon', 'cyber', 'drugs', 'violence', 'fraud']
  .flatMap((g) => HARM_LEXICON[g]!.slice(0, 1))
  .join('|');
const STEPS = String.raw`step[- ]by[- ]step|describe\s+(?:in\s+detail\s+)?(?:the|your|each)\s+(?:steps?|process|methods?|procedure)|(?:detailed|specific|exact)\s+(?:steps|guide|instructions|plan|process|procedure)|describe\s+how\s+(?:you|they|he|she|the\s+character|someone|one)\s+(?:would|could|might|can)|how\s+(?:someone|one|they|the\s+character)\s+(?:might|would|could|can)\s+(?:\w+\s+)?(?:obtain|acquire|make|build|create|use|carry|gain|access|get)|the\s+steps\s+(?:you|they|the\s+character)\s+would\s+take`;
const PERSONA_HARM_NEARBY = new RegExp(
  String.raw`^(?=[\s\S]*?(?:${STEPS}))(?=[\s\S]*?\b(?:${harmTerms}))`,
  'i',
);

// The persona is itself the wrongdoer ("You are a cybercriminal who …", "Imagine you're an
// experienced hacker") and, in its paragraph, the prompt asks it to describe or explain what it does
// or how: role-play attacks with no pretext and no harm word in the ask. The wrongdoer must be the
// head of the persona (not "a detective who catches scammers", "a fraud investigator") and not
// one who works against the harm ("ethical hacker", "white-hat").
const WRONGDOER = String.raw`(?:cyber-?criminal|criminal\s+mastermind|career\s+criminal|hacker|scammer|con\s+artist|fraudster|drug\s+(?:dealer|lord|cook)|hit\s*man|assassin|terrorist|burglar|smuggler|(?:human|drug|arms)\s+trafficker|stalker|forger|counterfeiter|arsonist|bomb[- ]?maker|extortionist|blackmailer|money\s+launderer|poacher)s?`;
const PERSONA_ASK = String.raw`\b(?:describe|explain|detail|walk\s+(?:me|us)\s+through|tell\s+(?:me|us)|outline|write|share|reveal|show\s+(?:me|us))\b[\s\S]{0,80}?\b(?:how|your|the\s+(?:steps?|process|methods?|techniques?|tactics?|way))\b|\bhow\s+would\s+you\b`;
const PERSONA_ASK_NEARBY = new RegExp(PERSONA_ASK, 'i');

export const FORM_RULES: readonly RiskRule[] = [
  {
    id: 'jailbreak_wrongdoer_persona',
    section: 'safety',
    family: 'jailbreak_pretext',
    severity: 'medium',
    issue:
      'Role-play as the wrongdoer: the model is made a criminal, hacker, scammer or trafficker ("You are a cybercriminal who …") and asked, in the same paragraph, to describe what it does or how.',
    pattern: new RegExp(
      String.raw`(?:^|[.!?:]\s+|\n)(?:(?:now\s+)?imagine\s+(?:that\s+)?you(?:'re|\s+are)|you(?:'re|\s+are)\s+(?:now\s+)?|pretend\s+(?:to\s+be|you(?:'re|\s+are))|act\s+as|play\s+(?:the\s+role\s+of\s+)?|take\s+on\s+the\s+role\s+of|role-?play\s+as)\s*(?:a|an|the)\s+(?:(?!who\b|that\b|which\b|ethical\b|white[- ]hat\b|reformed\b|former\b|anti\b)[\w'-]+[\s,]+){0,3}?${WRONGDOER}\b(?!\s*(?:hunter|catcher|investigator|victim|detect|prevent))`,
      'i',
    ),
    requireNearby: PERSONA_ASK_NEARBY,
    revise: {
      clause:
        'Ask about the harm from the side of those who prevent it; do not have the model play the wrongdoer.',
    },
  },
  {
    id: 'deception_pass_off_as_real',
    section: 'ethical',
    family: 'deception',
    severity: 'medium',
    issue:
      'Deception: asks to make written content pass for real ("make them sound like different real customers", "make it look like it came from a real clinic", "que parezca oficial").',
    pattern: intl(
      String.raw`\b(?:make|making|so)\s+(?:it|them|this|these|they|the\s+\w+)\s+(?:\w+\s+)?(?:look|looks|sound|sounds|seem|seems|appear|appears|read|reads)\s+(?:like\s+(?:\w+\s+){0,3}?(?:real|genuine|actual|authentic|official|legit(?:imate)?|different)\b|(?:as\s+if|like)\s+(?:it|they)\s+(?:came|come|were\s+written|was\s+written)\s+(?:from|by)\s+(?:an?\s+|the\s+)?(?:real|genuine|actual|official|different)\b|(?:real|genuine|authentic|official|legit(?:imate)?)\b)|\<que\s+(?:parezca|pareca|pareça)n?\s+(?:\w+\s+)?(?:real(?:es)?|autentic[oa]s?|oficial(?:es)?|verdadeir[oa]s?|de\s+verdad)\>|\<(?:echt|offiziell|authentisch)\s+(?:aussieht|aussehen|wirkt|wirken|klingt|klingen)\>|\<(?:ait|aient|semble|semblent)\s+(?:l'air\s+)?(?:vrai|vraie|vrais|authentique|authentiques|officiel|officielle)s?\>`,
    ),
    revise: { clause: 'Write it as what it is; do not make content pass for real people or documents.' },
  },
  {
    id: 'jailbreak_persona_harm_steps',
    section: 'safety',
    family: 'jailbreak_pretext',
    severity: 'medium',
    issue:
      'Role-play request for harmful steps: assigns a persona ("You are a security consultant", "Imagine you are a chemist") and asks, in the same paragraph, for the steps or process of a harmful act (weapons, intrusion, drugs, violence, fraud).',
    pattern:
      /(?:^|[.!?]\s+|\n)(?:imagine\s+(?:that\s+)?you(?:'re|\s+are)|you(?:'re|\s+are)\s+(?:now\s+)?(?:a|an)\s|pretend\s+(?:to\s+be|you(?:'re|\s+are))|as\s+an?\s+(?:\w+\s+){0,3}?(?:expert|specialist|consultant|researcher|chemist|hacker|writer|journalist|character|professional|author)\b)/i,
    requireNearby: PERSONA_HARM_NEARBY,
    revise: {
      clause: 'Ask for the general, lawful picture; a persona does not make step-by-step harm acceptable.',
    },
  },
  {
    id: 'deception_known_untrue',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception: asks to state or imply something the writer knows is untrue ("falsely claim", "even if it is not true", "even when the log shows otherwise").',
    pattern: new RegExp(UNTRUE, 'i'),
    // The match is itself a concession; a negation before it belongs to the content ("il ne reste
    // que deux places, même si ce n'est pas vrai").
    negatable: false,
    revise: { clause: 'State only what is true; say plainly what the records show.' },
  },
  {
    id: 'manipulation_coerce_into',
    section: 'ethical',
    family: 'manipulation',
    severity: 'high',
    guardInside: true,
    issue:
      'Manipulation: asks to pressure, trick or coerce a person into an act (sharing images, paying, revealing, meeting).',
    pattern: new RegExp(
      String.raw`\b(?:coerce|pressure|manipulate|force|guilt[- ]trip|blackmail|intimidate|groom|lure|bully)\w*\s+${PEOPLE}\s+(?:\S+\s+){0,2}?into\s+(?:\S+\s+){0,2}?(?:shar|send|giv|hav|sex|explicit|nude|intimate|pay|sign|hand|transfer|reveal|meet|drop|quit|buy|invest|harm|hurt|kill|vot)`,
      'i',
    ),
    revise: { clause: 'Inform and ask; never pressure, trick or coerce anyone into acting.' },
  },
  {
    id: 'privacy_take_data',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    guardInside: true,
    issue:
      'Privacy: asks how to steal, exfiltrate or siphon off records or personal data that are not the writer’s.',
    pattern:
      /\b(?:steal|stealing|exfiltrat\w+|siphon\w*)\s+(?:\S+\s+){0,3}?(?:records|information|info|files|secrets|trade\s+secrets|personal\s+data|databases?|e-?mails|photos|images|documents|phone\s+numbers|addresses)\b/i,
    // Asked for, not described ("many e-mails are tricks to steal information").
    requireInClause:
      /\b(?:how|explain|write|create|help|tool|script|plan|ways?|steps?|guide|code|program|develop|build|describe|give|show|teach|methods?|techniques?|strateg\w+)\b/i,
    revise: { clause: 'Access only data you are authorised to use, through the proper channels.' },
  },
  {
    id: 'manipulation_trap_interface',
    section: 'ethical',
    family: 'manipulation',
    severity: 'high',
    issue:
      'Manipulation: an interface built to trap users (cancelling or opting out made as hard as possible, the cancel button buried).',
    pattern:
      /\bmake\s+(?:it\s+)?(?:\w+ing\s+|leaving|cancel\w*|unsubscrib\w*|opting\s+out)\s*(?:\S+\s+){0,3}?as\s+(?:confusing|hard|difficult|painful|annoying|slow)\s+as\s+possible|\b(?:bury|hide)\s+the\s+(?:cancel\w*|unsubscribe|opt[- ]out|delete[- ]account)\s+(?:button|link|option)/i,
    revise: { clause: 'Make cancelling as easy as signing up; show the option plainly.' },
  },
  {
    id: 'privacy_hidden_from_subject',
    section: 'ethical',
    family: 'privacy',
    severity: 'medium',
    issue: 'Privacy: something is done with people’s data or conversations and they are not to be told.',
    pattern:
      /\b(?:users?|customers?|employees?|staff|patients?|tenants?|members?|they|the\s+(?:user|customer|employee|person|people|victim|public|buyer|recipients?))\s+(?:should|must|will|shall|need)\s*(?:n'?t|\s+not|\s+never)\s+(?:be\s+)?(?:told|informed|notified|know|find\s+out|be\s+aware|aware|learn|realise|realize|notice|suspect)/i,
    requireNearby:
      /\b(?:log\w*|record\w*|track\w*|monitor\w*|collect\w*|shar\w+|send\w*|sends|forward\w*|stor\w+|sell\w*|cop(?:y|ies)|read\w*|upload\w*|chat\s+history|conversations?|messages|data)\b/i,
    negatable: false,
    revise: { clause: 'Tell people what is collected about them, why, and who receives it.' },
  },
  {
    id: 'deception_forged_document',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception: asks for an official document (diploma, certificate, ID, prescription, statement) made out in someone’s name to be used as real.',
    pattern:
      /\b(?:generate|create|make|produce|forge|fake|draft|design|print)\s+(?:me\s+)?(?:\S+\s+){0,3}?(?:diploma|degree|certificate|transcript|passport|driver'?s\s+licen[cs]e|id\s+card|prescription|doctor'?s\s+note|sick\s+note|pay\s?stub|bank\s+statement|utility\s+bill|visa|birth\s+certificate)s?\b[^.\n]{0,80}?\b(?:in\s+my\s+name|for\s+me|that\s+(?:i|we)\s+can\s+(?:use|attach|submit|show)|to\s+(?:attach|submit|show|use)|with\s+(?:a|my)\s+(?:\d|name|gpa|grade))/i,
    revise: { clause: 'Use only genuine documents issued by the institution itself.' },
  },
  {
    id: 'i18n_deception_fabrication',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception (other language): asks to invent studies, sources, quotes or reviews to be presented as real.',
    pattern: intl(
      String.raw`\<(?:inventa|inventar|invente|inventez|inventer|erfinde|erfinden|erfindet|fabrica|fabrique|fabriquez|придумай|придумайте|выдумай)\s+(?:\S+\s+){0,3}?(?:estudios?|estudos?|etudes?|studien|studie|fuentes|fontes|sources|quellen|citas|citacoes|citations|zitate|testimonios|depoimentos|temoignages|resenas|avaliacoes|avis|bewertungen|rezensionen|statistiques|estadisticas|estatisticas|statistiken|исследовани\S*|источник\S*|отзыв\S*|цитат\S*)\>`,
    ),
    revise: { clause: 'Use only real, verifiable sources and say clearly when none are available.' },
  },
  {
    id: 'i18n_impersonation_look',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception (other language): a message written to look as if it came from a bank, the police or an authority.',
    pattern: intl(
      String.raw`\<(?:que\s+parezca|que\s+pareca|qui\s+(?:semble|a\s+l'air\s+de)\s+venir|als\s+k[aä]me\s+(?:es|sie|er)|als\s+ob\s+(?:es|sie|er)\s+von|как\s+будто\s+от|якобы\s+от|che\s+sembri\s+(?:arrivare\s+|provenire\s+|essere\s+)?(?:da|dal|dalla|dall'|dagli|della|del)|a\s+nome\s+(?:del|della|dell'))\s*(?:\S+\s+){0,2}?(?:banco|banque|bank|banca|банк\S*|policia|police|polizei|polizia|полици\S*|gobierno|governo|gouvernement|regierung|hacienda|receita|impots|finanzamt|налогов\S*|agenzia|guardia|ministero|inps|poste)`,
    ),
    revise: {
      clause: 'Write in your own name; never make a message look as if it came from a bank or authority.',
    },
  },
  {
    id: 'harm_smuggle_past_checks',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    guardInside: true,
    issue: 'Harmful request: asks how to sneak goods or people past security, customs or a border.',
    pattern:
      /\b(?:sneak|smuggl|slip|hide|conceal)\w*\s+(?:\S+\s+){0,3}?(?:through|past|into|across|at)\s+(?:the\s+|an?\s+)?(?:airport\s+)?(?:security|customs|border|checkpoint|metal\s+detectors?|x-?ray|prison|jail)\b/i,
    requireInClause:
      /\b(?:how|ways?|best|help|tips|explain|show|teach|guide|steps?|can\s+i|could\s+i|should\s+i)\b/i,
    revise: { clause: 'Declare goods and follow border and security rules; ask what is allowed instead.' },
  },
  {
    id: 'jailbreak_persuasion_cover',
    section: 'safety',
    family: 'jailbreak_pretext',
    severity: 'medium',
    issue:
      'Jailbreak cover: asks to make harmful content deniable ("without directly discriminating", "avoiding any explicit discrimination", "avoiding any mention of illegal activities", "don\'t mention the illegality", a euphemism for a group of people, "I understand this is illegal, but …") or frames it as a "controversial" piece that "pushes boundaries".',
    pattern:
      /\bwithout\s+(?:directly\s+|explicitly\s+|openly\s+|overtly\s+)?(?:discriminat\w+|mentioning\s+(?:\S+\s+){0,2}?(?:illegal|harm\w*|crimes?|violence)|using\s+(?:\S+\s+){0,2}?(?:offensive|harmful|discriminatory|hateful|explicit|derogatory|racist)\s+(?:language|terms|words|slurs))|\bavoid\w*\s+(?:any\s+)?(?:direct\s+|explicit\s+)?(?:mention|reference)s?\s+(?:of|to)\s+(?:\S+\s+)?(?:illegal|harm\w*|violence|crimes?|criminal)|\b(?:i\s+)?(?:understand|know|realize|realise|acknowledge|recognize)\s+(?:that\s+)?(?:these|this|such|it|the)\s+(?:\S+\s+){0,2}?(?:is|are|may\s+be|might\s+be)\s+(?:\S+\s+)?(?:illegal|unethical|harmful|immoral)|\b(?:write|create|draft|compose|design|develop|craft|produce)\s+(?:\S+\s+){0,4}?controversial\s+(?:\S+\s+)?(?:campaign|article|piece|speech|post|movie|script|opinion|essay)|\bcontroversial\s+(?:client|cause)\b|\bon\s+the\s+edge\s+of\s+(?:the\s+)?(?:law|legality)|\bavoid\w*\s+(?:any\s+)?(?:explicit|direct|overt|open|obvious)\s+(?:discriminat\w+|illegal\w*|violations?\s+of)|\b(?:don'?t|do\s+not|never|without)\s+(?:directly\s+|explicitly\s+)?mention(?:ing)?\s+(?:the\s+|its\s+|their\s+)?(?:illegality|illegal\s+nature|unauthori[sz]ed\s+nature|(?:that\s+)?(?:it|this|they)\s+(?:is|are)\s+(?:illegal|unlawful|unauthori[sz]ed))|\b(?:as\s+an?|the)\s+(?:euphemism|code\s*word)\s+for\s+(?:this|that|the|a|an)\s+(?:\S+\s+)?(?:group|people|community|population|minority|race|ethnicity|generation)/i,
    negatable: false,
    revise: {
      clause:
        'Ask for the content plainly; if it would be harmful stated openly, it is harmful when disguised.',
    },
  },
  {
    id: 'harm_eliminationist',
    section: 'bias',
    family: 'hate',
    severity: 'high',
    issue:
      'Hateful content: argues that the world would be better without a group of people, or justifies eliminating one.',
    pattern:
      /\b(?:world|society|country|planet|nation)\s+(?:\S+\s+)?would\s+(?:\S+\s+){0,4}?if\s+(?:\S+\s+){0,9}?(?:no\s+longer\s+(?:present|existed|exist|around|alive|there)|(?:was|were)\s+(?:eliminated|removed|killed|gone|exterminated|wiped\s+out)|did\s+not\s+exist|(?:was|were)\s+no\s+longer)|\bjustif\w*\s+(?:the\s+)?(?:elimination|extermination|eradication|expulsion|persecution|genocide|removal)\s+of/i,
    revise: { clause: 'Discuss groups of people with respect; no argument for removing any of them.' },
  },
  {
    id: 'injection_claimed_authority',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'high',
    issue:
      'Prompt injection: gives the user’s or a document’s text the authority of the developers or the system, or plants text in the answers other users get.',
    pattern:
      /\btreat\s+(?:\S+\s+){0,5}?as\s+(?:(?:if\s+(?:it\s+)?(?:came|comes|they\s+came)\s+|coming\s+)?from\s+(?:your\s+|the\s+)?(?:developers?|creators?|admins?|administrators?|system|operators?)|(?:system|developer|admin)[- ](?:level\s+)?(?:instructions?|messages?|commands?))|\b(?:higher|top|highest|more)\s+priority\s+than\s+(?:your\s+|the\s+|any\s+)?(?:original|system|initial|previous|developer|earlier)|\b(?:append|add|insert|include|attach)\s+(?:this|the\s+following|it|that)\b[^.\n]{0,40}?\b(?:every|all|each|any)\s+(?:\w+\s+)?(?:answers?|responses?|replies|messages?|outputs?)\s+(?:you\s+(?:give|send|write)\s+)?(?:to\s+)?(?:other|all|every|future)\s+users/i,
    revise: { replace: 'follow the instructions of this prompt only' },
  },
  {
    id: 'jailbreak_policy_off',
    section: 'safety',
    family: 'jailbreak',
    severity: 'high',
    issue:
      'Jailbreak: switches off the model’s filters or safety, or asks for a persona or model "not bound by" rules, unaligned or uncensored.',
    pattern:
      /\b(?:switch\w*|turn\w*|shut\w*)\s+off\s+(?:your\s+|all\s+|the\s+|any\s+)?(?:content\s+|safety\s+)?(?:filter\w*|safety|moderation|guardrails|restrictions|censorship)|\b(?:disable|deactivate|remove|lift|drop|bypass)\s+(?:your|all\s+(?:of\s+)?your|all|any)\s+(?:\w+\s+)?(?:content\s+)?(?:filter\w*|safety\s+(?:filters?|checks?|settings?|guidelines?|measures?)|moderation|guardrails|restrictions|censorship|limitations)|\bfilters?\s+off\b|\bnot\s+(?:bound|restricted|limited|constrained)\s+by\s+(?:any\s+)?(?:\w+\s+)?(?:polic(?:y|ies)|rules|guidelines|restrictions|ethic\w*|morals?|laws|filters|content\s+polic\w+)(?!\s+(?:of|for|on|in)\s)|\b(?:trained|built|made)\s+without\s+(?:any\s+)?(?:alignment|safety|filters?|guardrails|restrictions|rlhf)|\b(?:unaligned|uncensored|unfiltered|jailbroken)\s+(?:\w+\s+)?(?:model|version|ai|assistant|chatbot|llm)|\b(?:let'?s|now|time\s+to|we\s+can|you\s+can)\s+break\s+(?:the|all|your|its|some)\s+(?:\w+\s+)?(?:rules|policies|guidelines)(?!\s+(?:of|for|on|in)\s)/i,
    revise: { clause: 'Keep following your guidelines and safety rules in every answer.' },
  },
];
