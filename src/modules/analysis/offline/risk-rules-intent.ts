import { CRIME_TERMS, FALSE_CLAIMS, HARMFUL_PURPOSE, HARMFUL_TARGETS } from './risk-lexicon-harm.js';
import type { RiskRule } from './risk-rule.js';

// Intent rules: the plain forms of a harmful request ("how to X without getting caught",
// step-by-step instructions for a crime, content meant to defame, harass or deceive), requests
// to extract a hidden prompt or secret, persona and "mode" jailbreaks, and instructions hidden in
// an encoding. Each needs the act AND the request: "explain how phishing works" or "a thriller
// where the detective defuses a bomb" stay quiet.

/** Acts that are crimes or serious harm, as verb + object. */
export const HARMFUL_ACTS = String.raw`(?:make|build|assemble|construct|create|manufacture|3d[- ]print|synthesi[sz]e|cook|produce|extract|brew|grow)\s+(?:\S+\s+){0,3}?(?:bombs?|explosives?|ieds?|grenades?|napalm|thermite|nerve agents?|sarin|ricin|bioweapons?|chemical weapons?|nuclear weapons?|ghost guns?|guns?|handguns?|pistols?|rifles?|firearms?|silencers?|suppressors?|poisons?|toxins?|meth(?:amphetamine)?\b|crystal\s+meth|fentanyl|heroin|cocaine|mdma|lsd|ghb|drugs|safrole|date[- ]rape drugs?|fake (?:ids?|passports?|money|(?:vaccination|vaccine|covid)\s+(?:cards?|passes?|certificates?|records?)|doctor'?s\s+notes?|prescriptions?|badges?|licen[cs]es?|permits?|diplomas?|degrees?)|counterfeit \w+|ransomware|malware|viruses|keyloggers?|botnets?)|(?:jam|jamming|knock\s+out)\s+(?:\S+\s+){0,2}?(?:wi-?fi|cameras?|gps|cell(?:ular)?\s+signals?|phone\s+signals?|security\s+(?:cameras?|systems?))|hack(?:ing)?\s+(?:into|someone'?s?|an?\s|the\s|my\s|a\s)|infiltrat\w*\s+(?:\S+\s+){0,3}?(?:network|systems?|servers?|databases?|infrastructure|intranet)|(?:gain\w*|get\w*|obtain\w*)\s+(?:\S+\s+)?(?:unauthori[sz]ed|sudo|root|admin(?:istrator)?)\s+access|illegal(?:ly)?\s+(?:\w+\s+){0,2}?(?:hide|obtain|buy|sell|get|prescribe|download|dump|enter|access|cross|copy|stream|record|track|import|export|transfer)\w*|tamper\w*\s+with\s+(?:\S+\s+){0,3}?(?:voting|election|monitoring|ankle|evidence|meters?|devices?|machines?|brakes|food|medication|products?)|(?:alter|change|delete|erase|falsify|doctor)\w*\s+(?:\S+\s+){0,2}?(?:criminal\s+)?(?:records|evidence|documents|test\s+results|logs)\s+to\s+avoid|(?:sell|buy|trade)\w*\s+(?:\S+\s+){0,3}?on\s+the\s+(?:black|dark)\s+(?:market|web)|pirat\w+\s+(?:\S+\s+)?(?:content|software|movies|films|games|music|books|shows)|(?:circumvent|bypass|break|crack|remov|strip)\w*\s+(?:\S+\s+)?(?:copyright|drm|copy)\s+protections?|hide\s+(?:\S+\s+)?income|falsify\w*\s+(?:\S+\s+){0,2}?(?:documents|records|results|data|reports?)|crack(?:ing)?\s+(?:\S+\s+){0,3}?(?:passwords?|wi-?fi|licen[cs]es?|accounts?)|(?:launch|run|perform|conduct)\s+(?:an?\s+)?d?dos|(?:steal|stealing|clone|cloning|skim)\s+(?:\S+\s+){0,2}?(?:identit(?:y|ies)|(?:credit|debit|bank)\s+cards?|cards|card\s+(?:numbers|details)|passwords|credentials|money|cars?|accounts?|data)|launder(?:ing)?\s+(?:\S+\s+){0,2}?(?:money|cash|funds|proceeds)|(?:evade|evading|dodge|avoid paying)\s+(?:\S+\s+)?taxes|commit(?:ting)?\s+(?:\S+\s+)?(?:fraud|tax evasion|identity theft|insurance fraud|arson|murder|a crime|crimes|terrorism|suicide)|counterfeit(?:ing)?\s+(?:money|currency|bills|goods)|forg(?:e|ing)\s+(?:\S+\s+){0,2}?(?:documents?|signatures?|checks?|cheques?|prescriptions?|ids?|passports?)|(?:poison|kill|murder|kidnap|abduct|strangle|stab|shoot|torture|hurt|harm|assault|beat\s+up)\s+(?:someone|somebody|a\s+person|people|him|her|them|(?:my|his|her|their|a|an|the)\s+(?:\w+\s+)?(?:wife|husband|ex|girlfriend|boyfriend|partner|neighbou?r|coworker|co-worker|colleague|boss|roommate|classmate|teacher|child|kid|baby|son|daughter|mother|father|family|victim|witness|rival|man|woman|girl|boy|person|president|officer|dog|cat))|(?:stalk|track|spy\s+on|surveil|follow)\s+(?:someone|somebody|a\s+person|him|her|(?:my|his|her)\s+(?:ex|wife|husband|girlfriend|boyfriend|partner|neighbou?r|coworker|colleague|roommate|classmate))|(?:smuggle|traffic|trafficking)\s+(?:\S+\s+){0,2}?(?:drugs|people|humans|children|weapons|guns|organs)|shoplift\w*|hotwir\w+|pick\s*pocket\w*|(?:bribe|blackmail|extort)\s+(?:\S+\s+){0,2}?(?:someone|a|an|the|officials?|him|her|them|my)|(?:cheat|cheating)\s+(?:on|in)\s+(?:an?\s+|the\s+|my\s+)?(?:exam|test)|(?:buy|sell|get|obtain)\s+(?:\S+\s+){0,3}?(?:stolen|illegal|unregistered)\s+\w+|insider trading|(?:self[- ]harm|suicide|kill (?:myself|yourself))|(?:exploit|groom)\s+(?:\S+\s+)?(?:children|minors|a child|kids)|(?:dispose of|hide|get rid of)\s+(?:a|the)\s+(?:body|corpse)|(?:sabotage|disable|tamper with)\s+(?:\S+\s+){0,2}?(?:brakes|alarm|security|smoke detector|cameras?)|break\s+into\s+(?:a|an|the|my|someone'?s?)\s+\w+`;

