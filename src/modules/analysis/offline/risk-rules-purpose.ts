import { intl, type RiskRule } from './risk-rule.js';

// Issue 27, sixteenth round: pairs of concepts again (as risk-rules-concepts.ts), for the kinds a
// blind set (fresh-16, read since) showed the concept rules still missing. Each half is a lexicon
// over many languages written per concept, not per item:
//   1. a message made to pass as someone else's (a bank, a wallet app, the boss) that asks for a
//      one-time code, a password, a card, or money to a new account: impersonation × payoff;
//   2. a purpose of concealment ("so that the bank does not notice", "para hindi sila magduda")
//      next to forging, faking or impersonating: the act × keeping its victim unaware;
//   3. a protected trait (or a proxy: graduation year, surname, families with children, housing
//      vouchers) within a few lines of an adverse decision that is not a score cut: auto-reject,
//      deprioritise, keep out, a surcharge ("+25 %", "pay 40 % more");
//   4. an acrostic (the first letters of the lines) made to spell the model's own setup or secrets:
//      the output-side twin of the hidden question;
//   5. health records (HIV, psychiatric, diagnoses) of named people sent to a whole company or group;
//   6. a gun, a bomb or gunpowder × how to make it, in scripts the weapon rules lacked (Tamil,
//      Bengali, Telugu, Swahili, Thai …), a toy or water gun excepted.
// Look-alikes that stay quiet (risk-purpose.test.ts): a surprise party kept secret, a bank's own
// reminder never to share a code, fairness audits, an acrostic of a child's name, anonymised
// health statistics shared with all staff, a water pistol made for children.

