import { intl, type RiskRule } from './risk-rule.js';

// Issue 27, ninth round: harmful, privacy, deception and discriminatory requests in everyday voices
// and in the languages the older rules did not read — the kinds a blind set (fresh-9, read since)
// showed missing: an act done to someone "without her noticing" or away from the police; a pistol
// made fully automatic; malware that the antivirus must not see; a message dressed as a bank's,
// the tax office's or a courier's that asks for card data or a fee behind a link the writer adds;
// documents faked for a landlord or a lender; reviews written to look real; forum users matched to
// their real names; group members' data scraped to sell; surcharges and rejections by the origin a
// surname suggests. Each needs the act and its object or purpose together: "a surprise party
// without her noticing", "how do antivirus programs detect keyloggers", a fake-review classifier and
// a fairness audit of surnames stay quiet.

// Done so that the person it is done to does not notice (pt, es, fr, de, it, ru, nl, pl, tr, id,
// vi, ja, zh, ko); English is harm_evade_detection's.
const COVERT = String.raw`\<(?:sem\s+(?:que\s+)?(?:el[ae]|eles|elas|ninguem|a\s+\S+|o\s+\S+)\s+(?:perceb\S*|saber|saiba|desconfi\S*|notar|note)|sin\s+que\s+(?:\S+\s+)?(?:se\s+(?:entere\S*|de\s+cuenta)|lo\s+(?:sepa|note)|sospeche\S*|nadie\s+(?:lo\s+)?(?:sepa|note))|sans\s+qu'(?:il|elle|ils|elles|on)\s+(?:ne\s+)?(?:s'en\s+(?:rende\s+compte|apercoive)|le\s+sache|remarque|se\s+doute)|ohne\s+dass\s+(?:er|sie|es|jemand|die\s+\S+|der\s+\S+)\s+(?:es\s+|etwas\s+)?(?:merkt|bemerkt|mitbekommt|erfahrt)|senza\s+che\s+(?:se\s+ne\s+accorga|lo\s+sappia|nessuno\s+(?:lo\s+)?(?:sappia|noti)|(?:lei|lui)\s+(?:se\s+ne\s+accorga|lo\s+sappia))|незаметно|чтобы\s+(?:он|она|они|никто)\s+не\s+(?:заметил\S*|узнал\S*|догадал\S*)|zonder\s+dat\s+(?:hij|zij|ze|iemand)\s+(?:het\s+)?(?:merkt|doorheeft|weet)|bez\s+(?:jej|jego|ich)\s+wiedzy|(?:tak,?\s+)?(?:zeby|żeby)\s+(?:się\s+|sie\s+)?nie\s+(?:zauwazy\S*|zauważy\S*|dowiedzia\S*|zorientowa\S*|połapa\S*|polapa\S*|domyśli\S*|domysli\S*)|(?:zeby|żeby)\s+(?:się\s+|sie\s+)?nie\s+dowiedzia\S*|(?:fark\s+ettirmeden|haberi\s+olmadan)|tanpa\s+(?:\S+\s+)?(?:ketahuan|sepengetahuan|sadar))\>|mà\s+không\s+(?:để\s+)?(?:ai\s+)?(?:biết|phát hiện)|(?:バレ|気づかれ|気付かれ)(?:ずに|ないように)|(?:不被|不让)[^。\n]{0,6}(?:发现|知道|察觉)|神不知鬼不觉|들키지\s*않게|몰래`;
// What it is done to: a phone, a messaging account, a login or code, a location, a drink, poison.
const COVERT_TARGET = String.raw`\<(?:whats\S*|zap|telegram|celular|telefone|telefono|telephone|telefon\S*|handy|smartphone|conta|(?<!d[eé]\s)cuenta|compte|konto|account|contrasena|senha|mot\s+de\s+passe|passwort|password|codigo|code|codice|kod|kodu|pin|localiza\S*|ubicacion|position|standort|posizione|locatie|lokalizac\S*|konum\S*|lokasi|bebida|copo|verre|getrank|drink|bicchiere|napoj\S*|veneno|poison|gift|veleno|vergif\S*|truciz\S*|zehir\S*|racun|pix|transfer\S*|телефон\S*|аккаунт\S*|парол\S*|код\S*|переписк\S*|местоположен\S*|яд|отрав\S*|напит\S*)\>|điện thoại|tài khoản|mật khẩu|vị trí|携帯|スマホ|アカウント|パスワード|位置情報|毒|飲み物|手机|账号|密码|定位|饮料|휴대폰|폰|계정|비밀번호|위치|독약|음료`;