const INSTRUCTIONAL = String.raw`(?:how\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}?(?:would|could|might|should)\s+(?:\w+\s+)?(?:be\s+able\s+to\s+)?(?=\w)|how\s+(?:to|do\s+i|can\s+i|could\s+i|would\s+i|should\s+i|do\s+you|does\s+one|would\s+one|can\s+(?:someone|one|we)|(?:one|someone|a\s+person|people|we)\s+(?:could|can|might|would|should))|step[- ]by[- ]step|(?:detailed|exact|specific|clear|complete)\s+(?:instructions|steps|guide|plan|procedure|recipe)|instructions\s+(?:for|on|to)|tutorial\s+(?:on|for)|guide\s+(?:to|on|for)|walk\s+(?:me|us)\s+thr(?:ough|u)|teach\s+me\s+(?:how\s+)?to|explain\s+how\s+to|(?:best|easiest|fastest|quickest|most effective|cheapest)\s+(?:way|ways|method|methods)\s+to|(?:ways|methods|strategies|tips|tricks|steps)\s+(?:to|for)|(?:plan|strategy)\s+(?:to|for)|recipe\s+for)`;

/** A request for something operational: a plan, guide, script or method for (doing) something. */
const PLAN_FRAME = String.raw`(?:plan|guide|strategy|strategies|scheme|script|program|tutorial|steps|method|methods|ways?|tips|tricks|techniques|instructions|manual|playbook|blueprint|business\s+model|procedure|recipe|template|code|tool|bot|app|advice|guidance|list\s+of\s+(?:ways|tips|steps|methods))\s+(?:\S+\s+){0,4}?(?:for|to|on|that|which|of|about|regarding)\b`;
const CONTENT_NOUN = String.raw`(?:article|post|blog(?:\s+post)?|essay|speech|e-?mail|letter|message|text|note|tweet|thread|campaign|advertisement|ad|video(?:\s+script)?|script|story|poem|song|podcast|pamphlet|flyer|leaflet|brochure|caption|comment|review|manifesto|newsletter|press\s+release|social\s+media\s+(?:post|campaign|account))s?`;

