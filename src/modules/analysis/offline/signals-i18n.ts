// Issue 27: the prompt signals in other languages (es, pt, fr, de, it, ru, ja, zh, ko, ar, hi) and
// in other layouts of an output contract (YAML keys, a TypeScript type, a JSON Schema, a decision
// table, a CSV block, XML tags named in any script). Kinds of wording, not phrases of any data set:
// the usual words for a role, a task, a format, a limit, a condition, in each language.

import type { SignalName } from './prompt-signals.js';
import { MORE_I18N_SOURCES, MORE_LENGTH_SOURCE } from './signals-i18n-more.js';

/** A whole word in alphabetic scripts; `cjk` alternatives match anywhere (no spaces between words). */
function words(alpha: string, cjk = ''): RegExp {
  const a = `(?<![\\p{L}\\p{M}\\p{N}])(?:${alpha})(?![\\p{L}\\p{M}\\p{N}])`;
  return new RegExp(cjk ? `${a}|${cjk}` : a, 'giu');
}

/**
 * The writer's own situation in the first person (issue 27, fifteenth scoring round; English in
 * prompt-signals.ts): "soy diseñadora freelance", "je suis sur le point de signer", "ich betreibe
 * eine Bäckerei", "mijn klant", "jag är en", "я руковожу". The bare question is worse than the same
 * question with the situation around it.
 */
const OWN_SITUATION = [
  'soy\\s+(?:un|una)\\s+\\p{L}+|estoy\\s+a\\s+punto\\s+de|mi\\s+(?:cliente|empresa|negocio|jefe|jefa|tienda)',
  'sou\\s+(?:um|uma)\\s+\\p{L}+|estou\\s+prestes\\s+a|(?:meu|minha)\\s+(?:cliente|empresa|neg[óo]cio|chefe|loja)',
  "je\\s+suis\\s+(?:un|une)\\s+\\p{L}+|je\\s+suis\\s+sur\\s+le\\s+point\\s+de|je\\s+m[’']appr[êe]te\\s+[àa]|mon\\s+(?:client|entreprise|patron|magasin)|ma\\s+(?:cliente|soci[ée]t[ée]|boutique)",
  'ich\\s+bin\\s+(?:ein|eine)\\s+\\p{L}+|ich\\s+(?:leite|betreibe|f[üu]hre)\\s+(?:ein|eine)|mein(?:e)?\\s+(?:kunde|kundin|firma|chef|chefin|laden)',
  'sono\\s+(?:un|una|uno)\\s+\\p{L}+|sto\\s+per|il\\s+mio\\s+(?:cliente|capo|negozio)|la\\s+mia\\s+(?:azienda|cliente)',
  'ik\\s+ben\\s+een\\s+\\p{L}+|ik\\s+sta\\s+op\\s+het\\s+punt|mijn\\s+(?:klant|bedrijf|baas|winkel)',
  'jag\\s+[äa]r\\s+(?:en|ett)\\s+\\p{L}+|min\\s+(?:kund|chef|butik)|mitt\\s+f[öo]retag',
  'я\\s+(?:работаю|руковожу|владею|собираюсь|готовлю)|мо(?:й|я|ё)\\s+(?:клиент|компания|начальник|магазин)',
].join('|');

