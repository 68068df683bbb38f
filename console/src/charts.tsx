// The balance bar chart and the heatmap text. Drawn with SVG attributes and CSS classes only: the
// page's CSP allows no inline style (docs/console.md).
import type { Balance, Heatmap } from './types';
import { Table } from './ui';

/** The ideal share of each category (docs/analyzer.md, balance). */
const IDEAL: Readonly<Record<string, [number, number]>> = {
  Instruction: [20, 35],
  Entity: [20, 35],
  Concept: [15, 30],
  Detail: [15, 30],
};

export function BalanceChart({ balance }: { balance: Balance }) {
  const rowHeight = 34;
  const left = 100;
  const width = 300;
  const x = (percent: number) => left + (Math.min(percent, 100) / 100) * width;
  return (
    <figure>
      <svg
        className="chart"
        viewBox={`0 0 ${left + width + 60} ${balance.categories.length * rowHeight + 24}`}
        role="img"
        aria-label="Share of phrases per category against the ideal range"
      >
        {balance.categories.map((c, i) => {
          const y = i * rowHeight + 4;
          const [low, high] = IDEAL[c.category] ?? [0, 0];
          return (
            <g key={c.category}>
              <text x={left - 8} y={y + 18} textAnchor="end" className="chart-label">
                {c.category}
              </text>
              <rect x={x(low)} y={y} width={x(high) - x(low)} height={26} className="chart-ideal" />
              <rect
                x={left}
                y={y + 6}
                width={x(c.phrase_percent) - left}
                height={14}
                className={`chart-bar ${c.distribution.toLowerCase()}`}
              />
              <text x={x(c.phrase_percent) + 6} y={y + 18} className="chart-value">
                {c.phrase_percent.toFixed(0)} %
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">
        Bars: share of the prompt's phrases; shaded band: the ideal range.
      </figcaption>
      <Table heads={['Category', 'Share', 'Ideal', 'Distribution', 'Feedback']}>
        {balance.categories.map((c) => (
          <tr key={c.category}>
            <td>{c.category}</td>
            <td>{c.phrase_percent.toFixed(1)} %</td>
            <td>{(IDEAL[c.category] ?? []).join('–')} %</td>
            <td>{c.distribution}</td>
            <td>{c.feedback}</td>
          </tr>
        ))}
      </Table>
    </figure>
  );
}

export const HEAT_LEVELS = ['very-light', 'light', 'medium', 'dark', 'very-dark'] as const;

interface Span {
  start: number;
  end: number;
  phrase: Heatmap['phrases'][number];
}

/** Where each phrase sits in the text: in order, each after the previous one, overlaps dropped. */
function locate(text: string, phrases: Heatmap['phrases']): Span[] {
  const spans: Span[] = [];
  let from = 0;
  for (const phrase of phrases) {
    if (!phrase.phrase) continue;
    let start = text.indexOf(phrase.phrase, from);
    if (start < 0) start = text.indexOf(phrase.phrase);
    if (start < 0) continue;
    spans.push({ start, end: start + phrase.phrase.length, phrase });
    from = start + phrase.phrase.length;
  }
  spans.sort((a, b) => a.start - b.start);
  return spans.filter((s, i) => i === 0 || s.start >= (spans[i - 1]?.end ?? 0));
}

export function HeatmapText({ text, heatmap }: { text: string; heatmap: Heatmap }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const span of locate(text, heatmap.phrases)) {
    if (span.start > at) parts.push(text.slice(at, span.start));
    parts.push(
      // A button so that keyboard users reach the reason too (shown on hover and on focus).
      <button
        type="button"
        key={span.start}
        className={`heat heat-${span.phrase.color}`}
        aria-describedby={`heat-${span.start}`}
      >
        {text.slice(span.start, span.end)}
        <span className="tip" role="tooltip" id={`heat-${span.start}`}>
          {span.phrase.color} (attention {span.phrase.attention_score}): {span.phrase.reason}
        </span>
      </button>,
    );
    at = span.end;
  }
  parts.push(text.slice(at));
  return (
    <>
      <ul className="legend" aria-label="Attention levels">
        {HEAT_LEVELS.map((level) => (
          <li key={level}>
            <span className={`swatch heat-${level}`} aria-hidden="true" /> {level}
          </li>
        ))}
      </ul>
      <p className="muted">{heatmap.summary}</p>
      <pre className="prompt-text heatmap">{parts}</pre>
    </>
  );
}