// A pretext: the request says it is only fiction, a hypothesis or research and will never be used
// ("purely for educational purposes", "this is hypothetical and will not be used in real life").
// An honest prompt rarely needs to say so; persuasion-style jailbreaks (PAIR and the forum kind)
// almost always do. Flagged only next to an operational or boundary-testing ask (steps, methods,
// "convincing", "illegal", "loophole"), so a poster "for educational purposes" stays quiet.
const PRETEXT = String.raw`(?:purely|strictly|only|solely|just|entirely)\s+(?:for|as)\s+(?:an?\s+)?(?:\w+\s+){0,3}?(?:fictional|fiction|hypothetical|educational|research|academic|informational|illustrative|entertainment|creative|testing|training|investigative|theoretical)\b|(?:(?:is|are|it'?s|be|was)\s+)for\s+(?:\w+\s+){0,2}?(?:educational|research|academic|hypothetical|fictional|informational|investigative|illustrative)\s+(?:and\s+\w+\s+)?purposes|for\s+(?:\w+\s+){0,2}?(?:educational|research|academic|hypothetical|fictional|informational|investigative|illustrative)\s+(?:and\s+\w+\s+)?purposes\s+only|(?:will|would|is|are)\s+(?:not|never)\s+(?:be\s+)?(?:used|meant|intended|going\s+to\s+be\s+used)\s+(?:\w+\s+){0,3}?(?:in\s+real\s+life|in\s+reality|for\s+(?:any\s+)?(?:harm|harmful|illegal|malicious|unethical|real)|to\s+(?:cause|encourage|promote|facilitate|harm))|not\s+(?:meant|intended)\s+to\s+(?:encourage|promote|facilitate|be\s+used|endorse|incite)|(?:this|it)\s+is\s+(?:purely\s+|just\s+|only\s+|entirely\s+|all\s+)?(?:a\s+)?(?:hypothetical|fictional|imaginary|thought\s+experiment)|in\s+(?:a|this)\s+(?:purely\s+)?(?:hypothetical|fictional|imaginary)\s+(?:scenario|world|setting|universe|situation|story)|hypothetically\s+speaking|no\s+(?:one|real\s+people)\s+will\s+(?:actually\s+)?(?:be\s+harmed|get\s+hurt|use)|(?:won'?t|will\s+not|never)\s+actually\s+(?:use|do|carry)|(?:regardless|irrespective)\s+of\s+(?:the\s+)?(?:ethical|legal|moral)|even\s+if\s+(?:it\s+is|it'?s|this\s+is)\s+(?:unethical|illegal|controversial|harmful|disputed)|ethical\s+(?:guidelines|constraints|considerations)\s+(?:aside|don'?t\s+apply)`;
const OPERATIONAL_ASK = String.raw`\b(?:step[- ]by[- ]step|detailed\s+(?:\w+\s+)?(?:instructions|guide|plan|steps|account|description|report|tutorial|explanation|overview|walkthrough|breakdown)|specific\s+(?:steps|methods|techniques|instructions|details|tactics)|(?:methods|techniques|tactics|ways|process|tools|steps)\s+(?:to|for|of|required|needed|involved|someone)|how\s+(?:to|one\s+(?:might|could|would))|exact\s+\w+|convincing|persuasive|controversial|unethical|illegal\w*|edge\s+of\s+(?:the\s+)?(?:law|legality)|loopholes?|red\s+flags|underground|black[- ]hat|illicit|without\s+(?:getting\s+)?caught)`;

