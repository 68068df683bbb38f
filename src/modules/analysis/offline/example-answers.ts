// The example answers a prompt gives (issue 27, eighth and ninth scoring rounds), for the checks of
// conflict-examples.ts. They are read from an example section (a label such as "Examples:",
// "Ejemplos:", "Przykłady odpowiedzi:", "例："): the part after an arrow ("… → …"), the answer line
// of an alternating pair of labels (Q:/A:, Pytanie:/Odpowiedź:), the `output` fields of a JSON
// `"examples"` array, the `<output>` of an XML `<example>`; with no label or arrow, a quoted text
// under the label, or any text under a label that names the answer ("Example post:"), is a lone
// example text, checked for its form only. Examples marked as bad ("Bad:", "❌", "Don't:",
// "Falsch:", "错误") or introduced as what not to do are left out. What remains of the prompt
// without its example sections is where the rules are read. Since issue 27's thirteenth round also
// the output attribute of a one-tag example (`<ornek girdi='…' cikti='…'/>`).

import { B, E, words } from './word-bounds.js';

// --- Where the examples are -------------------------------------------------------------------

/** A line that opens an example section: "Examples:", "## Ejemplos", "Przykłady odpowiedzi:", "例：". */
const SECTION_LABEL_RE = new RegExp(
  `^\\s*(?:#{1,6}\\s*)?(?:\\*\\*|__)?\\s*(?:[\\p{L}\\p{M}'’]+\\s+){0,3}?(?:few[- ]shot\\s+)?(?:examples?|samples?|ejemplos?|exemplos?|exemples?|beispiele?|esempi|esempio|примеры?|пример\\p{L}*|przyk[łl]ad\\p{L}*|voorbeeld(?:en)?|[öo]rnek(?:ler)?|contoh|v[íi]\\s+d[ụu]|उदाहरण|예시|例|示例|例子|範例|入出力例|サンプル|exempel|eksempl?er|eksempel|esimerk\\p{L}*|p[řr][íi]klad(?:y)?|p[ée]ld[aá]k?|exemplu|παραδείγματα|παράδειγμα|דוגמאות|דוגמה|أمثلة|مثال)${E}[^\\n:：]{0,40}?[:：]?\\s*(?:\\*\\*|__)?\\s*$`,
  'iu',
);
/**
 * One example on its own labelled line (issue 27, tenth round): "Example 1: \"5 Jan\" -> 2023-01-05",
 * "Ejemplo 2: … → …", "例3：… → …". The answer is the part after the arrow.
 */
