/**
 * GET /v1/tokens/catalog: what the token-counting area is built from and how much of the catalog
 * it counts exactly — the as-of date, every source with its installed version, each tokenizer with
 * the number of models it counts, coverage by count source and by maker, and the estimate method.
 * Built once per process: all of it is fixed until a restart.
 */
import type { TokenizerInfo } from '../../tokenizers/tokenizer.types.js';
import type { Catalog, CatalogModel } from './catalog/catalog.js';
import { ESTIMATE_METHOD, estimateBand } from './estimates/estimates.js';
import type { TokenCatalog } from './token-catalog.schemas.js';

type Source = 'offline' | 'operator' | 'provider_api' | 'none';
const sourceOf = (m: CatalogModel): Source => m.count_source ?? 'none';

function counts(models: readonly CatalogModel[]) {
  const out = { models: models.length, offline: 0, operator: 0, provider_api: 0, none: 0 };
  for (const m of models) out[sourceOf(m)]++;
  return out;
}

export function describeTokenCatalog(
  catalog: Catalog,
  builtIn: readonly TokenizerInfo[],
  packageVersion: (name: string) => string,
): TokenCatalog {
  const perTokenizer = new Map<string, number>();
  for (const m of catalog.models) {
    if (m.tokenizer !== null) perTokenizer.set(m.tokenizer, (perTokenizer.get(m.tokenizer) ?? 0) + 1);
  }
  const operatorIds = [...perTokenizer.keys()].filter((id) => id.startsWith('operator:')).sort();
  const tokenizers = [
    ...builtIn.map((t) => ({
      id: t.id,
      name: t.name,
      source: t.source,
      models: perTokenizer.get(t.id) ?? 0,
    })),
    ...operatorIds.map((id) => ({
      id,
      name: id.slice('operator:'.length),
      source: '--tokenizers-dir',
      models: perTokenizer.get(id) ?? 0,
    })),
  ];
  // Sources: the price data, then each package a vocabulary comes from (with the ids it provides).
  const [pricesName, pricesVersion] = splitAt(catalog.source);
  const sources: TokenCatalog['sources'] = [
    { name: pricesName, version: pricesVersion, provides: 'models, prices, context windows' },
  ];
  const byPackage = new Map<string, string[]>();
  for (const t of builtIn) {
    const name = splitAt(t.source.split(' ')[0]!)[0];
    byPackage.set(name, [...(byPackage.get(name) ?? []), t.id]);
  }
  for (const [name, ids] of byPackage) {
    const extra = name === 'gpt-tokenizer' ? '; OpenAI context windows and output limits' : '';
    sources.push({ name, version: packageVersion(name), provides: `tokenizer ${ids.join(', ')}${extra}` });
  }
  if (operatorIds.length > 0) {
    sources.push({
      name: '--tokenizers-dir',
      version: null,
      provides: `tokenizer ${operatorIds.join(', ')}`,
    });
  }
  const byMaker = new Map<string, CatalogModel[]>();
  for (const m of catalog.models) byMaker.set(m.author, [...(byMaker.get(m.author) ?? []), m]);
  return {
    as_of: catalog.asOf,
    sources,
    tokenizers,
    coverage: {
      total: counts(catalog.models),
      by_maker: catalog.authors().map((author) => ({ author, ...counts(byMaker.get(author) ?? []) })),
    },
    estimates: { method: ESTIMATE_METHOD, error_band: estimateBand() },
  };
}

/** `@scope/name@1.2.3` → [`@scope/name`, `1.2.3`]. */
function splitAt(spec: string): [string, string | null] {
  const at = spec.lastIndexOf('@');
  return at > 0 ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, null];
}