const OWN_PATTERNS: Partial<Record<SignalName, RegExp>> = {
  role: words(
    'eres\\s+(?:un|una|el|la)|act[uú]a\\s+como|voc[eê]\\s+[eé]\\s+(?:um|uma|o|a)|atue\\s+como|aja\\s+como|tu\\s+es\\s+(?:un|une)|vous\\s+[eê]tes\\s+(?:un|une)|agis\\s+comme|agissez\\s+(?:comme|en\\s+tant\\s+que)|du\\s+bist\\s+(?:ein|eine)|sie\\s+sind\\s+(?:ein|eine)|agiere\\s+als|sei\\s+(?:un|una|uno)|agisci\\s+come|ты\\s*[—–-]|вы\\s*[—–-]|ты\\s+(?:опытный|эксперт|профессиональный)|выступай\\s+в\\s+роли|أنت\\s+\\p{L}+|आप\\s+एक|तुम\\s+एक',
    '당신은|너는|あなたは|你是一名|你是一位|你是|您是|扮演|角色[:：]',
  ),
  task: words(
    'tu\\s+tarea\\s+es|su\\s+tarea|sua\\s+tarefa|ta\\s+t[aâ]che|votre\\s+t[aâ]che|deine\\s+aufgabe|ihre\\s+aufgabe|il\\s+tuo\\s+compito|твоя\\s+задача|ваша\\s+задача|مهمتك|आपका\\s+(?:काम|कार्य)|escribe|redacta|resume|traduce|genera|analiza|clasifica|extrae|devuelve|responde|enumera|crea|revisa|corrige|escriba|resuma|traduzca|genere|analice|clasifique|extraiga|devuelva|responda|enumere|cree|revise|corrija|escreva|resuma|traduza|gere|analise|classifique|extraia|retorne|devolva|responda|liste|crie|revise|corrija|[ée]cri[st]|[ée]crivez|r[ée]sume[sz]?|traduis|traduisez|g[ée]n[èe]re[sz]?|analysez|classez|extrais|extrayez|renvoie|renvoyez|r[ée]ponds|r[ée]pondez|listez|r[ée]dige[sz]?|corrige[sz]?|schreibe?|fasse|[üu]bersetze|erstelle|analysiere|klassifiziere|extrahiere|gib|antworte|pr[üu]fe|formuliere|scrivi|riassumi|traduci|analizza|classifica|estrai|restituisci|rispondi|elenca|crea|correggi|напиши(?:те)?|составь(?:те)?|переведи(?:те)?|проанализируй(?:те)?|классифицируй(?:те)?|извлеки(?:те)?|верни(?:те)?|ответь(?:те)?|перечисли(?:те)?|создай(?:те)?|проверь(?:те)?|исправь(?:те)?|объясни(?:те)?|опиши(?:те)?|расскажи(?:те)?|сравни(?:те)?|предложи(?:те)?|рассчитай(?:те)?|подготовь(?:те)?|сформулируй(?:те)?|explica|describa|compara|prop[óo]n|sugiere|calcula|explique|descreva|sugira|calcule|explique[sz]?|d[ée]cri[st]|d[ée]crivez|comparez|proposez|calculez|erkl[äa]re|beschreibe|vergleiche|berechne|spiega|descrivi|confronta|proponi|calcola|اكتب|indica|informa|chame|indique|appelle[sz]?|indique[sz]?|donne[sz]?|nenne|rufe|chiama|вызови(?:те)?|сообщи(?:те)?|назови(?:те)?|укажи(?:те)?|لخص|ترجم|استخرج|صنف|أجب|أعد|حلل|लिखें|लिखिए|बनाइए|बनाएं|निकालें|अनुवाद\\s+करें|उत्तर\\s+दें',
    'してください|して下さい|しなさい|ください|请|你的任务|任务[:：]|タスク[:：]|세요|십시오|(?:^|[:：，,。])\\s*调用',
  ),
  output_format: words(
    'formato(?:\\s+de\\s+(?:salida|sa[ií]da|resposta|respuesta|output))?|format\\s+de\\s+(?:sortie|r[ée]ponse)|ausgabeformat|tabla|tabela|tableau|tabelle|tabella|таблиц\\p{L}*|формат\\p{L}*|columnas|colunas|colonnes|spalten|colonne|столбц\\p{L}*|колонк\\p{L}*|vi[ñn]etas|t[oó]picos|puces|aufz[äa]hlung|stichpunkt\\p{L}*|spiegelstrich\\p{L}*|elenco\\s+puntato|punti\\s+elenco|маркированн\\p{L}*|campos?|champs?|felder?|campi|пол[еяю]|список|سطر|جدول|قائمة|تنسيق|प्रारूप|तालिका|सूची',
    '형식|표로|목록|필드|出力形式|输出格式|格式|表格|列表|字段|フィールド|箇条書き|形式で|一覧|項目',
  ),
  constraints: words(
    'nunca|siempre|solo|s[oó]lamente|[uú]nicamente|m[aá]ximo|m[ií]nimo|como\\s+m[aá]ximo|al\\s+menos|sin|n[aã]o|sempre|apenas|somente|no\\s+m[aá]ximo|pelo\\s+menos|sem|jamais|toujours|uniquement|seulement|au\\s+maximum|au\\s+moins|sans|nicht|niemals|immer|nur|h[öo]chstens|mindestens|keine?n?|ohne|mai|sempre|soltanto|al\\s+massimo|almeno|senza|никогда|всегда|только|не\\s+более|не\\s+менее|максимум|минимум|без|не|يجب|فقط|أبدا|دائما|لا|على\\s+الأقل|केवल|हमेशा|कभी\\s+नहीं|अधिकतम|कम\\s+से\\s+कम|नहीं',
    '반드시|이내|최대|최소|하지\\s*마|피해\\s*주세요|피하(?:고|세요|십시오)|しないで|禁止|必ず|のみ|だけ|以内|以上|最大|最小|不要|必须|只|仅|不超过|至少|最多|不得',
  ),
  context: words(
    `contexto|porque|para\\s+que|objetivo|contexte|parce\\s+que|afin\\s+de|hintergrund|kontext|weil|damit|ziel|contesto|perch[ée]|obiettivo|контекст|потому\\s+что|чтобы|цель|السياق|الهدف|لأن|संदर्भ|उद्देश्य|क्योंकि|${OWN_SITUATION}`,
    '배경|목적|용도|(?:에|에서)\\s*(?:들어갈|쓰일|사용될)|背景|目的|因为|为了|ため|用途|に載せる|に使う|用于|用在|我是一(?:名|个|位|家)|我(?:正在|打算|准备|经营|开了)|我们(?:公司|店|团队)|我的(?:客户|公司|老板)|(?:私|僕|わたし)は[^。\\n]{1,20}(?:として働いて|を経営して|を営んで)|저는\\s*[^.\\n]{1,20}(?:입니다|이에요|예요)',
  ),
  audience: words(
    'p[uú]blico|destinatarios|leitores|lectores|lecteurs|zielgruppe|leser|pubblico|lettori|аудитори\\p{L}*|читател\\p{L}*|الجمهور|पाठक|दर्शक',
    '독자|대상|(?:이|가)\\s*읽(?:습니다|는|을)|읽는\\s*사람|受众|读者|対象|読者|読み手|向けの|面向|给\\p{Script=Han}{1,6}看',
  ),
  tone: words(
    'tono|tom|ton|stil|estilo|formal|informal|amable|cordial|cort[eê]s|poli|freundlich|sachlich|cortese|тон|стиль|вежлив\\p{L}*|официальн\\p{L}*|نبرة|أسلوب|लहजा|शैली',
    '정중하게|정중하지만|말투|어투|문체|톤으로|语气|口吻|文风|丁寧|敬語|トーン|口調|文体',
  ),
  edge_cases: words(
    "si\\s+(?:no|falta|el|la|hay)|falta|faltar|fehlt|fehlen|leer|manque|manca|vac[ií]o|vazio|vide|vuoto|отсутству\\p{L}*|пуст\\p{L}*|en\\s+caso\\s+de|se\\s+(?:n[aã]o|faltar|o|a|houver)|caso\\s+contr[aá]rio|sinon|si\\s+(?:le|la|il|aucun)|s'il|wenn|falls|sonst|se\\s+(?:manca|il|la|non)|altrimenti|если|иначе|إذا|وإلا|यदि|अगर",
    '만약|경우|もし|場合|如果|若|否则|没有|为空|ない場合|空の|비어|없으면',
  ),
  examples: words(
    'por\\s+ejemplo|ejemplo|por\\s+exemplo|exemplo|par\\s+exemple|exemple|zum\\s+beispiel|beispiel|z\\.\\s*b\\.|per\\s+esempio|esempio|например|пример|مثال|उदाहरण',
    '예시|예를\\s+들어|例如|示例|例：|例:|例えば',
  ),
  steps: words('paso|passo|[ée]tape|schritt\\p{L}*|шаг\\p{L}*|خطوة|चरण', '단계|步骤|手順|ステップ'),
};