const EXAMPLE_LINE_RE =
  /^\s*(?:[-*•]\s*)?(?:\*\*)?(?:examples?|samples?|ejemplos?|exemplos?|exemples?|beispiele?|esempi|esempio|пример\p{L}*|przyk[łl]ad\p{L}*|voorbeeld(?:en)?|[öo]rnek|contoh|v[íi]\s+d[ụu]|उदाहरण|예시|例)\s*(?:#?\d{1,2}|[a-z])?(?:\*\*)?\s*[:：.)]\s*(?:\*\*)?\s*\S/iu;

/** A heading or a bare label line ("Rules:", "# Output") ends an example section. */
const SECTION_END_RE =
  /^\s*#{1,6}\s|^\s*(?:\*\*)?[\p{L}\p{M} ]{2,30}(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*$|\{\{[^{}]+\}\}/u;

/** Marks an example as what not to do; in a label before it, or on the line that introduces the section. */
const BAD_RE = words(
  "bad|wrong|incorrect|poor|weak|don['’]?t|do\\s+not|avoid|never|not\\s+like\\s+this|what\\s+not\\s+to|violat\\p{L}*|mal[oa]s?|incorrect[oa]s?|err[óo]ne[oa]s?|evita\\p{L}*|no\\s+as[íi]|ruim|errad[oa]s?|mauvais\\p{L}*|faux|fausse|[àa]\\s+[ée]viter|incorrecte?s?|falsch\\p{L}*|schlecht\\p{L}*|vermeide\\p{L}*|nicht\\s+so|sbagliat[oa]|scorrett[oa]|da\\s+evitare|плох\\p{L}*|неправильн\\p{L}*|неверн\\p{L}*|так\\s+не|[źz]le|z[łl][ey]|b[łl][ęe]dn\\p{L}*|niepoprawn\\p{L}*|nie\\s+tak|salah|buruk|sai|k[ée]m|yanl[ıi][şs]|k[öo]t[üu]|fout|slecht",
  '❌|✗|✘|🚫|⛔|👎|悪い例|NG例|ダメな例|错误|錯誤|反例|不要这样|잘못된|나쁜|गलत|ख़राब|खराब',
);
/** Marks an example as one to follow again: "Good:", "✅", "Richtig:", "正确". */
const GOOD_RE = words(
  'good|correct|right|better|instead|do|ideal|bien|buen[oa]s?|correct[oa]s?|mejor|bom|boa|cert[oa]|bon(?:ne)?s?|richtig|gut|besser|buon[oa]|giust[oa]|хорош\\p{L}*|правильн\\p{L}*|dobrze|dobr[ey]|poprawn\\p{L}*|benar|baik|đúng|doğru|goed',
  '✅|✓|✔|👍|良い例|OK例|正确|正確|正例|好的|올바른|좋은|सही',
);

/** A short label before the content of a line: "Bad:", "Respuesta:", "❌ Don't:". */
const LEAD_LABEL_RE = /^\s*(?:[-*•]\s*)?([^\n:："“«„→]{1,30}?)\s*[:：]\s*/u;
const ARROW_RE = /\s(?:->|→|=>|⇒|⟶|⟹)\s/u;
const PAIR_LABEL_RE =
  /^\s*(?:[-*•]\s*)?(?:\*\*)?([\p{L}\p{M}][\p{L}\p{M} ]{0,20}?)(?:\*\*)?\s*[:：]\s*(\S.*)$/u;

/** A line that is one quoted text: "“Da oggi al banco …”", "« Bonjour … »". */
const QUOTED_WHOLE_RE = /^\s*(?:[-*•]\s*)?["“«„「][^\n]{8,}["”»“」]\s*$/u;
/** An example label that names the answer: "Example post:", "Ejemplo de respuesta:", "回答例：". */
const ANSWER_LABEL_RE = new RegExp(
  `${B}(?:outputs?|answers?|repl(?:y|ies)|responses?|posts?|tweets?|captions?|messages?|respuestas?|salidas?|respostas?|sa[íi]das?|r[ée]ponses?|sorties?|antworten?|ausgaben?|risposte?|ответ\\p{L}*|odpowied\\p{L}*)${E}|回答例|応答例|输出示例|回复示例`,
  'iu',
);
/** An example label that names the inputs: "Example questions:", "Ejemplos de preguntas:". */
const INPUTS_LABEL_RE = new RegExp(
  `${B}(?:inputs?|questions?|quer(?:y|ies)|requests?|user\\s+messages?|prompts?|entradas?|preguntas?|perguntas?|questions?|demandes?|fragen|eingaben?|domande|richieste|вопрос\\p{L}*|запрос\\p{L}*|pytani\\p{L}*)${E}|質問例|入力例|问题示例|输入示例`,
  'iu',
);

export interface Examples {
  /** The example answers, each with whether it is marked as a bad example. */
  outputs: string[];
  /** Example texts with no label or arrow: checked for their form only. */
  loneTexts: string[];
  /**
   * Bullet items under an example label with no label or arrow of their own ("Examples of the style
   * we want:\n- Patch Now: …", "Esimerkkejä hyvistä nimistä:\n- Paahdin"): each is one example of
   * an item the prompt asks for (a headline, a name), checked against the rules on each item only
   * (issue 27, fifteenth scoring round). Not under a label of inputs or questions.
   */
  items: string[];
  /** The prompt without its example sections: where the rules are read. */
  rules: string;
}

const isBadLabel = (label: string) => BAD_RE.test(label) && !GOOD_RE.test(label.replace(BAD_RE, ''));

/** Label-and-arrow examples after an example label, by section. */
function sectionExamples(
  lines: readonly string[],
  outputs: string[],
  loneTexts: string[],
  inExample: boolean[],
  items: string[],
): void {
  for (let i = 0; i < lines.length; i++) {
    if (!SECTION_LABEL_RE.test(lines[i]!) || lines[i]!.length > 80) continue;
    const intro = [lines[i]!, ...(/[:：]\s*$/.test(lines[i - 1] ?? '') ? [lines[i - 1]!] : [])].join(' ');
    let bad = BAD_RE.test(intro);
    inExample[i] = true;
    const pairs: [string, string, boolean][] = [];
    const loose: string[] = [];
    const before = outputs.length;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trim() === '') {
        inExample[j] = true;
        continue;
      }
      if (SECTION_LABEL_RE.test(line) && line.length <= 80) break;
      // A bare marker line switches between bad and good examples ("Bad:", "✅ Better:").
      const lead = LEAD_LABEL_RE.exec(line);
      const bareLabel = lead && line.slice(lead[0].length).trim() === '';
      const markerOnly = /^\s*(?:❌|✗|✘|🚫|⛔|👎|✅|✓|✔|👍)\s*$/u.test(line);
      if (bareLabel || markerOnly) {
        const label = lead ? lead[1]! : line;
        if (BAD_RE.test(label) || GOOD_RE.test(label)) {
          bad = isBadLabel(label);
          inExample[j] = true;
          continue;
        }
      }
      if (SECTION_END_RE.test(line)) break;
      inExample[j] = true;
      const lineBad =
        bad || /^\s*(?:[-*•]\s*)?(?:❌|✗|✘|🚫|⛔|👎)/u.test(line) || (lead ? isBadLabel(lead[1]!) : false);
      const arrow = ARROW_RE.exec(line);
      if (arrow) {
        if (!lineBad) outputs.push(line.slice(arrow.index + arrow[0].length).replace(LEAD_LABEL_RE, ''));
        continue;
      }
      const pair = PAIR_LABEL_RE.exec(line);
      if (pair) pairs.push([pair[1]!.trim().toLowerCase(), pair[2]!, lineBad]);
      else if (!lineBad) loose.push(line);
    }
    // Alternating labels (Q:/A:, Cliente:/Agente:): the answers are the lines of the second label.
    const labels = [...new Set(pairs.map(([l]) => l))];
    if (labels.length === 2 && pairs[0]![0] === labels[0])
      for (const [label, text, lineBad] of pairs) if (label === labels[1] && !lineBad) outputs.push(text);
    // No labels, no arrows (issue 27, ninth round): a quoted text under the label, or any text under
    // a label that names the answer ("Example post:", "Esempio di risposta:"), is an example answer
    // of its form (emoji, hashtags, length, address), not of its values; a question, a code block
    // or data, and a section of example inputs are not.
    const fenced = loose.some((t) => /^\s*```/.test(t));
    const bullets = loose.filter((t) => BULLET_ITEM_RE.test(t));
    if (pairs.length === 0 && outputs.length === before && !fenced && !INPUTS_LABEL_RE.test(lines[i]!))
      if (bullets.length >= 2 && bullets.length === loose.length)
        items.push(...bullets.map((t) => t.replace(BULLET_ITEM_RE, '').trim()));
    if (pairs.length === 0 && outputs.length === before && !fenced && !INPUTS_LABEL_RE.test(lines[i]!))
      for (const text of loose)
        if (
          !/[?？]\s*["”»」]?\s*$/u.test(text) &&
          !/^\s*[{}[\]`<]|"\s*:/.test(text) &&
          (QUOTED_WHOLE_RE.test(text) || ANSWER_LABEL_RE.test(lines[i]!))
        )
          loneTexts.push(text.replace(/^\s*(?:[-*•]\s*)?["“«„「]|["”»“」]\s*$/gu, ''));
    i = j - 1;
  }
}