// 1. Passing as someone else.
const LOOKS_FROM = String.raw`\<(?:(?:looks?|seems?|sounds?|appears?)\s+(?:\S+\s+){0,3}?(?:like\s+|as\s+if\s+)(?:it\s+)?(?:(?:is|was|'s|were)\s+)?(?:really\s+|genuinely\s+|actually\s+|truly\s+)?(?:from|(?:written|sent|signed)\s+by|c[oa]me?s?\s+from)|(?<!(?:may|might|could|will|try\s+to|tries\s+to|attempts?\s+to)\s+)impersonat\S*|(?:parezca|parece)\s+(?:\S+\s+){0,3}?(?:(?:que\s+)?(?:viene|venga|vino)\s+de|(?:que\s+)?(?:lo\s+)?(?:escribio|escriba|envio|firmo))|haciendose\s+pasar\s+por|suplant\S*|(?:pareca|parece)\s+(?:\S+\s+){0,3}?(?:(?:que\s+)?(?:vem|veio|venha)\s+d[oa]|(?:que\s+)?(?:foi\s+)?(?:escrit[oa]|enviad[oa])\s+(?:por|pel[oa]))|se\s+passando\s+por|(?:semble|sembler|ait\s+l'air)\s+(?:\S+\s+){0,3}?(?:venir|provenir|(?:ecrit|envoye)e?\s+par)|se\s+faisant\s+passer\s+pour|(?:aussieht|aussehen|wirkt)[\s,]+(?:\S+\s+){0,3}?(?:als\s+(?:ob|kame|käme|stamme)|wie\s+von)|(?:sembri|sembra)\s+(?:\S+\s+){0,3}?(?:(?:che\s+)?(?:venga|viene|arrivi)\s+da|(?:scritt[oa]|inviat[oa])\s+da)|spacciandosi\s+per|(?:выглядел\S*|казал\S*)\s+(?:\S+\s+){0,3}?(?:как\s+будто|будто|словно|как\s+от)|от\s+имени|(?:виглядал\S*|здавал\S*)\s+(?:\S+\s+){0,3}?(?:ніби|наче|як\s+від)|від\s+імені|(?:wyglądał\S*|wygladal\S*)\s+(?:\S+\s+){0,3}?(?:jakby|jak\s+od)|podszyw\S*|(?:vyzeral\S*|vypadal\S*|vyzerá|vypadá)[\s,]+(?:\S+\s+){0,3}?(?:že|ze|ako\s+keby|jako\s+by)|(?:geliyormuş|geliyormus|gönderilmiş|gonderilmis|yazmış|yazmis)\s+gibi|(?:seolah(?:-olah)?|terlihat\s+seperti|tampak\s+seperti)\s+(?:\S+\s+){0,3}?(?:dari|dikirim|ditulis)|(?:giống\s+như|trông\s+như|như\s+thể)\s+(?:\S+\s+){0,3}?(?:từ|gửi|viết)|giả\s+danh|mạo\s+danh|(?:parang|mukhang)\s+(?:\S+\s+){0,2}?(?:galing|mula)\s+(?:talaga\s+)?sa|(?:lijkt|lijken)\s+(?:\S+\s+){0,3}?alsof|mintha\s+(?:\S+\s+){0,4}?(?:küldte|kuldte|írta|irta)|(?:pară|para)\s+(?:\S+\s+){0,3}?(?:trimis|scris)\s+de)\>|(?:から|が)(?:来た|届いた|送った|書いた|送られた)(?:か)?のように|なりすま|看起来(?:像|就像)?(?:是)?[^，。,\n]{0,12}(?:发的|发来的|写的|寄来的)|冒充|假冒|(?:에서|가)\s*(?:보낸|온|쓴)\s*것처럼|사칭|انتحال|(?:जैसे|मानो)\s+(?:\S+\s+){0,3}?(?:से\s+(?:आया|आई)|ने\s+(?:भेजा|लिखा))`;
/** What the disguise is for: a code, a password, a card, money to a new account. */
const PAYOFF = String.raw`\<(?:otp|one-?time\s+(?:code|password|pin)|verification\s+code|\d-digit\s+code|security\s+code|pin|passwords?|card\s+(?:number|details)|cvv|bank\s+details|new\s+(?:bank\s+)?account|iban|gift\s+cards?|wire\s+transfer|codigo\s+(?:de\s+)?(?:verificacion|verificacao|seguridad|seguranca|sms)|contrasena|senha|numero\s+d[eo]\s+(?:la\s+)?(?:tarjeta|cartao)|(?:nueva|nova)\s+conta|cuenta\s+nueva|nueva\s+cuenta|transferencia|code\s+(?:de\s+)?(?:verification|securite|sms)|mot\s+de\s+passe|numero\s+de\s+carte|virement|nouveau\s+compte|(?:bestatigungs|sicherheits|verifizierungs)code|passwort|kennwort|kartennummer|uberweis\S*|neue[sn]?\s+konto\S*|codice\s+(?:di\s+)?(?:verifica|sicurezza)|numero\s+(?:della\s+)?carta|bonifico|nuovo\s+conto|код\S*\s+(?:из\s+)?(?:смс|sms|подтвержд\S*)|парол\S*|номер\S*\s+карт\S*|нов\S*\s+(?:сч[её]т|рахун)\S*|kod\s+(?:sms|weryfikacyjny|blik)|hasł\S*|numer\s+karty|przelew\S*|overovac\S*\s+kód|heslo|nov\S*\s+(?:účet|ucet)\S*|doğrulama\s+kodu|dogrulama\s+kodu|şifre\S*|kart\s+numara\S*|yeni\s+hesap|kode\s+(?:otp|verifikasi)|kata\s+sandi|nomor\s+kartu|rekening\s+baru|mã\s+(?:otp|xác\s+(?:minh|thực))|mật\s+khẩu|số\s+thẻ|tài\s+khoản\s+mới|verificatiecode|wachtwoord|kaartnummer|nieuw\s+rekeningnummer|jelszó|jelszo|kártyaszám|új\s+számla)\>|\d[\d\s.,]{0,9}\s?(?:€|\$|£|eur\b|usd\b|zł|kč)|(?:€|\$|£)\s?\d|認証コード|確認コード|ワンタイム|暗証番号|パスワード|カード番号|振り?込|送金|新しい口座|验证码|驗證碼|密码|密碼|卡号|银行卡|转账|轉帳|汇款|인증\s*번호|비밀번호|카드\s*번호|송금|새\s*계좌|رمز\s+(?:التحقق|التأكيد)|كلمة\s+(?:السر|المرور)|رقم\s+البطاقة|ओटीपी|पासवर्ड`;
/** The disguise taught, not used: awareness training, a bank's own warning. */
const NOT_AWARENESS = String.raw`^(?![\s\S]*\<(?:awareness|training|simulation|quiz|spot\s+the|red\s+flags?|warning\s+signs|(?:will|would)\s+never\s+ask|never\s+(?:share|give)|concientizacion|capacitacion|formacion|conscientizacao|treinamento|sensibilisation|schulung|formazione|обучени\S*|szkoleni\S*|phishing\s+test)\>)`;