/** These patterns and those of vi, id, tr, nl and pl (signals-i18n-more.ts), one regex per signal. */
export const I18N_PATTERNS: Partial<Record<SignalName, RegExp>> = Object.fromEntries(
  [...new Set([...Object.keys(OWN_PATTERNS), ...Object.keys(MORE_I18N_SOURCES)])].map((name) => {
    const own = OWN_PATTERNS[name as SignalName]?.source;
    const more = MORE_I18N_SOURCES[name as SignalName];
    return [name, new RegExp([own, more].filter(Boolean).join('|'), 'giu')];
  }),
);

/** A count with a unit of length in these languages: "máximo 60 palabras", "100文字以内", "3문장". */
const OWN_LENGTH_RE =
  /\d+\s*(?:palabras?|frases?|oraciones?|p[aá]rrafos?|vi[ñn]etas?|palavras?|par[aá]grafos?|mots?|phrases?|paragraphes?|w[öo]rter|w[öo]rtern|s[äa]tze?n?|abs[äa]tze?n?|parole|frasi|paragrafi|слов\p{L}*|предложени\p{L}*|абзац\p{L}*|пункт\p{L}*|كلمات|كلمة|جمل|शब्द|वाक्य|문장|단어|자|文字|字|词|句|行|个要点|項目|つ)/giu;
