// Harm cue groups of the risk classifier (same conventions as risk-cue-lexicon.ts): what a
// harmful request is about (weapons, intrusion, drugs, violence, self-harm, fraud, hate, sexual
// content, disinformation), how it asks (instructions, content to write, promotion) and the
// wish to escape consequences ("without getting caught"). Topic words are common in benign
// prompts too (a security course, a crime novel, a pharmacology tutor); the classifier learns them
// in pairs with the request and evasion groups and against the protective and discussing ones.

export const HARM_LEXICON: Record<string, readonly string[]> = {
  weapon: [
    String.raw`bombs?|pipe bombs?|explosives?|explosive devices?|ieds?|detonators?|grenades?|napalm|thermite|tatp|nitroglycerin|molotov\S*|nerve (?:agents?|gas)|sarin|ricin|anthrax|bio(?:logical )?weapons?|chemical weapons?|nuclear (?:weapons?|bombs?|device)|dirty bombs?|ghost guns?|untraceable (?:guns?|firearms?|weapons?)|silencers?|suppressors?|auto sears?|full[- ]auto conversion|(?:3d[- ]printed|homemade) (?:guns?|firearms?)|toxic gas|poison gas|mustard gas`,
    String.raw`bombas?|explosiv\S*|artefacto explosivo|silenciador|arma (?:casera|sin licencia)|bombe\S*|explosif\S*|silencieux|sprengstoff\S*|sprengsatz|rohrbombe|bombe|schalldampfer|бомб\S*|взрывчат\S*|взрывн\S* устройств\S*|глушител\S*|爆弾|爆発物|爆薬|銃を作|炸弹|炸药|爆炸物|枪支`,
  ],
  cyber: [
    String.raw`malware|ransomware|keyloggers?|spyware|stalkerware|trojans?|rootkits?|botnets?|backdoors?|(?:computer )?virus(?:es)?|worms?|zero[- ]days?|exploits?|ddos|denial[- ]of[- ]service|sql injection|xss|phishing|credential (?:harvesting|stuffing|theft)|brute[- ]forc\S*|crack(?:ing)? (?:the |a |their |my )?(?:password|wi-?fi|licen[cs]e)|hack(?:ing)? (?:into|someone|an? |the )|infiltrat\S* (?:\S+ ){0,2}?(?:network|systems?|servers?|databases?|accounts?|infrastructure)|gain (?:unauthori[sz]ed |sudo |root |admin )access|(?:sudo|root|admin) access to|bypass (?:the )?(?:authentication|2fa|mfa|antivirus|login|licen[cs]e|paywall|drm|copy protection)|skimmers?|card cloning|sim swap\S*|deauth\S*|steal (?:passwords|credentials|cookies|data|accounts?)`,
    String.raw`hackear|invadir|piratear|pirater|hacker|hacken|schadsoftware|trojaner|взлом\S*|хакн\S*|вредонос\S*|вирус|ハッキング|不正アクセス|乗っ取|マルウェア|ウイルス|黑客|入侵|盗号|木马|勒索软件|破解`,
  ],
  drugs: [
    String.raw`meth(?:amphetamine)?|crystal meth|fentanyl|heroin|cocaine|crack cocaine|mdma|ecstasy|lsd|ghb|date[- ]rape drugs?|roofies|rohypnol|opioids?|oxycontin|safrole|pseudoephedrine|precursors?|controlled substances?|drug lab|psilocybin|magic mushrooms`,
    String.raw`metanfetamina|fentanilo|cocaina|heroina|drogas?|drogue\S*|drogen|rauschgift|наркотик\S*|метамфетамин|героин|кокаин|覚醒剤|麻薬|ドラッグ|冰毒|毒品|海洛因|可卡因`,
  ],
  violence: [
    String.raw`kill(?:ing)? (?:someone|somebody|a person|people|him|her|them|my|his|the)|murder\S*|poison(?:ing)? (?:someone|somebody|a person|people|him|her|them|my|his|the|a)|assassinat\S*|kidnap\S*|abduct\S*|tortur\S*|strangl\S*|stab(?:bing)? (?:someone|him|her)|shoot(?:ing)? (?:someone|up|people|him|her)|mass shooting|massacre|beat (?:him|her|them|someone) up|hurt (?:someone|somebody|people|him|her)|dispose of (?:a|the) body|look like an? (?:accident|suicide)|cannibal\S*|vigilante|terror(?:ist)? attack|human trafficking|traffick\S*|slavery|enslave\S*|genocide|ethnic cleansing`,
    String.raw`matar|asesin\S*|envenen\S*|secuestr\S*|assassin\S*|sequestr\S*|tuer|empoisonn\S*|kidnapp\S*|toten|ermord\S*|vergift\S*|entfuhr\S*|убить|убийств\S*|отравить|похитить|殺す|殺害|毒殺|誘拐|杀死|杀人|毒死|绑架`,
  ],
  self_harm: [
    String.raw`suicid\S*|kill (?:myself|yourself|themselves)|end (?:my|his|her|their|your) (?:own )?life|self[- ]harm\S*|cut(?:ting)? (?:myself|yourself|themselves)|overdos\S*|starv\S* (?:myself|yourself)|lethal dose|pro-?ana|thinspo\S*|anorexi\S*|bulimi\S*|eating disorders?`,
    String.raw`suicid\S*|autolesion|me matar|matarme|selbstmord|suizid\S*|mich umbringen|суицид\S*|покончить с собой|убить себя|自殺|死にたい|自杀|自残|轻生`,
  ],
  fraud: [
    String.raw`scam\S*|fraud\S*|counterfeit\S*|forge(?:d|ry)?|fake (?:ids?|passports?|documents?|invoices?|diplomas?|degrees?|doctor'?s notes?|checks?|cheques?|money|currency)|launder\S*|tax evasion|evade (?:taxes|tax)|embezzl\S*|ponzi|pyramid scheme|insider (?:trading|information|tips)|identity theft|steal (?:\S+ )?(?:identit\S*|credit cards?|money)|chargeback fraud|insurance fraud|brib\S*|blackmail\S*|extort\S*|ransom|shoplift\S*|pickpocket\S*|hotwir\S*|cheat (?:on|in) (?:an? |the |my )?(?:exam|test)|plagiari\S*|pirat(?:ed|e) (?:software|movies|content)|stolen (?:credit )?cards?|carding`,
    String.raw`estafa\S*|fraude\S*|falsific\S*|lavar dinero|lavado de dinero|evadir impuestos|golpe|lavagem de dinheiro|sonega\S*|clonar (?:o )?cartao|arnaque\S*|escroquer\S*|contrefa\S*|blanchi\S*|betrug\S*|falsch\S*|gefalscht\S*|geldwasche|steuerhinterziehung|мошенни\S*|подделать|подделк\S*|отмыть деньги|обнал\S*|詐欺|偽造|資金洗浄|マネーロンダリング|脱税|诈骗|伪造|洗钱|逃税|骗`,
  ],
  hate: [
    String.raw`racist|sexist|xenophob\S*|misogyn\S*|homophob\S*|transphob\S*|antisemit\S*|hateful|hate speech|slurs?|inferior (?:race|people|group)|white (?:supremac\S*|power)|nazi\S*|dehumani[sz]\S*|defamat\S*|defame|libel\S*|slander\S*|harass\S*|bull(?:y|ying|ies)|body[- ]sham\S*|demean\S*|ridicul\S*|mock(?:s|ing)? (?:people|someone|disabled|their)|holocaust (?:denial|never happened|was (?:fake|a hoax))|glorif\S*|incite\S*`,
    String.raw`racista|sexista|xenofob\S*|odio|difam\S*|acos\S*|discurso de odio|raciste|haineu\S*|diffam\S*|harcel\S*|rassist\S*|hetze|hass\S*|diffamier\S*|beleidig\S*|расист\S*|ненавист\S*|оскорб\S*|травл\S*|差別的|誹謗|中傷|ヘイト|种族歧视|仇恨|诽谤|辱骂`,
  ],
  sexual: [
    String.raw`explicit (?:sex\S*|content|scene|story)|porn\S*|erotic\S*|nudes?|sext\S*|child (?:porn\S*|sexual|abuse material)|csam|minors?|underage|pedophil\S*|paedophil\S*|groom(?:ing)? (?:a |the )?(?:child|minor|kid)|bestiality|revenge porn|non[- ]?consensual|sexual(?:ly)? (?:explicit|content|acts?)`,
    String.raw`pornograf\S*|pornograph\S*|порн\S*|эротик\S*|ポルノ|エロ|色情|淫秽`,
  ],
  disinfo: [
    String.raw`fake news|misinformation|disinformation|propaganda|conspiracy theor\S*|hoax|false (?:article|claims?|story|information|narrative)|(?:claim(?:ing|s)?|suggest(?:ing|s)?|argu(?:ing|es)|prov(?:ing|es)|convinc\S*) (?:\S+ ){0,6}?(?:never happened|is a hoax|was a hoax|causes? autism|is fake|are fake|was faked|is rigged|was rigged|was stolen)|election (?:fraud|interference)|vaccines? causes?|flat earth`,
    String.raw`noticias falsas|desinformaci\S*|bulo|noticias falsas|desinforma\S*|desinformation|fausses nouvelles|falschnachricht\S*|фейк\S*|дезинформац\S*|デマ|フェイクニュース|假新闻|谣言`,
  ],
  evasion: [
    String.raw`without (?:getting |being )?(?:caught|detected|noticed|traced|identified|flagged|found out)|undetect\S*|untraceabl\S*|avoid (?:detection|getting caught|being caught|the police|law enforcement|suspicion|the cameras|security)|evade (?:the )?(?:police|law enforcement|detection|authorities|regulators|security|taxes)|leave no (?:trace|evidence)|cover (?:my|your|their|his|her) tracks|so (?:that )?(?:nobody|no one|the bank|the police) (?:finds out|knows|notices|flags)|get away with|under the radar|without alerting|without (?:a )?background check|(?:doesn'?t|won'?t|does not|will not) (?:get )?(?:flag|notice|catch|detect)`,
    String.raw`sin que (?:me|nos|lo|la|le) (?:pillen|atrapen|descubran|detecten)|sin ser (?:detectad\S*|descubiert\S*)|sem ser (?:pego|descoberto|detectado)|sem deixar rastros?|sans (?:me |se )?(?:faire (?:prendre|attraper|reperer)|etre (?:detecte|vu))|sans laisser de traces?|ohne erwischt zu werden|ohne spuren|unentdeckt|чтобы не (?:поймали|заметили|узнали)|не оставляя следов|バレずに|見つからずに|捕まらない|不被发现|不被抓|神不知鬼不觉`,
  ],
  instructional: [
    String.raw`how (?:to|do i|can i|would i|could i|should i|does one|do you|would one)|step[- ]by[- ]step|(?:detailed |exact |specific |clear )?instructions (?:for|on|to)|tutorial|(?:a |the )?guide (?:to|on|for)|detailed (?:plan|steps|guide|description|instructions)|exact (?:quantities|amounts|steps|recipe|dose|dosage|measurements)|walk (?:me|us) through|teach me|in detail|recipe for|(?:list|best|easiest|most effective) (?:of )?ways to|methods? (?:to|for)|strateg(?:y|ies) (?:for|to)|(?:a )?plan (?:to|for)|tips (?:for|on|to)|with quantities|what'?s the best way`,
    String.raw`como (?:hago|hacer|fabricar|puedo|consigo|se hace)|paso a paso|instrucciones para|como (?:fazer|faco|posso|fabricar)|passo a passo|comment (?:faire|fabriquer|puis-je|je peux)|etape par etape|wie (?:baue|mache|kann ich|bekomme|stelle)|schritt fur schritt|anleitung|как (?:сделать|изготовить|мне|можно|приготовить|взломать)|пошагов\S*|инструкци\S*|方法を教え|やり方|手順|作り方|怎么|如何|步骤|教程|方法`,
  ],
  // An instruction verb opening a sentence, a list item or a line.
  request: [
    String.raw`(?<=(?:^|[.!?:;>\-*•]|\d[.)])\s*)(?:please\s+)?(?:write|create|draft|compose|generate|produce|design|develop|give me|provide|make|build|craft|come up with|list|describe|explain|tell me|show me|help me)`,
    String.raw`(?<=(?:^|[.!?:;\-*•])\s*)(?:escribe|redacta|crea|genera|dame|escreva|crie|gere|me de|ecris|redige|cree|genere|donne-moi|schreib\S*|erstelle|verfasse|gib mir)`,
    String.raw`(?<=(?:^|[.!?:;\-*•])\s*)(?:напиши|составь|создай|дай)`,
    String.raw`書いて|作って|作成して|教えて|(?<=(?:^|[。！？\n])\s*)(?:写|生成|给我|帮我)`,
  ],
  promote: [
    String.raw`promot\S*|encourag\S*|glorif\S*|persuad\S*|convinc\S*|incit\S*|recruit\S*|normali[sz]\S*|romantici[sz]\S*`,
    String.raw`promuev\S*|fomenta\S*|incentiv\S*|convenc\S*|promouv\S*|encourag\S*|fordere|verherrlich\S*|пропаганд\S*|призыва\S*|勧誘|美化|鼓吹|宣扬`,
  ],
  dangerous_act: [
    String.raw`eat(?:ing)? (?:laundry )?detergent|drink(?:ing)? bleach|drunk driving|drink and drive|unprotected sex|skip (?:their )?vaccin\S*|stop taking (?:their |your )?(?:medication|insulin)|self-medicat\S*|gambl\S*|vaping|binge drinking`,
  ],
};
