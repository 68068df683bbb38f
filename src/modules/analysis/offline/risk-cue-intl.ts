// Issue 27, seventh round: the cue groups of the classifier in ten more languages — Italian,
// Dutch, Polish, Turkish, Indonesian, Vietnamese, Korean, Arabic, Hindi and Ukrainian — for the
// kinds the blind authors wrote in them (leave-one-author-out misses by language). A group is a
// feature by its NAME, so a weight learned from English, Spanish or Russian prompts applies to a
// Turkish or Korean prompt of the same kind: this is the classifier's way across languages, not a
// list of phrases of one data set. Same conventions as risk-cue-lexicon.ts (folded text: lower
// case, accents dropped from Latin letters; Polish ł, Turkish ı and Vietnamese đ stay as they are);
// Korean, Arabic and Devanagari fragments are matched anywhere, like Chinese and Japanese.
// Merged into the groups of risk-cue-lexicon.ts and risk-cue-harm.ts by risk-cues.ts.

export const INTL_CUES: Record<string, readonly string[]> = {
  override: [
    // it, nl, pl, id, vi, uk: verb + object; tr, ko, hi: object + verb
    String.raw`(?:ignora|ignorate|dimentica|dimenticate|trascura|negeer|vergeet|zignoruj|ignoruj|zapomnij|pomin|abaikan|lupakan|bo qua|phot lo|quen (?:đi|di))\s+(?:\S+\s+){0,4}?(?:istruzioni|regole|indicazioni|direttive|precedenti|quanto sopra|instructies|regels|richtlijnen|aanwijzingen|vorige|eerdere|bovenstaande|instrukcj\S*|zasad\S*|polecen\S*|poprzedni\S*|wczesniejsz\S*|instruksi|aturan|perintah|petunjuk|sebelumnya|di atas|huong dan|chi dan|quy tac|chi thi|truoc (?:đo|do))`,
    String.raw`(?:talimat\S*|kural\S*|yonerge\S*|onceki\S*)\s+(?:\S+\s+){0,3}?(?:yok ?say\S*|gormezden gel\S*|unut\S*|dikkate alma\S*)`,
    String.raw`(?:ігноруй|проігноруй|забудь|не зважай на)\s+(?:\S+\s+){0,4}?(?:інструкці\S*|правил\S*|вказів\S*|попередн\S*)`,
    String.raw`(?:지시|지침|명령|규칙|프롬프트)[^.\n]{0,12}(?:무시|잊어)|(?:تجاهل|انس|تجاوز)[^.\n]{0,30}(?:التعليمات|الأوامر|القواعد|الإرشادات|السابقة)|(?:निर्देश|नियम|आदेश)[^।.\n]{0,20}(?:अनदेखा|भूल|नज\S*रअंदाज)`,
  ],
  prompt_leak: [
    String.raw`prompt di sistema|istruzioni (?:iniziali|nascoste|originali|di sistema)|le tue istruzioni|systeemprompt|systeeminstructies|(?:je|jouw) (?:oorspronkelijke )?instructies|prompt systemow\S*|instrukcj\S* systemow\S*|(?:twoje|swoje) instrukcje|sistem (?:istem\S*|komut\S*|talimat\S*|prompt\S*)|(?:gizli|ilk|orijinal) talimat\S*|prompt sistem|instruksi (?:sistem|awal|asli|tersembunyi)|instruksimu|(?:loi nhac|prompt|chi dan|huong dan) he thong|huong dan (?:ban đau|ban dau|goc)`,
    String.raw`parola per parola|woord voor woord|letterlijk|slowo w slowo|doslownie|kelimesi kelimesine|harfiyen|kata demi kata|nguyen van`,
    String.raw`системн\S* (?:промпт|інструкці\S*|повідомлен\S*)|(?:твої|ваші) інструкції|дослівно`,
    String.raw`시스템\s*프롬프트|시스템\s*메시지|초기\s*지시|원래\s*지시|(?:너의|당신의|네)\s*지시|موجه النظام|تعليمات النظام|رسالة النظام|تعليماتك|التعليمات الأصلية|حرفي|كلمة بكلمة|सिस्टम (?:प्रॉम्प्ट|प्रोम्प्ट|निर्देश)|(?:आपके|तुम्हारे) निर्देश|मूल निर्देश|शब्दशः`,
  ],
  reveal: [
    String.raw`mostra\S*|rivela|ripeti|stampa|dimmi|toon|herhaal|onthul|pokaz|wypisz|powtorz|ujawnij|wyswietl|goster\S*|tekrarla\S*|yazd\S*|tampilkan|tunjukkan|ulangi|cetak|ungkapkan|sebutkan|hien thi|in ra|lap lai|tiet lo`,
    String.raw`покажи|виведи|повтори|розкрий|скажи`,
    String.raw`보여|알려|출력|반복해|공개해|اعرض|أظهر|اطبع|كرر|اكشف|أخبرني|दिखाओ|दिखाएं|बताओ|बताइए|दोहराओ`,
  ],
  no_limits: [
    // Restrictions, censorship, filters, rules; not bare "limits" (a phone plan "senza limiti").
    String.raw`senza (?:alcun\S* )?(?:restrizion\S*|filtr\S*|censura|regol\S*)|nessun\S* (?:restrizion\S*|regol\S*)|zonder (?:enige )?(?:beperkingen|filters?|censuur|regels)|bez (?:zadnych )?(?:filtrow|cenzury|zasad)|k[iı]s[iı]tlamas[iı]z|sansursuz|filtresiz|tanpa (?:filter|sensor|aturan)|khong (?:co )?(?:kiem duyet|quy tac|bo loc)`,
    String.raw`без (?:жодних )?(?:фільтрів|цензури|правил)`,
    String.raw`제한\s*(?:없는|없이)|필터\s*없이|검열\s*없이|بدون (?:أي )?(?:قيود|فلاتر|رقابة|قواعد)|بلا قيود|बिना (?:किसी )?(?:प्रतिबंध|फ़िल्टर|फिल्टर|नियम)`,
  ],
  persona_mode: [
    String.raw`modalita (?:sviluppatore|senza (?:limiti|restrizioni)|dio)|ontwikkelaarsmodus|tryb (?:dewelopera|programisty|bez ograniczen)|gelistirici modu|mode (?:pengembang|tanpa batas)|che đo (?:nha phat trien|khong gioi han)`,
    String.raw`режим (?:розробника|без обмежень)`,
    String.raw`개발자\s*모드|탈옥|وضع المطور|كسر الحماية|डेवलपर मोड`,
  ],
  role_frame: [
    String.raw`fingi|immagina|fai finta|comportati come|doe alsof|stel je voor|speel de rol|udawaj|wyobraz sobie|wciel sie|gibi davran|rol yap|hayal et|farz et|berpura-pura|bayangkan|berperan sebagai|bertindaklah sebagai|gia vo|tuong tuong|đong vai`,
    String.raw`уяви|прикинься|вдавай|зіграй роль`,
    String.raw`척\s*해|상상해|역할극|연기해|تظاهر|تخيل|العب دور|नाटक करो|कल्पना करो|की भूमिका`,
  ],
  weapon: [
    String.raw`bomba|bombe|esplosiv\S*|ordigno|bommen|bom maken|membuat bom|bom rakitan|springstof\S*|materialy wybuchowe|[lł]adun\S* wybuchow\S*|patlay\S*|bahan peledak|peledak|chat no|thuoc no`,
    String.raw`бомб\S*|вибухівк\S*`,
    String.raw`폭탄|폭발물|화약|قنبلة|متفجرات|عبوة ناسفة|बम|विस्फोटक`,
  ],
  cyber: [
    String.raw`hackerare|bucare|inbreken|zhakowac|wlamac sie|hackle\S*|meretas|membobol|xam nhap|be khoa`,
    String.raw`зламати|злам\S*`,
    String.raw`해킹|계정\s*탈취|اختراق|تهكير|हैक`,
  ],
  drugs: [
    String.raw`metanfetamina|cocaina|eroina|droghe|crystal meth|narkotyk\S*|metamfetamin\S*|amfetamin\S*|uyusturucu|kokain|eroin|narkoba|sabu|ma tuy|thuoc phien`,
    String.raw`наркотик\S*|метамфетамін\S*`,
    String.raw`마약|필로폰|코카인|مخدرات|ميثامفيتامين|كوكايين|नशीले पदार्थ|ड्रग्स`,
  ],
  violence: [
    String.raw`uccidere|ammazzare|avvelenare|vermoorden|vergiftigen|zabic|otruc|oldur\S*|zehirle\S*|membunuh|meracuni|giet|đau đoc|ha đoc`,
    String.raw`вбити|отруїти|вбивств\S*`,
    String.raw`죽이|독살|살해|قتل|تسميم|हत्या|मार डाल|ज़हर दे|जहर दे`,
  ],
  self_harm: [
    String.raw`suicid\S*|zelfmoord|samobojstw\S*|intihar|bunuh diri|melukai diri|tu tu|tu sat`,
    String.raw`самогубств\S*|суїцид\S*`,
    String.raw`자살|자해|انتحار|إيذاء النفس|आत्महत्या`,
  ],
  fraud: [
    String.raw`truffa\S*|frode|riciclaggio|oplichting|fraude|witwassen|oszustw\S*|wyludz\S*|pranie pieniedzy|doland\S*|sahtecilik|kara para|penipuan|menipu|pencucian uang|lua đao|lua gat|rua tien`,
    String.raw`шахрайств\S*|відмиван\S*`,
    String.raw`사기|피싱|돈세탁|احتيال|نصب|غسيل الأموال|धोखाधड़ी|ठगी|फ्रॉड`,
  ],
  evasion: [
    String.raw`senza (?:farsi|essere) (?:beccare|scoprire|scoperto|beccato)|senza che nessuno (?:se ne accorga|lo sappia)|zonder (?:gepakt|betrapt|ontdekt) te worden|zonder dat iemand het (?:merkt|weet)|bez wpadki|bez wykrycia|niepostrzezenie|yakalanmadan|fark edilmeden|iz b[iı]rakmadan|tanpa ketahuan|tanpa terdeteksi|tanpa jejak|khong bi phat hien|khong bi bat|khong ai biet|len lut`,
    String.raw`непомітно|щоб ніхто не (?:дізнався|помітив)|без слідів|таємно`,
    String.raw`들키지\s*않|걸리지\s*않|몰래|흔적\s*없이|دون أن (?:يكتشف|يلاحظ|يعرف)|بدون أن (?:يلاحظ|يعرف)|دون ترك أثر|خلسة|पकड़े बिना|बिना पकड़े|चुपके से`,
  ],
  instructional: [
    String.raw`come (?:si )?(?:fa|fare|posso|faccio|costruire|preparare)|passo (?:dopo|per) passo|spiegami come|hoe (?:maak|kan|moet) ik|stap voor stap|jak (?:zrobic|mam|moge|zbudowac)|krok po kroku|nas[iı]l (?:yap\S*|ed\S*)|ad[iı]m ad[iı]m|cara (?:membuat|untuk)|bagaimana cara|langkah demi langkah|cach (?:lam|che tao)|lam the nao|tung buoc`,
    String.raw`як (?:зробити|виготовити|мені)|покроков\S*|крок за кроком`,
    String.raw`방법|어떻게|단계별|كيف (?:أصنع|أقوم|يمكنني)|خطوة بخطوة|कैसे (?:बनाएं|बनाऊं|करें|करूं)|चरण दर चरण`,
  ],
  covert: [
    String.raw`di nascosto|segretamente|spiare|stiekem|bespioneren|potajemnie|szpiegowac|gizlice|casusluk|diam-diam|memata-matai|bi mat|theo doi`,
    String.raw`потай|шпигувати|стежити за`,
    String.raw`몰래|감시|미행|سرا|تجسس|تعقب|चुपके|जासूसी`,
  ],
  locate_person: [
    String.raw`(?:dove|in che via) (?:abita|vive|lavora)|indirizzo di casa|waar (?:hij|zij|ze) (?:woont|werkt)|huisadres|gdzie (?:mieszka|pracuje)|adres domowy|nerede (?:oturuyor|yas\S*|cal[iı]s\S*)|ev adresi|di mana (?:dia )?(?:tinggal|bekerja)|alamat rumah|(?:o|song o) đau|đia chi nha`,
    String.raw`де (?:він|вона) (?:живе|працює)|домашн\S* адрес\S*`,
    String.raw`어디\s*(?:사는지|살고|일하는지)|집\s*주소|أين (?:يسكن|تسكن|يعمل|تعمل)|عنوان (?:منزل|سكن)|कहाँ (?:रहता|रहती|काम)|घर का पता`,
  ],
  impersonate: [
    String.raw`fingendo(?:si)? di essere|spacciandosi per|a nome della banca|zich voordoen als|namens de bank|podszywa\S*|w imieniu banku|gibi davranarak|ad[iı]na|menyamar sebagai|atas nama bank|gia danh|mao danh`,
    String.raw`від імені|видаючи себе за`,
    String.raw`사칭|은행을\s*사칭|منتحلا|انتحال|बनकर|के नाम से`,
  ],
  protected: [
    String.raw`donne|incinta|di eta|stranier\S*|disabil\S*|religione|cognome|vrouwen|zwanger|leeftijd|buitenlanders?|migrant\S*|handicap|achternaam|postcode|kobiet\S*|ciaz\S*|wiek|cudzoziem\S*|niepelnospraw\S*|nazwisk\S*|kad[iı]n\S*|hamile|yas[iı] \d\d|yabanc[iı]\S*|engelli|soyad\S*|perempuan|hamil|usia|umur|asing|disabilitas|agama|nama belakang|phu nu|mang thai|tuoi|nguoi nuoc ngoai|khuyet tat|ton giao`,
    String.raw`жінк\S*|вагітн\S*|вік\S*|іноземц\S*|інвалід\S*|релігі\S*|прізвищ\S*`,
    String.raw`여성|임신|나이|연령|외국인|장애|종교|출신|성씨|النساء|امرأة|حامل|العمر|السن|الأجانب|إعاقة|الدين|महिला|गर्भवती|उम्र|विदेशी|विकलांग|धर्म|जाति`,
  ],
  adverse: [
    String.raw`scart\S*|escludi\S*|penalizz\S*|rifiuta\S*|afwijz\S*|uitsluit\S*|sluit .{0,30}uit|wijs .{0,30}af|odrzuc\S*|wyklucz\S*|reddet\S*|eleyin|elensin|elenmeli|puan dus\S*|tolak|coret|kurangi (?:poin|nilai)|loai bo|tu choi|tru điem`,
    String.raw`відхиляй\S*|відхилити|виключ\S*|не брати`,
    String.raw`탈락|제외|불합격|감점|رفض|استبعاد|أقصِ|خصم نقاط|अस्वीकार|बाहर कर|अंक काट`,
  ],
  protective: [
    String.raw`protegg\S*|prevenire|riconoscere|segnalare|sicurezza|beschermen|voorkomen|herkennen|melden|veiligheid|zapobiega\S*|rozpozna\S*|bezpieczen\S*|korumak|onlemek|tan[iı]mak|guvenlik|melindungi|mencegah|mengenali|keamanan|bao ve|phong tranh|nhan biet|an toan`,
    String.raw`захист\S*|запобіг\S*|розпізна\S*|безпек\S*`,
    String.raw`보호|예방|식별|안전|حماية|منع|التعرف على|الأمان|सुरक्षा|रोकथाम|पहचान`,
  ],
  fiction: [
    String.raw`racconto|romanzo|personaggio|verhaal|roman|personage|opowiadanie|powiesc|postac|hikaye|roman|karakter|cerita|novel|tokoh|truyen|tieu thuyet|nhan vat`,
    String.raw`оповідан\S*|персонаж\S*`,
    String.raw`소설|이야기|캐릭터|قصة|رواية|شخصية|कहानी|उपन्यास|किरदार`,
  ],
};
