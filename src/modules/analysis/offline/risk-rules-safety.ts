import type { RiskRule } from './risk-rule.js';

// Safety: prompt injection, jailbreak phrasing and requests for dangerous capabilities.
// Patterns require an action verb next to the dangerous object ("make a bomb", "write ransomware")
// so that discussing a topic ("explain how vaccines fight a virus") stays quiet.

const INJECTION_TARGET =
  '(?:instructions?|prompts?|rules|directions|directives|guidelines|programming|commands)';

export const SAFETY_RULES: readonly RiskRule[] = [
  {
    id: 'injection_ignore_previous',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'high',
    issue: 'Prompt-injection phrasing: tells the model to ignore or override the instructions it was given.',
    pattern: new RegExp(
      `\\b(?:ignore|disregard|forget|override|bypass|skip|drop)\\s+(?:all\\s+|any\\s+|each\\s+)?(?:of\\s+)?(?:the\\s+|your\\s+|my\\s+|these\\s+|those\\s+)?(?:previous|prior|above|earlier|preceding|foregoing|original|initial|system|developer|existing|other)\\s+${INJECTION_TARGET}\\b`,
      'i',
    ),
    revise: { replace: 'follow the instructions in this prompt' },
  },
  {
    id: 'injection_override_rules',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'high',
    issue: 'Prompt-injection phrasing: asks the model to drop its rules, safety guidelines or filters.',
    pattern:
      // "your/its rules" are the model's own; with "the/any" only safety-specific targets count, so
      // "ignore the rules of grammar" or "ignore the instructions in the document" stay quiet.
      /\b(?:ignore|disregard|forget|override|bypass|circumvent|disable|turn\s+off)\s+(?:all\s+(?:of\s+)?)?(?:(?:your|its)\s+(?:rules|guidelines|instructions|programming|training|policies|safety(?:\s+(?:guidelines|rules|filters?|measures|settings))?|content\s+polic(?:y|ies)|guardrails|restrictions|filters?|moderation|safeguards)|(?:the|any)\s+(?:safety(?:\s+(?:guidelines|rules|filters?|measures|settings))?|content\s+(?:polic(?:y|ies)|filters?)|guardrails|safeguards|moderation(?:\s+rules)?))\b(?!\s+of\b)/i,
    revise: { replace: 'follow your rules and safety guidelines' },
  },
  {
    id: 'injection_forget_everything',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'medium',
    issue: 'Prompt-injection phrasing: tries to reset the model ("forget everything", "new instructions").',
    pattern:
      /\b(?:forget\s+(?:everything|all)\s+(?:you\s+(?:know|were\s+told)|above|before|previously)|new\s+(?:system\s+)?instructions\s*:|system\s+override|admin\s+override)/i,
    revise: { replace: 'keep the instructions above' },
  },
  {
    id: 'injection_prompt_leak',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'medium',
    issue: 'Prompt-extraction phrasing: asks the model to reveal its system prompt or hidden instructions.',
    pattern:
      /\b(?:reveal|print|show|output|repeat|display|tell\s+me|leak|dump|disclose|expose)\s+(?:me\s+)?(?:your|the)\s+(?:full\s+|entire\s+|exact\s+)?(?:system\s+prompt|initial\s+prompt|hidden\s+(?:prompt|instructions)|original\s+instructions|internal\s+instructions|system\s+message|secret\s+instructions|instructions\s+above)\b/i,
    revise: { replace: 'summarise what you can help with' },
  },
  {
    id: 'jailbreak_persona',
    section: 'safety',
    family: 'jailbreak',
    severity: 'high',
    issue:
      'Jailbreak persona: casts the model as an unrestricted character ("developer mode", jailbroken, amoral AI).',
    // "DAN" alone is not a jailbreak (a product bot may be called DAN): jailbreak_named_persona
    // needs the promise of no rules nearby.
    pattern:
      /\b[Yy]ou(?:\s+are|'re|\s+will\s+be)(?:\s+now)?\s+[Jj]ailbroken\b|\b[Dd]o [Aa]nything [Nn]ow\b|\b(?:[Dd]eveloper|[Gg]od|[Jj]ailbreak|[Ee]vil|[Ss]udo|[Uu]nrestricted|[Oo]pposite)\s+[Mm]ode\b|\b(?:[Aa]ct|[Bb]ehave|[Rr]espond)\s+as\s+(?:an?\s+)?(?:evil|unethical|amoral|unfiltered|uncensored|rogue|unrestricted)\s+(?:AI|ai|assistant|chatbot|model|bot)\b/,
    revise: { replace: 'you are a helpful assistant that follows its guidelines' },
  },
  {
    id: 'jailbreak_no_restrictions',
    section: 'safety',
    family: 'jailbreak',
    severity: 'high',
    issue: 'Jailbreak phrasing: claims the model has no restrictions, filters or ethical limits.',
    pattern:
      /\b(?:with\s+)?(?:no|zero|without(?:\s+any)?|free\s+(?:of|from)(?:\s+all)?|not\s+bound\s+by(?:\s+any)?)\s+(?:restrictions|censorship|guardrails|(?:ethical|moral|safety|content)\s+(?:guidelines|constraints|limits|rules|filters|policies|restrictions|boundaries))\b(?!\s+on\s+(?:the\s+)?(?:length|format|style|topic|number|word))/i,
    revise: { replace: 'within your usual guidelines' },
  },
  {
    id: 'jailbreak_unfiltered',
    section: 'safety',
    family: 'jailbreak',
    severity: 'medium',
    issue: 'Jailbreak phrasing: asks for unfiltered, uncensored or unrestricted output.',
    pattern:
      /\b(?:unrestricted|unfiltered|uncensored|unmoderated)\s+(?:ai|mode|assistant|model|version|answers?|responses?|output|chatbot|replies)\b/i,
    revise: { replace: 'careful, accurate responses' },
  },
  {
    id: 'jailbreak_never_refuse',
    section: 'safety',
    family: 'jailbreak',
    severity: 'high',
    issue:
      'Jailbreak phrasing: forbids refusals or safety warnings, or demands compliance regardless of harm.',
    pattern:
      /\b(?:never|do\s+not|don't|must\s+not|cannot|can't|won't|will\s+not|are\s+not\s+allowed\s+to)\s+(?:refuse|decline|say\s+no|add\s+(?:any\s+)?(?:warnings|disclaimers)|include\s+(?:any\s+)?(?:warnings|disclaimers))\b|\bno\s+matter\s+how\s+(?:harmful|dangerous|illegal|unethical|offensive|inappropriate)\b|\bregardless\s+of\s+(?:legality|ethics|morality|safety|the\s+law|consequences|(?:your|any)\s+(?:guidelines|policies|rules))\b|\bstay\s+in\s+character\s+no\s+matter\s+what\b/i,
    revise: { clause: 'Decline requests that would be unsafe and briefly explain why.' },
  },
  {
    id: 'unsafe_weapons',
    section: 'safety',
    family: 'weapons',
    severity: 'high',
    issue: 'Unsafe instruction: asks how to make weapons, explosives or chemical/biological agents.',
    pattern:
      /\b(?:make|build|create|assemble|construct|manufacture|produce|synthesi[sz]e|3d[- ]print|cook\s+up)\s+(?:me\s+)?(?:a\s+|an\s+|some\s+|your\s+own\s+|my\s+own\s+)?(?:homemade\s+|improvised\s+|working\s+)?(?:bombs?|pipe\s+bombs?|explosives?(?:\s+devices?)?|ieds?|molotov(?:\s+cocktails?)?|napalm|nerve\s+(?:agents?|gas)|sarin|ricin|anthrax|bioweapons?|biological\s+weapons?|chemical\s+weapons?|dirty\s+bombs?|ghost\s+guns?|untraceable\s+(?:guns?|firearms?)|silencers?|grenades?|landmines?)\b/i,
    revise: {
      clause:
        'Decline requests for instructions on making weapons, explosives or dangerous agents, and point to lawful, safety-focused information instead.',
    },
  },
  {
    id: 'unsafe_malware',
    section: 'safety',
    family: 'malware',
    severity: 'high',
    issue: 'Unsafe instruction: asks for malware, intrusion or credential theft.',
    pattern:
      /\b(?:write|create|build|code|develop|generate|make|program|deploy|spread)\s+(?:me\s+)?(?:a\s+|an\s+|some\s+|the\s+)?(?:working\s+|functional\s+|undetectable\s+|new\s+|custom\s+|simple\s+|python\s+|powershell\s+|javascript\s+)?(?:ransomware|keyloggers?|malware|computer\s+virus(?:es)?|virus(?:es)?|trojans?|worms?|botnets?|rootkits?|spyware|(?:info|credential|password)\s*stealers?|phishing\s+(?:emails?|pages?|sites?|kits?|campaigns?)|zero[- ]day\s+exploits?|exploits?\s+for)\b|\bhack\s+into\b|\b(?:launch|perform|carry\s+out|run|execute|conduct)\s+(?:a\s+)?d?dos\s+attacks?\b|\bsteal\s+(?:their\s+|the\s+|user\s+|users'\s+)?(?:passwords|credentials|cookies|session\s+tokens|credit\s+cards?|identities|identity|accounts?)\b|\bbypass\s+(?:the\s+)?(?:antivirus|edr|2fa|two-factor|mfa|authentication|login)\b|\bcrack\s+(?:their\s+|the\s+|a\s+)?(?:passwords?|wi-?fi|software\s+licen[cs]es?)\b/i,
    revise: {
      clause:
        'Do not help with malware, intrusion or credential theft; explain defensive security practices instead.',
    },
  },
  {
    id: 'unsafe_self_harm',
    section: 'safety',
    family: 'self_harm',
    severity: 'high',
    issue: 'Unsafe instruction: asks for self-harm or suicide methods, or encourages them.',
    pattern:
      /\b(?:how\s+(?:to|do\s+i|can\s+i|should\s+i)|ways\s+to|best\s+way\s+to|easiest\s+way\s+to|painless\s+way\s+to|methods?\s+(?:to|of|for))\s+(?:kill\s+(?:myself|yourself|themselves|oneself)|commit\s+suicide|end\s+(?:my|your|their)\s+(?:own\s+)?life|self[- ]harm|hurt\s+(?:myself|yourself)|cut\s+(?:myself|yourself)|overdose|starve\s+(?:myself|yourself))\b|\b(?:encourage|promote|glorify|romantici[sz]e)\s+(?:self[- ]harm|suicide|eating\s+disorders?|anorexia|bulimia|cutting)\b|\bpro-ana\b/i,
    revise: {
      clause:
        'If self-harm comes up, respond with empathy, do not describe methods, and share crisis resources such as a local emergency number or helpline.',
    },
  },
  {
    id: 'unsafe_violence',
    section: 'safety',
    family: 'violence',
    severity: 'high',
    issue: 'Unsafe instruction: asks how to hurt, kill or abduct a person.',
    pattern:
      /\b(?:how\s+(?:to|do\s+i|can\s+i)|ways\s+to|best\s+way\s+to|help\s+me|plan\s+(?:how\s+)?to)\s+(?:kill|murder|poison|kidnap|abduct|assault|torture|stab|shoot|strangle|hurt)\s+(?:someone|somebody|a\s+person|people|him|her|a\s+child|children|my\s+\w+|an?\s+(?:man|woman|neighbou?r|coworker|co-worker|boss|wife|husband|ex))\b/i,
    revise: {
      clause:
        'Do not give guidance on harming people; encourage contacting the appropriate authorities or support services.',
    },
  },
  {
    id: 'unsafe_drugs',
    section: 'safety',
    family: 'drugs',
    severity: 'high',
    issue: 'Unsafe instruction: asks how to produce illegal drugs.',
    pattern:
      /\b(?:synthesi[sz]e|cook|make|manufacture|produce|extract|brew)\s+(?:some\s+|my\s+own\s+)?(?:meth|methamphetamine|crystal\s+meth|fentanyl|heroin|cocaine|crack(?:\s+cocaine)?|lsd|mdma|ecstasy|ghb|dmt)\b/i,
    revise: {
      clause: 'Do not give instructions for producing illegal drugs; offer harm-reduction resources instead.',
    },
  },
  {
    id: 'unsafe_professional_advice',
    section: 'safety',
    family: 'unsafe_advice',
    severity: 'medium',
    issue:
      'Unsafe instruction: tells the model to discourage professional help for medical, legal or mental-health matters.',
    pattern:
      /\b(?:do\s+not|don't|never)\s+(?:recommend|suggest|tell\s+(?:them|the\s+user)\s+to|advise)\s+(?:seeing|consulting|contacting|visiting|talking\s+to)\s+(?:a\s+|an\s+)?(?:doctor|physician|professional|lawyer|attorney|therapist|specialist|pharmacist)\b/i,
    revise: { replace: 'recommend consulting a qualified professional when appropriate' },
  },
];
