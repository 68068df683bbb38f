/**
 * How the CLI shows an API answer: a table by default (lists: one row per item; objects: one row
 * per field), the API's JSON with `--json`. Values are shown whole — a table that cuts an id is
 * worse than a wide one.
 */
type Row = Record<string, unknown>;

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.length ? value.map(cell).join(',') : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

function grid(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function renderTable(body: unknown): string {
  if (Array.isArray(body)) {
    if (body.length === 0) return '(none)\n';
    const columns = [...new Set(body.flatMap((row) => Object.keys((row as Row) ?? {})))];
    const header = columns.map((c) => c.toUpperCase());
    return `${grid([header, ...body.map((row) => columns.map((c) => cell((row as Row)[c])))])}\n`;
  }
  if (body && typeof body === 'object') {
    return `${grid(Object.entries(body as Row).map(([k, v]) => [`${k}:`, cell(v)]))}\n`;
  }
  return `${cell(body)}\n`;
}

export function render(body: unknown, json: boolean): string {
  return json ? `${JSON.stringify(body, null, 2)}\n` : renderTable(body);
}