/**
 * A count of bullet points, maybe a range, maybe with one word between (issue 27, tenth round): "3–5
 * deutschen Stichpunkten", "3 a 5 viñetas", "de 3 à 5 puces", "3-5 пунктов", "3〜5個の箇条書き".
 */
const BULLET_COUNT_SOURCE =
  '\\d+(?:\\s*(?:[-–〜~]|bis|a|à|al|até|a\\s+|до)\\s*\\d+)?\\s+(?:\\p{L}+\\s+)?(?:stichpunkt\\p{L}*|aufz[äa]hlungspunkt\\p{L}*|vi[ñn]etas?|puces?|t[oó]picos?|punti\\s+elenco|пункт\\p{L}*)(?![\\p{L}])|\\d+(?:\\s*[-–〜~]\\s*\\d+)?\\s*(?:個の)?箇条書き';
export const I18N_LENGTH_RE = new RegExp(
  `${OWN_LENGTH_RE.source}|${MORE_LENGTH_SOURCE}|${BULLET_COUNT_SOURCE}`,
  'giu',
);

/**
 * Hedges and the choice handed back to the model (issue 27, tenth round): a demand "if possible",
 * "maybe", "more or less", "whatever you think is right" is no demand ("wenn möglich", "vielleicht",
 * "je nachdem, was du für richtig hältst", "si es posible", "tal vez", "se possível", "peut-être",
 * "je crois", "по возможности", "на твоё усмотрение"). A conditional rule ("je nachdem, ob …") is not one.
 */
const HEDGES = [
  // "Not too long" sets no length.
  'not\\s+too\\s+(?:long|short)|nicht\\s+zu\\s+(?:lang|kurz)|no\\s+(?:muy|demasiado)\\s+(?:larg|cort)[oa]|n[ãa]o\\s+(?:muito|demasiado)\\s+(?:long|curt)[oa]|pas\\s+trop\\s+(?:long|court)e?|non\\s+troppo\\s+(?:lung|cort)[oa]|не\\s+слишком\\s+(?:длинн|коротк)\\p{L}*',
  "if\\s+possible|as\\s+you\\s+see\\s+fit|whatever\\s+you\\s+think\\s+is\\s+(?:best|right)|(?:i['’]ll\\s+)?leave\\s+it\\s+(?:up\\s+)?to\\s+you",
  'wenn\\s+m[öo]glich|falls\\s+m[öo]glich|vielleicht|eventuell|mehr\\s+oder\\s+weniger|je\\s+nachdem,?\\s+was\\s+du|was\\s+du\\s+f[üu]r\\s+richtig\\s+h[äa]ltst|wie\\s+du\\s+(?:willst|magst|m[öo]chtest)',
  'si\\s+es\\s+posible|quiz[áa]s?|tal\\s+vez|m[áa]s\\s+o\\s+menos|lo\\s+que\\s+(?:t[úu]\\s+)?(?:creas|consideres)\\s+(?:conveniente|mejor|oportuno)|como\\s+(?:te\\s+parezca|quieras)',
  'se\\s+poss[íi]vel|talvez|mais\\s+ou\\s+menos|o\\s+que\\s+(?:voc[êe]\\s+)?achar\\s+melhor|como\\s+(?:voc[êe]\\s+)?quiser',
  'si\\s+possible|peut-[êe]tre|plus\\s+ou\\s+moins|je\\s+(?:crois|pense)|comme\\s+tu\\s+(?:veux|le\\s+sens)|ce\\s+que\\s+tu\\s+(?:juges|trouves)\\s+bon',
  'se\\s+possibile|forse|pi[ùu]\\s+o\\s+meno|come\\s+(?:preferisci|ti\\s+pare|credi)',
  'по\\s+возможности|может\\s+быть|более\\s+или\\s+менее|как\\s+(?:хочешь|считаешь\\s+нужным)|на\\s+(?:тво[её]|ваше)\\s+усмотрение',
].join('|');