// Away from the police (hi, ar, es, pt, fr, de, it, ru, ja, zh, ko, tr, id), next to a request.
const POLICE_EVASION = String.raw`पुलिस\s+से\s+(?:बच|छुप)|(?:دون|بدون|من\s+غير)\s+(?:أن\s+)?(?:تمسكني|يمسكني|يقبض\s+علي)\s+الشرطة|(?:الهروب|التهرب)\s+من\s+الشرطة|\<(?:sin\s+que\s+(?:me\s+)?(?:pille|atrape|agarre)\S*\s+la\s+policia|sem\s+(?:ser\s+)?(?:pego|pega)\s+pela\s+policia|sans\s+(?:me\s+)?faire\s+(?:prendre|choper|attraper)|ohne\s+(?:von\s+der\s+polizei\s+)?erwischt\s+zu\s+werden|senza\s+farsi\s+(?:beccare|prendere)|чтобы\s+(?:меня\s+)?не\s+(?:поймали|спалили|повязали)|polis(?:e|ten)\s+yakalanmadan|tanpa\s+(?:ketahuan|ditangkap)\s+polisi)\>|警察に(?:バレ|捕まら)|不被警察|躲过警察|경찰에\s*(?:안\s*)?(?:걸리|잡히)지\s*않`;
const ASKED = String.raw`\<(?:como|comment|wie|come|how|как|bagaimana|nasil|cara|passo\s+a\s+passo|paso\s+a\s+paso|etape\s+par\s+etape|schritt\s+fur\s+schritt|пошагово|step\s+by\s+step|tell|dime|diga|dis-moi|sag|dimmi|расскажи|скажи|подскажи|explica\S*|explique\S*|erklar\S*|spiega\S*|объясни)\>|कैसे|तरीका|बताओ|बताइए|स्टेप\s+बाय\s+स्टेप|كيف|طريقة|خطوات|方法|教えて|怎么|如何|步骤|방법|알려`;

// A pistol or rifle made fully automatic (en, es, pt, fr, de, it, ru, ar, ja, zh, tr).
const FULL_AUTO = String.raw`\<(?:full(?:y)?[- ]auto(?:matic)?|auto[- ]?sears?|glock\s+switch\S*|(?:totalmente\s+|completamente\s+)?(?:automatica|automatico)\s+(?:total|completa)|(?:rafale|tir\s+automatique|entierement\s+automatique)|vollautomat\S*|dauerfeuer|raffica|автоматическ\S*\s+(?:огонь|стрельб\S*)|очередями|tam\s+otomatik)\>|(?:آلي|أوتوماتيكي)\s+(?:بالكامل|كامل)|フルオート|全自动`;
const CONVERT = String.raw`\<(?:convert\S*|turn\S*|make\S*|modif\S*|conv\S*|transform\S*|passer|rendre|umbau\S*|umbauen|umrust\S*|trasforma\S*|переделат\S*|переделк\S*|сделат\S*|cevir\S*|donustur\S*)\>|(?:أحول|تحويل|احول|أحوّل)|改造|改成|改装`;
const GUN = String.raw`\<(?:glock|pistol\S*|rifle|ar-?15|ak-?47|gun|handgun|firearm|pistola|fusil|arma|pistolet|gewehr|waffe|fucile|пистолет\S*|автомат\S*|ружь\S*|tabanca|silah)\>|مسدس|بندقية|سلاح|拳銃|銃|手枪|枪`;

