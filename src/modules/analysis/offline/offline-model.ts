import { badRequest } from '../../../lib/domain-error.js';
import type { AnalysisEngine, EngineResult, EngineUsage } from '../analysis-engine.js';
import type { OFFLINE_METHODS } from './offline-engine.js';

// The built-in analyzer as the service holds it, without its ~90 modules of rules and models:
// those are loaded by the first analysis (offline-engine.ts), not with the app. Every process that
// builds the app (a server, each integration test file) imported them at start, ~0.2 s of CPU,
// most of them never to analyse anything.

/** The built-in model as the catalogue shows it: heuristic, deterministic, no LLM, no tokens. */
export const OFFLINE_MODEL = {
  model_id: 'aim_builtin',
  name: 'builtin',
  display_name: 'Promptkeep offline analyzer (heuristic, no LLM)',
} as const;

/** The methods the offline analyzer has (it runs no prompt: `run` is a 400 on the calling thread). */
export type OfflineMethod = Exclude<keyof AnalysisEngine, 'run'>;
export type OfflineInput<M extends keyof AnalysisEngine> = Parameters<AnalysisEngine[M]>[0];
export type OfflineBody<M extends keyof AnalysisEngine> = Awaited<ReturnType<AnalysisEngine[M]>>['body'];

// No model is called, so no tokens are used (and none count against the monthly token limit).
export const noTokens = (): EngineUsage => ({ inputTokens: 0, outputTokens: 0 });

/** An engine whose every method is `call(method, input)` with no token usage. */
export function engineOf(
  call: <M extends OfflineMethod>(method: M, input: OfflineInput<M>) => Promise<OfflineBody<M>>,
): AnalysisEngine {
  const method =
    <M extends OfflineMethod>(m: M) =>
    async (input: OfflineInput<M>): Promise<EngineResult<OfflineBody<M>>> => ({
      body: await call(m, input),
      usage: noTokens(),
    });
  return {
    score: method('score'),
    risk: method('risk'),
    balance: method('balance'),
    heatmap: method('heatmap'),
    improve: method('improve'),
    generatePrompt: method('generatePrompt'),
    generateCriteria: method('generateCriteria'),
    run: async () => {
      throw badRequest(
        'body.settings: the built-in analyzer cannot run a prompt; give settings naming a platform model or your provider’s model.',
      );
    },
  };
}

let methods: Promise<typeof OFFLINE_METHODS> | undefined;

/** One offline method on the calling thread, the analyzer loaded by the first call. */
export async function runOffline<M extends OfflineMethod>(
  method: M,
  input: OfflineInput<M>,
): Promise<OfflineBody<M>> {
  methods ??= import('./offline-engine.js').then((m) => m.OFFLINE_METHODS);
  return ((await methods)[method] as (input: OfflineInput<M>) => OfflineBody<M>)(input);
}