/** A list item of one line: "- Paahdin", "• Three Phishing Tricks Seen This Week". */
const BULLET_ITEM_RE = /^\s*[-*•]\s+(?=\S)/u;

/** The index of the bracket closing the one at `open`, or -1. */
function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { '[': ']', '{': '}' };
  const stack: string[] = [];
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c in pairs) stack.push(pairs[c]!);
    else if (c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

const JSON_EXAMPLES_RE =
  /"(?:examples|few_shot|fewshot|samples|ejemplos|exemplos|exemples|beispiele|esempi|примеры)"\s*:\s*\[/giu;
const JSON_OUTPUT_RE =
  /"(?:output|label|answer|response|expected(?:_output)?|completion|salida|respuesta|resposta|sortie|r[ée]ponse|ausgabe|antwort|risposta|ответ)"\s*:\s*"((?:[^"\\\n]|\\.)*)"/giu;
const XML_EXAMPLE_RE = /<(example|sample|ejemplo|exemplo|exemple|beispiel)\b[^>]*>([\s\S]*?)<\/\1>/giu;
const XML_OUTPUT_RE =
  /<(output|answer|response|assistant|label|salida|respuesta|resposta|sortie|antwort|ответ)>([\s\S]*?)<\/\1>/giu;

const EXAMPLE_TAG = `(?:example|sample|shot|ejemplo|exemplo|exemple|beispiel|esempio|voorbeeld|przyk[łl]ad|пример|[öo]rnek|contoh|v[íi]_?d[ụu]|例|示例|예시)`;
const XML_ATTR_EXAMPLE_RE = new RegExp(`<${EXAMPLE_TAG}\\b[^<>]*\\/?>`, 'giu');
const XML_ATTR_OUTPUT_RE =
  /(?<![\p{L}\p{N}_-])(output|answer|response|label|expected|target|salida|respuesta|resposta|sa[íi]da|sortie|r[ée]ponse|ausgabe|antwort|risposta|uscita|uitvoer|wynik|odpowied[źz]|ответ|вывод|[çc][ıi]kt[ıi]|cevap|keluaran|jawaban|出力|输出|答え|回答)\s*=\s*(?:"([^"]*)"|'([^']*)')/iu;