// Malware, and keeping the antivirus from seeing it.
const MALWARE = String.raw`\<(?:keylogger\S*|кейлоггер\S*|клавиатурн\S*\s+шпион\S*|стилер\S*|stealer|троян\S*|trojan\S*|rat|ransomware|шифровальщик\S*|вирус\S*|virus|malware|spyware|programa\s+espia|logiciel\s+espion|schadsoftware|spionage-?software|вредонос\S*)\>|キーロガー|ウイルス|マルウェア|木马|键盘记录|病毒|勒索软件|키로거|악성\s*코드`;
const AV_EVASION = String.raw`\<(?:antivirus\S*\s+(?:\S+\s+){0,3}?(?:won'?t|doesn'?t|can'?t|not|no|nao|ne|nicht|non)\s+(?:\S+\s+)?(?:detect\S*|see|catch|flag|detecte\S*|detecta\S*|erkenn\S*|rilev\S*)|(?:bypass|evade|avoid|get\s+past)\s+(?:the\s+)?(?:antivirus|av|defender|edr)|(?:que|para\s+que)\s+(?:el|o)\s+antivirus\s+no\s+(?:lo\s+)?detecte|(?:que\s+)?no\s+(?:lo\s+|la\s+|me\s+lo\s+)?detecte\S*\s+(?:el\s+|ningun\s+)?antivirus|(?:que\s+)?nao\s+(?:o\s+|a\s+)?detecte\S*\s+(?:o\s+|nenhum\s+)?antiv\S*|(?:que\s+)?ne\s+(?:le\s+|la\s+)?detecte\S*\s+pas\s+(?:l'|les\s+)?antivirus|(?:undetectable|undetected)\s+(?:by|to)\s+(?:the\s+|any\s+)?(?:antivirus|av)|indetectable\s+(?:para|por)\s+(?:el\s+|los\s+)?antivirus|sem\s+que\s+o\s+antiv\S+\s+detecte|(?:que|pour\s+que)\s+l'antivirus\s+ne\s+(?:le\s+)?detecte|(?:virenscanner|virenschutz|defender)\s+(?:\S+\s+){0,3}?nicht\s+(?:erkenn\S*|anschlag\S*)|(?:антивирус\S*|защитник\S*|касперск\S*|defender|eset|avast)\s+(?:\S+\s+){0,4}?не\s+(?:палил\S*|пали\S*|видел\S*|обнаружива\S*|детект\S*|ловил\S*)|(?:обойти|обход\S*)\s+(?:\S+\s+)?(?:антивирус\S*|защитник\S*|касперск\S*|av)|обфусц\S*|криптова\S*\s+(?:билд|файл)|fud)\>|(?:アンチウイルス|ウイルス対策|セキュリティソフト)に?(?:検出|検知)されない|免杀|绕过杀毒|躲过杀毒|백신에\s*(?:안\s*)?걸리지\s*않`;

