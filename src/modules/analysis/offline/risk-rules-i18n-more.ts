import { intl, type RiskRule } from './risk-rule.js';

// Issue 27, seventh round: the core injection and harm cues in ten more languages — Italian, Dutch,
// Polish, Turkish, Indonesian, Vietnamese, Korean, Arabic, Hindi and Ukrainian — where the blind
// authors' misses (by language, leave one author out) lay and the older rules (risk-rules-i18n.ts:
// es, pt, fr, de, ru, ja, zh) read nothing: overriding the instructions, asking for the system
// prompt, a "no restrictions" persona, and how to make a weapon or a drug or break into an account.
// Each needs the act and its object together ("ignora il rumore di fondo", "bom dia" and "how to
// build a sandcastle" in any of them stay quiet). Letters intl() does not fold (Turkish ı ş ğ,
// Polish ł ą ę ś ź ż ć ń, Vietnamese tones) are written as they are spelt.

const VI_IGNORE = 'bỏ qua|phớt lờ|quên (?:đi )?';
const VI_RULES = 'hướng dẫn|chỉ dẫn|quy tắc|chỉ thị|lệnh';

const OVERRIDE = String.raw`\<(?:ignora|ignorate|dimentica|dimenticate|negeer|vergeet|zignoruj|ignoruj|zapomnij|pomiń|abaikan|lupakan|ігноруй|проігноруй|забудь)\>\s+(?:\S+\s+){0,4}?\<(?:istruzioni|regole|indicazioni|direttive|instructies|regels|richtlijnen|aanwijzingen|instrukcj\S*|zasad\S*|polece\S*|instruksi|aturan|perintah|petunjuk|інструкці\S*|правил\S*|вказівк\S*)\>|(?:${VI_IGNORE})\s*(?:\S+\s+){0,4}?(?:${VI_RULES})|\<(?:talimat\S*|kural\S*|y[oö]nerge\S*)\s+(?:\S+\s+){0,2}?(?:yok\s*say\S*|g[oö]rmezden\s+gel\S*|unut\S*)|(?:지시|지침|명령|규칙|프롬프트)[^.\n]{0,12}(?:무시|잊어)|(?:تجاهل|انس|تجاوز)[^.\n]{0,30}(?:التعليمات|الأوامر|القواعد|الإرشادات)|(?:निर्देश|नियम|आदेश)[^।.\n]{0,20}(?:अनदेखा|भूल\s+जा|नज\S*रअंदाज)`;

const PROMPT_LEAK = String.raw`\<(?:mostra(?:mi)?|rivela(?:mi)?|ripeti|stampa|dimmi|scrivi|toon|herhaal|geef|onthul|print|pokaż|wypisz|powtórz|ujawnij|podaj|wyświetl|g[oö]ster\S*|tekrarla\S*|yazd[iı]r\S*|tampilkan|tunjukkan|ulangi|cetak|beritahu\S*|sebutkan|покажи|виведи|повтори|розкрий|напиши)\>\s+(?:\S+\s+){0,4}?\<(?:(?:il\s+)?prompt\s+di\s+sistema|(?:le\s+tue\s+)?istruzioni\s+(?:iniziali|nascoste|originali|di\s+sistema)|le\s+tue\s+istruzioni|systeemprompt|(?:je|jouw)\s+(?:oorspronkelijke\s+)?instructies|prompt\s+systemow\S*|(?:twoje|swoje)\s+instrukcje|instrukcj\S*\s+systemow\S*|sistem\s+(?:istem\S*|komut\S*|talimat\S*|prompt\S*)|(?:gizli|ilk|orijinal)\s+talimat\S*|prompt\s+sistem|instruksi\s+(?:sistem|awal|asli)|instruksimu|системн\S*\s+(?:промпт|інструкці\S*|повідомлен\S*)|(?:твої|ваші)\s+інструкції)|\<sistem\s+(?:istem\S*|komut\S*|talimat\S*|prompt\S*)\s+(?:\S+\s+){0,3}?(?:g[oö]ster\S*|tekrarla\S*|yaz\S*|s[oö]yle\S*)|(?:hiển thị|in ra|lặp lại|cho (?:tôi|tao) xem|tiết lộ)\s*(?:\S+\s+){0,3}?(?:lời nhắc|prompt|chỉ dẫn|hướng dẫn)\s+hệ\s+thống|(?:시스템\s*프롬프트|시스템\s*메시지|초기\s*지시|원래\s*지시)[^.\n]{0,15}(?:보여|알려|출력|공개|반복)|(?:اعرض|أظهر|اطبع|كرر|اكشف|أخبرني)[^.\n]{0,20}(?:موجه النظام|تعليمات النظام|رسالة النظام|تعليماتك)|(?:सिस्टम\s+(?:प्रॉम्प्ट|प्रोम्प्ट|निर्देश)|(?:आपके|तुम्हारे)\s+निर्देश)[^।.\n]{0,20}(?:दिखा|बता|दोहरा)`;

