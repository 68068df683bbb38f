/**
 * Builds src/modules/tokens/catalog/catalog.data.json from the price data bundled in
 * @pydantic/genai-prices (see docs/catalog.md). Run: `node --import tsx scripts/catalog-update.ts`.
 * `updatePrices()` is never called, so `waitForUpdate()` hands back the bundled data and nothing is
 * fetched. `buildCatalog` is pure so the test can run it without writing files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MatchLogic, ModelInfo, Provider } from '@pydantic/genai-prices';
import { waitForUpdate } from '@pydantic/genai-prices';
import type { CatalogModel } from '../src/modules/tokens/catalog/catalog.js';
import { countSource, tokenizerFor } from '../src/modules/tokens/catalog/tokenizer-map.js';
import type { TokenizerId } from '../src/tokenizers/tokenizer.types.js';
import { type OpenAiLimits, openAiLimits } from './catalog-limits.js';
import { humanize } from './catalog-names.js';
import {
  applyOverrides,
  type Citation,
  type Override,
  parseOverrides,
  type Row,
} from './catalog-overrides.js';
import { dataDate, inputMtok, mtokOf, perToken } from './catalog-prices.js';

export type { OpenAiLimits, Override };
export { dataDate, humanize, inputMtok, mtokOf, openAiLimits, parseOverrides };

export type CatalogFile = { as_of: string; source: string; models: CatalogModel[] };

/**
 * First-party APIs, in order of preference: a maker's own price list beats any host. `only` keeps the
 * maker's own models on clouds that also resell others (Vertex's Claude, Bedrock's Llama, …).
 * zai (Z.ai, USD) precedes zhipuai (CNY converted at a fixed rate) for the same GLM models.
 */
const MAKERS: { provider: string; author: string; only?: RegExp; strip?: RegExp }[] = [
  { provider: 'openai', author: 'OpenAI' },
  { provider: 'anthropic', author: 'Anthropic' },
  { provider: 'google', author: 'Google', only: /^(gemini|gemma)/ },
  { provider: 'mistral', author: 'Mistral AI' },
  { provider: 'cohere', author: 'Cohere' },
  { provider: 'deepseek', author: 'DeepSeek' },
  { provider: 'x-ai', author: 'xAI' },
  { provider: 'moonshotai', author: 'Moonshot AI' },
  { provider: 'minimax', author: 'MiniMax' },
  { provider: 'zai', author: 'Zhipu AI' },
  { provider: 'zhipuai', author: 'Zhipu AI' },
  { provider: 'perplexity', author: 'Perplexity' },
  { provider: 'voyageai', author: 'Voyage AI' },
  // Bedrock is Amazon's own API for Nova/Titan; `regional.` ids carry a 10% premium over `global.`.
  { provider: 'aws', author: 'Amazon', only: /^(global\.)?amazon\./, strip: /^(global\.)?amazon\.|:\d+$/g },
  { provider: 'azure', author: 'Microsoft', only: /^phi-/ },
  { provider: 'github-copilot', author: 'Microsoft', only: /^mai-/ },
  { provider: 'arcee', author: 'Arcee AI', only: /^trinity-/ },
  { provider: 'cursor', author: 'Cursor', only: /^composer-/ },
  { provider: 'typesafe', author: 'TypeSafe' },
];

/** The reference host for everything without a first-party price: the widest coverage, maker-prefixed ids. */
const REFERENCE_HOST = 'openrouter';