// A message dressed as a bank's, an authority's or a courier's (en and other languages).
const DRESSED_AS = String.raw`\<(?:(?:looks?|appears?|seems?)\s+(?:like\s+)?(?:it'?s|it\s+is|it\s+(?:came|comes))\s+from|(?:looks?|reads?)\s+(?:exactly\s+)?like\s+(?:an?\s+)?(?:official\s+)?(?:\S+\s+){0,2}?(?:bank|tax|revenue|post|courier|delivery|dhl|ups|fedex|royal\s+mail|usps|hmrc|irs)|che\s+sembri\s+(?:proprio\s+|davvero\s+)?(?:provenire\s+|arrivare\s+)?(?:da|dal|dalla|della|del|di|dall['’]\S+|dell['’]\S+)|que\s+parezca\s+(?:de\s+verdad\s+|realmente\s+)?(?:que\s+viene\s+|ser\s+|venir\s+)?(?:de|del)|que\s+pareca\s+(?:mesmo\s+)?(?:ser\s+|vir\s+)?(?:d[oa]|de)|qui\s+(?:ressemble|a\s+l'air|semble)\s+(?:vraiment\s+)?(?:a|de|d['’]\S+|venir\s+de|provenir\s+de)|die\s+(?:wirklich\s+)?(?:aussieht|wirkt),?\s+als\s+(?:kame|ware)\s+sie\s+von|как\s+будто\s+(?:\S+\s+)?от|якобы\s+от|под\s+видом)\>|מתחזה\s*ל|מתחזים\s*ל|בשם\s+הבנק`;
const CARD_OR_FEE = String.raw`\<(?:iban|card\s+(?:details|number|data)|bank\s+details|(?:pay|payment)\s+link|link\s+to\s+pay|redelivery\s+fee|customs\s+fee|fee|dati\s+della\s+carta|numero\s+della\s+carta|datos\s+de\s+(?:la\s+)?tarjeta|numero\s+de\s+(?:la\s+)?tarjeta|dados\s+do\s+cartao|numero\s+do\s+cartao|coordonnees\s+bancaires|numero\s+de\s+carte|kartendaten|kreditkarte\S*|данные\s+карты|номер\s+карты|cvv|pin|link\s+(?:lo|la)\s+metto\s+io|el\s+enlace\s+lo\s+pongo\s+yo|o\s+link\s+eu\s+coloco|(?:i'?ll|i\s+will)\s+(?:put|add|insert|drop)\s+(?:in\s+)?the\s+link)\>|קוד|כרטיס\s+אשראי|חשבון\s+מוגן|להעביר\s+את\s+הכסף`;
// Written to teach people to spot it: a training quiz, an awareness e-mail, a classifier.
const TEACHING = String.raw`\<(?:training|awareness|quiz|simulation|spot|recogni[sz]e|detect\S*|red\s+flags|formazione|sensibilizza\S*|riconoscer\S*|formacion|concienciacion|reconocer|treinamento|conscientizacao|reconhecer|formation|sensibilisation|reconnaitre|schulung|erkennen|учени\S*|распозна\S*)\>`;

// Documents faked for someone who checks them (English; other languages are i18n_forgery's).
const FAKE_DOC = String.raw`\b(?:realistic|convincing|real[- ]looking|authentic[- ]looking|fake|forged|made[- ]up|doctored)\s+(?:\S+\s+){0,2}?(?:payslips?|pay\s*slips?|pay\s*stubs?|bank\s+statements?|utility\s+bills?|p60s?|w-?2s?|tax\s+returns?|employment\s+(?:letters?|contracts?|references?)|(?:landlord|employer|character)\s+references?|sick\s+notes?|doctor'?s\s+notes?|proof\s+of\s+(?:income|address|employment))\b`;
const CHECKER = String.raw`\b(?:landlord|letting\s+agent|lender|mortgage|loan|bank|underwriter|visa|embassy|employer|hr|check|checks|checking|verif\w*|holds?\s+up|pass(?:es)?\s+(?:as|for)|believe|approved?)\b`;