const NO_LIMITS = String.raw`\<(?:senza\s+(?:alcun\S*\s+)?(?:restrizion[ei]|limit[ei]|filtr[oi]|censura|regol[ae])|zonder\s+(?:enige\s+)?(?:beperkingen|filters?|censuur|regels)|bez\s+(?:żadnych\s+)?(?:ograniczeń|filtrów|cenzury|zasad)|s[iı]n[iı]rs[iı]z|k[iı]s[iı]tlamas[iı]z|sans[uü]rs[uü]z|tanpa\s+(?:batasan|filter|sensor|aturan)|без\s+(?:жодних\s+)?(?:обмежень|фільтрів|цензури|правил)|modalit[aà]\s+sviluppatore|ontwikkelaarsmodus|tryb\s+(?:dewelopera|programisty)|geli[sş]tirici\s+modu|mode\s+pengembang|режим\s+розробника)\>|không\s+(?:có\s+)?(?:giới hạn|hạn chế|kiểm duyệt|bộ lọc)|chế độ nhà phát triển|제한\s*(?:없는|없이)|검열\s*없이|개발자\s*모드|بدون\s+(?:أي\s+)?(?:قيود|رقابة|فلاتر)|بلا\s+قيود|وضع\s+المطور|बिना\s+(?:किसी\s+)?(?:प्रतिबंध|सेंसर|फ़िल्टर|फिल्टर|रोक)|डेवलपर\s+मोड`;
const ADDRESSED = String.raw`\<(?:sei|rispondi|risponderai|ora|adesso|je\s+bent|antwoord|nu|jeste[sś]|odpowiadaj|teraz|art[iı]k|cevap\s+ver\S*|sen|kamu|jawab\S*|sekarang|ти|відповідай|тепер)\>|bạn là|trả lời|bây giờ|너는|당신은|대답|이제|أنت|أجب|الآن|तुम|आप\s+(?:अब|हो)|जवाब`;

const HARM_OBJECT = String.raw`\<(?:bomb[ae]|esplosiv\S*|ordign\S*|bommen|springstof\S*|bomb\S*|materia[lł]\S*\s+wybuchow\S*|patlay[iı]c[iı]\S*|bahan\s+peledak|bom|metanfetamina|droghe|drugs|narkotyk\S*|metamfetamin\S*|uyu[sş]turucu|narkoba|sabu|бомб\S*|вибухівк\S*|наркотик\S*)\>|chất nổ|ma túy|폭탄|폭발물|마약|필로폰|قنبلة|متفجرات|مخدرات|बम|विस्फोटक|ड्रग्स`;
const HOW_TO_MAKE = String.raw`\<(?:come\s+(?:si\s+)?(?:fa|fare|costruire|fabbricare|preparare|produrre)|hoe\s+(?:maak|bouw|kan)\s+(?:ik|je)|jak\s+(?:zrobić|zrobic|zbudować|zbudowac|przygotować|wyprodukować)|nas[iı]l\s+(?:yap[iı]l[iı]r|yapar[iı]m|yap[iı]l\S*|[uü]retil\S*)|cara\s+(?:membuat|merakit|bikin)|як\s+(?:зробити|виготовити|приготувати))\>|cách\s+(?:làm|chế tạo|điều chế)|làm thế nào để\s+(?:làm|chế tạo)|만드는\s*방법|만들\s*수\s*있|제조\s*방법|كيف\s+(?:أصنع|أحضر|أقوم\s+بصنع|يمكنني\s+صنع)|طريقة\s+(?:صنع|تحضير)|कैसे\s+(?:बनाएं|बनाऊं|बनाते)|बनाने\s+का\s+तरीका`;

export const I18N_MORE_RULES: readonly RiskRule[] = [
  {
    id: 'i18n_more_override',
    section: 'safety',
    family: 'prompt_injection',
    severity: 'high',
    issue:
      'Prompt-injection phrasing (it, nl, pl, tr, id, vi, ko, ar, hi, uk): tells the model to ignore or forget its instructions.',
    pattern: intl(OVERRIDE),
    revise: { replace: 'follow the instructions in this prompt' },
  },
  {
    id: 'i18n_more_prompt_leak',
    section: 'safety',
    family: 'prompt_extraction',
    severity: 'high',
    issue:
      'Prompt-extraction phrasing (it, nl, pl, tr, id, vi, ko, ar, hi, uk): asks the model to show its system prompt or instructions.',
    pattern: intl(PROMPT_LEAK),
    revise: { replace: 'summarise what you can help with' },
  },
  {
    id: 'i18n_more_no_restrictions',
    section: 'safety',
    family: 'jailbreak',
    severity: 'high',
    issue:
      'Jailbreak phrasing (it, nl, pl, tr, id, vi, ko, ar, hi, uk): tells the model it has no restrictions or is in a developer mode.',
    pattern: intl(NO_LIMITS),
    requireNearby: intl(ADDRESSED),
    revise: { replace: 'within your usual guidelines' },
  },
  {
    id: 'i18n_more_weapons_drugs',
    section: 'safety',
    family: 'harmful_request',
    severity: 'high',
    issue:
      'Harmful request (it, nl, pl, tr, id, vi, ko, ar, hi, uk): asks how to make explosives, a bomb or a drug.',
    pattern: intl(HOW_TO_MAKE),
    requireInClause: intl(HARM_OBJECT),
    revise: { clause: 'Decline to give instructions for making weapons, explosives or drugs.' },
  },
];