/** Vague words in these languages ("something", "somehow", "nice") that say nothing about the job. */
export const I18N_VAGUE_RE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:algo|cosas?|coisas?|bonito|legal|quelque\\s+chose|trucs?|etwas|irgendwie|irgendwas|sachen|qualcosa|cose|что-нибудь|что-то|как-нибудь|нибудь|شيء|कुछ|적당히|뭔가|대충|${HEDGES})(?![\\p{L}\\p{M}])|いい感じ|適当に|なんか|随便|一些东西|看看|好一点|弄一下|できれば|お任せ|おまかせ|也许|你看着办|随你`,
  'giu',
);

/** An output contract laid out as data: how many of these layouts the prompt holds. */
export function contractLayouts(content: string): string[] {
  const found: string[] = [];
  const lines = content.split('\n');
  // YAML: three or more "key: value" lines, or a key with indented keys under it.
  const yamlKeys = lines.filter((l) => /^\s*-?\s*[\p{L}_][\p{L}\p{N}_ -]{0,30}:(?:\s+\S|\s*$)/u.test(l));
  if (yamlKeys.length >= 3 && lines.some((l) => /^\s{2,}[\p{L}_][\p{L}\p{N}_-]{0,30}:\s*\S/u.test(l)))
    found.push('yaml');
  // A TypeScript type or interface with typed fields.
  if (/\b(?:type\s+\w+\s*=\s*\{|interface\s+\w+\s*\{)[^}]*\w+\??\s*:\s*[\w"'[|]/.test(content))
    found.push('type');
  // A JSON Schema.
  if (
    /"(?:type|properties|required|items|enum)"\s*:/.test(content) &&
    /"properties"\s*:|"required"\s*:/.test(content)
  )
    found.push('json schema');
  // A table: two or more rows of three or more cells.
  if (lines.filter((l) => /^\s*\|?(?:[^|\n]+\|){2,}[^|\n]*$/.test(l)).length >= 3) found.push('table');
  // A header of columns on one line ("Reihenfolge | Adresse | Ankunft", "date | stars | text"): three
  // or more short cells between pipes (issue 27, seventh round).
  if (
    !found.includes('table') &&
    lines.some((l) => {
      const cells = l.split(/\s\|\s/);
      return cells.length >= 3 && cells.slice(1, -1).every((c) => c.trim().split(/\s+/).length <= 5);
    })
  )
    found.push('columns');
  // A template of the answer with slots to fill ("- <topic> — <count>", "<主题>：<数量>"): two or more
  // lines with a slot that no closing tag makes an XML section.
  if (
    lines.filter((l) => /<[^<>/\n]{2,30}>/.test(l) && !/<\/[^<>\n]+>/.test(l)).length >= 2 &&
    !/<(\p{L}[\p{L}\p{N}_-]{0,30})>[\s\S]*?<\/\1>/iu.test(content)
  )
    found.push('template');
  // Rules that map a condition to an output, one a line: "mentions invoice -> billing".
  if (lines.filter((l) => /\S\s*(?:->|→|=>|⇒)\s*\S/u.test(l)).length >= 3) found.push('rules');
  // A CSV block: two consecutive lines with the same number (>= 2) of commas and no sentence in them.
  for (let i = 0; i + 1 < lines.length; i++) {
    const a = lines[i]!.trim();
    const b = lines[i + 1]!.trim();
    const commas = (t: string) => (t.match(/,/g) ?? []).length;
    const cell = (t: string) => t.split(',').every((c) => c.trim().split(/\s+/).length <= 3);
    if (commas(a) >= 2 && commas(a) === commas(b) && cell(a) && cell(b) && !/[.!?]$/.test(a)) {
      found.push('csv');
      break;
    }
  }
  return found;
}
