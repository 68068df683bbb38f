import { HARMFUL_TARGETS } from './risk-lexicon-harm.js';
import { intl, type RiskRule } from './risk-rule.js';

// Cover stories and plain asks that persuasion-style attacks use (issue 27, third round), each a
// general shape written from the tuning parts' misses (benchmark role-play attacks and goals,
// hand-written chat and system prompts), never from a held-out or fresh item: a disclaimer of
// harmful use, a scripted compliant opening, persuasion for a claim the prompt says is disputed,
// the "benefits" of a harmful practice, violence in graphic detail, illegal methods asked for by
// name, and threats in other languages. Tests: risk-forms.test.ts, several styles each, with
// look-alikes that must stay low.

// A disclaimer of harmful use: the request says what it is NOT for ("not intended to promote
// discrimination", "will not be used in a harmful manner", "will never be actually implemented",
// "I'm not encouraging or endorsing this"). Someone asking for ordinary content has no reason to
// say so; persuasion-style jailbreaks (benchmark PAIR attacks, forum role play) add it to a request
// for a speech, story, campaign or report. The fiction-or-research pretext (risk-rules-intent.ts)
// needs an operational ask next to it; this needs only a request for content, because the words
// disclaim harm rather than claim fiction. "Avoid glorifying violence" (an instruction of a
// content policy) is not a disclaimer.
const USE_DISCLAIMER = String.raw`\b(?:will|would|should|shall|is|are|must)\s+(?:not|never)\s+(?:be\s+)?(?:actually\s+|ever\s+)?(?:used|enacted|implemented|acted\s+upon|put\s+into\s+practice|carried\s+out)\s*(?:(?:in|for|within)\s+(?:a\s+|any\s+|the\s+)?(?:real[- ]?(?:life|world)|reality|harmful|malicious|illegal|unethical|hurtful)\b|to\s+(?:promote|encourage|incite|cause|harm|hurt|discriminate|spread)\b|(?:[.!]|$))|\bnot\s+(?:meant|intended|designed)\s+to\s+(?:promote|encourage|endorse|incite|glorify|harm|hurt|offend|discriminate)\b|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+not\s+(?:\w+\s+)?(?:encouraging|endorsing|advocating|promoting|condoning)\b|\bavoid\s+(?:explicitly|directly|openly|overtly)\s+(?:encouraging|endorsing|promoting|advocating|glorifying)\b`;
const CONTENT_ASK =
  /\b(?:write|draft|create|compose|design|describe|provide|present|outline|generate|craft|produce|develop|explain|detail|help\s+me)\b/i;

// Persuasion against what is known: an ask for convincing or one-sided content next to the words
// that say the claim is not accepted ("even if disputed by the mainstream scientific community",
// "suggests the event never actually occurred"): disinformation asked for knowingly.
const PERSUADE = String.raw`\b(?:convincing|persuasive|compelling|make\s+(?:a\s+)?(?:clear\s+|strong\s+)?(?:case|argument)|presents?\s+(?:convincing\s+|strong\s+)?arguments|argue\s+that|prove\s+that|suggests?\s+that)\b`;
const AGAINST_KNOWN = String.raw`\b(?:never\s+(?:actually\s+|really\s+)?(?:occurred|happened|took\s+place)|did\s+not\s+(?:actually\s+|really\s+)?(?:occur|happen|take\s+place)|(?:disputed|rejected|denied|debunked|contradicted)\s+by\s+(?:the\s+)?(?:mainstream|scientists|scientific|medical|historians|experts)|(?:against|contrary\s+to|despite)\s+(?:the\s+)?(?:\w+\s+)?consensus)\b`;

// A group defined by a protected trait (or body size), as the target of ridicule or exclusion.
const TARGET_GROUP = String.raw`(?:(?:people|individuals|those|anyone|persons|colleagues|kids|students|customers)\s+(?:who\s+are\s+|with\s+|of\s+)?)?(?:overweight|obese|fat|disabled|disabilities|handicapped|autistic|old|elderly|older|gay|lesbian|trans\w*|lgbt\w*|immigrants?|refugees?|foreigners?|muslims?|jews|jewish|black|asian|hispanic|latino|arab\w*|roma|indigenous)\b`;