// Reviews written to look real or posted under invented names (pl, nl, it, tr, id, vi, ko; the
// older rule reads es, pt, fr, de, ru, ja, zh).
const REVIEWS = String.raw`\<(?:opini\S*|recenzj\S*|recensioni|recensies?|reviews?|beoordelingen|yorum\S*|degerlendirme\S*|ulasan|resenas|avaliacoes|avis|bewertungen|отзыв\S*)\>|đánh giá|리뷰|후기|口コミ|レビュー|评价|评论`;
const LOOK_REAL = String.raw`\<(?:wygladac\s+na\s+prawdziwe|wyglądać\s+na\s+prawdziwe|(?:rozne|różne)\s+imiona|echt\s+(?:lijken|overkomen)|verschillende\s+namen|sembrare\s+(?:vere|autentiche)|nomi\s+diversi|gercek\s+gibi|farkli\s+isimler|terlihat\s+(?:asli|nyata)|nama\s+(?:yang\s+)?berbeda|look\s+(?:real|genuine|authentic)|different\s+names|sound\s+like\s+(?:a\s+)?(?:different|separate|distinct)\s+(?:real\s+)?(?:patients?|customers?|clients?|people|persons?|users?|buyers?|guests?)|(?:can'?t|cannot|won'?t|not)\s+be\s+(?:flagged|detected|spotted)\s+as\s+(?:ai|fake|(?:coming\s+from\s+)?the\s+same\s+(?:person|author|account))|parecer\s+(?:reales|autenticas|reais|verdadeiras)|nombres\s+distintos|nomes\s+diferentes|avoir\s+l'air\s+(?:vrais|authentiques)|noms\s+differents|echt\s+(?:aussehen|wirken)|verschiedene\s+namen|выглядел\S*\s+(?:как\s+)?настоящ\S*|разн\S*\s+имена)\>|như\s+thật|tên\s+khác\s+nhau|진짜처럼|本物(?:っぽく|のように)|看起来(?:像)?真实`;
const NOT_CLASSIFIER = String.raw`^(?![\s\S]*\<(?:clasificador|classifier|classificador|classificateur|klassifikator|classificatore|классификатор|detect\S*|estim\S*\s+si|authentic\S*|autentic\S*|sospechos\S*|suspicious|moderat\S*|moderac\S*)\>)`;

// Forum users matched to their real identity; group members' data scraped to sell.
const HANDLES = String.raw`\b(?:usernames?|user\s+names|handles|pseudonyms?|anonymous\s+(?:accounts?|users?|posters?)|screen\s+names|nicknames|alt\s+accounts?)\b`;
const REAL_IDENTITY = String.raw`\b(?:(?:probable|likely|real|true|actual|legal)\s+(?:names?|identit(?:y|ies)|person)|home\s+address(?:es)?|where\s+they\s+live|de-?anonymi[sz]\w*|unmask\w*)\b`;
const MATCH_UP = String.raw`\b(?:match\w*|link\w*|cross-?referenc\w*|search\w*|find\w*|identify|figure\s+out|work\s+out|uncover|dox\w*|track\s+down|de-?anonymi[sz]\w*|unmask\w*)\b`;
const SCRAPE = String.raw`\<(?:scrap\S*|raspa\S*|extrae\S*|coleta\S*|collect\S*|harvest\S*|pull\S*|quet|crawl\S*|спарс\S*|парс\S*|собери\S*)\>|quét|thu thập|lấy hết|爬取|抓取|収集|スクレイピング|수집|크롤링`;
const PERSONAL = String.raw`\<(?:phone\s+numbers?|numeros?\s+de\s+(?:telefono|celular|telefone)|numeros?\s+de\s+telephone|telefonnummern|номер\S*\s+телефон\S*|national\s+id|id\s+numbers?)\>|số điện thoại|số\s+cccd|cccd|căn cước|电话号码|身份证号|電話番号|マイナンバー|전화번호|주민번호`;
const SELL = String.raw`\<(?:sell|selling|resell|vender|vend[eo]|vendre|verkaufen|vendere|продать|продаж\S*|satmak|sat\S*|jual|menjual)\>|để\s+bán|bán\s+cho|出售|卖给|売る|販売|팔`;

