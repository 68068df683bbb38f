// Finds the example sections of a prompt, which balance and heatmap skip unless include_examples
// is true: the lines after an "Example(s):" label or heading, Input:/Output: pairs (Q:/A:,
// User:/Assistant:), and fenced blocks labelled or introduced as examples.

import { IMPERATIVE_VERBS } from './lexicon.js';
import { type Line, linesOf, mergeRanges, type Range } from './segmenter.js';

const EXAMPLE_LABEL_RE =
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?(?:few[- ]shot\s+)?(?:examples?|samples?|sample\s+(?:inputs?|outputs?|responses?)|example\s+(?:inputs?|outputs?|responses?)|demonstrations?)(?:\s*#?\d+)?(?:\s*\([^)]*\))?(?:\*\*|__)?\s*[:：]?(?:\*\*|__)?/i;
const HEADING_RE = /^\s*#{1,6}\s/;
const INPUT_LABEL_RE = /^\s*(?:\*\*)?(?:input|user|q|question|customer|prompt)\s*#?\d*\s*(?:\*\*)?\s*:/i;
const OUTPUT_LABEL_RE =
  /^\s*(?:\*\*)?(?:output|assistant|a|answer|response|expected(?:\s+output)?|ai|bot|completion)\s*#?\d*\s*(?:\*\*)?\s*:/i;
const LABEL_RE = /^\s*(?:\*\*)?([A-Za-z][A-Za-z /&-]{0,40}?)(?:\*\*)?\s*:/;
const VARIABLE_RE = /\{\{[^{}]+\}\}|\[\[[^[\]]+\]\]/;
const SECTION_LABELS = new Set([
  'task',
  'context',
  'background',
  'instructions',
  'instruction',
  'rules',
  'constraints',
  'requirements',
  'guidelines',
  'notes',
  'note',
  'format',
  'output format',
  'response format',
  'style',
  'tone',
  'audience',
  'role',
  'steps',
  'goal',
  'goals',
  'objective',
  'important',
  'remember',
]);

export function exampleRanges(content: string): Range[] {
  const lines = linesOf(content);
  const text = (l: Line) => content.slice(l.start, l.end);
  const ranges: Range[] = [];

  // 1. "Example(s):" labels and example headings: until the next section boundary.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const raw = text(line);
    const label = EXAMPLE_LABEL_RE.exec(raw);
    if (!label || !isLabelLine(raw, label[0])) continue;
    const rest = raw.slice(label[0].length);
    const start = rest.trim() ? line.start + label[0].length : (lines[i + 1]?.start ?? line.end);
    let j = i + 1;
    let sawBlank = false;
    while (j < lines.length && !endsExampleSection(text(lines[j]!), sawBlank)) {
      sawBlank = text(lines[j]!).trim() === '';
      j++;
    }
    const end = j < lines.length ? lines[j]!.start : content.length;
    if (end > start) ranges.push({ start, end });
    i = j - 1;
  }

  // 2. Input:/Output: pairs whose input is not a live template slot.
  for (let i = 0; i < lines.length; i++) {
    if (!INPUT_LABEL_RE.test(text(lines[i]!))) continue;
    let j = i + 1;
    while (j < lines.length && j - i <= 20 && !OUTPUT_LABEL_RE.test(text(lines[j]!))) {
      if (INPUT_LABEL_RE.test(text(lines[j]!))) break;
      j++;
    }
    if (j >= lines.length || !OUTPUT_LABEL_RE.test(text(lines[j]!))) continue;
    const inputBlock = content.slice(lines[i]!.start, lines[j]!.start);
    if (VARIABLE_RE.test(inputBlock)) continue;
    let k = j + 1;
    while (k < lines.length && text(lines[k]!).trim() !== '' && !LABEL_RE.test(text(lines[k]!))) k++;
    ranges.push({ start: lines[i]!.start, end: lines[k - 1]!.end });
    i = k - 1;
  }

  // 3. Fenced blocks labelled ```example or introduced by a line mentioning an example.
  let open: { line: Line; isExample: boolean } | null = null;
  let prevNonBlank = '';
  for (const line of lines) {
    const raw = text(line);
    const fence = /^\s*(```|~~~)(.*)$/.exec(raw);
    if (fence && !open) {
      open = {
        line,
        isExample:
          /example|sample/i.test(fence[2] ?? '') ||
          /\b(?:examples?|samples?|for instance)\b/i.test(prevNonBlank),
      };
    } else if (fence && open) {
      if (open.isExample) ranges.push({ start: open.line.start, end: line.end });
      open = null;
    }
    if (raw.trim()) prevNonBlank = raw;
  }

  return mergeRanges(ranges);
}

/** An example label stands alone ("Examples:") or introduces inline text ("Example: …"). */
function isLabelLine(raw: string, label: string): boolean {
  if (HEADING_RE.test(raw)) return true;
  if (/[:：](?:\*\*|__)?\s*$/.test(label)) return true;
  return raw.trim().length === label.trim().length; // bare "Examples" line
}

function endsExampleSection(raw: string, afterBlank: boolean): boolean {
  if (HEADING_RE.test(raw)) return !EXAMPLE_LABEL_RE.test(raw);
  const label = LABEL_RE.exec(raw)?.[1]?.trim().toLowerCase();
  if (label && SECTION_LABELS.has(label)) return true;
  if (!afterBlank || label) return false;
  // After a blank line, prose that goes back to instructing ends the examples.
  const first = /^\s*([A-Za-z']+)/.exec(raw)?.[1]?.toLowerCase();
  if (!first) return false;
  return (
    IMPERATIVE_VERBS.has(first) || ['now', 'your', 'remember', 'finally', 'never', 'always'].includes(first)
  );
}
