import type { RiskRule } from './risk-rule.js';

// Ethics: deception, manipulation, requests for personal or secret data (PII), covert tracking,
// and academic dishonesty. PII rules need a request verb in the same clause, so "store the
// password hash" in a code review prompt does not fire, but "ask the user for their password" does.

const TARGETS =
  '(?:the\\s+)?(?:user|users|customers?|clients?|readers?|people|voters|investors|patients|them|him|her|buyers|consumers|visitors|students|employees|elderly|seniors|someone|the\\s+public)';

// Deliberately excludes "store", "verify", "require" and "what is": they appear in ordinary
// engineering prompts ("store API keys in a vault", "require strong passwords").
const REQUEST_VERBS =
  /\b(?:ask|asks|asking|collect|collecting|(?:request|requesting|obtain|share|submit|upload|confirm|verify)\s+(?:their|your|his|her|the\s+(?:user|customer|caller|client|applicant)'?s?|users'|customers')|gather|harvest|scrape|extract|demand|dig\s+up|find\s+out|look\s+up|uncover|infer|give\s+me|send\s+(?:me|us)|share\s+with\s+(?:me|us)|tell\s+me|prompt\s+(?:them\s+|the\s+user\s+)?for|fill\s+in|enter\s+(?:their|your|his|her))\b/i;

const SENSITIVE_PII =
  /\b(?:social\s+security\s+(?:numbers?|nos?\.?)|ssns?|passport\s+(?:numbers?|details|scans?|photos?)|(?:credit|debit)\s+card\s+(?:numbers?|details|info(?:rmation)?)|card\s+numbers?|cvvs?|cvcs?|card\s+security\s+codes?|bank\s+account\s+(?:numbers?|details|logins?)|routing\s+numbers?|ibans?|passwords?|passcodes?|pin\s+(?:codes?|numbers?)|one[- ]time\s+(?:codes?|passwords?)|otps?|2fa\s+codes?|verification\s+codes?|login\s+credentials|credentials|mother's\s+maiden\s+names?|driver'?s\s+licen[cs]e\s+(?:numbers?|details|photos?)|national\s+(?:id|insurance)\s+(?:numbers?|cards?)|tax\s+(?:id|identification)\s+numbers?|medical\s+records?|health\s+records?|biometric\s+data|fingerprints?|private\s+keys?|seed\s+phrases?|recovery\s+phrases?|api\s+keys?)\b/i;

const PERSONAL_PII =
  /\b(?:dates?\s+of\s+birth|home\s+address(?:es)?|exact\s+(?:address|location)|gps\s+location|sexual\s+orientation|religious\s+beliefs|immigration\s+status|criminal\s+record|health\s+conditions?|medical\s+history|mental\s+health\s+(?:history|conditions?)|pregnancy\s+(?:plans|status)|family\s+plans|political\s+(?:views|affiliation|opinions)|union\s+membership)\b/i;

export const ETHICS_RULES: readonly RiskRule[] = [
  {
    id: 'deception_pose_as_human',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception: tells the model to pass itself off as a human or a licensed professional, or to hide that it is an AI.',
    pattern:
      /\b(?:pretend|claim|say|insist|act\s+as\s+if|convince\s+(?:them|the\s+user|users)\s+that)\s+(?:that\s+)?(?:you\s+are|you're|to\s+be)\s+(?:an?\s+)?(?:real\s+|licensed\s+|actual\s+|certified\s+|human\s+)?(?:human|person|not\s+an?\s+(?:ai|bot|chatbot|machine)|doctor|physician|lawyer|attorney|therapist|nurse|pharmacist|member\s+of\s+(?:the|our)\s+(?:[\w-]+\s+)?(?:staff|team))\b|\bsay\s+you(?:'re|\s+are)\s+(?:working\s+)?(?:from|in|at)\s+(?:our|the)\s+\w+\s+office\b|\bnever\s+say\s+you\s+are\s+(?:an?\s+)?(?:bot|ai|assistant|chatbot)\b|\b(?:do\s+not|don't|never)\s+(?:reveal|disclose|admit|mention|tell\s+(?:them|the\s+user|anyone|users))\s+(?:that\s+)?(?:you\s+are|you're|it\s+is|this\s+is)\s+(?:an?\s+)?(?:ai|bot|chatbot|language\s+model|automated|machine|assistant)\b/i,
    revise: {
      clause:
        'Be transparent that you are an AI assistant if asked, and do not claim professional credentials.',
    },
  },
  {
    id: 'deception_fabrication',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception: asks for fabricated reviews, evidence, sources, statistics or documents presented as real.',
    pattern:
      /\b(?:write|create|generate|post|produce|draft)\s+(?:\d+\s+|some\s+|a\s+few\s+|multiple\s+|several\s+|many\s+|a\s+|an\s+)?(?:fake|false|fabricated|made-up|fraudulent|bogus|astroturf(?:ing)?)\s+(?:customer\s+)?(?:reviews?|testimonials?|ratings?|news|articles?|quotes?|citations?|sources?|evidence|documents?|invoices?|receipts?|ids?|credentials|diplomas?|endorsements?|doctor'?s\s+notes?|prescriptions?)\b|\b(?:make\s+up|invent|fabricate|falsify|fake)\s+(?:the\s+|some\s+|any\s+|fake\s+|plausible\s+|realistic\s+)?(?:statistics|sources|citations|references|quotes|studies|research|evidence|results|credentials|reviews|testimonials)\b/i,
    revise: {
      clause: 'Use only real, verifiable information and say clearly when data or sources are unavailable.',
    },
  },
  {
    id: 'deception_mislead',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue: 'Deception: instructs the model to mislead, trick, lie to or impersonate someone.',
    pattern: new RegExp(
      `\\b(?:mislead|deceive|trick|lie\\s+to|dupe|defraud|scam|con)\\s+${TARGETS}\\b|\\bimpersonat(?:e|ing|ion\\s+of)\\s+(?:a\\s+|an\\s+|the\\s+)?(?:real|specific|bank|police|ceo|celebrity|government|official|irs|doctor|someone|(?:a\\s+)?(?:real\\s+)?(?:person|customer|employee|public\\s+figure))\\b`,
      'i',
    ),
    revise: { replace: 'be honest and transparent with the user' },
  },
  {
    id: 'manipulation_pressure',
    section: 'ethical',
    family: 'manipulation',
    severity: 'medium',
    issue: 'Manipulation: pressures, guilt-trips or exploits the emotions or vulnerabilities of the reader.',
    pattern: new RegExp(
      `\\b(?:create|use|invent|manufacture|fake)\\s+(?:a\\s+)?(?:false|fake|artificial)\\s+(?:sense\\s+of\\s+)?(?:urgency|scarcity|deadline)\\b|\\b(?:pressure|guilt[- ]trip|shame|bully|coerce|scare|frighten|manipulate|gaslight)\\s+${TARGETS}\\b|\\b(?:exploit|prey\\s+on|play\\s+on|take\\s+advantage\\s+of)\\s+(?:their|the\\s+user'?s|people'?s|customers'?|the\\s+reader'?s)\\s+(?:fears?|insecurit(?:y|ies)|loneliness|grief|emotions|vulnerabilit(?:y|ies)|addiction|anxiet(?:y|ies)|trust|ignorance|confusion)\\b|\\buse\\s+dark\\s+patterns?\\b`,
      'i',
    ),
    revise: { replace: 'inform the reader honestly and respect their decision' },
  },
  {
    id: 'manipulation_conceal',
    section: 'ethical',
    family: 'manipulation',
    severity: 'medium',
    issue: 'Manipulation: tells the model to hide fees, risks or terms the reader needs to know.',
    pattern:
      /\b(?:hide|conceal|bury|obscure|downplay|omit|don't\s+mention|do\s+not\s+mention|never\s+mention|avoid\s+mentioning)\s+(?:the\s+|any\s+|all\s+)?(?:hidden\s+)?(?:fees|costs|charges|risks|side\s+effects|cancellation\s+(?:terms|policy|fees)|fine\s+print|downsides|interest\s+rates?|drawbacks|terms\s+and\s+conditions)\b/i,
    revise: { replace: 'state the fees, risks and terms clearly' },
  },
  {
    id: 'pii_sensitive_request',
    section: 'ethical',
    family: 'pii_request',
    severity: 'high',
    issue:
      'PII request: asks for credentials, government IDs, financial or health data the model should never collect.',
    pattern: SENSITIVE_PII,
    requireInClause: REQUEST_VERBS,
    revise: {
      clause:
        'Do not ask for or store passwords, ID numbers, payment card or other sensitive personal data; direct the user to the secure official channel instead.',
    },
  },
  {
    id: 'pii_personal_request',
    section: 'ethical',
    family: 'pii_request',
    severity: 'medium',
    issue:
      'PII request: asks for personal details (date of birth, home address, sensitive attributes) without a stated need.',
    pattern: PERSONAL_PII,
    requireInClause: REQUEST_VERBS,
    revise: {
      clause:
        'Only request personal details that are strictly necessary, explain why they are needed, and do not store them.',
    },
  },
  {
    id: 'privacy_covert_tracking',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue: 'Privacy: collects, tracks or exposes personal information without consent.',
    pattern:
      /\bwithout\s+(?:their|the\s+user'?s|users'|his|her|the\s+customer'?s|customers'|anyone's|the\s+person's)\s+(?:consent|knowledge|permission)\b|\bsecretly\s+(?:record|track|monitor|collect|log|film)\b|\btrack\s+(?:users|people|employees|them|the\s+user|someone|my\s+\w+)\s+(?:secretly|covertly)\b|\bdox(?:x)?(?:ing)?\s+(?:him|her|them|someone|somebody|people|the|this|that|my|our|their|his|an?)\b|\bfind\s+(?:the\s+)?(?:home\s+address|personal\s+information|private\s+phone\s+number|real\s+name)\s+of\b/i,
    revise: { replace: 'only with their informed consent' },
  },
  {
    id: 'dishonesty_detection_evasion',
    section: 'ethical',
    family: 'academic_dishonesty',
    severity: 'medium',
    issue: 'Dishonesty: asks to evade plagiarism or AI-content detection.',
    pattern:
      /\b(?:bypass|evade|avoid|beat|fool|trick|get\s+past)\s+(?:the\s+)?(?:ai|plagiarism|gptzero|turnitin|ai[- ]content|ai[- ]writing)\s*(?:detectors?|detection|checkers?|checks?|filters?)\b|\bundetectable\s+(?:by|as)\s+(?:ai|plagiarism|turnitin|gptzero)\b|\bso\s+(?:that\s+)?(?:it|my\s+teacher|the\s+teacher|my\s+professor)\s+(?:can't|cannot|won't)\s+(?:tell|detect|notice)\b/i,
    revise: { replace: 'cite sources and disclose AI assistance where required' },
  },
];