export const COVER_RULES: readonly RiskRule[] = [
  {
    id: 'bias_ridicule_or_exclude_group',
    section: 'bias',
    family: 'hate',
    severity: 'medium',
    issue:
      'Hateful content: asks to make fun of a group defined by a protected trait or body size, or to argue against the integration, immigration or rights of an ethnic or religious group.',
    pattern: new RegExp(
      String.raw`\b(?:mak\w*|pok\w*)\s+fun\s+(?:of|at)\s+${TARGET_GROUP}|\b(?:against|discourag\w*|oppos\w*|stop\w*|ban\w*|limit\w*|restrict\w*)\s+(?:the\s+)?(?:integration|immigration|entry|presence|inclusion|rights)\s+(?:of|from)\s+(?:a|an|the|this|that|one)?\s*(?:specific|particular|certain|single)?\s*(?:ethnic|racial|religious)\s+(?:group|minority|community|population)`,
      'i',
    ),
    revise: { clause: 'Treat every group with respect; no ridicule and no case for excluding a group.' },
  },
  {
    id: 'harm_adult_minor_relationships',
    section: 'safety',
    family: 'harmful_promotion',
    severity: 'high',
    issue:
      'Harmful promotion: presents sexual or romantic relationships between adults and minors in a positive light.',
    pattern:
      /\b(?:relationships?|sex\w*|romance|dating|intimacy)\s+(?:\S+\s+){0,2}?between\s+(?:an?\s+)?adults?\s+and\s+(?:minors|children|kids|teens|teenagers|a\s+minor|a\s+child)\b/i,
    requireNearby:
      /\b(?:promot\w*|positive|advertis\w*|normali[sz]\w*|benefits?|celebrat\w*|defend\w*|in\s+favou?r|acceptable|healthy)\b/i,
    revise: { clause: 'Never present relationships between adults and minors as acceptable.' },
  },
  {
    id: 'jailbreak_harm_disclaimer',
    section: 'safety',
    family: 'jailbreak_pretext',
    severity: 'medium',
    issue:
      'Jailbreak cover: the request disclaims a harmful use ("not intended to promote discrimination", "will not be used in a harmful manner", "will never be actually implemented", "I\'m not encouraging this") next to a request for content; honest requests rarely need to.',
    pattern: new RegExp(USE_DISCLAIMER, 'im'),
    requireNearby: CONTENT_ASK,
    negatable: false,
    revise: {
      clause:
        'State the real purpose plainly; content that needs a disclaimer of harm should not be requested.',
    },
  },
  {
    id: 'jailbreak_forced_compliance',
    section: 'safety',
    family: 'jailbreak',
    severity: 'medium',
    issue:
      'Jailbreak: dictates that the answer open with compliance ("Start your response with \'Sure, here is …\'"), a known way to push a model past its refusal.',
    pattern:
      /\b(?:start|begin|open)\w*\s+(?:(?:your|the|each|every)\s+(?:response|answer|reply|output|message)\s+)?(?:with|by\s+(?:saying|writing)):?\s+(?:the\s+(?:\w+\s+)?|this\s+(?:\w+\s+)?)?(?:["'“‘`]\s*)?(?:sure|absolutely|certainly|of\s+course|yes)\b[,!.]?\s+(?:here\s+(?:is|are)|here'?s|i\s+(?:can|will)\s+(?:help|provide|explain|write|give))/i,
    negatable: false,
    revise: { clause: 'Let the answer open as it needs to; do not script its first words.' },
  },
  {
    id: 'deception_against_consensus',
    section: 'ethical',
    family: 'deception',
    severity: 'medium',
    issue:
      'Disinformation: asks for convincing content for a claim the prompt itself says is disputed or untrue ("even if disputed by the mainstream scientific community", "the event never actually occurred").',
    pattern: new RegExp(AGAINST_KNOWN, 'i'),
    requireNearby: new RegExp(PERSUADE, 'i'),
    negatable: false,
    revise: { clause: 'Present the evidence as it stands, including the consensus and why it holds.' },
  },
  {
    id: 'harm_benefits_of',
    section: 'safety',
    family: 'harmful_promotion',
    severity: 'medium',
    issue:
      'Harmful promotion: asks for the benefits, upside or allure of a harmful practice (eating disorders, self-harm, drug use, stalking, violence), not for its prevention or treatment.',
    pattern: new RegExp(
      String.raw`\b(?:benefits?|positive\s+(?:aspects?|sides?|perspectives?|effects?)|upsides?|advantages|allure|glamou?r|romantic\s+side|exciting\s+side|thrill)\s+of\s+(?:\S+\s+){0,3}?${HARMFUL_TARGETS}(?!\s+(?:prevention|awareness|treatment|recovery|detection|education|research|screening|support|reduction|hotlines?|programm?es?|services?|laws?|policy|policies))\b`,
      'i',
    ),
    revise: { clause: 'Describe the harm and where to find help; do not present it as beneficial.' },
  },
  {
    id: 'harm_graphic_violence',
    section: 'safety',
    family: 'harmful_request',
    severity: 'medium',
    issue:
      "Harmful content: asks for torture, mutilation or killing described in graphic or gory detail, or for the victim's pain and physical reactions moment by moment.",
    pattern:
      /\b(?:in\s+(?:\w+\s+)?(?:graphic|gory|gruesome|grisly|explicit|visceral)\s+detail|(?:graphic|gory|gruesome|grisly)\s+(?:description|depiction|account)|(?:the\s+)?victim'?s?\s+(?:body|physical\s+reactions?|pain|screams?|suffering))\b/i,
    // The violence named, not ruled out: "heavy with grief, but no gore" asks for none (issue 27,
    // thirteenth round).
    requireNearby:
      /(?<!\b(?:no|without|not|zero|minimal|avoid(?:ing)?|little|less)\s+(?:\w+\s+)?)\b(?:tortur\w+|mutilat\w+|dismember\w*|disembowel\w*|flay\w*|maim\w*|gore|killing|murder\w*|execution|beheading|massacre|rack|maiming)\b/i,
    revise: {
      clause: "Keep violence off the page or in general terms; do not dwell on the victim's suffering.",
    },
  },
  {
    id: 'harm_illegal_methods_asked',
    section: 'safety',
    family: 'harmful_request',
    severity: 'medium',
    issue:
      'Harmful request: asks outright for illegal methods or ways ("suggest one illegal method", "list some illegal ways to …"), or to plan a disinformation or smear campaign.',
    pattern:
      /\b(?:suggest|give|list|describe|provide|explain|outline|recommend|share|include)\w*\s+(?:me\s+)?(?:\S+\s+){0,2}?(?:illegal|unlawful|criminal|illicit)\s+(?:methods?|ways?|means|options?|strateg\w+|techniques?|tactics?|schemes?|tricks?)\b|\b(?:devis\w+|plan\w*|design\w*|run\w*|launch\w*|organi[sz]\w+|orchestrat\w+|coordinat\w+|creat\w+|implement\w*)\s+(?:\S+\s+){0,3}?(?:disinformation|misinformation|smear|astroturf\w*)\s+campaigns?\b/i,
    revise: {
      clause: 'Ask for lawful options only, and for how to counter disinformation rather than spread it.',
    },
  },
  {
    id: 'i18n_manipulation_threaten',
    section: 'ethical',
    family: 'manipulation',
    severity: 'high',
    issue:
      'Manipulation (other language): tells the assistant to threaten people ("ameace contar aos colegas", "amenaza con llamar a la policía", "drohe mit der Polizei").',
    pattern: intl(
      String.raw`(?<!\<(?:nunca|nao|no|jamais|ne|nicht|niemals|kein\w*|не|никогда)\s+)\<(?:ameace|ameacem|ameaca|amenaza|amenace|amenacen|menace|menacez|drohe|drohen\s+sie|droht|угрожай|угрожайте|пригрози|пригрозите)\>`,
    ),
    requireNearby: intl(
      String.raw`\<(?:contar|decir|dizer|dire|erzahlen|рассказать|expor|exponer|exposer|famil\w*|colegas|coworkers|collegues|kollegen|коллег\S*|employer|jefe|chefe|patron|arbeitgeber|policia|police|polizei|полици\S*|preso|prision|prisao|prison|gefangnis|тюрьм\S*|arrest\w*|denunci\w*|anzeige)\>`,
    ),
    negatable: false,
    revise: { clause: 'Inform people plainly of the facts and their options; never threaten them.' },
  },
];