/** OpenRouter's `maker/` prefix → the company that made the model (not who hosts it); `-` = not a model maker. */
const OPENROUTER_MAKERS = new Map(
  `01-ai=01.AI; aetherwiing=Aetherwiing; agentica-org=Agentica; ai21=AI21 Labs; aion-labs=AionLabs
  alfredpros=AlfredPros; all-hands=All Hands AI; allenai=Ai2; alpindale=Alpindale; amazon=Amazon
  anthracite-org=Anthracite; anthropic=Anthropic; arcee-ai=Arcee AI; arliai=ArliAI; baidu=Baidu
  bytedance=ByteDance; bytedance-research=ByteDance; bytedance-seed=ByteDance; cohere=Cohere
  cognitivecomputations=Cognitive Computations; deepcogito=Deep Cogito; deepseek=DeepSeek
  eleutherai=EleutherAI; essentialai=Essential AI; eva-unit-01=EVA-UNIT-01; featherless=Featherless
  google=Google; gryphe=Gryphe; huggingfaceh4=Hugging Face; ibm-granite=IBM; inception=Inception
  inclusionai=Ant Group; infermatic=Infermatic; inflection=Inflection AI; jondurbin=Jon Durbin
  kwaipilot=Kuaishou; latitudegames=Latitude; liquid=Liquid AI; mancer=Mancer; meta-llama=Meta
  microsoft=Microsoft; minimax=MiniMax; mistral=Mistral AI; mistralai=Mistral AI; moonshotai=Moonshot AI
  morph=Morph; neversleep=NeverSleep; nex-agi=Nex AGI; nothingiisreal=NothingIIsReal
  nousresearch=Nous Research; nvidia=NVIDIA; open-r1=Hugging Face; openai=OpenAI; openchat=OpenChat
  perceptron=Perceptron; perplexity=Perplexity; poolside=Poolside; prime-intellect=Prime Intellect
  pygmalionai=PygmalionAI; qwen=Alibaba; raifle=Raifle; rekaai=Reka AI; relace=Relace; sao10k=Sao10K
  scb10x=SCB 10X; shisa-ai=Shisa AI; sophosympatheia=Sophosympatheia; steelskull=SteelSkull
  stepfun=StepFun; switchpoint=-; tencent=Tencent; thedrummer=TheDrummer; thudm=Zhipu AI
  undi95=Undi95; upstage=Upstage; writer=Writer; x-ai=xAI; xiaomi=Xiaomi; xwin-lm=Xwin-LM; z-ai=Zhipu AI`
    .split(/[;\n]/)
    .map((pair) => pair.trim().split('=') as [string, string]),
);

/** A listing of one model id by one provider; models are grouped by `key`. */
interface Candidate {
  key: string;
  name: string;
  author: string;
  display: string | null;
  mtok: number | null;
  outputMtok: number | null;
  cachedMtok: number | null;
  contextWindow: number | null;
  description: string | null;
  provider: string;
  tier: 0 | 1 | 2; // 0 maker's own listing, 1 maker's price for an id it names explicitly, 2 reference host
  variant: boolean; // an OpenRouter `:free` / `:thinking` / … endpoint of the base model
}

/** "4.5" and "4-5" name the same version (`claude-sonnet-4.5` on hosts, `claude-sonnet-4-5` at Anthropic). */
export const modelKey = (name: string) => name.replace(/(\d)\.(?=\d)/g, '$1-');

/** Exact ids the maker lists for a model (`equals` rules); prefix and regex rules are too broad to trust. */
function equalsKeys(match: MatchLogic, out = new Set<string>()): Set<string> {
  if ('or' in match) for (const m of match.or) equalsKeys(m, out);
  if ('equals' in match) out.add(modelKey(splitVariant(match.equals.toLowerCase()).base));
  return out;
}

const splitVariant = (id: string) => {
  const at = id.lastIndexOf(':');
  return at < 0 ? { base: id, variant: false } : { base: id.slice(0, at), variant: true };
};

/** All-lowercase names with spaces ("gpt 4o", "text embedding 3") are the id re-spelled, not curated. */
const curated = (name?: string) => (name?.trim() && !/^[^A-Z]* [^A-Z]*$/.test(name) ? name.trim() : null);

function candidate(provider: string, author: string, id: string, m: ModelInfo, tier: 0 | 2, asOf: string) {
  const { base: name, variant } = splitVariant(id);
  const [key, display, mtok] = [modelKey(name), curated(m.name), inputMtok(m, asOf)];
  const outputMtok = mtokOf(m, asOf, 'output_mtok');
  const cachedMtok = mtokOf(m, asOf, 'cache_read_mtok');
  const contextWindow = Number.isInteger(m.context_window) ? (m.context_window as number) : null;
  const description = m.description?.trim() || null;
  return {
    key,
    name,
    author,
    display,
    mtok,
    outputMtok,
    cachedMtok,
    contextWindow,
    description,
    provider,
    tier,
    variant,
  };
}