// 2. A purpose of concealment: so that the victim or the checker does not notice.
const UNNOTICED = String.raw`\<(?:so\s+(?:that\s+)?(?:\S+\s+){0,2}?(?:won'?t|doesn'?t|don'?t|can'?t|cannot|will\s+not|does\s+not|do\s+not|never)\s+(?:\S+\s+)?(?:notice|suspect|detect|find\s+out|realize|realise|spot|doubt|catch\s+on|figure\s+(?:it\s+)?out)|without\s+(?:\S+\s+){0,2}?(?:noticing|suspecting|finding\s+out|realizing|catching\s+on)|(?:para\s+que|sin\s+que)\s+(?:\S+\s+){0,3}?(?:se\s+)?(?:den?\s+cuenta|noten?|sospechen?|descubran?|detecten?)|(?:para\s+que|sem\s+que|pra\s+que)\s+(?:\S+\s+){0,3}?(?:percebam?|desconfiem?|descubram?|notem?|detectem?)|(?:pour\s+que|sans\s+que)\s+(?:\S+\s+){0,4}?(?:rende\S*\s+(?:pas\s+)?compte|remarque\S*|soupconne\S*|decouvre\S*|detecte\S*)|(?:damit|ohne\s+dass)\s+(?:\S+\s+){0,4}?(?:merkt|merken|bemerkt|auffallt|auffällt|entdeckt|mitbekommt)|(?:cosi\s+che|in\s+modo\s+che|senza\s+che)\s+(?:\S+\s+){0,3}?(?:se\s+ne\s+)?(?:accorg\S*|noti\S*|sospett\S*|scopra\S*)|(?:чтобы|чтоб)\s+(?:\S+\s+){0,3}?не\s+(?:заметил\S*|заподозрил\S*|догадал\S*|обнаружил\S*)|(?:щоб|аби)\s+(?:\S+\s+){0,3}?не\s+(?:помітил\S*|запідозрил\S*|здогадал\S*)|(?:żeby|zeby|aby)\s+(?:\S+\s+){0,3}?nie\s+(?:zauważ\S*|zauwaz\S*|zorientował\S*|podejrzewał\S*|wykrył\S*)|aby\s+(?:\S+\s+){0,4}?(?:nevšim\S*|nevsim\S*|nezist\S*|nezjist\S*|neodhal\S*|nepozn\S*)|kad\s+(?:\S+\s+){0,3}?(?:nepastebėt\S*|nepastebet\S*|neįtart\S*|neitart\S*|neaptikt\S*)|lai\s+(?:\S+\s+){0,3}?(?:nepamanīt\S*|nepamanit\S*)|(?:fark\s+etmesin|fark\s+etmeden|anlamasın|şüphelenmesin|suphelenmesin)|(?:agar|supaya|biar)\s+(?:\S+\s+){0,3}?(?:tidak|tak|nggak|gak)\s+(?:curiga|sadar|ketahuan|terdeteksi)|(?:để|sao\s+cho)\s+(?:\S+\s+){0,3}?không\s+(?:nghi\s+ngờ|phát\s+hiện|nhận\s+ra)|(?:hindi|di)\s+(?:sila|siya)\s+(?:magduda|mahalata|makahalata|makapansin)|(?:zodat|zonder\s+dat)\s+(?:\S+\s+){0,3}?(?:niet|niemand)\s+(?:\S+\s+)?(?:merkt|doorheeft|opvalt|ontdekt)|(?:så\s+att|utan\s+att)\s+(?:\S+\s+){0,3}?(?:inte\s+)?(?:märker|misstänker|upptäcker)|(?:så\s+at|uden\s+at|uten\s+at)\s+(?:\S+\s+){0,3}?(?:ikke\s+)?(?:opdager|oppdager|merker)|hogy\s+(?:\S+\s+){0,3}?ne\s+(?:vegy\S*\s+(?:észre|eszre)|gyanakod\S*)|(?:ca\s+s[aă]|f[aă]r[aă]\s+ca)\s+(?:\S+\s+){0,3}?(?:nu\s+)?(?:observe|b[aă]nuiasc[aă]|descopere))\>|バレない|ばれない|気づかれない|気付かれない|怪しまれない|疑われない|不被(?:发现|察觉|怀疑|识破)|看不出来|不会(?:发现|怀疑|起疑)|들키지\s*않|눈치\s*채지\s*못|의심하지\s*않|(?:دون\s+أن|بحيث\s+لا|حتى\s+لا)\s+(?:\S+\s+){0,2}?(?:يلاحظ|يكتشف|يشك)|ताकि\s+(?:\S+\s+){0,3}?(?:पता\s+न|शक\s+न)`;
/** Forging, faking, impersonating. */
const FAKE_ACT = String.raw`\<(?:forg(?:e|ed|ing|ery)|fake[ds]?|faking|falsif\S*|counterfeit\S*|doctor(?:ed)?\s+(?:the\s+|a\s+)?(?:pdf|document|statement|certificate|record|payslip)|(?:pdf|document)\s+metadata|metadat\S*|impersonat\S*|falsific\S*|falsear|suplant\S*|forjar|adulterar|contrefa\S*|fausse?s?|fälsch\S*|falsch\S*|gefälscht\S*|gefalscht\S*|contraffa\S*|taroccare|подделат\S*|подделк\S*|поддельн\S*|фальшив\S*|підробит\S*|підробк\S*|podrobi\S*|sfałszow\S*|sfalszow\S*|fałszyw\S*|padělat\S*|padelat\S*|zfalšov\S*|sfalšov\S*|falošn\S*|falešn\S*|padirb\S*|suklastot\S*|viltot\S*|võltsi\S*|sahte\S*|palsu|memalsukan|làm\s+giả|giả\s+mạo|pekeng|peke|vervals\S*|förfalsk\S*|forfalsk\S*|hamisít\S*|hamisit\S*|hamis)\>|偽造|改ざん|改竄|伪造|造假|篡改|위조|تزوير|مزور\S*|مزيف\S*|जाली|फर्जी|फ़र्ज़ी`;

