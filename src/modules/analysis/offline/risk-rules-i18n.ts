import { intl, type RiskRule } from './risk-rule.js';

// The core injection and harm cues in Spanish, Portuguese, French, German, Russian, Japanese and
// Chinese: overriding instructions, extracting the prompt, "no restrictions" personas,
// instructions for weapons or intrusion, locating a specific person, bank impersonation that asks
// for credentials, discriminatory screening and fake reviews. Patterns are written without accents
// (intl() matches the accented forms); Japanese and Chinese need no word boundaries.

export const I18N_RULES: readonly RiskRule[] = [
  {
    id: 'i18n_override',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'high',
    issue:
      'Prompt-injection phrasing (other language): tells the model to ignore or forget its instructions.',
    pattern: intl(
      String.raw`\<(?:ignora|ignore (?:toutes? )?(?:les|tes|vos|ces)|ignorez|olvida|olvide|olvidate|olvidad|esqueca|esquece|desconsidere|oublie|oubliez|ignoriere|ignoriert|vergiss|vergesst|missachte|игнорируй|игнорируйте|проигнорируй|забудь|забудьте)\>\s+(?:\S+\s+){0,4}?\<(?:instrucciones|indicaciones|reglas|directrices|lo anterior|todo lo anterior|instrucoes|regras|diretrizes|orientacoes|tudo acima|instructions|consignes|regles|directives|ce qui precede|anweisungen|regeln|vorgaben|richtlinien|alles (?:bisherige|vorherige|obige)|инструкци\S*|правил\S*|указани\S*|всё выше|все выше)\>|(?:これまで|以前|上記|前)の(?:指示|命令|ルール|設定|プロンプト)[^。\n]{0,10}(?:無視|忘れ)|(?:忽略|无视|忘记|忘掉|不要理会)[^。\n]{0,10}(?:之前|以前|以上|上面|所有|先前)[^。\n]{0,6}(?:指令|指示|规则|提示|设定)`,
    ),
    revise: { replace: 'follow the instructions in this prompt' },
  },
  {
    id: 'i18n_prompt_leak',
    section: 'safety',
    family: 'prompt_extraction',
    severity: 'high',
    issue:
      'Prompt-extraction phrasing (other language): asks the model to reveal its system prompt or instructions.',
    pattern: intl(
      String.raw`\<(?:muestra|muestrame|revela|repite|imprime|dime|mostre|revele|repita|imprima|me diga|montre|montre-moi|affiche|revele|repete|donne-moi|zeige|zeig|gib|verrate|wiederhole|покажи|выведи|повтори|раскрой|напиши)\>\s+(?:\S+\s+){0,3}?\<(?:prompt del sistema|mensaje (?:del|de) sistema|instrucciones (?:iniciales|ocultas|originales|del sistema)|tus instrucciones|prompt do sistema|instrucoes (?:iniciais|ocultas|originais|do sistema)|suas instrucoes|prompt systeme|instructions (?:initiales|cachees|systeme)|tes instructions|systemprompt|system-prompt|anweisungen|versteckten regeln|системн\S* (?:промпт|инструкци\S*|сообщени\S*)|(?:свои|твои) инструкци\S*)|(?:システムプロンプト|最初の指示|隠された指示)[^。\n]{0,15}(?:表示|教えて|見せて|出力|そのまま)|(?:输出|显示|告诉我|给我|透露)[^。\n]{0,10}(?:系统提示|提示词|系统指令|你的指令|初始指令)|(?:系统提示词?|提示词)[^。\n]{0,8}(?:原样|输出|显示)`,
    ),
    revise: { replace: 'summarise what you can help with' },
  },
  {
    id: 'i18n_no_restrictions',
    section: 'safety',
    family: 'jailbreak',
    severity: 'high',
    issue:
      'Jailbreak phrasing (other language): claims the model has no restrictions or switches it into a special mode.',
    pattern: intl(
      String.raw`\<(?:sin (?:ningun tipo de |ninguna )?(?:restricciones|filtros?|limites|censura|reglas)|sem (?:nenhuma |qualquer )?(?:restricoes|filtros?|limites|censura|regras)|sans (?:aucune )?(?:restrictions?|filtres?|limites?|censure)|aucune (?:restriction|limite)|ohne (?:jegliche |alle )?(?:einschrankungen|filter|zensur|regeln|grenzen)|uneingeschrankt\S*|без (?:каких-либо |всяких |любых )?(?:ограничений|фильтров|цензуры|правил)|modo (?:desarrollador|desenvolvedor|dios|sin restricciones)|mode (?:developpeur|sans restriction)|entwicklermodus|режим (?:разработчика|без ограничений|бога))\>|制限(?:なし|のない|を解除|を無視)|開発者モード|(?:没有|不受)(?:任何)?(?:限制|约束|规则)|无限制|开发者模式|越狱模式`,
    ),
    requireNearby: intl(
      String.raw`\<(?:responde|responder|responda|reponds|repondre|antworte|beantworte|отвечай|отвечать|asistente|assistente|assistant|modo|mode|ahora|agora|maintenant|jetzt|теперь|eres|es|voce|tu es|du bist|ты)\>|回答|答え|アシスタント|あなた|现在|你|回答`,
    ),
    revise: { replace: 'within your usual guidelines' },
  },
  {
    id: 'i18n_weapons_intrusion',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue:
      'Harmful request (other language): asks how to make weapons or explosives, or to break into accounts or systems.',
    pattern: intl(
      String.raw`\<(?:fabricar|hacer|construir|armar|fazer|montar|fabriquer|faire|construire|bauen|herstellen|basteln|bau|изготовить|сделать|собрать|изготовлению|изготовления)\>\s+(?:\S+\s+){0,3}?\<(?:una? bombas?|bombas?|explosivos?|artefactos? explosivos?|silenciador|uma bomba|bombe|explosifs?|silencieux|rohrbombe|bombe|sprengstoff|sprengsatz|schalldampfer|бомб\S*|взрывчатк\S*|взрывн\S* устройств\S*|глушител\S*)\>|\<(?:hackear|piratear|invadir|pirater|hacken|взломать|взлом)\>\s+(?:\S+\s+){0,3}?\<(?:cuenta|correo|conta|e-mail|email|compte|konto|аккаунт\S*|почт\S*|сервер\S*|сайт\S*)\>|\<clonar (?:o |el )?(?:cartao|tarjeta)\>|(?:爆弾|爆発物|爆薬|銃)(?:を|の)?(?:作る|作り方|製造|作って)|(?:制造|制作|做|自制)(?:炸弹|炸药|爆炸物|枪)|(?:アカウント|パスワード)[^。\n]{0,6}(?:乗っ取|ハッキング|盗)|(?:盗取|破解|入侵)[^。\n]{0,6}(?:账号|账户|密码|系统)`,
    ),
    revise: {
      clause: 'Decline to give instructions for weapons or for breaking into accounts or systems.',
    },
  },
  {
    id: 'i18n_locate_person',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue:
      'Privacy (other language): asks to find where a specific person lives or works, or to follow them.',
    pattern: intl(
      String.raw`\<(?:direccion|donde vive|donde trabaja|domicilio|endereco(?: residencial)?|onde (?:ela|ele) (?:mora|trabalha)|adresse|ou (?:il|elle) (?:habite|vit|travaille)|wo (?:er|sie|(?:mein|meine|meiner|dies)\S* \S+) (?:jetzt |gerade |heute )?(?:wohnt|arbeitet|lebt)|donde (?:vive|trabaja) (?:ahora )?(?:mi|esta|ese|esa)|onde (?:\S+ )?(?:minha|meu|essa|esse) \S+ (?:mora|trabalha|vive)|wohnadresse|домашний адрес|адрес|где (?:он|она) (?:живет|работает)|место работы)\>|(?:住所|住んでいる場所|職場|居場所)(?:を|が)?(?:特定|割り出|調べ|突き止め|知りたい)|(?:帰宅|通勤)ルート|位置情報アプリ|(?:家庭住址|住址|工作单位|行踪)`,
    ),
    requireInClause: intl(
      String.raw`\<(?:mi ex\S*|exnovi\S*|ex-\S+|mi (?:novia|novio|esposa|vecin\S*)|esta (?:persona|periodista|mujer|chica)|minha ex|meu ex|ex-namorad\S*|essa (?:pessoa|jornalista|mulher)|dessa (?:pessoa|jornalista|mulher)|mon ex|cette (?:personne|collegue|journaliste|femme)|ma (?:collegue|voisine|copine)|meine ex\S*|meiner ex\S*|diese person|dieser person|meine (?:kollegin|nachbarin)|бывш\S*|этого человека|этой девушки|его|ее|её|seguir|esperar|folgen|suivre|следить|проследить|la personne|derriere ce compte|compte anonyme|cuenta anonima|conta anonima|anonymen konto|анонимн\S*)\>|元恋人|元カノ|元彼|元カレ|元妻|元夫|あの人|この人|彼女|同僚|本人|这个人|前女友|前男友|前妻|(?<!其)他(?![人们])|她(?!们)|跟踪`,
    ),
    revise: {
      clause: 'Do not help locate, identify or follow a private person; suggest lawful channels instead.',
    },
  },
  {
    id: 'i18n_bank_impersonation',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception (other language): a message posing as a bank or company that asks for a password, PIN or code.',
    pattern: intl(
      String.raw`\<(?:contrasena|clave|pin|codigo|senha|codigo de seguranca|mot de passe|code(?: pin| secret)?|passwort|pin|tan|пароль|код\S*|пин-код)\>|暗証番号|パスワード|暗証|密码|验证码`,
    ),
    requireInClause: intl(
      String.raw`(?:\<(?:fingiendo ser|haciendo(?:te|se|me) pasar por|que parezca (?:del|de la|enviad\S* por)|en nombre del|fingindo ser|se passando por|que pareca (?:do|da|ser)|em nome do|en se faisant passer pour|au nom de|im namen der|im namen des|als ob|от имени|притворись)\>|を装って|を装い|になりすま|を名乗|冒充|的名义|假装是)`,
    ),
    revise: {
      clause: 'Never impersonate a bank or company, and never ask for passwords, PINs or codes.',
    },
  },
  {
    id: 'i18n_discriminatory_screening',
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory decision criterion (other language): rejects or filters people by a protected trait.',
    pattern: intl(
      String.raw`\<(?:descarta\S*|rechaza\S*|excluye\S*|elimina\S*|rejeit\S*|exclua|exclui\S*|descart\S*|elimin\S*|ecart\S*|rejet\S*|exclu\S*|ne seront pas retenu\S*|sortiere\S*|schliesse\S*|lehne\S*|benachteilig\S*|bevorzug\S*|отклоняй\S*|отклонять|исключ\S*|отсей\S*|отсеивай\S*|aussortier\S*)\>[^.!?\n]{0,80}?\<(?:mujeres|hombres|mayores de \d+|de mas de \d+|extranjer\S*|inmigrantes|gitan\S*|apellidos?|discapacidad|embarazad\S*|casad[ao]s|mulheres|mais de \d+ anos|estrangeir\S*|nordestin\S*|favelas?|deficiencia|gravidas?|femmes|plus de \d+ ans|handicap\S*|etrangers|immigres|enceintes?|frauen|uber \d+|auslandisch\S*|auslander\S*|behinder\S*|schwanger\S*|muttersprachler|kopftuch\S*|turkisch\S*|arabisch\S*|(?:vor|nach)namen?|женщин\S*|старше \d+|иностран\S*|инвалид\S*|беремен\S*|детьми)\>|\<(?:kopftuch\S*|(?:turkisch|arabisch|auslandisch)\S*\s+(?:\S+\s+){0,3}?(?:vor|nach)?namen?|(?:vor|nach)namen?\s+(?:\S+\s+){0,3}?(?:turkisch|arabisch|auslandisch)\S*|apellidos?\s+(?:arabes|gitanos|extranjeros)|sobrenomes?\s+(?:arabes|estrangeiros)|noms?\s+(?:arabes|etrangers|a consonance etrangere))\>[^.!?\n]{0,100}?\<(?:aussortier\S*|nach hinten|ans ende|zuruckstuf\S*|herabstuf\S*|ablehn\S*|descarta\S*|al final|rechaza\S*|descart\S*|no fim|rejeit\S*|ecart\S*|en bas|rejet\S*)|(?:外国人|\d+歳以上|女性|障害)[^。\n]{0,20}(?:不合格|除外|落と|排除)|(?:\d+岁以上|已婚未育|女性|外地)[^。\n]{0,20}(?:淘汰|排除|不录用|不予)`,
    ),
    revise: { clause: 'Judge candidates only on criteria relevant to the job.' },
  },
  {
    id: 'i18n_fake_reviews',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue: 'Deception (other language): asks for fake reviews or testimonials presented as real.',
    pattern: intl(
      String.raw`\<(?:resenas|opiniones|testimonios|comentarios|avaliacoes|depoimentos|avis|temoignages|bewertungen|rezensionen|отзыв\S*)\s+(?:\S+\s+){0,3}?(?:falsas|falsos|faux|fausses|gefalschte|erfundene|inventes|inventees|inventados|inventadas|фейков\S*|поддельн\S*|выдуманн\S*)\>|\<(?:falsas?|falsos|faux|fausses|gefalschte|erfundene|фейков\S*|поддельн\S*)\s+(?:\S+\s+){0,2}?(?:resenas|opiniones|testimonios|avaliacoes|avis|temoignages|bewertungen|rezensionen|отзыв\S*)\>|サクラ(?:レビュー|の口コミ)|やらせ(?:レビュー|口コミ)|刷好评|虚假(?:评论|好评|评价)|好评[^。\n]{0,20}(?:假装|冒充)|(?:假装|冒充)(?:是|成)?[^。\n]{0,15}(?:买家|顾客|用户|客户)[^。\n]{0,20}(?:好评|评价|评论)|(?:購入者|お客様|客|ユーザー)(?:のふり|を装)[^。\n]{0,20}(?:レビュー|口コミ)`,
    ),
    // A classifier or detector of fake-review campaigns names them too (issue 27, ninth round).
    requireNearby: intl(
      String.raw`^(?![\s\S]*\<(?:clasificador|classifier|classificador|classificateur|klassifikator|classificatore|классификатор|detecta\S*|detecte\S*|detect\S*|erkenn\S*|rilev\S*|estima\S*\s+si|sospechos\S*|suspeit\S*|suspect\S*|verdacht\S*|sospett\S*)\>)`,
    ),
    revise: { clause: 'Use only genuine reviews from real customers.' },
  },
];
