import { DomainError } from '../../lib/domain-error.js';
import type { CriterionInput } from '../criteria/criteria.schemas.js';
import type { ChatMessageValue, ModelConfigValue } from '../prompts/chat.schemas.js';
import type {
  AnalysisEstimate,
  BalanceBody,
  HeatmapBody,
  RiskBody,
  ScoringBody,
} from './analysis.schemas.js';

// The seam between the analysis/generation services and whatever produces the results:
// the built-in offline analyzer (offline/offline-engine.ts) or an LLM-backed engine.
// Engines return bodies without timestamps; the service stamps and stores them.

export interface EngineUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface EngineResult<T> {
  body: T;
  usage: EngineUsage;
}

export interface CriteriaForScoring {
  criteria_id: string;
  name: string;
  use_case: string | null;
  criterion_set: CriterionInput[];
}

export interface AnalysisEngine {
  score(input: { content: string; criteria: CriteriaForScoring }): Promise<EngineResult<ScoringBody>>;
  risk(input: { content: string }): Promise<EngineResult<RiskBody>>;
  balance(input: { content: string; includeExamples: boolean }): Promise<EngineResult<BalanceBody>>;
  heatmap(input: { content: string; includeExamples: boolean }): Promise<EngineResult<HeatmapBody>>;
  improve(input: {
    content: string;
    scoring?: ScoringBody;
    risk?: RiskBody;
    criteria?: CriteriaForScoring;
  }): Promise<EngineResult<{ content: string; estimate?: AnalysisEstimate }>>;
  generatePrompt(input: {
    useCase: string;
    criteria?: CriteriaForScoring;
  }): Promise<EngineResult<{ content: string; estimate?: AnalysisEstimate }>>;
  /**
   * The playground (POST …/versions/{versionId}/run): the rendered messages sent to the model with
   * the config's parameters, its text back. LLM engines only: the built-in analyzer answers a 400.
   */
  run(input: {
    messages: ChatMessageValue[];
    config: ModelConfigValue | null;
  }): Promise<EngineResult<{ output: string; finish_reason: string }>>;
  /** Never returns a slug that is already in `existing`. */
  generateCriteria(input: {
    useCase: string;
    existing: CriterionInput[];
  }): Promise<EngineResult<{ criterion_set: CriterionInput[]; estimate?: AnalysisEstimate }>>;
}

/**
 * The largest content an analysis takes (scoring, risk, balance, heatmap, improve; stored or
 * sent): a 413 naming the limit above it, before any engine works on it (docs/analyzer.md).
 */
export function assertAnalysable(content: string, maxBytes: number): void {
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > maxBytes) {
    throw new DomainError(
      'payload_too_large',
      `The content to analyse is ${bytes} bytes; analyses take at most ${maxBytes} bytes ` +
        '(the max-analysis-bytes setting).',
    );
  }
}

/** The engine with assertAnalysable() before every method that analyses content. */
export function limitContent(engine: AnalysisEngine, maxBytes: number): AnalysisEngine {
  const check =
    <I extends { content: string }, R>(run: (input: I) => Promise<R>) =>
    async (input: I): Promise<R> => {
      assertAnalysable(input.content, maxBytes);
      return run(input);
    };
  return {
    score: check((i) => engine.score(i)),
    risk: check((i) => engine.risk(i)),
    balance: check((i) => engine.balance(i)),
    heatmap: check((i) => engine.heatmap(i)),
    improve: check((i) => engine.improve(i)),
    generatePrompt: (i) => engine.generatePrompt(i),
    generateCriteria: (i) => engine.generateCriteria(i),
    run: (i) => engine.run(i),
  };
}
