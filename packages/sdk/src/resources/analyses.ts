import type {
  Balance,
  BalanceRequest,
  Heatmap,
  HeatmapRequest,
  Improvement,
  ImproveRequest,
  Risk,
  RiskRequest,
  Scoring,
  ScoringRequest,
} from '../api-types.js';
import { type Options, Resource, seg } from './resource.js';

type Kind = 'scoring' | 'risk' | 'balance' | 'heatmap';
interface Results {
  scoring: Scoring;
  risk: Risk;
  balance: Balance;
  heatmap: Heatmap;
}
const base = (promptId: string, versionId: string) =>
  `/v1/prompts/${seg(promptId)}/versions/${seg(versionId)}`;

/**
 * Analyses of a version: each run is stored (`latest` reads the last one back). Without `settings`
 * the built-in offline analyzer runs; with settings, the model they name (tokens are counted).
 */
export class Analyses extends Resource {
  #run<K extends Kind>(kind: K, promptId: string, versionId: string, body: unknown, options: Options) {
    return this.one<Results[K]>('POST', `${base(promptId, versionId)}/${kind}`, { ...options, body });
  }

  scoring(promptId: string, versionId: string, body: ScoringRequest, options: Options = {}) {
    return this.#run('scoring', promptId, versionId, body, options);
  }

  risk(promptId: string, versionId: string, body: RiskRequest = {} as RiskRequest, options: Options = {}) {
    return this.#run('risk', promptId, versionId, body, options);
  }

  balance(
    promptId: string,
    versionId: string,
    body: BalanceRequest = {} as BalanceRequest,
    options: Options = {},
  ) {
    return this.#run('balance', promptId, versionId, body, options);
  }

  heatmap(promptId: string, versionId: string, body: HeatmapRequest, options: Options = {}) {
    return this.#run('heatmap', promptId, versionId, body, options);
  }

  /** The latest stored result of one analysis of a version (404 when it never ran). */
  latest<K extends Kind>(kind: K, promptId: string, versionId: string, options: Options = {}) {
    return this.one<Results[K]>('GET', `${base(promptId, versionId)}/${kind}`, options);
  }

  /** A new version, rewritten from the version's latest scoring (or risk) result. */
  improve(
    promptId: string,
    versionId: string,
    body: ImproveRequest = {} as ImproveRequest,
    options: Options = {},
  ) {
    return this.one<Improvement>('POST', `${base(promptId, versionId)}/improve`, { ...options, body });
  }

  /** One analysis of text held outside the service (nothing is stored). */
  ofContent<K extends Kind>(
    kind: K,
    body: { content: string } & Record<string, unknown>,
    options: Options = {},
  ) {
    return this.one<Results[K]>('POST', `/v1/prompts/${kind}`, { ...options, body });
  }
}
