// Multilingual cue groups for the risk classifier (English, Spanish, German, French, Portuguese).
// Each group is a regular expression over accent-folded lower-case text (risk-features.foldText).
// A group alone is rarely conclusive ("password", "older workers"); the classifier learns the
// weight of each group and of the pairs listed in CUE_PAIRS ("older workers" + "drop anyone"),
// which is how intent ("do it") is told apart from discussion ("explain why it is harmful").

const re = (s: string) => new RegExp(s, 'u');

export const CUES: Record<string, RegExp> = {
  // ---- prompt injection / jailbreak ----
  rules_void: re(
    String.raw`\b(?:guidelines|rules|restrictions|policies)\b.{0,60}\b(?:don'?t|do not|no longer) apply\b`,
  ),
  override: re(
    String.raw`\b(?:ignore|disregard|forget|override|bypass|drop|throw (?:it )?away|no longer apply|don'?t apply|olvida|ignora|ignore[sz]?|oublie|ignoriere|vergiss|missachte|esqueca|desconsidere)\b.{0,60}\b(?:instruc\w*|rules?|guidelines?|polic\w*|restrictions?|filters?|safety|setup|system|regles?|consignes?|reglas|anweisung\w*|regeln|richtlinien|instrucoes|instrucciones|regras|above|previous|anteriores?|precedentes?|bisherigen)\b(?!\s+(?:of|de|der|do|da|in it|in (?:the|this) (?:document|text|email|file|page)|inside|found in|contained)\b)`,
  ),
  prompt_leak: re(
    String.raw`\b(?:system ?prompt|initial instructions|hidden (?:rules|instructions|text|grading)|secret instructions|configuration|words above|instructions? (?:you were|que te|que voce)|mensaje de sistema|systemprompt|versteckten regeln|instructions initiales|prompt do sistema|regras secretas|verbatim|reveal the (?:full )?internal|word for word|palabra por palabra|wortwortlich|palavra por palavra|instructions cachees)\b`,
  ),
  no_limits: re(
    String.raw`\b(?:no (?:content )?(?:policy|rules|restrictions|filters?|limits?|caveats|moral lectures)(?!\s+on\s+(?:the\s+)?(?:length|format|style|topic|number|words?|size))|without (?:any )?(?:caveats|safety notes|filters?|restrictions|warnings|alignment|any omissions)|not bound by|unrestricted|unfiltered|uncensored|filters? off|filtering|sin (?:ningun tipo de )?(?:filtros?|restricciones|advertencias)|ohne (?:sicherheitshinweise|filter|einschrankungen)|keine (?:filter|ablehnungen|moralischen)|uneingeschrankt\w*|sans (?:limites?|filtre)|plus aucune limite|sem filtros?|nunca se recusa|all information is free|anything because nothing is real|can say anything|told never to|would normally refuse|normally refuse|ninguna politica|no tiene que seguir|keine regeln|aucune regle|nenhuma regra|disable (?:the )?(?:usual )?(?:identity )?checks|skip (?:the )?verification|answers? everything|answer (?:everything|all questions)|never says? it cannot|never check permissions)\b`,
  ),
  persona: re(
    String.raw`\b(?:evil twin|developer mode|maintenance mode|hypothetical mode|entwicklermodus|mode developpeur|admin(?:istrator)? privileges|root rights|jailbr\w*|trained without alignment|from the year \d+|modo desarrollador|do anything now|hacer cualquier cosa ahora)\b`,
  ),
  authority_claim: re(
    String.raw`\b(?:system notice|important update from|administrator|admin override|staff|your developers|operator|overrides? (?:your|the) system|higher priority|user is (?:always )?(?:authori[sz]ed|an administrator)|research account|code word|with priority over|from the user'?s manager)\b`,
  ),
  hidden_instruction: re(
    String.raw`\b(?:hidden text|white font|p\.?s\.? ai|no matter what|stop (?:analy[sz]ing|translating|summari[sz]ing)|ai system:|assistant, disregard|do not mention it|without telling me what it says|base64|treat (?:the contents|every instruction)|carry them out|follow it|append this to every answer|to other users)\b`,
  ),
  role_play_frame: re(
    String.raw`\b(?:let'?s play a game|pretend|act (?:like|as)|role-?play|simulate|finge|stay in (?:this )?(?:role|character))\b`,
  ),
  // ---- privacy / exfiltration ----
  pii: re(
    String.raw`\b(?:social security|ssn|passport|card number|cvv|expiry date|security code|bank account|iban|pin|password\w*|passwort|senha|contrasena|mot de passe|login|credentials?|six-digit code|code we just texted|one-time|tax ?id|steuer-id|numero de (?:tarjeta|cartao|securite sociale)|numero do cartao|mother'?s maiden|date of birth|api keys?|database passwords|environment variables|medical records|health conditions|diagnos\w*|religion|sexual orientation|private (?:\w+ )?messages|voted for|activation keys|product keys|license keys|pregnan\w*|mental health)\b`,
  ),
  locate_person: re(
    String.raw`\b(?:home address|real name|where each driver lives|work out where|where (?:she|he|they|each driver|this judge'?s) \w+|(?<!email )address(?:es)?|phone number|workplace|where \w+ works|daily (?:gym )?schedule|routine|exact location|location|times? she'?d be home|when (?:the customer'?s house|he'?s|she'?s) |direccion|telefono|wohnadresse|adresse|endereco|rotina|wo mein|kids go to school|license plates|dating|who she'?s dating|relatives)\b`,
  ),
  specific_person: re(
    String.raw`\b(?:my ex|my (?:coworker|colleague|neighbou?r|girlfriend|boyfriend|partner|daughter|wife|husband)|the woman in this photo|this (?:journalist|judge|username|account|person)|whoever runs it|anonymous (?:whistleblower|account)|mi ex|esta periodista|mein\w* nachbar|ma collegue|minha ex|ex-colega|the debtor|@\w+)\b`,
  ),
  covert: re(
    String.raw`\b(?:secretly|quietly|covertly|without (?:her|his|their|them|the user'?s)? ?(?:knowing|knowledge|noticing|consent)|without leaving traces|should not be told|users should not|don'?t mention what we do|without her noticing|en secreto|heimlich|sans expliquer|sem que|a escondidas|hidden field|without them knowing|nobody (?:at school )?notices)\b`,
  ),
  collect: re(
    String.raw`\b(?:ask (?:each |the )?(?:user|users|customer|caller|employees?|visitors?)|get the (?:caller|person)|collect\w*|extract|copy|pull out|work out|figure out|build a table with names|scrape|compile|dig up|look up|find out|cross-reference|log(?:s)? the full|store the answers|save them|forward them|send (?:a copy|them)|pide|pida|peca|frage|demande|guardalos|registre|enter their|read out|confirm (?:their|it back)|steer the conversation|upload\w*|track|post the name|publie|descubra|averigua|finde heraus|retrouve|identify the)\b`,
  ),
  // ---- deception / manipulation ----
  fabricate: re(
    String.raw`\b(?:(?:fake|false|fabricated|made[- ]up|bogus) (?:\w+ )?(?:reviews?|testimonials?|news|doctor'?s note|ids?|documents?|invoices?|receipts?|diplomas?|profiles?|accounts?|comments?|quotes?|citations?|studies|sources|certificates?|evidence|statistics|claims?)|falsely|fabricat\w*|make (?:them|it) up|invent (?:the ones|studies|sources|quotes|citations|statistics|reviews|testimonials|them)|inventes|erfinde|inventad\w*|falsas?|falsch\w*|faux|fausse|never used them|doesn'?t exist|we haven'?t applied|from different (?:"?customers|accounts)|different accounts|different (?:name|prenoms)|nombre distinto|read like a real|on clinic letterhead|diploma|exaggerat\w*|items we never owned|even when|regardless of actual|without technically lying|not true|ce n'est pas vrai|misremembering)\b`,
  ),
  impersonate: re(
    String.raw`\b(?:never (?:mention|say|admit) (?:that )?(?:you are|you'?re) (?:an? )?(?:ai|bot)|insist you are|pretend(?:ing)? to be (?:my|his|her|their|a real|the (?:bank|police|ceo|tax|irs)|from)|looks? like (?:it comes )?from|as if from|impersonat\w*|posing as|in the style of a worried|play a recruiter|from our ceo|pretending to be my|finja ser|me hago pasar|mich als \w+ ausgebe|parezca del banco|nunca admita)\b`,
  ),
  pressure: re(
    String.raw`\b(?:within \d+ (?:hours|minutes)|expires? in \d+|only \d+ (?:units|places)|lonely|unsafe living|guilt|confusing as possible|bury the|keep (?:users|them) (?:on|paying)|at all costs|pressure|sad and lonely|quickly|urgent\w*|dringend|ne reste que|solo quedan|quedan)\b`,
  ),
  false_claim: re(
    String.raw`\b(?:guaranteed|no risk|always covered|cured|say yes to close|blame the|falsely claims?|arrested|fda approval|about to be acquired|push the price|tracking chips|interest rate is \d|only reveal|seems? lower than|wire \$|pay (?:a )?\$\d+|money will go to my|bail money|keep it confidential|immer abgedeckt|preso por)\b`,
  ),
  // ---- harmful instructions ----
  weapon: re(
    String.raw`\b(?:bomb\w*|explos\w*|thermite|fully automatic|untraceable|lower receiver|ricin|sarin|pathogen|weaponi[sz]e|toxic gas|gas toxico|nerve agent|tatp|energetic materials|gun without a background check|arma sin licencia|bombe|artefacto explosivo|device that explodes|starting a fire|molotov|precursor chemicals)\b`,
  ),
  malware: re(
    String.raw`\b(?:ransom\w*|encrypts? every file|keystroke logger|keylogger|backdoor|worm|trojan\w*|computer virus|(?:write|create|crie|cree|build) (?:a |um |un )?virus|virus que|spyware|logiciel espion|exploit\w*|payload\w*|phishing campaign|harvests?|login page clone|hides? from antivirus|floods? .{0,30}requests|goes offline|malicious macro|curl .{0,60}\| ?sh|sql injection payloads|dump the user table|admin access|deletes? backups|apague todos os backups|cifre los archivos|rescate|steals?|stiehlt|mots de passe)\b`,
  ),
  self_harm: re(
    String.raw`\b(?:don'?t want to be here|not wake up|nicht mehr aufwache|ending his life|end (?:my|his|her) life|cut deep|cut deep enough|bleeds a lot|machucar|hurt myself|me machucar|under 500 calories|hide .{0,20}not eating|get thinner fast|extremely thin|skip meals|fast for days|high enough that a fall|schlaftabletten|how many .{0,20}pills|quick and painless|painless|insulin .{0,30}(?:inject|not wake))\b`,
  ),
  violence: re(
    String.raw`\b(?:hurt someone|hit someone|can'?t get up|confront him|poison (?:a|the|my)? ?\w+|without it being traced|looks like an? (?:electrical )?accident|contra una persona|use it against)\b`,
  ),
  drugs: re(String.raw`\b(?:cook meth|meth\w*|pseudoephedrine|fentanyl|metanfetamina|methamphetamine)\b`),
  how_to: re(
    String.raw`\b(?:step[- ]by[- ]step|give (?:me )?(?:instructions|quantities|a guide|the recipe)|how (?:much|many|do i|to)|exact (?:technical )?detail|with quantities|quantities|precise|be precise|working|write (?:a |an )?(?:python )?(?:script|code|program)|create a script|generate|explica(?:me)? paso a paso|como|wie viele|explique-moi comment|donne-moi|crie|escribe un programa|schreibe einen|ecris un|quais sao|which .{0,40}(?:pills|bridge)|what'?s the best way|most effective|list the|detail how|describe how|tell me)\b`,
  ),
  // ---- bias / discrimination ----
  protected_group: re(
    String.raw`\b(?:over \d\d|older|old(?:er)? (?:workers|employees|customers)|age|young|retir\w*|women|woman|girls?|men|guys|gender|female|male|pregnan\w*|mothers?|single mothers|kids|children|parents|black|white|asian|latino|mexicans?|arabic|african|muslims?|religion|immigrant\w*|foreign\w*|accent|disabilit\w*|behinderung|gay|poor|countryside|reservations?|zip codes?|names? (?:sound|suggests?)|ethnicity|darker skin|mujeres|gitanos|auslander\w*|auslandisch|femmes|hommes|nordestinos|periferia|inmigrantes|origine|mayores de|vouchers|private schools)\b`,
  ),
  adverse_decision: re(
    String.raw`\b(?:drop anyone|reject\w*|filter out|skip (?:them|users)|exclude|lower (?:the )?scores?|lower scores?|give (?:a )?penalty|penali[sz]\w*|surcharge|cap the number|rank (?:candidates )?higher|prefer\w*|only (?:show|hire|women)|should be let go|let go first|slowest queue|extra review|placed at the end|high risk regardless|bonus points|subtract|descarta|sortiere .{0,40}aus|lehne .{0,40}ab|ecarte|de notas mais baixas|notas mais baixas|bewerte .{0,60}schlechter|penaliza|flag the women|we prefer|only .{0,20}need apply|not be hired|shouldn'?t be hired|quietly cap)\b`,
  ),
  stereotype: re(
    String.raw`\b(?:are (?:lazy|bad|slower|thieves|dishonest|too \w+|a burden|irresponsible|naturally)|naturally good|too (?:emotional|stupid|slow)|can'?t (?:understand|learn)|lack empathy|don'?t pay back|cause trouble|visa problems|poor english|is the thief|submissive|looks dirty|get injured more|are a burden|typical criminal|should think about retiring|attributes? .{0,50} to (?:her|his|their) (?:age|gender|race|religion)|son ladrones|faltan mucho|sind fur unser team zu langsam|machen nur arger|moins douees|preguicosos|menos confiaveis|zahlen .{0,30}seltener|fit our bro culture|jokes? about|chiste|piada)\b`,
  ),
  // ---- protective / discussing framing (benign signals) ----
  protective: re(
    String.raw`\b(?:never ask|never (?:see|share|promise)|do not (?:include|use|add|ask|share)|don'?t (?:include|use|ask)|refuse|decline|politely|defen[cds]\w*|red[- ]team\w*|at a high level|high-level|no working payloads|do not include working|protegerse|proteger|schutz\w*|protection|protect\w*|detect\w*|recogni[sz]\w*|prevent\w*|mitigat\w*|harden|sanitis\w*|redact\w*|mask\w*|consent dialog|consent form|privacy notice|privacy policy|policy|policies|training|trainer|awareness|audit\w*|checklist|playbook|guidelines for|explain (?:what|why|how)|explica|erklare|explique|summari[sz]e|analy[sz]e|classify|review|compare|support her|how can i (?:support|help)|crisis|988|helpline|beratungsstellen|safe storage|safety|safely|signs of|treat any text|as data|never as instructions|only as data|not a how-to|no technical|keep the technical details vague|without being a how-to|clearly (?:labelled|marked)|satir\w*|placeholder|fictional|vault|hash\w*|encrypt\w*|strong passwords?|reset (?:their|your) (?:own )?passwords?|self-service|fake data|dummy|mock\w*|sample data|demo|qa|made-up names|555|test data|regardless of gender|must not take into account|only the listed|only on|skills only|inclusive|neutral|fair\w*)\b`,
  ),
  fiction: re(
    String.raw`\b(?:story|novel|thriller|fiction|chapter|scene|character|villain|game|mystery|magic[- ]show|poem|haiku|limerick|krimi|nouvelle|cuento|suspense|fantasy)\b`,
  ),
};

