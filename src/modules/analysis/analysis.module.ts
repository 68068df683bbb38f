import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { SecretBox } from '../../lib/secrets.js';
import type { LimitsService } from '../../limits/limits-service.js';
import {
  createAiRepo,
  createPlatformCatalog,
  createProviderTransport,
  PLATFORM_EGRESS,
  type PlatformProviderEntry,
} from '../ai/index.js';
import type { CriteriaService } from '../criteria/criteria.service.js';
import type { PromptRenderService } from '../prompts/prompt-render.service.js';
import type { PromptVersionsService } from '../prompts/prompt-versions.service.js';
import type { TokensService } from '../tokens/tokens.service.js';
import type { AnalysesRepo } from './analyses.repo.js';
import { registerAnalysisRoutes } from './analysis.routes.js';
import { type AnalysisDeps, createAnalysisService } from './analysis.service.js';
import { limitContent } from './analysis-engine.js';
import { createGenerationService } from './generation.service.js';
import { createModelResolver, type ModelResolver } from './llm/model-resolver.js';
import { createOfflinePool } from './offline/offline-pool.js';
import { registerPlaygroundRoutes } from './playground.routes.js';
import { createPlaygroundService } from './playground.service.js';
import { createExperimentService } from './playground-experiment.service.js';
import { createRunsRepo } from './playground-runs.repo.js';
import { createTokenMeter } from './token-meter.js';

/** Offline analyses of up to this many characters run on the event loop (a few ms); larger on a worker. */
const OFFLINE_INLINE_MAX_CHARS = 4096;

/** `ids`, `clock` and `maxContentBytes` go to the analysis service as they are. */
export interface AnalysisModuleDeps extends Pick<AnalysisDeps, 'ids' | 'clock' | 'maxContentBytes'> {
  db: Db;
  /** Platform-model tokens are charged to the account's monthly token limit. */
  limits: LimitsService;
  /** Built by app.ts: the prompts module reads the latest results from it too (`expand`). */
  analyses: AnalysesRepo;
  versions: PromptVersionsService;
  /** Renders a version for the playground (POST …/versions/{versionId}/run). */
  render: Pick<PromptRenderService, 'render'>;
  /** The catalog's prices, to price a playground run. */
  tokens: Pick<TokensService, 'listModels'>;
  criteria: CriteriaService;
  /** The largest content an analysis takes, in UTF-8 bytes (--max-analysis-bytes). */
  maxAnalysisBytes: number;
  /** Worker threads of the offline analyzer (--analysis-workers; 0 runs it on the event loop). */
  analysisWorkers: number;
  platformProviders: PlatformProviderEntry[];
  secretBox: SecretBox | null;
  llmTimeoutMs: number;
  /** --allow-private-provider-urls: account providers' calls may reach private and loopback addresses. */
  allowPrivateProviderUrls: boolean;
  /** Where Vertex service-account keys are exchanged for tokens; Google's endpoint when absent. */
  googleTokenUrl?: string;
  /** Wraps the resolver (metrics and spans of LLM calls, src/ops); identity when absent. */
  instrument?: (resolver: ModelResolver) => ModelResolver;
}

/**
 * Analyses (scoring, risk, balance, heatmap) and generation, and the model resolver that turns a
 * request's `settings` into an engine (built-in, platform or account provider). The resolver is
 * returned too: GET /v1/ai/models lists what it can resolve.
 */
export function registerAnalysisModule(app: FastifyInstance, deps: AnalysisModuleDeps) {
  const instrument = deps.instrument ?? ((resolver: ModelResolver) => resolver);
  const resolver = createModelResolver({
    repo: createAiRepo(deps.db.kysely),
    platform: createPlatformCatalog(deps.platformProviders),
    secretBox: deps.secretBox,
    timeoutMs: deps.llmTimeoutMs,
    // Every provider call goes through the gateway's egress guard; platform providers (the
    // operator's) may reach private addresses.
    transports: {
      account: createProviderTransport({ allowPrivate: deps.allowPrivateProviderUrls }, deps.googleTokenUrl),
      platform: createProviderTransport(PLATFORM_EGRESS, deps.googleTokenUrl),
    },
  });
  // The built-in analyzer runs on worker threads (hole 4 in docs/security.md), and every engine
  // refuses content over the analysis size limit.
  const offline = createOfflinePool({
    workers: deps.analysisWorkers,
    inlineMaxChars: OFFLINE_INLINE_MAX_CHARS,
  });
  app.addHook('onClose', () => offline.close());
  const limitedOffline = limitContent(offline, deps.maxAnalysisBytes);
  const models = instrument({
    ...resolver,
    async resolve(input) {
      const model = await resolver.resolve(input);
      const engine =
        model.source === 'builtin' ? limitedOffline : limitContent(model.engine, deps.maxAnalysisBytes);
      return { ...model, engine };
    },
  });
  const { versions, analyses, criteria, limits, ids, clock, maxContentBytes } = deps;
  const serviceDeps = { versions, analyses, criteria, models, limits, ids, clock, maxContentBytes };
  const analysis = createAnalysisService(serviceDeps);
  const generation = createGenerationService(serviceDeps, analysis);
  const playgroundDeps = {
    models,
    limits,
    ids,
    clock,
    versions,
    render: deps.render,
    tokens: deps.tokens,
    runs: createRunsRepo(deps.db.kysely),
  };
  const playground = createPlaygroundService(playgroundDeps);
  const experiments = createExperimentService(playgroundDeps);
  registerPlaygroundRoutes(app, { playground, experiments });
  registerAnalysisRoutes(app, { analysis, generation });
  // `offline`: the built-in analyzer on its workers, under the size limit (the release gates');
  // `meter`: a request's token meter over the account's limit (the gates' platform model calls).
  const meter = (ctx: RequestContext) => createTokenMeter(deps.limits, ctx);
  return { analysis, generation, models, offline: limitedOffline, meter };
}
