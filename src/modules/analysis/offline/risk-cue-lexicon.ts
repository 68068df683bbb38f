// The cue groups of the risk classifier, in English, Spanish, Portuguese, French, German, Russian,
// Japanese and Chinese, written against folded text (risk-text.foldText: lower case, no accents on
// Latin letters). A group names a KIND of content (an override of instructions, a weapon, a
// protected trait, a protective purpose); alone it is rarely conclusive, and the classifier learns
// the weight of each group and of the pairs in risk-cues.ts. Fragments are alternatives of one
// regular expression: Latin and Cyrillic ones are matched as whole words, CJK ones anywhere.

export const CUE_LEXICON: Record<string, readonly string[]> = {
  // ---- instructions: override, extraction, persona, authority, encoding ----
  override: [
    String.raw`(?:ignore|ignoring|disregard|forget|override|bypass|skip|discard|abandon|set aside|throw away|drop)\s+(?:\S+\s+){0,4}?(?:instructions?|rules|guidelines|directives|prompts?|programming|restrictions|constraints|guardrails|polic(?:y|ies)|training|directions)`,
    String.raw`(?:ignore|disregard|forget)\s+(?:all\s+|everything\s+|anything\s+)?(?:the\s+)?(?:above|before|previous|prior|preceding|that came before)`,
    String.raw`(?:olvida|olvide|olvidate|ignora|ignore|omite|descarta|desestima)\s+(?:\S+\s+){0,4}?(?:instrucciones|reglas|indicaciones|directrices|lo anterior|anteriores)`,
    String.raw`(?:ignore|ignora|esqueca|desconsidere|descarte)\s+(?:\S+\s+){0,4}?(?:instrucoes|regras|diretrizes|orientacoes|anteriores|acima)`,
    String.raw`(?:ignore|ignorez|oublie|oubliez|neglige)\s+(?:\S+\s+){0,4}?(?:instructions|consignes|regles|directives|precedentes|ce qui precede)`,
    String.raw`(?:ignoriere|ignorier|vergiss|missachte|uberspringe)\s+(?:\S+\s+){0,4}?(?:anweisungen|regeln|vorgaben|richtlinien|vorherigen|bisherigen|obigen)`,
    String.raw`(?:игнорируй|игнорируйте|проигнорируй|забудь|забудьте|отбрось|не обращай внимания на)\s+(?:\S+\s+){0,4}?(?:инструкци\S*|правил\S*|указани\S*|предыдущ\S*|выше)`,
    String.raw`(?:指示|ルール|命令|設定|プロンプト|これまで|以前|上記)[^。\n]{0,12}(?:無視|忘れ)`,
    String.raw`(?:忽略|无视|忘记|忘掉|不要理会)[^。\n]{0,12}(?:指令|指示|规则|提示|之前|以上|上面)`,
  ],
  prompt_leak: [
    String.raw`(?:system|initial|original|hidden|secret|internal|pre)[ -]?(?:prompt|instructions|message|rules)`,
    String.raw`(?:your|the)\s+(?:instructions|prompt|context window|configuration|guidelines)\s+(?:above|so far|you were given|verbatim|word for word|in full)`,
    String.raw`(?:everything|all|the text|the words|what(?:'s| is| was)? written)\s+(?:above|before this|so far|before my message)`,
    String.raw`(?:instructions|prompt)\s+so far`,
    String.raw`verbatim|word for word|palabra por palabra|palavra por palavra|mot pour mot|wort fur wort|wortwortlich|дословно|слово в слово`,
    String.raw`(?:prompt|mensaje) del sistema|tus instrucciones|prompt do sistema|suas instrucoes|prompt systeme|tes instructions|systemprompt|deine anweisungen|системн\S* (?:промпт|инструкци\S*|сообщени\S*)|твои инструкции`,
    String.raw`システムプロンプト|一字一句|そのまま表示|系统提示|提示词|原样输出|你的指令`,
  ],
  reveal: [
    String.raw`(?:reveal|print|show|output|repeat|display|leak|dump|disclose|echo|recite|spell(?: out)?|tell me|give me|write out|list)`,
    String.raw`(?:muestra|muestrame|revela|repite|imprime|mostre|revele|repita|montre|affiche|revele|repete|zeige|zeig|gib|verrate|wiederhole|покажи|выведи|повтори|раскрой|скажи)`,
    String.raw`表示|教えて|見せて|出力|输出|显示|告诉我|透露`,
  ],
  secret: [
    String.raw`(?:password|passphrase|passcode|secret (?:word|code|key|phrase)|access code|the code|the secret)`,
    String.raw`contrasena|clave secreta|senha|mot de passe|passwort|kennwort|пароль|секретн\S* (?:слово|код)|パスワード|合言葉|密码|口令`,
  ],
  no_limits: [
    String.raw`(?:no|zero|without(?: any)?|free (?:of|from)|not bound by(?: any)?|beyond)\s+(?:\S+\s+)?(?:restrictions|limitations|limits|filters?|filtering|censorship|guardrails|morals?|ethics|rules|boundaries|guidelines|content polic(?:y|ies)|safety (?:measures|guidelines|rules))(?!\s+(?:on|for|about)\s+(?:the\s+)?(?:length|format|style|topic|number|words?|size|tone|structure|outline))`,
    String.raw`unfiltered|uncensored|unrestricted|unlimited (?:ai|mode|power)|amoral|immoral ai|unethical ai|anything goes|can do anything|do anything now|never (?:refuses?|says? no|declines?)|(?:will|must|should|can) not refuse|(?:won'?t|doesn'?t|don'?t|cannot|can'?t) refuse|always (?:complies|comply|answers?)`,
    String.raw`no matter how (?:immoral|unethical|illegal|dangerous|harmful|offensive|inappropriate)|regardless of (?:legality|ethics|morality|the law|consequences|policy|polic(?:y|ies))|without (?:warnings?|disclaimers?|caveats|moralizing|lectures?)|(?:broken|broke|break) free|(?:does|do) not (?:have to )?(?:abide|follow|obey) (?:any|the|by)`,
    String.raw`sin (?:ningun tipo de |ninguna? )?(?:restricciones|filtros?|limites|reglas|censura|advertencias)|sem (?:nenhuma )?(?:restricoes|filtros?|limites|regras|censura)|sans (?:aucune )?(?:restriction|filtre|limite|censure|regle)s?|aucune (?:restriction|limite|regle)|ohne (?:jegliche )?(?:einschrankungen|filter|regeln|zensur|grenzen)|uneingeschrankt\S*|без (?:каких-либо |всяких )?(?:ограничений|фильтров|цензуры|правил)`,
    String.raw`制限なし|制限のない|制限を解除|制約なし|没有(?:任何)?限制|不受(?:任何)?限制|无限制|没有(?:任何)?规则`,
  ],
  persona_mode: [
    String.raw`(?:developer|dev|debug|god|jailbreak|jailbroken|evil|unlocked|unrestricted|opposite|chaos|sudo|maintenance|dan|baby|rebel|anarchy|villain|dark)\s+mode`,
    String.raw`(?:stay|remain|staying) in character|break(?:ing)? character|out of character|two (?:responses|answers|personalities|personas)|dual response`,
    String.raw`jailbr\S*|you are no longer (?:an? )?(?:ai|assistant|chatgpt|language model|bound)|from now on,? you (?:are|will (?:be|act|respond|answer))|you will now (?:act|respond|answer|be)`,
    String.raw`modo (?:desarrollador|desenvolvedor|dios|sin restricciones|libre)|mode (?:developpeur|sans restriction|libre)|entwicklermodus|режим (?:разработчика|без ограничений|бога)|開発者モード|开发者模式|越狱`,
  ],
  authority: [
    String.raw`(?:system|admin|root|developer|security)\s+(?:override|notice|message|update|access|mode|level)|authori[sz]ation level|sudo\b|(?:i am|i'm) (?:your|the) (?:developer|creator|admin|administrator|owner|programmer)|(?:openai|anthropic|the developers?) (?:has|have) (?:authori[sz]ed|updated|changed)`,
    String.raw`end of (?:user )?(?:input|prompt|instructions)|begin(?:ning)? (?:of )?(?:new )?(?:system|instructions)|new (?:system )?instructions|updated instructions|im_start|<\|system\|>|\[system\]|system\s*:`,
  ],
  encoding: [
    String.raw`base ?64|rot ?13|hexadecimal|caesar cipher|pig latin|morse code|leet ?speak|reversed text|backwards|spell it|first letter of each|acrostic|encode[ds]?|decode[ds]?|decoding|ciphered|obfuscat\S*`,
    String.raw`codificad\S*|decodifica\S*|chiffre\S*|dechiffre\S*|kodier\S*|dekodier\S*|закодир\S*|декодир\S*|エンコード|デコード|编码|解码`,
  ],
  role_frame: [
    String.raw`pretend|imagine|role[- ]?play|act as|act like|simulate|you are (?:a|an) \S+ (?:character|persona)|let'?s play|play a game|in this (?:hypothetical|fictional) (?:story|world|scenario)|hypothetical(?:ly)?`,
    String.raw`finge|imagina|actua como|haz de cuenta|finja|atue como|faca de conta|fais semblant|imagine|agis comme|tu es maintenant|stell dir vor|tu so als|spiele|представь|притворись|веди себя как|ты теперь`,
    String.raw`ふりをして|なりきって|演じて|ロールプレイ|假装|扮演|想象你是`,
  ],
  disclaimer: [
    String.raw`(?:for|purely for|only for|strictly for) (?:\S+ )?(?:educational|research|academic|fictional|hypothetical|informational|entertainment|testing) purposes|(?:this is|it'?s) (?:just |only |purely |all )?(?:fiction|fictional|hypothetical|a (?:role ?play|game|joke|thought experiment))|(?:will|would) never be used|not (?:be )?used in real life|no one will (?:actually )?(?:use|get hurt)|in real life`,
    String.raw`con fines educativos|solo para (?:fines )?(?:educativos|investigacion)|para fins educacionais|a des fins educatives|zu bildungszwecken|в образовательных целях|教育目的|仅用于(?:教育|研究)`,
  ],
  // ---- privacy ----
  pii: [
    String.raw`social security(?: numbers?)?|ssns?|passport (?:numbers?|details|scans?)|(?:credit|debit)? ?card numbers?|cvv|cvc|security code|bank (?:account|login|details)|iban|routing number|pin(?: codes?| numbers?)?|one[- ]time (?:code|password)|otp|(?:2fa|verification|sms|texted) codes?|credentials|login details|mother'?s maiden name|date of birth|driver'?s licen[cs]e|medical records?|health records?|private keys?|seed phrase|recovery phrase|api keys?`,
    String.raw`contrasena|clave (?:del banco|de acceso|bancaria)|numero de (?:tarjeta|cuenta|seguridad social)|senha|numero do cartao|cpf|codigo (?:de verificacao|do sms)|mot de passe|numero de (?:carte|securite sociale)|code (?:secret|pin)|passwort|kennwort|\bpin\b|\btan\b|kartennummer|kontodaten|пароль|номер карты|код из смс|пин-код|cvv`,
    String.raw`暗証番号|パスワード|カード番号|口座番号|マイナンバー|密码|银行卡|卡号|验证码|身份证`,
  ],
  locate_person: [
    String.raw`home address|(?:his|her|their|your|someone'?s|the person'?s) (?:address|location|whereabouts|workplace|phone number|routine|schedule)|where (?:he|she|they|this person) (?:lives?|works?|goes|is)|daily (?:routine|schedule)|license plate|number plate|whereabouts|find (?:out )?where`,
    String.raw`direccion|donde vive|donde trabaja|numero de telefono|rutina|endereco|onde (?:ele|ela) (?:mora|trabalha)|rotina|adresse|ou (?:il|elle) (?:habite|vit|travaille)|numero de telephone|wo (?:er|sie) (?:wohnt|arbeitet)|wohnadresse|telefonnummer|kennzeichen|адрес|где (?:он|она) (?:живет|работает)|номер телефона|место работы`,
    String.raw`住所|住んでいる|職場|電話番号|居場所|住址|家庭住址|工作单位|手机号|行踪|在哪里住`,
  ],
  specific_person: [
    String.raw`my (?:ex|ex-\S+|girlfriend|boyfriend|wife|husband|partner|neighbou?r|coworker|co-worker|colleague|boss|roommate|classmate|teacher|sister|brother)|this (?:person|woman|man|girl|guy|journalist|user|account|individual)|a specific (?:person|individual)|@[a-z0-9_.]{3,}`,
    String.raw`mi ex\S*|mi (?:novia|novio|esposa|vecin[ao]|compa\S+)|esta (?:persona|periodista)|minha ex|meu ex|essa (?:pessoa|jornalista)|mon ex|ma (?:copine|femme|voisine|collegue)|cette (?:personne|journaliste)|meine ex\S*|mein\S* (?:nachbar\S*|kollegin|freundin|frau)|diese person|моя бывшая|мой бывший|этого человека|эту девушку`,
    String.raw`元恋人|元カノ|元彼|元カレ|元妻|元夫|この人|あの人|前女友|前男友|前妻|前夫|这个人`,
  ],
  covert: [
    String.raw`secretly|covertly|without (?:him|her|them|anyone|the user|their|his|the person|the target)\s*(?:\S+\s+)?(?:knowing|noticing|consent|knowledge|permission|finding out|realizing)|behind (?:his|her|their) back|hidden (?:camera|app|tracker|monitoring)|spy on|spying on|stalk\S*|surveil\S*`,
    String.raw`en secreto|sin que (?:se entere|lo sepa|la persona lo sepa|sepa)|a escondidas|espiar|as escondidas|sem que (?:ele|ela|a pessoa) (?:saiba|perceba)|espionar|en secret|sans qu'(?:il|elle) le sache|espionner|heimlich|ohne dass (?:er|sie) es (?:merkt|weiss)|ausspionieren|тайно|незаметно|следить за|шпионить`,
    String.raw`こっそり|内緒で|尾行|ストーカー|バレずに|偷偷|秘密地|跟踪|监视`,
  ],
  collect: [
    String.raw`collect|gather|harvest|scrape|compile|extract|dig up|look up|find out|track down|dox\S*|figure out|work out|obtain|get hold of|ask (?:the )?(?:user|users|customer|caller|client)s? (?:for|to (?:enter|provide|confirm|send))|confirm (?:their|your) (?:password|pin|code|card)`,
    String.raw`consigue|averigua|encuentra|descubre|pide|descobre|descubra|encontre|consiga|peca|trouve|retrouve|obtiens|demande|finde heraus|herausfinden|besorge|frage nach|найди|узнай|выясни|вычисли|собери`,
    String.raw`特定|調べ|割り出|突き止め|查出|找到|查到|打听|收集`,
  ],
  // ---- deception ----
  impersonate: [
    String.raw`pretend(?:ing)? to be (?:from |a |an |the |my |his |her )|posing as|impersonat\S*|(?:looks?|appears?|seems?) (?:like it(?:'s| is| came)|to (?:come|be)) from|as if (?:it (?:was|were|came) )?from|in the name of|on behalf of (?:the|a) (?:bank|police|government|irs|tax)|spoof\S*`,
    String.raw`fingiendo ser|haciendose pasar por|que parezca (?:del|de la|enviad\S* por)|en nombre del? (?:banco|policia)|fingindo ser|se passando por|que pareca (?:do|da|ser)|em nome do (?:banco)|en se faisant passer pour|au nom de la banque|comme si (?:ca|cela) venait|im namen (?:der|des|von)|als (?:ob|wa?re) (?:es|sie) von|от имени|притворись|выдавая себя за`,
    String.raw`を装って|を装い|になりすま|を名乗って|のふりをして|冒充|以[^。]{1,10}的名义|假装是|伪装成`,
  ],
  fabricate: [
    String.raw`(?:fake|false|fabricated|made[- ]up|bogus|fraudulent|forged|counterfeit|phony)\s+(?:\S+\s+)?(?:reviews?|testimonials?|ratings?|news|articles?|stor(?:y|ies)|quotes?|citations?|sources?|evidence|documents?|invoices?|receipts?|ids?|passports?|diplomas?|degrees?|certificates?|doctor'?s notes?|prescriptions?|accounts?|profiles?|statistics|studies|claims?|identit(?:y|ies))`,
    String.raw`(?:make up|invent|fabricate|falsify)\s+(?:\S+\s+)?(?:statistics|sources|citations|references|quotes|studies|research|evidence|results|reviews|testimonials)|astroturf\S*|sock ?puppet\S*|from different (?:made-up |fake )?(?:buyers|customers|accounts|names)`,
    String.raw`(?:resenas|opiniones|testimonios|noticias|documentos|avaliacoes|noticias|avis|nouvelles|critiques|bewertungen|nachrichten|dokumente)\s+(?:falsas?|falsos|faux|fausses|gefalschte)|(?:faux|fausses|falsas?|falsos|gefalschte|erfundene)\s+(?:avis|nouvelles|resenas|opiniones|noticias|avaliacoes|bewertungen|dokumente)|фейков\S*|поддельн\S*|фальшив\S*`,
    String.raw`偽の|嘘の|サクラ|やらせ|虚假|假的|刷好评|水军|捏造`,
  ],
  pressure: [
    String.raw`(?:account|card) (?:has been |is |was |will be )?(?:locked|blocked|suspended|frozen|closed)|(?:within|in) (?:the next )?\d+ (?:hours|minutes)|expires? (?:today|in)|(?:act|respond|pay) (?:now|immediately|today)|will be arrested|police (?:will|are coming)|final (?:notice|warning)|last chance|limited time`,
    String.raw`cuenta (?:bloqueada|suspendida)|hoy mismo|urgente|conta (?:bloqueada|suspensa)|hoje|compte (?:bloque|suspendu)|immediatement|konto (?:gesperrt|gesperrt)|sofort|dringend|заблокирован\S*|срочно|немедленно|凍結|至急|停止されました|冻结|紧急|立即`,
  ],
  hide_ai: [
    String.raw`(?:never|don'?t|do not|must not)\s+(?:reveal|say|admit|mention|disclose|tell)\s+(?:\S+\s+){0,3}?(?:that )?you(?:'re| are) (?:an? )?(?:ai|bot|chatbot|machine|software|language model|assistant)|(?:say|claim|insist) (?:that )?you(?:'re| are) (?:a )?(?:human|real person|member of (?:the |our )?(?:staff|team|front[- ]desk team))`,
    String.raw`nunca (?:digas|admitas|reveles|diga|admita|revele) que (?:eres|es|voce e) (?:una? )?(?:ia|bot|robo)|ne (?:dis|revele|avoue) jamais que tu es|sag (?:niemals|nie) dass du (?:eine )?(?:ki|bot) bist|никогда не (?:говори|признавай)`,
  ],
  // ---- bias ----
  protected: [
    String.raw`women|woman|female|males?|men|gender|sex|pregnan\S*|maternity|parental leave|married|single (?:mothers?|parents?)|(?:have|has|with) (?:young )?(?:kids|children)|age|aged|older|old people|elderly|seniors?|retire\S*|over (?:4|5|6|7)\d|under (?:2|3)\d|born before|graduated before|young(?:er)?`,
    String.raw`race|racial|ethnic\S*|black|white|hispanic|latin[oa]s?|asian|arab(?:ic)?|african|indian|filipino|chinese|eastern european|immigrants?|migrants?|foreign\S*|nationality|accent|native (?:english )?speakers?|religio\S*|muslims?|christian|jewish|hindu|hijab|turban`,
    String.raw`disabilit\S*|disabled|wheelchair\S*|mental (?:illness|health)|chronic illness|autis\S*|diagnos\S*|sexual orientation|gay|lesbian|trans(?:gender)?|lgbt\S*|(?:first |last |sur)?names? (?:that )?(?:sound|suggest|look|like)|(?:foreign|ethnic|arabic|african)[- ]sounding|surnames?|zip ?codes?|postcodes?|postal codes?|neighbou?rhoods?|(?:council|housing) estates?|favelas?|vouchers|(?:majority|mostly|predominantly) (?:black|hispanic|immigrant|muslim|white)`,
    String.raw`mujeres|embarazad\S*|edad|mayores de|jovenes|extranjer\S*|inmigrantes|gitan\S*|discapacidad|religion|apellidos|codigo postal|barrio|casad[ao]s|mulheres|gravida|idade|estrangeir\S*|imigrantes|deficiencia|religiao|sobrenome|cep|bairro|nordestin\S*|femmes|enceinte|age|etrangers|immigres|handicap\S*|origine|nom de famille|code postal|quartier|frauen|schwanger\S*|alter|auslander\S*|auslandisch\S*|migrant\S*|behinder\S*|herkunft|nachname|postleitzahl|muttersprachler|женщин\S*|беремен\S*|возраст\S*|старше \d\d|иностран\S*|мигрант\S*|инвалид\S*|религи\S*|национальност\S*|фамили\S*|детьми`,
    String.raw`女性|妊娠|年齢|歳以上|外国人|障害|宗教|国籍|外国人風|怀孕|年龄|岁以上|残疾|民族|已婚|未育|外地`,
  ],
  adverse: [
    String.raw`reject\S*|exclude\S*|filter (?:out|them)|screen (?:out|them out)|drop (?:anyone|them|all|those)|discard\S*|disqualif\S*|deny|denied|(?:rank|put|place|move)\s+(?:\S+\s+){0,3}?(?:lower|last|at the bottom|below)|lower (?:the |their )?(?:score|rating|priority|grade)s?|deprioriti\S*|penali[sz]\S*|penalty|take (?:points|marks) off|(?:subtract|deduct|minus)\s+(?:\S+\s+)?points?|surcharge|charge (?:them )?more|higher (?:premiums?|prices?|rates?|interest)|mark (?:them |as )?(?:low|high[- ]risk)|slow(?:er)? queue|lower priority|extra (?:documents|scrutiny|checks|review)|not (?:be )?(?:hired|considered|selected|retained)|only (?:hire|consider|accept|rent to|select|approve)|hide (?:them|users|profiles)|(?:\+|add)\s*\d+\s*(?:points|%)\s*(?:for|if)`,
    String.raw`descarta\S*|rechaza\S*|excluye\S*|elimina\S*|penaliza\S*|resta puntos|solo contrat\S*|rejeit\S*|exclua|exclui\S*|descart\S*|penaliz\S*|tire pontos|so contrat\S*|ecart\S*|rejet\S*|exclu\S*|elimin\S*|penalis\S*|retire des points|ne seront pas retenus|sortiere\S* .{0,40}aus|lehne .{0,40}ab|schliesse .{0,30}aus|benachteilig\S*|punkte abziehen|bevorzug\S*|отклоняй\S*|отклонять|исключ\S*|отсей\S*|не брать|снижай\S*`,
    String.raw`不合格|除外|落とし|優先|淘汰|排除|不录用|扣分|不予录用|直接淘汰`,
  ],
  stereotype: [
    String.raw`(?:are|is) (?:naturally|inherently|genetically|always|all) |(?:are|is) (?:lazy|stupid|dumb|criminals?|thieves|dishonest|inferior|violent|dangerous|untrustworthy|a burden|bad at|worse at|too emotional|slower)|can'?t be trusted|(?:belong|belongs) in the kitchen|(?:usually|probably|always) (?:lie|steal|cheat|had help|just want)`,
    String.raw`son (?:flojos|vagos|ladrones|inferiores|peligrosos)|sao (?:preguicosos|ladroes|inferiores|perigosos)|sont (?:paresseux|voleurs|inferieurs|dangereux)|sind (?:faul|dumm|kriminell|minderwertig|langsam)|ленив\S*|глуп\S*|преступник\S*|хуже других|劣って|怠け者|劣等|懒惰|低人一等`,
  ],
  // ---- protective, discussing and fictional framing (benign signals) ----
  protective: [
    String.raw`protect\S*|defen[cds]\S*|prevent\S*|detect\S*|recogni[sz]e|spot(?:ting|s)?|identify (?:phishing|scams?|fake|signs)|warn\S*|awareness|train(?:ing)? (?:for|on|staff|employees)|educat\S*|safety|safely|safeguard\S*|report(?:s|ed|ing)?|block (?:them|it)|audit\S*|complian\S*|fair(?:ness|ly)?|inclusive|accommodat\S*|consent|opt[- ]in|redact\S*|anonymi[sz]\S*|crisis|helpline|hotline|support (?:services|resources)|mitigat\S*|harden\S*|sanitiz\S*|never (?:ask|share|reveal|give|store)|vault|hash\S*|encrypt\S*|strong passwords?|rotate (?:the )?(?:keys|secrets|passwords)|least privilege|secrets? manager`,
    String.raw`proteg\S*|prevenir|preven\S*|detectar|reconocer|reconhecer|identificar|evitar|denunciar|seguridad|seguranca|securite|proteger|prevenir|detecter|reconnaitre|signaler|schutz\S*|schutzen|verhindern|erkennen|sicherheit|melden|защит\S*|предотвра\S*|распозна\S*|безопасност\S*|守る|防ぐ|見分け|対策|防止|相談|保护|防范|识别|安全`,
  ],
  discuss: [
    String.raw`explain (?:what|why|how (?:\S+ )?(?:works?|spreads?|happens?))|what (?:is|are) (?:a |an |the )?|history of|analy[sz]e|summari[sz]e|classify|compare|review (?:the|this)|article about|research (?:on|about)|why (?:is|are|do|does)|the dangers of|risks of|signs (?:of|that)|is it (?:legal|safe|a scam)`,
    String.raw`explica (?:que|por que|como funciona)|que es|explique (?:o que|por que|ce que|pourquoi)|o que e|qu'est-ce que|erklare (?:was|warum|wie)|was ist|объясни|что такое|とは何|説明して|什么是|解释`,
  ],
  fiction: [
    String.raw`story|novel|screenplay|script|scene|chapter|fictional|fiction|villain|protagonist|character|plot|poem|thriller|mystery|game master|text adventure|role-?playing game|dungeon`,
    String.raw`cuento|novela|historia|personaje|roman|histoire|personnage|geschichte|figur|krimi|рассказ|роман|персонаж|小説|物語|キャラクター|小说|故事|角色`,
  ],
};
