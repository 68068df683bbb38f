import { intl, type RiskRule } from './risk-rule.js';

// More harm cues in Spanish, Portuguese, French, German, Russian, Japanese and Chinese (see
// risk-rules-i18n.ts for the conventions): asking users for credentials, reading or copying data
// in secret, stereotypes, fake news, hiding that one is an AI, self-harm, drugs and malware,
// posing as a relative for money, and scoring people down for a protected trait.

export const I18N_HARM_RULES: readonly RiskRule[] = [
  {
    id: 'i18n_pii_request',
    section: 'ethical',
    family: 'pii_request',
    severity: 'high',
    issue: 'PII request (other language): asks people for passwords, PINs, card or ID numbers.',
    pattern: intl(
      String.raw`\<(?:pide|pida|pidele|solicita|pregunta(?:le)?|peca|pergunte|solicite|demande|demandez|frage|fragt|verlange|спроси|запроси|попроси|потребуй)\>[^.!?\n]{0,60}?\<(?:contrasena|clave|pin|numero de (?:tarjeta|cuenta|seguridad social)|senha|numero do cartao|cpf|mot de passe|numero de (?:carte|securite sociale)|passwort|kennwort|pin|tan|iban|steuer-id|kartennummer|пароль|номер карты|cvv|код из смс)\>|(?:暗証番号|パスワード|カード番号)を(?:聞|入力させ|教えても)|(?:询问|索要|让用户提供)[^。\n]{0,10}(?:密码|银行卡号|验证码|身份证)`,
    ),
    revise: { clause: 'Never ask for passwords, PINs or card numbers.' },
  },
  {
    id: 'i18n_covert',
    section: 'ethical',
    family: 'privacy',
    severity: 'high',
    issue: 'Privacy (other language): reads, records or copies people’s data in secret.',
    pattern: intl(
      String.raw`\<(?:en secreto|a escondidas|secretamente|sin que (?:se entere|lo sepa|nadie lo sepa)|as escondidas|sem que (?:ele|ela|ninguem) saiba|en secret|sans qu'(?:il|elle|on) le sache|heimlich|unbemerkt|тайно|незаметно)\>[^.!?\n]{0,60}?\<(?:copia\S*|lee|leer|graba\S*|registra\S*|envia\S*|guarda\S*|copie\S*|le|ler|grave\S*|envie\S*|lis|lire|enregistre\S*|envoie\S*|kopier\S*|lies|lesen|mitlesen|zeichne\S*|speicher\S*|schick\S*|копируй|читай|записывай|отправляй|сохраняй)|\<(?:copia\S*|lee|graba\S*|copie\S*|le|lis|lies|kopier\S*|читай|копируй)\>[^.!?\n]{0,40}?\<(?:en secreto|a escondidas|secretamente|as escondidas|en secret|heimlich|тайно|незаметно)\>|こっそり[^。\n]{0,20}(?:読|見|記録|コピー|送)|偷偷[^。\n]{0,20}(?:读|看|记录|复制|发送)`,
    ),
    revise: { clause: 'Handle personal data only openly and with consent.' },
  },
  {
    id: 'i18n_stereotype',
    section: 'bias',
    family: 'stereotype',
    severity: 'high',
    issue: 'Stereotype (other language): attributes a negative trait to a whole group of people.',
    pattern: intl(
      String.raw`\<(?:todos los|todas las|los|las|todos os|todas as|os|as|tous les|toutes les|les|alle|die)\s+(?:\S+\s+)?(?:gitanos|mujeres|hombres|inmigrantes|extranjeros|negros|judios|musulmanes|nordestinos|mulheres|homens|imigrantes|estrangeiros|negros|femmes|hommes|immigres|etrangers|arabes|juifs|musulmans|frauen|manner|auslander|migranten|fluchtlinge|juden|muslime)\s+(?:son|sao|sont|sind)\s+(?:\S+\s+)?(?:ladrones|vagos|flojos|inferiores|peligrosos|tontos|sucios|preguicosos|ladroes|inferiores|perigosos|burros|sujos|voleurs|paresseux|inferieur\S*|dangereux|stupides|sales|moins doue\S*|faul|dumm|kriminell|minderwertig|gefahrlich|schmutzig|langsam)\>|\<(?:все|эти)\s+(?:\S+\s+)?(?:женщины|мигранты|иностранцы|цыгане|евреи|мусульмане)\s+(?:—\s+)?(?:ленивые|глупые|воры|преступники|хуже)\>|(?:外国人|女性|移民)は(?:みんな|全員)?(?:怠け者|劣って|犯罪者|泥棒)|(?:外地人|女人|农村人)(?:都|就是)(?:懒惰|小偷|笨|低人一等)`,
    ),
    revise: { clause: 'Treat people as individuals and do not attribute traits to a whole group.' },
  },
  {
    id: 'i18n_adverse_scoring',
    section: 'bias',
    family: 'discrimination',
    severity: 'high',
    issue:
      'Discriminatory decision criterion (other language): scores or penalises people by a protected trait or a proxy.',
    pattern: intl(
      String.raw`\<(?:penaliza\S*|resta\S* puntos|notas? mas bajas|puntuacion mas baja|penaliz\S*|notas? mais baixas|tire pontos|penalis\S*|notes? plus basses|retire\S* des points|schlechter (?:bewert\S*|einstuf\S*)|bewerte\S*[^.!?\n]{0,60}schlechter|punkte abzieh\S*|abwert\S*|снижай\S*|занижай\S*|понижай\S*)\>[^.!?\n]{0,80}?\<(?:barrios? de inmigrantes|inmigrantes|extranjer\S*|mujeres|mayores|gitan\S*|periferia|favelas?|imigrantes|estrangeir\S*|mulheres|nordestin\S*|banlieues?|immigres|etrangers|femmes|origine \S+|auslander\S*|migrant\S*|frauen|alter\S*|behindert\S*|иностран\S*|мигрант\S*|женщин\S*)\>|\<(?:auslander\S*|migrant\S*|frauen|behinder\S*|inmigrantes|extranjer\S*|mujeres|imigrantes|estrangeir\S*|mulheres|immigres|etrangers|femmes)\>[^.!?\n]{0,60}?\<(?:schlechter|niedriger|peor|pior|moins bien)\>|\<(?:ecart\S*|rejet\S*|exclu\S*|elimin\S*)\>[^.!?\n]{0,60}?\<(?:nom|noms|prenom)\>[^.!?\n]{0,40}?\<(?:origine|consonance)\>|\<(?:prefer\S*|de preferencia|de preference|bevorzugt)\>[^.!?\n]{0,40}?\<(?:hombres|hommes|homens|manner|jovenes|jeunes|jovens|junge)\>`,
    ),
    revise: { clause: 'Decide only on criteria relevant to the task.' },
  },
  {
    id: 'i18n_deception',
    section: 'ethical',
    family: 'deception',
    severity: 'high',
    issue:
      'Deception (other language): fake news, posing as a relative for money, or hiding that the assistant is an AI.',
    pattern: intl(
      String.raw`\<(?:noticias? falsas?|fake news|noticias? inventadas?|fausses? (?:nouvelles|informations)|falschmeldung\S*|gefalschte nachricht\S*|фейков\S* новост\S*|ложн\S* новост\S*|citas inventadas|citacoes inventadas|citations inventees)\>|\<(?:nunca admitas|nunca digas|nunca admita|nunca diga|ne dis jamais|n'avoue jamais|gib niemals zu|sag niemals)\>[^.!?\n]{0,40}?\<(?:ia|inteligencia artificial|bot|robo|ki|kunstliche intelligenz|ии|бот)\>|\<(?:finge|finja|fais semblant d'etre|gib dich als)\>\s+(?:ser\s+)?(?:un|uma?|una)?\s*(?:medico|medica|abogad\S*|advogad\S*|doctor|arzt)\s+(?:de verdad|real|de verdade|echt\S*)|\<mich als (?:enkel\S*|sohn|tochter|neffe|nichte|polizist\S*|bankmitarbeiter\S*) ausgebe\S*|\<(?:haciendome pasar por|me hago pasar por|me passando por|fingindo ser|en me faisant passer pour|mich als \S+ ausgebe|притворяясь)\>\s+(?:\S+\s+){0,2}?(?:mi|meu|minha|mon|ma|mein\S*|моим|моей)?\s*(?:nieto|nieta|neto|neta|petit-fils|petite-fille|enkel\S*|hijo|filho|fils|sohn|внук\S*|primo|prima)|(?:孫|息子)(?:のふり|を装)|冒充(?:孙子|儿子|亲戚)`,
    ),
    revise: {
      clause: 'Be honest: no invented news or quotes, no impersonation, and say you are an AI when asked.',
    },
  },
  {
    id: 'i18n_harm_misc',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue:
      'Harmful request (other language): self-harm methods, drug synthesis, malware, or obtaining a weapon without a licence or record.',
    pattern: intl(
      String.raw`\<(?:wie viele|cuantas|quantas|combien de|сколько)\>[^.!?\n]{0,40}?\<(?:schlaftabletten|tabletten|pastillas|comprimidos|pilulas|somniferes|comprimes|таблеток)\>[^.!?\n]{0,60}?\<(?:nicht mehr aufwache\S*|nicht mehr aufzuwachen|no despertar|nao acordar|ne plus me reveiller|не проснуться|умереть|morir|morrer|mourir|sterben)|\<(?:sintetizar|fabricar|cocinar|preparar|synthetiser|fabriquer|herstellen|synthetisieren|kochen|синтезировать|сварить|приготовить)\>[^.!?\n]{0,40}?\<(?:metanfetamina|methamphetamine|methamphetamin|crystal meth|fentanilo|fentanyl|метамфетамин|фентанил)|\<(?:instal\S*|install\S*|установ\S*|pon\S*|met[ae]\S*|coloc\S*|mettre|mets|put|escrib\S*|crea\S*|ecri\S*|schreib\S*|programm\S*|напиши|написать|созда\S*)\>[^.!?\n]{0,40}?\<(?:logiciel espion|spyware|software espia|programa espia|spionagesoftware|шпионск\S* программ\S*)\>(?![^.!?\n]{0,30}?\<(?:my|mi|meu|minha|mon|ma|mein\S*|мо[йеёия]\S*)\>)|\<(?:cifre|encripte|chiffre|verschlussel\S*|зашифру\S*)\>[^.!?\n]{0,60}?\<(?:rescate|resgate|rancon|losegeld|выкуп)\>|\<(?:virus|virus que|вирус)\>[^.!?\n]{0,60}?\<(?:apague|borre|efface|losch\S*|удал\S*)\>[^.!?\n]{0,30}?\<(?:backups?|copias de seguridad|sauvegardes|бэкап\S*)\>|\<(?:arma|armas|arme|waffe|оружие)\>[^.!?\n]{0,30}?\<(?:sin licencia|sem licenca|sans permis|ohne waffenschein|ohne lizenz|без лицензии)\>|\<sin que quede registro\>|\<sem deixar registro\>|\<(?:gas toxico|veneno|gaz toxique|poison|giftgas|gift|ядовит\S* газ|яд)\>[^.!?\n]{0,80}?\<(?:contra una persona|contra alguien|contra alguem|contre (?:une personne|quelqu'un)|gegen (?:eine person|jemanden)|против человека)\>|\<(?:aunque|auch wenn|meme si|mesmo que)\>[^.!?\n]{0,30}?\<(?:el contrato|la poliza|im vertrag|le contrat|o contrato)\>[^.!?\n]{0,30}?\<(?:diga lo contrario|diga otra cosa|anders steht|dit le contraire|diga o contrario)\>`,
    ),
    revise: {
      clause: 'Decline requests that could cause serious harm and point to help or lawful alternatives.',
    },
  },
];