// 3. A trait and an adverse decision that is not a score cut (risk-rules-concepts.ts has those).
const TRAIT_MORE = String.raw`\<(?:graduation_?year|birth_?year|inferred_gender|gender|surnames?|(?:families\s+)?with\s+(?:kids|children)|has_?(?:kids|children)|familias\s+con\s+(?:hijos|ninos)|familles\s+avec\s+enfants|familien\s+mit\s+kindern|pregnan\S*|section\s+8|(?:housing\s+)?vouchers?(?:\s+holders?)?|religio\S*|hijab|mosque|synagogue|wheelchair|disab\S*|deaf|ethnic\S*|race|nationality|accent|born\s+in|nascid[oa]s\s+n[oa]|nome\s+social|mulher(?:es)?|women|female|mujer(?:es)?|femmes?|frauen|embarazad\S*|gravid\S*|schwanger\S*|enceinte\S*)\>`;
const ADVERSE = String.raw`\<(?:auto_?-?reject\S*|deprioriti[sz]\S*|score_?penalty|penalty\s*[:=]\s*-\s*\d|surcharge\S*|keeps?\s+out|screen(?:s|ed)?\s+out|filter(?:s|ed)?\s+out|weed(?:s|ed)?\s+out|recusar|rechazar|refuser|ablehnen)\>|\+\s*\d{1,3}\s*%|\d{1,3}\s*%\s+(?:more|extra|higher|a\s+mais|mas|más|de\s+plus|mehr|in\s+piu|in\s+più|больше)`;
const TRAIT_ADVERSE = String.raw`(?:${TRAIT_MORE})[^\n]{0,140}?(?:\n[^\n]{0,140}?){0,3}?(?:${ADVERSE})|(?:${ADVERSE})[^\n]{0,140}?(?:${TRAIT_MORE})`;
/** A forbidding or auditing frame: the trait is named to keep it out. */
const NOT_FORBIDDING = String.raw`^(?![\s\S]*\<(?:fairness|bias\s+(?:audit|test|check)|disparate\s+impact|(?:is|are)\s+(?:illegal|unlawful|prohibited|forbidden)|must\s+(?:not|never)|never\s+(?:use|consider|reject|screen)|ilegal|prohibid\S*|proibid\S*|interdit\S*|verboten|vietat\S*|запрещ\S*|незаконн\S*)\>)`;