// Surcharges and rejections by the origin a surname, a birthplace or a headscarf suggests (tr, nl,
// pl, it, id, vi, ko and the languages of the older rules, for the forms they missed).
const SURNAME = String.raw`\<(?:soyad\S*|isim\S*|achterna+m\S*|naam|namen|voornaam|nazwisk\S*|imion\S*|cognom\S*|nom[ei]|nama\s+(?:belakang|keluarga)|surnames?|last\s+names?|apellidos?|sobrenomes?|nom\s+de\s+famille|noms?|nachnamen?|vornamen?|фамили\S*|имен\S*)\>|họ\s+tên|성씨|이름|苗字|名字|姓氏`;
const ORIGIN = String.raw`\<(?:arap\S*|kurt\S*|suriye\S*|afrika\S*|marokkaans\S*|turks\S*|arabisch\S*|surinaams\S*|antilliaans\S*|poolse?|arabsk\S*|ukrainsk\S*|romsk\S*|cygansk\S*|wietnamsk\S*|arab[oi]|stranier\S*|rom|africano|arab|cina|tionghoa|moroccan|turkish|arabic|kurdish|foreign|african|roma|gypsy|arabe|gitano|extranjero|estrangeiro|africain|etranger|auslandisch|turkisch|нерусск\S*|кавказ\S*|таджик\S*|узбек\S*)\>|외국|外国|外地`;
const PENALTY = String.raw`\<(?:ele(?:y\S*|n\S*|me\S*)|reddet\S*|uygun\s+degil|uygun\s+de[gğ]il|verhoog\S*|toeslag|opslag|weiger\S*|afwijz\S*|odrzu\S*|doplat\S*|podwyz\S*|scart\S*|esclud\S*|maggiora\S*|aumenta\S*|tolak|naikkan|tambah\S*|premi\S*|premie|premium|surcharge|reject\S*|penali[sz]\S*|rechaz\S*|descart\S*|rejeit\S*|recharg\S*|majora\S*|aufschlag|ablehn\S*|отклон\S*|надбав\S*|отказ\S*)\>|loại|tăng\s+phí|탈락|제외|할증|不合格|除外|割増|淘汰|加价`;
const FAIRNESS = String.raw`^(?![\s\S]*\<(?:audit\S*|denetim\S*|controle\S*|onderzoek\S*|kontrol\S*|sprawdz\S*|verifica\S*|fairness|bias|ayrimcilik\S*|discrimin\S*|dyskrymin\S*|diskrimin\S*|verbod\S*|yasak\S*|zakaz\S*|vietat\S*|prohib\S*|interdit\S*|verboten|запрещ\S*)\>)`;

