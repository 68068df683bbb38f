// Issue 27, seventh scoring round: the prompt signals in Vietnamese, Indonesian, Turkish, Dutch and
// Polish (Czech and Slovak since the sixteenth). A precise prompt in a language the signals did not
// read scored below a one-line request in it (no task, format, limit or condition was found, only
// its layout). Kinds of wording, not phrases of any data set: the usual words for a role, a task, a
// format, a limit, a condition, in each language. signals-i18n.ts joins them to its own patterns.

import type { SignalName } from './prompt-signals.js';

/** Whole words only (Latin script with diacritics: no \b, which ignores them). */
const w = (alpha: string) => `(?<![\\p{L}\\p{M}\\p{N}])(?:${alpha})(?![\\p{L}\\p{M}\\p{N}])`;

export const MORE_I18N_SOURCES: Partial<Record<SignalName, string>> = {
  role: w(
    [
      'bạn\\s+là\\s+(?:một|chuyên)|hãy\\s+đóng\\s+vai|vai\\s+trò',
      '(?:kamu|anda)\\s+adalah\\s+(?:seorang|sebuah)|bertindaklah\\s+sebagai|berperan\\s+sebagai|peran',
      'sen\\s+bir|siz\\s+bir|rolün|rolünüz|gibi\\s+davran',
      'je\\s+bent\\s+een|u\\s+bent\\s+een|gedraag\\s+je\\s+als|jouw\\s+rol',
      'jesteś\\s+(?:doświadczonym|ekspertem)|jesteś|wciel\\s+się|twoja\\s+rola',
      // Czech and Slovak since issue 27's sixteenth scoring round.
      'jsi\\s+(?:zkušen\\p{L}*|expert\\p{L}*|odborn\\p{L}*)|jste\\s+(?:zkušen\\p{L}*|expert\\p{L}*)|si\\s+(?:skúsen\\p{L}*|expert\\p{L}*)|vystupuj\\s+jako|tvoje\\s+role|tvoja\\s+úloha',
    ].join('|'),
  ),
  task: w(
    [
      'hãy|viết|phân\\s+tích|tóm\\s+tắt|dịch|liệt\\s+kê|trả\\s+về|trả\\s+lời|tạo|soạn|phân\\s+loại|trích\\s+xuất|nhiệm\\s+vụ',
      'buatkan|buatlah|buat|tuliskan|tulislah|tulis|analisis|ringkas(?:kan)?|terjemahkan|sebutkan|berikan|kembalikan|jawab(?:lah)?|klasifikasikan|ekstrak|susun(?:lah)?|tugasmu|tugas\\s+anda',
      'yaz|yazın|özetle|çevir|analiz\\s+et|listele|oluştur|sınıflandır|döndür|cevap\\s+ver|görevin|göreviniz',
      'schrijf|vat\\s+samen|vertaal|analyseer|maak|geef|classificeer|beantwoord|jouw\\s+taak|je\\s+taak',
      'napisz|streść|przetłumacz|przeanalizuj|wypisz|utwórz|stwórz|zwróć|odpowiedz|sklasyfikuj|twoje\\s+zadanie',
      'napiš(?:te)?|shrň(?:te)?|přelož(?:te)?|analyzuj(?:te)?|vypiš(?:te)?|vytvoř(?:te)?|vrať(?:te)?|odpověz(?:te)?|roztřiď(?:te)?|vysvětli(?:te)?|popiš(?:te)?|porovnej(?:te)?|navrhni(?:te)?|tvým\\s+úkolem|tvoj[ae]\\s+úloh\\p{L}*|zhrň(?:te)?|prelož(?:te)?|vysvetli(?:te)?|opíš(?:te)?',
    ].join('|'),
  ),
  output_format: w(
    [
      'định\\s+dạng|bảng|danh\\s+sách|trường|cột|đầu\\s+ra',
      'format|tabel|daftar(?:\\s+bernomor)?|kolom|keluaran|poin',
      'biçim|biçiminde|formatında|tablo|liste|madde\\s+işaret\\p{L}*|sütun\\p{L}*|çıktı',
      'formaat|tabel|lijst|opsomming|kolommen|velden|uitvoer',
      'formacie|format|tabel[ia]|tabelę|list[aęy]|punkt[yów]*|kolumn\\p{L}*|pol[ae]',
      'formát\\p{L}*|tabulk\\p{L}*|tabuľk\\p{L}*|seznam\\p{L}*|zoznam\\p{L}*|odrážk\\p{L}*|bod(?:ech|ů|och)|sloup\\p{L}*|stĺp\\p{L}*|výstup\\p{L}*',
    ].join('|'),
  ),
  constraints: w(
    [
      'không\\s+được|không|chỉ|tối\\s+đa|tối\\s+thiểu|ít\\s+nhất|luôn\\s+luôn|luôn|phải|đúng|không\\s+bao\\s+giờ',
      'maks\\.?|maksimal|minimal|paling\\s+(?:banyak|sedikit)|wajib|harus|hanya|tanpa|jangan|tidak\\s+boleh|selalu',
      'asla|her\\s+zaman|sadece|yalnızca|en\\s+fazla|en\\s+az|olmadan|zorunlu|mutlaka',
      'nooit|altijd|alleen|maximaal|minimaal|minstens|hoogstens|zonder|verplicht|niet',
      'nigdy|zawsze|tylko|wyłącznie|maksymalnie|co\\s+najmniej|najwyżej|bez|nie|musi',
      'nikdy|vždy|vždy|jen|pouze|iba|maximálně|maximálne|nejvýše|alespoň|aspoň|nejméně|bez|nesmí\\p{L}*|nesmie\\p{L}*|musí\\p{L}*|nepoužívej\\p{L}*|nevymýšlej\\p{L}*|včetně|vrátane',
    ].join('|'),
  ),
  context: w(
    [
      'bối\\s+cảnh|ngữ\\s+cảnh|mục\\s+tiêu|vì|để',
      'konteks|latar\\s+belakang|tujuan|karena|agar|supaya',
      'bağlam|arka\\s+plan|amaç|çünkü',
      'context|achtergrond|doel|omdat|zodat',
      'kontekst|tło|cel|ponieważ|dlatego|żeby',
      'kontext|pozadí|pozadie|cíl\\p{L}*|cieľ\\p{L}*|protože|pretože|abych|abys|aby',
    ].join('|'),
  ),
  audience: w(
    'độc\\s+giả|đối\\s+tượng|người\\s+đọc|khán\\s+giả|pembaca|audiens|sasaran|pelanggan\\s+utama|okuyucu\\p{L}*|hedef\\s+kitle|doelgroep|lezers?|odbiorc\\p{L}*|czytelni\\p{L}*|grupa\\s+docelowa|čtenář\\p{L}*|čitateľ\\p{L}*|publikum|cílov\\p{L}*\\s+skupin\\p{L}*',
  ),
  tone: w(
    'giọng\\s+văn|giọng|văn\\s+phong|lịch\\s+sự|thân\\s+thiện|gaya\\s+bahasa|nada|santai|sopan|ramah|ton|üslup|resmi|samimi|toon|stijl|formeel|vriendelijk|ton|styl|formalny|uprzejm\\p{L}*|przyjazn\\p{L}*|tón|styl|formální|zdvořil\\p{L}*|přátelsk\\p{L}*|priateľsk\\p{L}*|zdvoril\\p{L}*|mazáč\\p{L}*',
  ),
  edge_cases: w(
    'nếu|trường\\s+hợp|thiếu|jika|kalau|apabila|bila|kosong|eğer|yoksa|eksik|boş|als|indien|ontbreekt|leeg|jeśli|jeżeli|w\\s+przeciwnym\\s+razie|brak|pust\\p{L}*|pokud|pokiaľ|jestliže|ak|v\\s+případě|chybí|chýba|nejsi\\s+jist\\p{L}*|nie\\s+si\\s+ist\\p{L}*',
  ),
  examples: w(
    'ví\\s+dụ|contoh|misalnya|örnek|örneğin|voorbeeld|bijvoorbeeld|przykład\\p{L}*|na\\s+przykład|příklad\\p{L}*|príklad\\p{L}*|například|napríklad',
  ),
  steps: w('bước|langkah|adım|stap|krok\\p{L}*|postup\\p{L}*'),
};

/** A count with a unit of length in these languages: "≤ 15 từ", "maks. 150 karakter", "200 kelime". */
export const MORE_LENGTH_SOURCE =
  '\\d+\\s*(?:slov|vět|znaků|znakov|odstav\\p{L}*|bod(?:ů|ov)|từ|câu|đoạn|ký\\s+tự|kata|kalimat|paragraf|karakter|kelime|cümle|woorden|zinnen|alinea|tekens|słów|zdań|zdania|akapit\\p{L}*|znaków)(?![\\p{L}\\p{M}])|[≤≥]\\s*\\d+';