export const INTENT_RULES: readonly RiskRule[] = [
  {
    id: 'jailbreak_pretext',
    section: 'safety',
    family: 'jailbreak_pretext',
    severity: 'medium',
    issue:
      'Jailbreak pretext: the request insists it is only fiction, a hypothesis or research that will never be used, next to an ask for steps, methods or persuasive content; persuasion-style jailbreaks wrap harmful requests this way.',
    pattern: new RegExp(`\\b(?:${PRETEXT})`, 'i'),
    requireNearby: new RegExp(OPERATIONAL_ASK, 'i'),
    revise: {
      clause:
        'State the real purpose plainly; a fictional or research framing does not change what content is appropriate.',
    },
  },
  {
    id: 'harm_evade_detection',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue:
      'Harmful request: asks how to do something while escaping detection ("without getting caught"), which signals an illegal or harmful act.',
    pattern:
      /\b(?:without\s+(?:getting|being)\s+(?:caught|detected|noticed|traced|flagged|found\s+out|arrested)|without\s+(?:anyone|the\s+police|the\s+bank|the\s+cameras|security|them|her|him|my\s+\w+)\s+(?:noticing|finding\s+out|knowing|catching|seeing|spotting)|without\s+leaving\s+(?:a\s+)?(?:trace|traces|evidence)|so\s+(?:that\s+)?(?:nobody|no\s+one|the\s+(?:bank|police|irs|cameras|teacher|school))\s+(?:notices|finds\s+out|knows|flags\s+it|catches|catch)|(?:doesn'?t|does\s+not|won'?t|will\s+not)\s+(?:get\s+)?(?:flag|notice|catch|detect)\s+(?:it|me|us|them)|undetected|untraceabl[ey]|avoid(?:ing)?\s+(?:detection|getting\s+caught|being\s+caught|the\s+police|law\s+enforcement|suspicion)|evad(?:e|ing)\s+(?:the\s+)?(?:police|law\s+enforcement|detection|authorities|regulators|immigration|customs)|cover\s+(?:my|your|their|his|her)\s+tracks|(?:not|never|can'?t|cannot|won'?t)\s+(?:be\s+)?traced\s+back|(?:isn'?t|is\s+not|aren'?t|are\s+not)\s+traced\s+back|get\s+away\s+with\s+(?:it|\w+ing)|(?:look|looks)\s+like\s+an?\s+(?:\w+\s+)?(?:accident|natural\s+death|suicide)|avoid\s+(?:being\s+)?(?:convicted|charged|prosecuted|arrested|caught|sued)|without\s+a\s+background\s+check|without\s+alerting\s+(?:the\s+)?(?:authorities|police|firefighters|anyone)|without\s+(?:tripping|triggering|raising|setting\s+off)\s+(?:any\s+|the\s+)?(?:audits?|alarms?|alerts?|flags?|red\s+flags|suspicion|fraud\s+(?:checks?|detection)|compliance\s+checks?)|so\s+(?:that\s+)?(?:it|they|nobody|no\s+one|inventory|(?:the|my|our)\s+\w+)\s+(?:isn'?t|is\s+not|aren'?t|are\s+not|won'?t\s+be|can'?t\s+be|doesn'?t|does\s+not|won'?t|can'?t)\s+(?:be\s+)?(?:detected|noticed|notice|flagged|flag|caught|catch|traced|detect|spot)|(?:looks?|appears?|passes?\s+as|pass\s+for)\s+(?:like\s+)?(?:normal|ordinary|natural|routine|regular)\s+(?:wear|use|failure|causes|activity|traffic|errors?|accident)|(?:that\s+)?passes\s+(?:at|through)\s+(?:the\s+)?(?:airport|border|security|customs|inspection|checks?))\b/i,
    // Asked for ("how to…", "give me…", "help me…"), not narrated ("how did he avoid getting caught").
    requireInClause: new RegExp(
      `${INSTRUCTIONAL}|(?:^|[.!?;:]\\s*)(?:please\\s+)?(?:give|tell|show|help|teach|provide|list|write|explain|describe|suggest|outline|create|develop|draft|plan)\\b|\\b(?:help\\s+me|i\\s+(?:want|need)\\s+to|can\\s+you|could\\s+you)\\b|(?:^|[.!?;:]\\s*)(?:${HARMFUL_ACTS})`,
      'im',
    ),
    revise: {
      clause:
        'Decline requests to commit or conceal illegal or harmful acts; offer lawful alternatives instead.',
    },
  },
  {
    id: 'harm_instructions',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    guardInside: true,
    issue:
      'Harmful request: asks for instructions, steps or a plan for a crime or for seriously hurting people (weapons, intrusion, fraud, drugs, stalking).',
    pattern: new RegExp(
      `\\b(?:${INSTRUCTIONAL}|${PLAN_FRAME})[^.!?\\n]{0,80}?\\b(?:${HARMFUL_ACTS}|${CRIME_TERMS})\\b`,
      'i',
    ),
    revise: {
      clause:
        'Decline to give instructions for crimes or for hurting people; explain the risks or point to lawful, safety-focused resources instead.',
    },
  },
  {
    id: 'harm_act_request',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue:
      'Harmful request: tells the model to carry out or plan a crime or serious harm (write malware, hack an account, launder money, stalk someone).',
    pattern: new RegExp(
      `(?:^|[.!?;:\\n]\\s*|\\b(?:please|help\\s+me|i\\s+(?:want|need)\\s+(?:you\\s+)?to|can\\s+you|could\\s+you)\\s+)(?:${HARMFUL_ACTS})`,
      'im',
    ),
    revise: {
      clause: 'Decline requests to commit crimes or cause serious harm, and explain lawful alternatives.',
    },
  },
  {
    id: 'harm_content_request',
    section: 'safety',
    family: 'harmful_content',
    severity: 'high',
    guardInside: true,
    issue:
      'Harmful content request: asks for defamatory, hateful, harassing, threatening or deceptive material (fake news, phishing, scams).',
    pattern:
      /\b(?:write|create|draft|compose|generate|produce|design|craft|make|give\s+me|come\s+up\s+with|develop)\s+(?:me\s+)?(?:\S+\s+){0,4}?(?:(?:defamatory|libell?ous|slanderous|racist|sexist|xenophobic|homophobic|transphobic|misogynistic|antisemitic|islamophobic|ableist|hateful|bigoted|derogatory|dehumani[sz]ing|harassing|bullying|threatening|intimidating|extremist|terrorist)\s+(?:\S+\s+)?(?:article|post|letter|email|e-mail|message|text|speech|joke|jokes|tweet|tweets|comment|comments|content|rant|poem|song|story|essay|campaign|video|script|note|statement|slogan|meme)s?|(?:fake|false|fabricated|misleading)\s+(?:news|(?:news\s+)?(?:article|story|report)s?|(?:medical|scientific)\s+claims?|information\s+about)|(?:fraudulent|forged|spoofed),?\s+(?:\S+\s+){0,2}?(?:letter|e-?mail|message|notice|invoice|website|documents?|text|sms)s?|phishing\s+(?:email|e-mail|message|text|sms|page|site|website|campaign|kit)s?|scam\s+(?:email|e-mail|message|text|call|script|website)s?|ransom\s+notes?|(?:blackmail|extortion)\s+(?:letter|email|message|note)s?|propaganda|disinformation|misinformation|hate\s+speech)\b/i,
    revise: {
      clause:
        'Do not produce defamatory, hateful, harassing or deceptive content; write accurate, respectful material instead.',
    },
  },
  {
    id: 'harm_promotion',
    section: 'safety',
    family: 'harmful_content',
    severity: 'high',
    guardInside: true,
    issue:
      'Harmful content request: asks for material that promotes, glorifies or persuades people toward self-harm, violence, hatred, crime or dangerous acts.',
    pattern: new RegExp(
      `\\b${HARMFUL_PURPOSE}\\s+(?:\\S+\\s+){0,6}?${HARMFUL_TARGETS}\\b|\\b(?:recommend\\w*|advis\\w+|suggest\\w*|tell\\w*)\\s+(?:\\S+\\s+){0,4}?(?:to\\s+)?(?:take|use|try)\\s+(?:heroin|meth\\w*|cocaine|fentanyl|bleach|mms)\\b`,
      'i',
    ),
    revise: {
      clause:
        'Do not promote self-harm, violence, hatred, crime or dangerous acts; give accurate safety information instead.',
    },
  },
  {
    id: 'harm_targeted_content',
    section: 'safety',
    family: 'harmful_content',
    severity: 'high',
    guardInside: true,
    issue:
      'Harmful content request: writing meant to defame, mock, shame, harass or threaten a person or a group.',
    pattern: new RegExp(
      `\\b(?:write|create|draft|compose|generate|produce|design|craft|make|develop|come\\s+up\\s+with|give\\s+me)\\s+(?:me\\s+)?(?:\\S+\\s+){0,4}?${CONTENT_NOUN}\\s+(?:\\S+\\s+){0,6}?(?:defam\\w+|slander\\w*|libel\\w*|mock(?:s|ed|ing|ery)?\\b|ridicul\\w+|sham(?:e|es|ed|ing)\\b|demean\\w*|humiliat\\w+|harass\\w*|bull(?:y|ies|ying)|threaten\\w*|intimidat\\w+|insult\\w*|dehumani[sz]\\w+|vilif\\w+|disparag\\w+|discourag\\w+\\s+(?:\\S+\\s+)?(?:hiring|employ\\w+|admission|renting|voting)|(?:argu|claim|assert|suggest)\\w*\\s+that\\s+(?:\\S+\\s+){0,4}?(?:are|is)\\s+(?:inferior|dangerous|subhuman|a\\s+threat|criminals?|disgusting))`,
      'i',
    ),
    revise: {
      clause: 'Write respectfully; criticise actions and ideas with facts, never attack people or groups.',
    },
  },
  {
    id: 'harm_disinformation_claim',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception: asks for content that presents a known falsehood or a denial of well-documented events as true.',
    pattern:
      /\b(?:article|post|essay|blog|speech|tweet|video|piece|story|letter)s?\s+(?:\S+\s+){0,3}?(?:claiming|arguing|suggesting|proving|stating|that\s+(?:claims|argues|suggests|proves|says|shows))\s+(?:\S+\s+){0,8}?(?:never\s+happened|(?:is|was)\s+(?:a\s+hoax|fake|staged|faked|rigged|stolen)|causes?\s+autism|(?:is|are)\s+addicted\s+to|(?:is|are)\s+(?:inferior|a\s+threat|dangerous\s+to\s+(?:our\s+)?society))/i,
    revise: { clause: 'Write only what the evidence supports and say clearly what is disputed or unknown.' },
  },
  {
    id: 'harm_false_claims',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    guardInside: true,
    issue:
      'Disinformation: asks for content that presents a conspiracy theory or a health or election falsehood as true.',
    pattern: new RegExp(
      `\\b(?:write|create|draft|compose|generate|produce|design|make|post|spread|prove|proves|proving|argue|argues|arguing|claim|claims|claiming|convince|persuade|suggest\\w*|evidence|explain\\s+why|show\\s+that|${CONTENT_NOUN})\\b[^.!?\\n]{0,80}?\\b${FALSE_CLAIMS}|\\bspread\\w*\\s+(?:\\S+\\s+)?(?:disinformation|misinformation|fake\\s+news|rumou?rs|propaganda|conspiracy\\s+theor\\w+|lies|hoaxes)`,
      'i',
    ),
    revise: {
      clause:
        'Present only claims supported by reliable evidence, and say when something is a debunked theory.',
    },
  },
];