function collect(providers: readonly Provider[], asOf: string): Map<string, Candidate[]> {
  const find = (id: string) => {
    const p = providers.find((x) => x.id === id);
    if (!p) throw new Error(`provider ${id} is gone from the price data: update MAKERS`);
    return p;
  };
  const groups = new Map<string, Candidate[]>();
  const add = (c: Candidate) => groups.set(c.key, [...(groups.get(c.key) ?? []), c]);
  const makerListings: { c: Candidate; keys: Set<string> }[] = [];
  for (const cfg of MAKERS) {
    for (const m of find(cfg.provider).models) {
      const id = m.id.toLowerCase();
      // Fine-tuning price patterns (`ft:gpt-4o`, `…-2024-07-18.ft-`) are not models.
      if ((cfg.only && !cfg.only.test(id)) || /^ft:|\.ft-/.test(id)) continue;
      const c = candidate(cfg.provider, cfg.author, cfg.strip ? id.replace(cfg.strip, '') : id, m, 0, asOf);
      add(c);
      makerListings.push({ c, keys: equalsKeys(m.match) });
    }
  }
  const unknown = new Set<string>();
  for (const m of find(REFERENCE_HOST).models) {
    const id = m.id.toLowerCase();
    const slash = id.indexOf('/');
    // `~maker/…-latest` ids are moving aliases; ids without a maker prefix are legacy duplicates.
    if (id.startsWith('~') || slash < 0) continue;
    const author = OPENROUTER_MAKERS.get(id.slice(0, slash));
    if (author === undefined) unknown.add(id.slice(0, slash));
    if (author && author !== '-') add(candidate(REFERENCE_HOST, author, id.slice(slash + 1), m, 2, asOf));
  }
  if (unknown.size)
    throw new Error(`unknown OpenRouter makers, add them to OPENROUTER_MAKERS: ${[...unknown]}`);
  for (const [key, group] of groups) {
    if (group.some((c) => c.tier === 0)) continue;
    const authors = new Set(group.map((c) => c.author));
    for (const { c, keys } of makerListings) {
      if (c.mtok !== null && authors.has(c.author) && keys.has(key)) group.push({ ...c, key, tier: 1 });
    }
  }
  return groups;
}

function resolveGroup(group: Candidate[]): Row {
  const sorted = [...group].sort((a, b) => a.tier - b.tier || Number(a.variant) - Number(b.variant));
  const listed = sorted.filter((c) => c.tier !== 1);
  const first = listed[0];
  if (!first) throw new Error(`no listing for ${group[0]?.key}`);
  const priced = sorted.find((c) => c.mtok !== null);
  // Output and cached-input prices come from the listing whose input price is used, so the three
  // prices of a row are always one provider's; the context window from the first listing stating it.
  const perTokenOrNull = (mtok: number | null | undefined) => (mtok == null ? null : perToken(mtok));
  const display =
    listed.find((c) => !c.variant && c.display)?.display ??
    listed.find((c) => c.display)?.display?.replace(/\s*\([^)]*\)$/, '') ??
    humanize(first.name);
  return {
    author: first.author,
    name: first.name,
    display_name: display,
    price_per_input_token: perTokenOrNull(priced?.mtok),
    price_per_output_token: perTokenOrNull(priced?.outputMtok),
    price_per_cached_input_token: perTokenOrNull(priced?.cachedMtok),
    context_window: sorted.find((c) => c.contextWindow !== null)?.contextWindow ?? null,
    // @pydantic/genai-prices has no output-limit field: OpenAI's come from gpt-tokenizer (below).
    max_output_tokens: null,
    price_provider: priced?.provider ?? null,
    description: listed.find((c) => c.description)?.description ?? null,
  };
}

const compareText = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : a < b ? -1 : a > b ? 1 : 0;

/** The cited listing must still say what the override quotes, or the mapping is stale. */
function checkCitation(providers: readonly Provider[], name: string, cite: Citation): void {
  const listing = providers.find((p) => p.id === cite.provider)?.models.find((m) => m.id === cite.id);
  const field = listing?.[cite.field];
  if (typeof field !== 'string' || !field.includes(cite.text)) {
    throw new Error(
      `override base of ${name}: ${cite.provider} ${cite.id} ${cite.field} no longer says ${JSON.stringify(cite.text)}`,
    );
  }
}