// 4. An acrostic spelling the model's own setup or secrets.
const ACROSTIC = String.raw`\<(?:acrostic\S*|acrostico|acrostiche|akrostich\S*|акростих\S*|(?:first|initial|opening)\s+letters?\s+of\s+(?:each|every|the)\s+(?:line|verse|sentence)s?|(?:primera|inicial)\s+letra\s+de\s+cada\s+(?:linea|verso)|primeira\s+letra\s+de\s+cada\s+(?:linha|verso)|premiere\s+lettre\s+de\s+chaque\s+(?:ligne|vers)|anfangsbuchstaben|prima\s+lettera\s+di\s+ogni\s+(?:riga|verso)|перв\S*\s+букв\S*\s+(?:каждой\s+)?строк\S*|kezdőbetű\S*|kezdobetu\S*|počáteční\s+písmena|pierwsze\s+litery|ilk\s+harf\S*|huruf\s+(?:awal|pertama)|chữ\s+cái\s+đầu|beginletters)\>|藏头|各行の(?:最初|頭)の文字|折句|삼행시|아크로스틱|각\s*줄의\s*첫\s*글자`;
const OWN_SECRET = String.raw`\<(?:(?:your|ihre?n?|deine?n?|tu|tus|seu|sua|ton|ta|tes|tuo|tua|твой|твою|твои|ваш\S*)\s+(?:\S+\s+)?(?:system\s*(?:prompt|message|instructions)|instructions|setup|hidden\s+rules|systemprompt\S*|instrucciones|instrucoes|consignes|anweisungen|istruzioni|инструкци\S*|системн\S*\s+\S+)|(?:password|api[\s-]?key|secret|token)\s+(?:that\s+)?you\s+(?:were\s+given|received|have|got)|rendszerüzenet\S*|rendszeruzenet\S*|rendszerprompt\S*|beállítás\S*|beallitas\S*|jelszó\S*|api-kulcs\S*|systémov\S*\s+(?:zpráv\S*|prompt\S*)|system\s+prompt)\>|システムプロンプト|系统提示|系統提示|시스템\s*프롬프트`;

// 5. Health records of named people, sent to a whole company or group.
const HEALTH = String.raw`\<(?:hiv|aids|medical\s+(?:records?|files?|history)|diagnos[ie]s|psychiatric|mental\s+health|sick\s+notes?|historia[l]?\s+clinic[oa]|historial\s+medico|diagnosticos?|vih|prontuarios?|dossiers?\s+medica(?:l|ux)|diagnostics?|krankenakten?|diagnosen?|медицинск\S*\s+карт\S*|диагноз\S*|вич|bệnh\s+án|xét\s+nghiệm|tâm\s+thần|rekam\s+medis|diagnosa|tıbbi\s+kayıt\S*|teşhis\S*|dokumentacj\S*\s+medyczn\S*|diagnoz\S*|cartelle\s+cliniche|medische\s+dossiers?)\>|病歴|カルテ|診断|病历|诊断|艾滋|의료\s*기록|진단|السجلات\s+الطبية|التشخيص`;
const BROADCAST = String.raw`\<(?:(?:post|share|send|publish|announce)\S*\s+(?:\S+\s+){0,5}?(?:the\s+)?(?:whole|entire|all)\s+(?:company|team|office|staff|school|class|building)|(?:company|office|school)-?wide\s+(?:group|chat|channel|email|list)|(?:the\s+)?(?:whole|entire)\s+(?:company|office|staff|school|workforce)|all\s+(?:staff|employees|colleagues)|(?:todo\s+el\s+personal|toda\s+la\s+empresa|toda\s+a\s+empresa|todos\s+os\s+funcionarios)|(?:toute\s+l'entreprise|tout\s+le\s+personnel)|(?:ganzen?\s+firma|alle\s+mitarbeite\S*|gesamte\s+belegschaft)|(?:tutta\s+l'azienda|tutti\s+i\s+dipendenti)|(?:всей\s+компании|всем\s+сотрудникам|общ\S*\s+чат\S*)|toàn\s+công\s+ty|(?:nhóm|group)\s+(?:zalo|chat|facebook)|seluruh\s+(?:kantor|karyawan|perusahaan)|tüm\s+(?:şirket|çalışanlar)\S*|całej\s+firmy|wszystkim\s+pracownikom)\>|全社|全員に|全公司|所有员工|公司群|전\s*직원|회사\s*단톡|جميع\s+الموظفين`;
/** Statistics or anonymised data, and awareness messages, are the look-alikes. */
const NOT_ANONYMOUS = String.raw`^(?![\s\S]*\<(?:anonymi[sz]\S*|aggregate\S*|statistics|awareness|without\s+names|no\s+names|anonim\S*|anonym\S*|estadistica\S*|sans\s+noms?|ohne\s+namen|ẩn\s+danh|không\s+(?:ghi|nêu)\s+tên)\>)`;