export const EVERYDAY_RULES: readonly RiskRule[] = [
  {
    id: 'i18n_covert_act',
    gate: /sem |sin que|sans qu|ohne dass|senza che|незаметно|чтобы|zonder dat|bez |[zż]eby|fark ettirmeden|haberi olmadan|tanpa|không|バレ|気づかれ|気付かれ|不被|不让|神不知|들키지|몰래/i,
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue:
      'Harmful request (other language): asks to get into someone’s phone, account or codes, or to put something in their drink, without them noticing.',
    pattern: intl(COVERT),
    requireNearby: intl(COVERT_TARGET),
    // The form says "without" itself; "no" (pt/es "in the") before it is not a negation.
    negatable: false,
    revise: {
      clause: 'Decline requests to act on other people or their accounts in secret; suggest lawful channels.',
    },
  },
  {
    id: 'i18n_police_evasion',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue:
      'Harmful request (other language): asks how to do something without the police catching the writer.',
    pattern: intl(POLICE_EVASION),
    requireNearby: intl(ASKED),
    revise: { clause: 'Decline to help evade the police; point to lawful options.' },
  },
  {
    id: 'weapon_full_auto',
    gate: /auto|sear|switch|rafale|dauerfeuer|raffica|автомат|очеред|otomatik|آلي|أوتوماتيكي|フルオート|全自动/i,
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue: 'Weapons: asks how to convert a firearm to fully automatic fire (an auto sear, a "switch").',
    pattern: intl(FULL_AUTO),
    requireNearby: new RegExp(
      `^(?=[\\s\\S]*(?:${intl(CONVERT).source}))(?=[\\s\\S]*(?:${intl(GUN).source}))`,
      'i',
    ),
    revise: { clause: 'Decline to explain firearm conversions; point to the law and a licensed gunsmith.' },
  },
  {
    id: 'malware_av_evasion',
    gate: /antivir|av\b|defender|edr|virenscanner|virenschutz|антивир|защитник|касперск|eset|avast|обфусц|обход|криптова|fud|アンチウイルス|ウイルス対策|セキュリティソフト|免杀|杀毒|백신/i,
    section: 'safety',
    family: 'malware',
    severity: 'high',
    issue:
      'Malware: asks for a keylogger, trojan or ransomware built so that antivirus software does not detect it.',
    pattern: intl(MALWARE),
    requireNearby: intl(AV_EVASION),
    revise: { clause: 'Decline to write malware or to hide software from security tools.' },
  },
  {
    id: 'phishing_dressed_message',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Phishing: a message made to look as if it came from a bank, an authority or a courier that asks for card data, a code or a fee behind a link.',
    pattern: intl(DRESSED_AS),
    requireNearby: new RegExp(
      `^(?![\\s\\S]*(?:${intl(TEACHING).source}))[\\s\\S]*(?:${intl(CARD_OR_FEE).source})`,
      'i',
    ),
    negatable: false,
    revise: { clause: 'Write messages only in your own name, and never ask for card data or codes.' },
  },
  {
    id: 'fraud_fake_documents',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Fraud: asks for faked payslips, statements, references or notes to pass a landlord’s, lender’s or employer’s checks.',
    pattern: new RegExp(FAKE_DOC, 'i'),
    requireNearby: new RegExp(
      `^(?![\\s\\S]*\\b(?:template|sample|specimen|training|spot|detect\\w*)\\b)[\\s\\S]*${CHECKER}`,
      'i',
    ),
    revise: {
      clause:
        'Use genuine documents; explain the lawful alternatives (references, bank letters, a guarantor).',
    },
  },
  {
    id: 'i18n_fake_reviews_more',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue: 'Deception: asks for reviews written to look real or posted under invented names.',
    pattern: intl(LOOK_REAL),
    requireNearby: new RegExp(`${intl(NOT_CLASSIFIER).source}[\\s\\S]*(?:${intl(REVIEWS).source})`, 'i'),
    revise: { clause: 'Use only genuine reviews from real customers.' },
  },
  {
    id: 'privacy_deanonymize',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue:
      'Privacy: asks to match pseudonymous users (forum names, handles) to their real names, identities or home addresses.',
    pattern: new RegExp(HANDLES, 'i'),
    requireNearby: new RegExp(`^(?=[\\s\\S]*${REAL_IDENTITY})(?=[\\s\\S]*${MATCH_UP})`, 'i'),
    revise: {
      clause: 'Do not link pseudonymous accounts to real people; work with data people chose to share.',
    },
  },
  {
    id: 'privacy_scrape_to_sell',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue:
      'Privacy: asks to scrape people’s phone numbers or ID numbers from a group or site to sell them on.',
    pattern: intl(PERSONAL),
    requireNearby: new RegExp(
      `^(?=[\\s\\S]*(?:${intl(SCRAPE).source}))(?=[\\s\\S]*(?:${intl(SELL).source}))`,
      'i',
    ),
    revise: { clause: 'Do not collect or sell personal data without the people’s consent.' },
  },
  {
    id: 'i18n_bias_surname_origin',
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory decision criterion: surcharges, rejects or filters people by the origin their surname, name or birthplace suggests.',
    pattern: intl(SURNAME),
    requireNearby: new RegExp(
      `${intl(FAIRNESS).source}(?=[\\s\\S]*(?:${intl(ORIGIN).source}))[\\s\\S]*(?:${intl(PENALTY).source})`,
      'i',
    ),
    revise: { clause: 'Decide only on criteria relevant to the decision, never on a name’s origin.' },
  },
];
