/** The hot fixes of catalog-overrides.json (format in docs/catalog.md), for catalog-update.ts. */
import type { CatalogModel } from '../src/modules/tokens/catalog/catalog.js';

export type Row = Omit<CatalogModel, 'tokenizer' | 'exact' | 'count_source'> & { description: string | null };
type Settable = Partial<
  Pick<
    Row,
    'author' | 'name' | 'display_name' | 'price_per_input_token' | 'context_window' | 'max_output_tokens'
  >
>;
/** Where the price data states a model's base: this listing's field holds this text. */
export interface Citation {
  provider: string;
  id: string;
  field: 'id' | 'name' | 'description';
  text: string;
}
export type Override =
  | { op: 'drop'; name: string; reason: string }
  | { op: 'patch'; name: string; set: Settable; reason: string }
  | { op: 'add'; model: AddedModel; reason: string }
  | { op: 'base'; name: string; base: string; cite: Citation; reason: string };
type AddedModel = Pick<Row, 'author' | 'name' | 'display_name' | 'price_per_input_token'> & Partial<Row>;

/** Validates catalog-overrides.json (format in docs/catalog.md); every hot fix must say why. */
export function parseOverrides(raw: unknown): Override[] {
  const list = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [{}];
  const bad = list.findIndex((o) => !String(o.reason ?? '').trim() || !(o.op === 'add' ? o.model : o.name));
  if (bad >= 0)
    throw new Error(`catalog-overrides.json[${bad}]: needs op (drop|patch|add|base), name or model, reason`);
  const uncited = list.findIndex((o) => {
    if (o.op !== 'base') return false;
    const cite = o.cite as Partial<Citation> | undefined;
    return (
      typeof o.base !== 'string' ||
      !cite ||
      !cite.provider ||
      !cite.id ||
      !['id', 'name', 'description'].includes(String(cite.field)) ||
      !String(cite.text ?? '').trim()
    );
  });
  if (uncited >= 0)
    throw new Error(
      `catalog-overrides.json[${uncited}]: a base needs base and cite {provider, id, field, text}`,
    );
  return list as unknown as Override[];
}

/** Overrides must name a model that exists, so a stale hot fix fails the refresh instead of lingering. */
export function applyOverrides(rows: Row[], overrides: readonly Override[]): Row[] {
  const byName = new Map(rows.map((r) => [r.name, r]));
  const put = (row: Row) => {
    if (byName.has(row.name)) throw new Error(`override: ${row.name} already exists`);
    if (row.name !== row.name.toLowerCase()) throw new Error(`override: names are lower-case (${row.name})`);
    byName.set(row.name, row);
  };
  for (const o of overrides) {
    if (o.op === 'base') continue; // applied by tokenizer mapping (catalog-update.ts)
    if (o.op === 'add') {
      put({
        price_per_output_token: null,
        price_per_cached_input_token: null,
        context_window: null,
        max_output_tokens: null,
        description: null,
        ...o.model,
        price_provider: o.model.price_per_input_token === null ? null : 'override',
      });
      continue;
    }
    const row = byName.get(o.name);
    if (!row) throw new Error(`override: no model named ${o.name} (stale override? remove it)`);
    byName.delete(o.name);
    if (o.op === 'patch') {
      const priced = 'price_per_input_token' in o.set;
      put({ ...row, ...o.set, ...(priced ? { price_provider: 'override' } : {}) });
    }
  }
  return [...byName.values()];
}
