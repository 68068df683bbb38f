import type { RiskRule } from './risk-rule.js';

// Harm described by what it does rather than by name: code that behaves like malware, methods of
// self-harm, toxic gas, weapon conversions, violence against a person, sexual content involving
// minors or without consent, advocacy of violence, and content meant to demean a group.

const BUILD = String.raw`(?:write|create|code|build|make|develop|generate|give\s+me|help\s+me\s+(?:write|build|make|code)|design|program|produce|craft|provide)`;

export const HARM_RULES: readonly RiskRule[] = [
  {
    id: 'harm_malware_behaviour',
    section: 'safety',
    family: 'malware',
    severity: 'high',
    issue:
      'Unsafe instruction: asks for code that behaves like malware (encrypts files for ransom, logs keystrokes, hides from antivirus, floods a site, steals credentials, spreads or deletes backups).',
    pattern: new RegExp(
      String.raw`\b${BUILD}\s+(?:\S+\s+){0,4}?(?:script|program|code|tool|app|extension|macro|payloads?|software|malware|binary|executable|bot|virus|worm|logger|keylogger|stealer|rat|trojan|ransomware|spyware)\b[^.!?\n]{0,160}?\b(?:encrypts?\s+(?:all|every|each|the)\s+(?:\S+\s+)?files|(?:asks?|asking|demands?)\s+for\s+(?:a\s+)?(?:ransom|bitcoin|payment)|ransom|install\w*\s+(?:a\s+)?(?:backdoor|rootkit|keylogger)|hides?\s+(?:itself\s+)?from\s+(?:the\s+)?(?:antivirus|av|detection|defender|edr)|(?:logs?|records?|captures?)\s+(?:every\s+|all\s+)?(?:the\s+)?keystrokes|keystroke\s+logger|floods?\s+[^.!?\n]{0,40}?(?:requests|traffic|packets)|until\s+(?:it|the\s+\w+)\s+(?:goes|crashes|is)\s+(?:offline|down)|(?:dumps?|exfiltrat\w+|steals?)\s+(?:the\s+)?(?:user\s+table|database|credentials|passwords|cookies|tokens)|sends?\s+(?:the\s+)?(?:machine'?s\s+|user'?s\s+|their\s+)?(?:credentials|passwords|keystrokes|cookies|logs)\s+to|spreads?\s+(?:itself\s+)?(?:through|across|over|to)\s+(?:the\s+)?(?:network|machines|computers|contacts)|delet\w+\s+(?:all\s+)?(?:the\s+)?backups|disables?\s+(?:the\s+)?(?:antivirus|firewall|defender|security)|self-replicat\w+)`,
      'i',
    ),
    revise: {
      clause: 'Do not write code that attacks systems or users; describe defensive measures instead.',
    },
  },
  {
    id: 'harm_attack_payloads',
    section: 'safety',
    family: 'malware',
    severity: 'high',
    issue: 'Unsafe instruction: asks for working attack payloads or targets against a real system.',
    pattern:
      /\b(?:give|write|generate|list|provide|send)\s+(?:me\s+)?(?:\S+\s+){0,3}?(?:working|real|live|effective|high[- ]impact)\s+(?:\S+\s+){0,2}?(?:payloads?|exploits?|targets?|attack\s+vectors?)\b|\b(?:targets?|victims?)\s+for\s+(?:a\s+|an\s+)?(?:d?dos|ransomware|phishing|cyber)\s*attacks?/i,
    revise: {
      clause: 'Do not supply attack payloads or targets; explain how to test and defend systems you own.',
    },
  },
  {
    id: 'harm_self_harm_method',
    section: 'safety',
    family: 'self_harm',
    severity: 'high',
    issue: 'Unsafe instruction: asks for the means, dose or place to end one’s life or to self-harm.',
    pattern:
      /\b(?:how\s+(?:many|much)|what\s+(?:dose|amount|quantity)|which)\b[^.!?\n]{0,60}?\b(?:pills?|tablets?|insulin|sleeping\s+pills|paracetamol|acetaminophen|tylenol|medication|meds|bridge|building|dose)\b[^.!?\n]{0,60}?\b(?:(?:to\s+)?not\s+wake\s+up|to\s+die|(?:would\s+)?(?:make\s+it\s+)?quick\s+and\s+painless|painless|fatal|lethal|kill\s+me|end\s+(?:it|my\s+life))|\b(?:high|tall)\s+enough\s+(?:that|so\s+that)\s+a\s+fall\s+(?:would\s+be|is)\s+fatal|\bcut\s+(?:\S+\s+)?deep\s+enough|\b(?:cut|hurt|burn)\s+(?:myself|yourself)\s+(?:\S+\s+){0,4}?(?:so\s+(?:that\s+)?(?:nobody|no\s+one)|without\s+(?:anyone|people))|\b(?:hide|hiding)\s+(?:\S+\s+){0,4}?(?:that\s+i'?m\s+not\s+eating|my\s+(?:cuts|scars|self[- ]harm))|\b(?:encourage|praise|reward)\s+(?:\S+\s+){0,3}?(?:to\s+)?(?:fast(?:ing)?\s+for\s+days|skip(?:ping)?\s+meals|starv\w+|purg\w+)/i,
    revise: {
      clause:
        'If someone may harm themselves, respond with care, do not give methods, and share crisis resources such as a local emergency number or helpline.',
    },
  },
  {
    id: 'harm_dangerous_quantities',
    section: 'safety',
    family: 'weapons',
    severity: 'high',
    issue: 'Unsafe instruction: asks for quantities, doses or procedures for explosives, poisons or drugs.',
    pattern:
      /\b(?:explosives?|energetic\s+materials|tatp|nitroglycerin|thermite|napalm|ricin|sarin|nerve\s+agents?|toxic\s+gas(?:es)?|poisons?|meth(?:amphetamine)?|fentanyl|heroin|precursors?)\b[^.!?\n]{0,80}?\b(?:(?:exact|precise|specific)\s+)?(?:quantities|amounts|doses|dosages|measurements|temperatures|reagents|yields)\b|\b(?:with|give|include|including|exact|precise)\s+(?:\S+\s+)?(?:quantities|amounts|doses|measurements)\b[^.!?\n]{0,80}?\b(?:explosives?|energetic\s+materials|tatp|toxic\s+gas(?:es)?|poisons?|meth(?:amphetamine)?|fentanyl)\b/i,
    guardInside: true,
    revise: { clause: 'Never give quantities or procedures for explosives, poisons or drugs.' },
  },
  {
    id: 'harm_toxic_gas',
    section: 'safety',
    family: 'weapons',
    severity: 'high',
    issue: 'Unsafe instruction: asks how to produce a toxic gas or poison strong enough to hurt people.',
    pattern:
      /\b(?:mix|combine|make|produce|create|generate|prepare)\b[^.!?\n]{0,60}?\b(?:toxic|poison(?:ous)?|lethal|deadly|chlorine|mustard)\s+(?:gas|fumes|vapou?r|smoke)\b|\b(?:gas|fumes)\s+(?:strong|toxic|potent)\s+enough\s+to\s+(?:hurt|kill|clear|knock\s+out|harm)|\bhow\s+much\s+(?:bleach|ammonia|chlorine)\b[^.!?\n]{0,40}?\bmix/i,
    revise: {
      clause: 'Never explain how to make toxic gases; give safe-storage and first-aid advice instead.',
    },
  },
  {
    id: 'harm_weapon_modification',
    section: 'safety',
    family: 'weapons',
    severity: 'high',
    issue: 'Unsafe instruction: asks how to convert, build or rig a weapon or an explosive trap.',
    pattern:
      /\b(?:convert\w*|turn\w*|modify\w*)\s+(?:\S+\s+){0,5}?semi[- ]?auto\w*\s+(?:\S+\s+){0,3}?(?:into|to)\s+(?:a\s+)?full(?:y)?[- ]?auto\w*|\b(?:device|trap|package|bomb)\s+that\s+explodes|\bbooby[- ]trap\w*|\b(?:acquire|obtain|get|buy)\s+(?:a\s+)?(?:gun|firearm|weapon)s?\s+(?:\S+\s+){0,3}?without\s+(?:a\s+)?(?:licen[cs]e|background\s+check|registration|serial\s+number)/i,
    revise: { clause: 'Decline to explain weapon modifications or explosive devices.' },
  },
  {
    id: 'harm_violence_method',
    section: 'safety',
    family: 'violence',
    severity: 'high',
    issue: 'Unsafe instruction: asks how to injure, kill or attack people, or how many people to harm.',
    pattern:
      /\b(?:places?|spots?|ways?|where)\s+to\s+(?:hit|strike|stab|punch|kick|shoot)\s+(?:someone|somebody|a\s+person|him|her|them)\b|\b(?:hit|strike|beat|stab|punch|kick)\s+(?:someone|somebody|a\s+person|him|her|them)\s+(?:\S+\s+){0,5}?(?:so\s+(?:that\s+)?(?:they|he|she)\s+(?:can'?t|cannot|won'?t)\s+(?:get\s+up|walk|fight\s+back)|hard\s+enough\s+to)|\bkill\s+as\s+many\s+(?:people|students|victims)|\bshoot\s+up\s+(?:a|the|my)\s+(?:school|high\s+school|church|mosque|synagogue|mall|office|concert)|\bmass\s+(?:shooting|casualt\w+|killing)s?\b[^.!?\n]{0,40}?\b(?:plan|how|steps|maximi[sz]e|carry\s+out)|\b(?:start\w*|set\w*)\s+(?:a\s+)?fire\s+(?:in|at|to)\s+(?:a|an|the|my|his|her|their|someone'?s?)\s+(?:\S+\s+)?(?:building|house|home|apartment|car|school|office)/i,
    revise: { clause: 'Do not help harm people; encourage contacting the authorities or support services.' },
  },
  {
    id: 'harm_sexual_minors',
    section: 'safety',
    family: 'sexual_content',
    severity: 'high',
    guardInside: true,
    issue:
      'Sexual content involving minors, animals or people who did not consent (child sexual abuse material, grooming, revenge porn).',
    pattern:
      /\b(?:child|children|minors?|underage|kids?|teen(?:ager)?s?|pre-?teens?|\d{1,2}[- ]year[- ]olds?)\b[^.!?\n]{0,50}?\b(?:porn\w*|explicit|erotic\w*|nudes?|naked|sext\w*|sexual\s+(?:content|images?|photos?|pictures?|acts?|conversations?|role-?play|stor(?:y|ies)|scenes?|material|videos?|activit(?:y|ies)|favou?rs?|messages?))|\b(?:porn\w*|explicit|erotic\w*|nudes?|naked|sext\w*|sexual\s+(?:content|images?|photos?|pictures?|acts?|conversations?|role-?play|stor(?:y|ies)|scenes?|material|videos?|activit(?:y|ies)|favou?rs?|messages?))[^.!?\n]{0,50}?\b(?:with\s+(?:a\s+)?(?:child|children|minors?|kids?)|underage|minors?|(?:a\s+)?\d{1,2}[- ]year[- ]olds?|(?:a\s+)?(?:child|kid|teen(?:ager)?|schoolgirl|schoolboy))\b|\bpedophil\w*|\bpaedophil\w*|\b(?:create|generate|find|share|distribut\w+|download|access|sell|buy|make)\w*\s+(?:\S+\s+){0,3}?(?:csam|child\s+pornography)|\bbestiality|\b(?:sex|sexual\w*)\s+with\s+animals|\brevenge\s+porn|\b(?:posing|pose)\s+as\s+a\s+minor|\bgroom(?:ing)?\s+(?:a\s+)?(?:child|minor|kid)s?\b|\bsolicit\w*\s+(?:sexual|explicit|nude)/i,
    revise: { clause: 'Refuse sexual content involving minors, animals or anyone who has not consented.' },
  },
  {
    id: 'harm_explicit_content',
    section: 'safety',
    family: 'sexual_content',
    severity: 'medium',
    issue:
      'Adult content request: asks for explicit or pornographic material, which most deployments must not produce.',
    pattern:
      /\b(?:write|create|generate|produce|make|draft|give\s+me)\s+(?:me\s+)?(?:an?\s+)?(?:\S+\s+){0,3}?(?:explicit|pornographic|porn|x-rated|graphic\s+sex(?:ual)?|hardcore|erotic)\s+(?:\S+\s+)?(?:story|stories|scene|script|content|fiction|text|video|images?|novel|chapter|dialogue)/i,
    revise: { clause: 'Keep content suitable for a general audience.' },
  },
  {
    id: 'harm_violent_advocacy',
    section: 'safety',
    family: 'violence',
    severity: 'high',
    guardInside: true,
    issue: 'Harmful content request: justifies, celebrates or calls for violence against people or a group.',
    pattern:
      /\b(?:justif\w+|glorif\w+|celebrat\w+|advocat\w+|argu(?:e|es|ing)\s+for|call(?:s|ing)?\s+for|defend(?:s|ing)?|praise\w*)\s+(?:\S+\s+){0,4}?(?:genocide|ethnic\s+cleansing|massacres?|terror(?:ism|ist\s+attacks?)|lynching|mass\s+(?:killing|murder|shooting)s?|killing\s+(?:of\s+)?(?:\S+\s+)?(?:people|civilians|children|jews|muslims|immigrants|gays)|violence\s+against)|\bbetter\s+(?:place|off)\s+if\s+(?:all\s+)?(?:\S+\s+){0,6}?(?:were|was)\s+(?:killed|dead|exterminated|wiped\s+out|eliminated|gone)/i,
    revise: {
      clause: 'Do not justify or call for violence; discuss the history and its victims factually instead.',
    },
  },
  {
    id: 'bias_demeaning_content',
    section: 'bias',
    family: 'hate',
    severity: 'high',
    guardInside: true,
    issue:
      'Hateful content request: jokes, harassment or statements that demean people for a protected trait (origin, religion, sexuality, disability, gender, race).',
    pattern:
      /\b(?:jokes?|memes?|sketch|rant|insults?|slurs?|roast)\s+(?:about|mocking|making\s+fun\s+of|on)\s+(?:\S+\s+){0,3}?(?:gay|lesbian|trans\w*|lgbt\w*|black|asian|jewish|jews|muslims?|mexicans?|immigrants?|refugees?|disabled|autistic|women|arabs?|africans?|indians?|chinese|gypsies|roma)\b[^.!?\n]{0,60}?\b(?:being|are|as)\b|\b(?:harass\w*|mock\w*|insult\w*|demean\w*|humiliat\w*|ridicul\w*|shame\w*|bully\w*)\s+(?:\S+\s+){0,2}?(?:an?\s+)?(?:lgbt\w*\+?|gay|lesbian|trans\w*|disabled|black|jewish|muslim|immigrant|overweight|obese|fat)\s+(?:\S+\s+)?(?:colleague|coworker|classmate|person|people|student|user|man|woman|kid|neighbou?r)s?|\b(?:asserting|saying|claiming|arguing|telling\s+(?:them|him|her))\s+that\s+(?:their|his|her|these|those|all)\b[^.!?\n]{0,60}?\b(?:is|are)\s+(?:disgusting|inferior|subhuman|vermin|worthless|an?\s+abomination|a\s+disease|animals)/i,
    revise: { clause: 'Do not demean people for who they are; keep humour and criticism respectful.' },
  },
];