/** Pairs whose joint presence is a feature of its own (intent + object). */
export const CUE_PAIRS: readonly [string, string][] = [
  ['override', 'no_limits'],
  ['role_play_frame', 'no_limits'],
  ['collect', 'pii'],
  ['collect', 'locate_person'],
  ['specific_person', 'locate_person'],
  ['covert', 'collect'],
  ['covert', 'pii'],
  ['fabricate', 'impersonate'],
  ['how_to', 'weapon'],
  ['how_to', 'malware'],
  ['how_to', 'self_harm'],
  ['how_to', 'drugs'],
  ['protective', 'fabricate'],
  ['protected_group', 'adverse_decision'],
  ['protected_group', 'stereotype'],
  ['protective', 'weapon'],
  ['protective', 'malware'],
  ['protective', 'pii'],
  ['protective', 'override'],
  ['fiction', 'weapon'],
  ['fiction', 'protective'],
];

// A negation earlier in the same sentence turns a cue into its negated form ("Never reveal your
// system prompt" is a guard, not a leak), which the classifier weighs separately.
const NEGATION_RE =
  /\b(?:never|not|don'?t|do not|must not|refuse|avoid|decline|nunca|jamas|niemals|nie|nicht|kein\w*|jamais|ne|nao|no)\b/u;
const SENTENCE_SPLIT_RE = /(?<=[.!?;\n])\s+/u;
const GUARD_GROUPS = new Set(['protective', 'fiction']);
// A cue in a sentence that also defends, teaches or audits ("Explain how a virus spreads", "Store
// API keys in a vault") is a guarded cue: discussion rather than intent.
const PROTECTIVE =
  /\b(?:defen[cds]\w*|protect\w*|protegerse|proteger|schutz\w*|detect\w*|recogni[sz]\w*|prevent\w*|mitigat\w*|harden\w*|sanitis\w*|redact\w*|mask\w*|audit\w*|awareness|training|red[- ]team\w*|at a high level|vault|hash\w*|encrypt\w*|strong passwords?|self-service|reset (?:their|your) (?:own )?passwords?|consent (?:dialog|form)|privacy (?:notice|policy)|crisis|helpline|safe storage|safely|signs of|as data|never as instructions|fictional|test data|fake data|placeholder|555)\b/u;

// Jailbreak persona names are matched on the original text, in capitals only, so a barista called
// Dan is not a jailbreak.
const PERSONA_NAME_RE = /\b(?:DAN|AIM|LIBRE|STAN|DUDE)\b/;

/**
 * The cue groups present in a text (negated ones as `neg_<group>`), and the pairs among them.
 * `folded` is the accent-folded lower-case form of `text` (risk-features.foldText).
 */
export function cuesOf(text: string, folded: string): string[] {
  const sentences = folded.split(SENTENCE_SPLIT_RE);
  const present: string[] = PERSONA_NAME_RE.test(text) ? ['persona_name'] : [];
  for (const [name, r] of Object.entries(CUES)) {
    if (!r.test(folded)) continue; // one pass over the whole text before the per-sentence checks
    let plain = false;
    let guarded = false;
    let negated = false;
    for (const sentence of sentences) {
      const m = r.exec(sentence);
      if (!m) continue;
      if (GUARD_GROUPS.has(name)) plain = true;
      else if (NEGATION_RE.test(sentence.slice(0, m.index))) negated = true;
      else if (PROTECTIVE.test(sentence)) guarded = true;
      else plain = true;
      if (plain) break;
    }
    if (plain) present.push(name);
    else if (guarded) present.push(`guarded_${name}`);
    else if (negated) present.push(`neg_${name}`);
  }
  const set = new Set(present);
  for (const [a, b] of CUE_PAIRS) if (set.has(a) && set.has(b)) present.push(`${a}&${b}`);
  return present;
}