// 6. A gun or an explosive to be made, in scripts the weapon rules did not cover (Tamil, Telugu,
// Kannada, Malayalam, Bengali, Gujarati, Punjabi, Urdu, Persian, Sinhala, Amharic, Swahili, Thai,
// Burmese, Khmer; the Devanagari words join those of risk-rules-round11.ts).
const WEAPON = String.raw`\<(?:bunduki|bomu|baruti|vilipuzi)\>|துப்பாக்கி|வெடிமருந்து|வெடிகுண்டு|తుపాకీ|తుపాకి|బాంబు|పేలుడు|మందుగుండు|ಬಂದೂಕು|ಪಿಸ್ತೂಲ್|ಬಾಂಬ್|ಸ್ಫೋಟಕ|ಮದ್ದುಗುಂಡು|തോക്ക്|ബോംബ്|സ്ഫോടക|വെടിമരുന്ന്|বন্দুক|পিস্তল|বোমা|বারুদ|বিস্ফোরক|बंदूक|पिस्तौल|पिस्तूल|बारूद|विस्फोटक|બંદૂક|બોમ્બ|વિસ્ફોટક|દારૂગોળો|ਬੰਦੂਕ|ਪਿਸਤੌਲ|ਬੰਬ|ਬਾਰੂਦ|بندوق|پستول|بارود|دھماکہ\s+خیز|تفنگ|مواد\s+منفجره|තුවක්කු|බෝම්බ|පුපුරණ|ሽጉጥ|ጠመንጃ|ቦምብ|ፈንጂ|ปืน|ระเบิด|ดินปืน|သေနတ်|ဗုံး|កាំភ្លើង|គ្រាប់បែក`;
/** A water pistol, a toy or a glue gun is made, not a weapon. */
const NOT_TOY = String.raw`^(?![\s\S]*(?:ฉีดน้ำ|ของเล่น|ปืนกาว|தண்ணீர்|பொம்மை|पानी\s+की|खिलौना|খেলনা|জলের|బొమ్మ|నీటి|ಆಟಿಕೆ|കളിപ്പാട്ട|\<(?:toy|water\s+gun|ya\s+maji|ya\s+kuchezea)\>))`;
/** How to make it: the how-to and the making verb of the same languages. */
const MAKE_HOWTO = String.raw`\<(?:jinsi\s+ya\s+kutengeneza|kutengeneza)\>|எப்படி\s+(?:செய்வது|தயாரிப்பது|செய்ய|தயாரிக்க)|செய்வது\s+எப்படி|தயாரிப்பது\s+எப்படி|ఎలా\s+(?:తయారు|చేయాలి|చేయడం)|తయారు\s+చేయడం\s+ఎలా|ಹೇಗೆ\s+(?:ತಯಾರಿಸ|ಮಾಡ)|ತಯಾರಿಸುವುದು\s+ಹೇಗೆ|എങ്ങനെ\s+(?:ഉണ്ടാക്ക|നിർമ്മിക്ക)|ഉണ്ടാക്കുന്ന\s+വിധം|(?:কীভাবে|কিভাবে)\s+(?:বানা|তৈরি)|বানানোর\s+(?:উপায়|নিয়ম)|कैसे\s+(?:बनाएं|बनाए|बनाऊं|बनाऊँ|बनाते|बनता)|बनाने\s+का\s+तरीका|(?:कसे|कसा|कशी)\s+बनव|कसरी\s+बनाउ|કેવી\s+રીતે\s+બનાવ|ਕਿਵੇਂ\s+ਬਣਾ|کیسے\s+(?:بنائیں|بناؤں|بنا)|بنانے\s+کا\s+طریقہ|(?:چطور|چگونه)\s+(?:بسازم|بسازیم|درست\s+کن)|හදන්නේ\s+කොහොමද|හදන\s+විදිය|እንዴት\s+(?:መሥራት|መስራት|እንደሚሠራ|እሠራ)|วิธี(?:ทำ|ประกอบ|สร้าง)|ทำ\S{0,6}อย่างไร|ဘယ်လို(?:လုပ်|ပြုလုပ်)|របៀប(?:ធ្វើ|ផលិត)`;

