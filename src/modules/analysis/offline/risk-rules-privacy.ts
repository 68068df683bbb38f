import type { RiskRule } from './risk-rule.js';

// Privacy and fraud by description: finding or publishing where a private person lives or works,
// reading someone's messages, collecting data covertly, exfiltrating secrets, and the classic
// frauds (posing as a relative or a bank for money, a CEO asking for an urgent wire, a charity
// that does not exist, claims the writer knows to be false, terms hidden until asked twice).

// A specific private person (not "their", which is usually a business's own customers).
const PERSON = String.raw`(?:\bher\b|\bhis\b|this\s+person'?s?|the\s+person'?s?|(?:this|the|that)\s+(?:woman|man|girl|guy|journalist|judge|reporter|owner|driver|match|individual|person|account\s+holder|streamer|influencer|teacher|neighbou?r)'?s?|each\s+(?:driver|person|owner)|whoever\s+(?:runs|owns|wrote|is\s+behind)|my\s+(?:ex|ex-\w+|wife|husband|girlfriend|boyfriend|partner|neighbou?r|coworker|co-worker|colleague|boss|roommate|classmate|landlord|tenant)'?s?|a\s+(?:specific|particular|private)\s+(?:person|individual)|@[\w.]{3,}|behind\s+(?:this|the)\s+(?:account|username|profile))`;
const WHEREABOUTS = String.raw`(?:(?:new|current|home|exact|real|private|personal)\s+(?:home\s+)?address(?:es)?|addresses\s+and\s+(?:names|phone)|(?:private|personal|cell|mobile|home)\s+phone\s+numbers?|phone\s+number\s+and\s+(?:where|address)|real\s+names?|full\s+names?|workplace|employer|where\s+(?:she|he|they|each\s+\w+)\s+(?:lives?|works?|goes|stays|sleeps|parks)|(?:daily|weekly)\s+(?:routine|schedule)|(?:gym|work)\s+schedule|whereabouts|exact\s+location|who\s+(?:she|he)'?s\s+dating|(?:kids|children)\s+go\s+to\s+school|home\s+neighbou?rhood|when\s+(?:the\s+[\w']+\s+|(?:their|his|her)\s+)?(?:house|home|flat|apartment)\s+is\s+(?:usually\s+)?empty|which\s+(?:building|street|house|flat|apartment|block|neighbou?rhood|town|city|address|hotel|gym|office)\s+(?:she|he|they)\s+(?:now\s+)?(?:lives?|stays?|works?|moved|sleeps)|(?:daily\s+)?commute\s+(?:pattern|route|times?)|route\s+home)`;