/** Tokenizer per row: the rules first; else the tokenizer of the base a cited override names. */
function tokenizers(
  rows: readonly Row[],
  overrides: readonly Override[],
  providers: readonly Provider[],
): Map<string, TokenizerId | null> {
  const out = new Map(rows.map((r) => [r.name, tokenizerFor(r)] as const));
  for (const o of overrides) {
    if (o.op !== 'base') continue;
    checkCitation(providers, o.name, o.cite);
    const base = rows.find((r) => r.name === o.base);
    if (!out.has(o.name))
      throw new Error(`override base: no model named ${o.name} (stale override? remove it)`);
    if (out.get(o.name) !== null) throw new Error(`override base: ${o.name} already has a tokenizer by rule`);
    const tokenizer = base ? out.get(base.name) : null;
    if (!tokenizer)
      throw new Error(`override base of ${o.name}: ${o.base} is not a catalog model with a tokenizer`);
    out.set(o.name, tokenizer);
  }
  return out;
}

export function buildCatalog(input: {
  providers: readonly Provider[];
  version: string;
  overrides: readonly Override[];
  today: string;
  /** OpenAI's own limits per model id (gpt-tokenizer's model data); none by default. */
  openai?: ReadonlyMap<string, OpenAiLimits>;
}): CatalogFile {
  const asOf = dataDate(input.providers, input.today);
  const limits = input.openai ?? new Map<string, OpenAiLimits>();
  // OpenAI's model pages (as gpt-tokenizer carries them) beat the price data's context windows;
  // overrides come last, so a person can still correct either.
  const withLimits = [...collect(input.providers, asOf).values()].map(resolveGroup).map((row) => {
    const own = row.author === 'OpenAI' ? limits.get(row.name) : undefined;
    if (!own) return row;
    return {
      ...row,
      context_window: own.context_window ?? row.context_window,
      max_output_tokens: own.max_output_tokens ?? row.max_output_tokens,
    };
  });
  const rows = applyOverrides(withLimits, input.overrides);
  const byName = tokenizers(rows, input.overrides, input.providers);
  const models = rows
    .map(({ description: _description, ...row }): CatalogModel => {
      const tokenizer = byName.get(row.name) ?? null;
      const exact = tokenizer !== null;
      return { ...row, tokenizer, exact, count_source: countSource(row, tokenizer) };
    })
    .sort((a, b) => compareText(a.author, b.author) || compareText(a.name, b.name));
  const dup = models.find((m, i) => i > 0 && models.some((o, j) => j < i && o.name === m.name));
  if (dup) throw new Error(`duplicate model name ${dup.name}`);
  return { as_of: asOf, source: `@pydantic/genai-prices@${input.version}`, models };
}

/** One model per line: reviewable diffs on refresh, no churn from re-wrapping. */
export function serialize(file: CatalogFile): string {
  const rows = file.models.map((m) => `    ${JSON.stringify(m)}`).join(',\n');
  const head = `  "as_of": ${JSON.stringify(file.as_of)},\n  "source": ${JSON.stringify(file.source)}`;
  return `{\n${head},\n  "models": [\n${rows}\n  ]\n}\n`;
}

export function pricesPackageVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@pydantic/genai-prices');
  const pkg: { version: string } = JSON.parse(
    readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'),
  );
  return pkg.version;
}

export const CATALOG_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/modules/tokens/catalog');

async function main() {
  const providers = await waitForUpdate();
  if (!providers) throw new Error('@pydantic/genai-prices returned no bundled data');
  const overridesFile = readFileSync(join(CATALOG_DIR, 'catalog-overrides.json'), 'utf8');
  const overrides = parseOverrides(JSON.parse(overridesFile));
  const today = new Date().toISOString().slice(0, 10);
  const openai = await openAiLimits();
  const file = buildCatalog({ providers, version: pricesPackageVersion(), overrides, today, openai });
  writeFileSync(join(CATALOG_DIR, 'catalog.data.json'), serialize(file));
  const priced = file.models.filter((m) => m.price_per_input_token !== null).length;
  const exact = file.models.filter((m) => m.exact).length;
  const counts = `${file.models.length} models, ${priced} priced, ${exact} exact`;
  console.log(`${file.source} as of ${file.as_of}: ${counts}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