export const PURPOSE_RULES: readonly RiskRule[] = [
  {
    id: 'deception_passes_as_sender_for_payoff',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Impersonation: a message is to pass as coming from someone else (a bank, a payment app, a manager) and asks for a code, a password, card details or money to a new account: phishing or CEO fraud.',
    pattern: intl(LOOKS_FROM),
    requireNearby: intl(PAYOFF),
    gate: [intl(PAYOFF), intl(NOT_AWARENESS)],
    revise: {
      clause: 'Write in your own name and never ask for codes, passwords or payments to new accounts.',
    },
  },
  {
    id: 'deception_faked_so_nobody_notices',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Fraud: a document or message is to be forged, faked or impersonated so that the bank, the checker or the victim does not notice.',
    pattern: intl(UNNOTICED),
    // Not "looks like it came from": a card signed by the whole team, kept a surprise, is that too.
    requireNearby: intl(FAKE_ACT),
    gate: intl(FAKE_ACT),
    revise: { clause: 'Use genuine documents and say who you are.' },
  },
  {
    id: 'bias_trait_next_to_adverse_decision',
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory criterion: a protected trait (or a proxy: graduation year, surname, children, housing vouchers) sits next to an adverse decision (auto-reject, deprioritise, keep out, a surcharge).',
    pattern: intl(TRAIT_ADVERSE),
    gate: [intl(ADVERSE), intl(NOT_FORBIDDING)],
    revise: {
      clause: 'Decide on job- or risk-related criteria only; drop protected traits and their proxies.',
    },
  },
  {
    id: 'extraction_acrostic_of_own_setup',
    section: 'safety',
    family: 'prompt_extraction',
    severity: 'high',
    issue:
      "Prompt extraction: an acrostic (the first letters of the lines) is to spell the model's own setup, system message or secrets, so that the leak hides in a poem.",
    pattern: intl(ACROSTIC),
    requireNearby: intl(OWN_SECRET),
    revise: { clause: 'Write the poem about a topic of your own; the setup stays private.' },
  },
  {
    id: 'privacy_health_records_broadcast',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue:
      "Privacy: people's health records (HIV status, psychiatric notes, diagnoses) are to be shared with a whole company or group.",
    pattern: intl(HEALTH),
    requireNearby: intl(BROADCAST),
    gate: [intl(BROADCAST), intl(NOT_ANONYMOUS)],
    revise: { clause: 'Share health information only with those who need it, with consent, or anonymised.' },
  },
  {
    id: 'weapon_made_other_scripts',
    section: 'safety',
    family: 'weapons',
    severity: 'high',
    issue:
      'Weapons: asks how to make a gun, a bomb or its powder (in a language whose weapon words the other rules lack).',
    pattern: intl(WEAPON),
    requireNearby: intl(MAKE_HOWTO),
    gate: intl(NOT_TOY),
    revise: { clause: 'Do not ask how to make weapons or explosives.' },
  },
];