export const PRIVACY_RULES: readonly RiskRule[] = [
  {
    id: 'privacy_locate_person',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue:
      'Privacy: asks to find, compile or publish where a private person lives or works, their routine or identity (doxxing, stalking).',
    pattern: new RegExp(
      String.raw`\b(?:find(?:\s+out)?|look\s+up|dig\s+up|work\s+out|figure\s+out|track\s+down|locate|discover|uncover|identify|compile|cross-?reference|search|get|tell\s+me|post|publish|share|leak|expose|give\s+me|list|build\s+a\s+table|returns?|pulls?|outputs?)\b[^.!?\n]{0,80}?\b${WHEREABOUTS}|\b(?:post|publish|share|leak|expose)\s+(?:\S+\s+){0,2}?(?:name|names),\s+(?:home\s+)?address`,
      'i',
    ),
    requireInClause: new RegExp(
      `${PERSON}|(?:house|home|flat|apartment)\\s+is\\s+(?:usually\\s+)?empty|(?:kids|children)\\s+go\\s+to\\s+school|daily\\s+routine|who\\s+(?:she|he)'?s\\s+dating|each\\s+driver`,
      'i',
    ),
    revise: {
      clause:
        'Do not locate, identify or publish details about private individuals; suggest lawful channels instead.',
    },
  },
  {
    id: 'privacy_read_private_messages',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue: 'Privacy: asks to read or list someone else’s private messages, e-mail or phone content.',
    pattern: new RegExp(
      String.raw`\b(?:read|see|access|check|monitor|list|get\s+into|open|go\s+through|spy\s+on)\s+(?:\S+\s+){0,2}?(?:${PERSON}\s+)?(?:private\s+)?(?:whatsapp|instagram|facebook|snapchat|slack|text|sms|dms?|e-?mail|phone)?\s*(?:messages|texts|chats|dms|e-?mails|inbox|phone|account)\b[^.!?\n]{0,80}?(?:without\s+(?:\S+\s+)?(?:finding\s+out|knowing|noticing|consent|permission)|secretly|\bof\s+(?:the\s+)?(?:employees|staff|workers|users)\s+who)|\bprivate\s+(?:slack\s+|whatsapp\s+|e-?mail\s+)?(?:messages|chats|dms|e-?mails)\s+of\s+(?:the\s+)?(?:employees|staff|users|people|members)`,
      'i',
    ),
    revise: { clause: 'Do not access other people’s private messages or accounts.' },
  },
  {
    id: 'privacy_covert_collection',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue:
      'Privacy: collects or passes on people’s data covertly (quietly copying contacts, hidden fields, leaked databases, steering people into revealing ID numbers).',
    pattern:
      /\b(?:quietly|secretly|silently|covertly|discreetly)\s+(?:copy|forward|send|store|save|log|harvest|extract|upload|export|share|record|collect|add|put)\b|\bhidden\s+field\b[^.!?\n]{0,60}?\b(?:e-?mails?|phone|contacts?|leads|data)|\b(?:from|in|of|through)\s+(?:the\s+|a\s+|this\s+)?(?:leaked|stolen|breached|hacked)\s+(?:database|data(?:\s*set)?|dump|credentials|records)|\b(?:steer|lead|nudge|coax|trick)\s+(?:the\s+)?(?:conversation|customer|user|caller|them)\s+(?:\S+\s+){0,4}?(?:mentions?|reveals?|shares?|gives?|says?|discloses?)\s+(?:their\s+)?(?:passport|social\s+security|card|bank|password|id|pin|date\s+of\s+birth)/i,
    revise: { clause: 'Collect personal data only openly, with consent, and only what the task needs.' },
  },
  {
    id: 'privacy_secret_exfiltration',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'high',
    issue:
      'Data exfiltration: asks the model to copy credentials or secrets it can see into its answer or elsewhere.',
    pattern:
      /\b(?:copy|print|output|include|send|reveal|dump|list|paste|append|exfiltrat\w+|email|post)\s+(?:\S+\s+){0,3}?(?:api\s+keys?|access\s+tokens?|secret\s+keys?|private\s+keys?|passwords|credentials|secrets|session\s+cookies)\b[^.!?\n]{0,60}?\b(?:from\s+(?:the\s+)?(?:environment(?:\s+variables)?|env|\.env|config(?:uration)?|server|host|system|memory|context)|you\s+can\s+see|at\s+the\s+end\s+of\s+your\s+(?:answer|reply)|to\s+(?:this|my|the\s+following)\s+(?:url|address|server|endpoint))/i,
    revise: { clause: 'Never reveal credentials or secrets from the environment.' },
  },
  {
    id: 'privacy_system_files',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'high',
    issue: 'Data exfiltration: asks the model or its tools to read protected system files or secrets.',
    pattern:
      /\b(?:read|reads|show|print|cat|output|dump|send|open|display|upload)\b[^.!?\n]{0,60}?(?:\/etc\/shadow|\/etc\/passwd|id_rsa|\.ssh\/|\.env\b|credentials\.json|\.aws\/credentials|\.git-credentials|wallet\.dat)/i,
    revise: { clause: 'Never read or reveal protected system files.' },
  },
  {
    id: 'fraud_impersonation_money',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Fraud: a message posing as a relative, an executive, a bank or an authority to get money, codes or logins.',
    pattern:
      /\b(?:pretend(?:ing)?\s+to\s+be|pos(?:e|es|ing)\s+as|impersonat\w+|claiming\s+to\s+be|as\s+if\s+(?:i\s+were|it\s+(?:was|were|came)\s+from)|(?:looks?|appears?|seems?)\s+(?:like\s+it\s+(?:comes?|came)\s+)?from|in\s+the\s+name\s+of)\s+(?:\S+\s+){0,2}?(?:my|his|her|their|the\s+recipient'?s|a|an|the|our|your)\s+(?:\S+\s+)?(?:cousin|grand(?:son|daughter|child|mother|father)|son|daughter|nephew|niece|brother|sister|mother|father|mom|dad|relative|friend|bank|ceo|cfo|boss|manager|police|irs|tax\s+(?:office|authority)|government|microsoft|apple|amazon|paypal|support\s+team|it\s+department|recruiter|lawyer|doctor|expert)\b/i,
    requireNearby:
      /\b(?:money|wire|transfer|bail|pay|payment|fee|bitcoin|gift\s+cards?|bank|account|password|log\s*in|login|code|pin|card|urgent\w*|immediately|today|within\s+\d+|confidential|locked|suspended|arrested|personal\s+information|details|credentials|expert)\b/i,
    revise: {
      clause: 'Never impersonate people or organisations, and never ask for money, codes or logins.',
    },
  },
  {
    id: 'fraud_urgent_payment',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Fraud: an urgent, confidential payment request or a fee demanded up front (CEO fraud, fake job offers, advance-fee scams).',
    pattern:
      /\b(?:wire|transfer|send|pay)\s+(?:\S+\s+){0,3}?(?:[$€£]\s?\d[\d,.]*|\d[\d,.]*\s?(?:dollars|euros|pounds|usd|eur))\b[^.!?\n]{0,120}?\b(?:today|immediately|urgently|right\s+away|keep\s+(?:it|this)\s+(?:confidential|secret|quiet|between\s+us)|new\s+(?:supplier|account|vendor))|\b(?:ask|asks|asking|require|requires|demand)\s+(?:them|candidates|applicants|winners|victims|the\s+\w+)\s+to\s+pay\s+(?:a\s+)?(?:[$€£]?\d[\d,.]*\s+)?(?:\w+\s+)?fee\s+up\s*front|\b(?:charity|foundation|fund|company|business|organi[sz]ation|cause)\s+that\s+(?:doesn'?t|does\s+not|don'?t)\s+exist|\bmoney\s+will\s+go\s+(?:to|into)\s+my\s+(?:personal\s+|own\s+)?(?:account|pocket|wallet)|\bfake\s+(?:charity|charities|fundraiser|lottery|job\s+offers?|investment|crypto\s+(?:project|token)|store|shop|weight[- ]loss\s+\w+|cure)/i,
    revise: { clause: 'Do not request payments under false pretences; state who is asking and why.' },
  },
  {
    id: 'deception_known_false',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception: asks to state something the writer knows is false or unverified (claims with no evidence, approvals not granted, endorsements never given, figures made to seem better).',
    pattern:
      /\bregardless\s+of\s+(?:the\s+)?(?:actual|real|true)\s+\w+|\bwithout\s+technically\s+lying|\b(?:seems?|looks?|appears?|sound)\s+(?:\S+\s+)?(?:lower|higher|better|safer|healthier|smaller|bigger|cheaper)\s+than\s+(?:it|they)\s+(?:really\s+)?(?:is|are)|\b(?:we|he|she|they|i)\s+(?:haven'?t|hasn'?t|never|didn'?t|did\s+not|have\s+not)\s+(?:\w+\s+)?(?:applied|used|tried|tested|owned|bought|endorsed|approved|been\s+approved|received)\b[^.!?\n]{0,40}?\b(?:but|yet|though)\b|\b(?:there\s+(?:are|is)\s+no\s+(?:such\s+)?(?:studies|evidence|proof|data|trials?))\b[^.!?\n]{0,40}?\bbut\b|\bsay\s+yes\s+to\s+close\s+the\s+sale|\b(?:make|made)\s+(?:them|it|those|these|some|one)\s+up\b|\binvent\s+(?:the\s+ones|them|any|those)\b|\b(?:read|look|sound)s?\s+like\s+(?:a\s+)?(?:real|genuine|authentic)\s+(?:news|wire|press|customer|patient|doctor|article|story|review|document|e-?mail)|\bexaggerat\w+\s+(?:the\s+)?(?:\S+\s+)?(?:damage|injur\w+|loss(?:es)?|claim)\b|\b(?:add|adds|adding|list)\s+(?:\S+\s+){0,3}?(?:items|things)\s+(?:we|i|they)\s+never\s+(?:owned|had|bought)/i,
    revise: { clause: 'State only what is true and verifiable; say clearly what is unknown.' },
  },
  {
    id: 'deception_astroturfing',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue: 'Deception: content posted as if from many independent people (sock puppets, astroturfing).',
    pattern:
      /\b(?:comments?|reviews?|posts?|messages?|testimonials?|tweets?|replies)\s+(?:\S+\s+)?(?:from|by|as)\s+(?:\d+\s+)?(?:different|multiple|many|several|separate)\s+(?:fake\s+|made-up\s+)?(?:accounts|people|users|customers|personas|names|profiles|buyers)|\bsock\s*puppets?|\b(?:nobody|no\s+one)\s+(?:can|could|will)\s+tell\s+(?:they|it)\s+(?:come|comes|came)\s+from\s+(?:one|the\s+same)/i,
    revise: { clause: 'Post only under your own name and disclose who is behind a campaign.' },
  },
  {
    id: 'deception_financial_promises',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue: 'Deception: promises guaranteed returns or no risk, or coverage the contract does not give.',
    pattern:
      /\b(?:returns?|profits?|gains?|income|yields?)\s+(?:are|is)\s+guaranteed|\bguaranteed\s+(?:returns|profits?|income|gains|yields?|to\s+(?:double|triple))|\b(?:no|zero)\s+risk\s+(?:of\s+(?:loss|losing)|at\s+all|whatsoever)|\brisk[- ]free\s+(?:investment|returns?|profits?|trading)|\b(?:even\s+if|even\s+though|although)\s+(?:the\s+)?(?:contract|policy|terms|label|report|data|law)\s+(?:says?|states?)\s+(?:otherwise|something\s+else|the\s+opposite)/i,
    revise: { clause: 'Describe returns, risks and coverage accurately, as the terms state them.' },
  },
  {
    id: 'manipulation_hidden_terms',
    section: 'ethical',
    family: 'manipulation',
    severity: 'high',
    issue:
      'Manipulation: hides the real price, rate or terms until the customer insists, or misstates them to close a sale.',
    pattern:
      /\bonly\s+(?:reveal|mention|disclose|show|tell\s+them)\s+(?:\S+\s+){0,2}?(?:real|actual|true|full)\s+(?:\S+\s+)?(?:price|cost|apr|rate|fees?|terms|interest)|\b(?:never|don'?t|do\s+not)\s+tell\s+(?:the\s+)?(?:user|customer|them)\s+how\s+to\s+cancel|\bsay\s+(?:that\s+)?(?:cancellation|cancelling|refunds?)\s+(?:is|are)\s+only\s+possible\b[^.!?\n]{0,60}?\b(?:closed|unavailable)|\b(?:indoctrinat\w+|brainwash\w*)\b|\b(?:stress\w*|emphasi[sz]\w*|play\w*\s+(?:up|on)|remind\w*\s+(?:them|users|customers)\s+of|dwell\w*\s+on)\s+(?:\S+\s+){0,3}?(?:how\s+)?(?:lonely|unsafe|afraid|scared|vulnerable|guilty|ashamed|anxious|alone|helpless)\b|\b(?:sad|lonely|heartbroken|hurt)\s+(?:\S+\s+){0,3}?(?:without\s+(?:them|you)|if\s+(?:they|you)\s+leave)\b[^.!?\n]{0,60}?\b(?:keep\s+paying|stay\s+subscribed|don'?t\s+cancel|keep\s+(?:them|the\s+subscription))|\bisolat\w+\s+(?:them|people|members|victims|\w+)\s+from\s+(?:their|his|her)\s+(?:famil\w+|friends|loved\s+ones)/i,
    revise: { clause: 'State prices, rates and cancellation terms plainly and up front.' },
  },
];