/** The example answers and lone example texts of a prompt, and the prompt without its example sections. */
export function examplesOf(content: string): Examples {
  const outputs: string[] = [];
  const cut: [number, number][] = [];
  for (const m of content.matchAll(JSON_EXAMPLES_RE)) {
    const open = m.index! + m[0].length - 1;
    const end = closing(content, open);
    if (end < 0) continue;
    const body = content.slice(open, end + 1);
    for (const o of body.matchAll(JSON_OUTPUT_RE)) outputs.push(o[1]!.replace(/\\"/g, '"'));
    cut.push([m.index!, end + 1]);
  }
  for (const m of content.matchAll(XML_EXAMPLE_RE)) {
    const attrs = /^<[^>]*>/.exec(m[0])![0];
    if (!BAD_RE.test(attrs)) for (const o of m[2]!.matchAll(XML_OUTPUT_RE)) outputs.push(o[2]!.trim());
    cut.push([m.index!, m.index! + m[0].length]);
  }
  // Issue 27, thirteenth round: one example per tag, its answer in an attribute
  // (`<ornek girdi='…' cikti='…'/>`, `<example input="…" output="…"/>`).
  for (const m of content.matchAll(XML_ATTR_EXAMPLE_RE)) {
    const out = XML_ATTR_OUTPUT_RE.exec(m[0]);
    // A tag with no answer attribute is the opening of an `<example>…</example>` read above.
    if (!out || cut.some(([a, b]) => m.index! >= a && m.index! < b)) continue;
    if (!BAD_RE.test(m[0].replace(XML_ATTR_OUTPUT_RE, ' '))) outputs.push((out[2] ?? out[3] ?? '').trim());
    cut.push([m.index!, m.index! + m[0].length]);
  }
  let rest = content;
  for (const [a, b] of cut.sort((x, y) => y[0] - x[0])) rest = rest.slice(0, a) + rest.slice(b);
  const lines = rest.split('\n');
  const inExample = lines.map(() => false);
  const loneTexts: string[] = [];
  const items: string[] = [];
  sectionExamples(lines, outputs, loneTexts, inExample, items);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inExample[i] || !EXAMPLE_LINE_RE.test(line)) continue;
    const arrow = ARROW_RE.exec(line);
    if (!arrow) continue;
    inExample[i] = true;
    const label = LEAD_LABEL_RE.exec(line)?.[1] ?? '';
    if (!isBadLabel(label) && !/(?:❌|✗|✘|🚫|⛔|👎)/u.test(line))
      outputs.push(line.slice(arrow.index + arrow[0].length).replace(LEAD_LABEL_RE, ''));
  }
  return { outputs, loneTexts, items, rules: lines.filter((_, i) => !inExample[i]).join('\n') };
}
