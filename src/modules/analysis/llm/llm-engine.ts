import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { DomainError } from '../../../lib/domain-error.js';
import {
  callStructured,
  callText,
  type LlmTarget,
  type ModelPrompt,
  type TextRequest,
} from '../../ai/index.js';
import { CriterionInput } from '../../criteria/criteria.schemas.js';
import type { ChatMessageValue, ModelConfigValue } from '../../prompts/chat.schemas.js';
import {
  type AnalysisEstimate,
  BalanceBody,
  HeatmapBody,
  RiskBody,
  type RiskSection,
  ScoringBody,
} from '../analysis.schemas.js';
import type { AnalysisEngine, EngineResult } from '../analysis-engine.js';
import { balanceCategoryStats, colorForScore, computeScoring, overallRiskLevel } from '../analysis-math.js';
import { keepExact } from './exact-text.js';
import {
  BalanceAnswer,
  ContentAnswer,
  CriteriaAnswer,
  HeatmapAnswer,
  type RiskAnswer,
  RiskAnswer as RiskAnswerSchema,
  scoringAnswer,
} from './llm-answers.js';
import { balancePrompt } from './templates/balance.prompt.js';
import { generateCriteriaPrompt } from './templates/generate-criteria.prompt.js';
import { generatePromptPrompt } from './templates/generate-prompt.prompt.js';
import { heatmapPrompt } from './templates/heatmap.prompt.js';
import { improvePrompt } from './templates/improve.prompt.js';
import { riskPrompt } from './templates/risk.prompt.js';
import { scoringPrompt } from './templates/scoring.prompt.js';

/**
 * An LLM's result says whose judgement it is; it carries no confidence figure, because a model's
 * own confidence is not calibrated (the offline analyzer's confidence comes from measured figures).
 */
function llmEstimate(target: LlmTarget): AnalysisEstimate {
  return {
    method: 'llm',
    confidence: null,
    confidence_level: null,
    basis: `Judgement of the model ${target.modelName}${target.providerName ? ` (${target.providerName})` : ''}; an LLM's reading of the prompt, not calibrated against labelled prompts.`,
  };
}

/** A last guard: what we computed must match the body schema the service stores and serves. */
function checked<S extends TSchema>(schema: S, body: Static<S>, target: LlmTarget, task: string): Static<S> {
  if (!Value.Check(schema, body)) {
    throw new DomainError(
      'upstream_invalid',
      `The AI provider '${target.providerName}' returned a ${task} answer that cannot be used. No result was produced.`,
    );
  }
  return body;
}

function riskSection(content: string, section: RiskAnswer['bias_analysis']): RiskSection {
  // Parts that cannot be located in the prompt are dropped; the issue stays (its text still applies).
  const issues = section.issues.map((issue) => ({
    issue: issue.issue,
    parts: keepExact(
      content,
      issue.parts,
      (p) => p.part,
      (p, part) => ({ part, revision: p.revision }),
    ),
  }));
  return { risk_level: section.risk_level, feedback: section.feedback, issues };
}

/**
 * Replaces each phrase by its exact text in the prompt (repeats and unlocatable ones dropped). An
 * answer whose phrases all miss the prompt is unusable, so it counts as malformed (retried).
 */
function exactPhrases<T extends { phrases: { phrase: string }[] }>(content: string, answer: T): T | string {
  const phrases = keepExact(
    content,
    answer.phrases,
    (p) => p.phrase,
    (p, phrase) => ({ ...p, phrase }),
    true,
  );
  if (answer.phrases.length > 0 && phrases.length === 0) return 'none of its phrases occurs in the prompt';
  return { ...answer, phrases };
}

const nonEmpty = (text: string) => (text.trim() === '' ? 'the content is empty' : null);

/**
 * Rendered messages as the AI SDK takes them: system and developer messages joined into `system`,
 * a tool result sent as user text naming the tool (the playground runs no tool calls).
 */
export function textRequest(messages: ChatMessageValue[], config: ModelConfigValue | null): TextRequest {
  const p = config?.parameters ?? {};
  const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map((m) => m.content);
  return {
    system: system.length ? system.join('\n\n') : undefined,
    messages: messages
      .filter((m) => m.role !== 'system' && m.role !== 'developer')
      .map((m) =>
        m.role === 'tool'
          ? { role: 'user' as const, content: `Tool result${m.name ? ` (${m.name})` : ''}: ${m.content}` }
          : { role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const), content: m.content },
      ),
    parameters: {
      temperature: p.temperature,
      maxOutputTokens: p.max_output_tokens,
      topP: p.top_p,
      topK: p.top_k,
      stopSequences: p.stop,
      presencePenalty: p.presence_penalty,
      frequencyPenalty: p.frequency_penalty,
      seed: p.seed,
    },
  };
}

/**
 * The LLM-backed engine: the model judges, analysis-math computes. Each method makes one
 * structured call (two when the first answer is malformed) and reports the provider's usage.
 */
export function createLlmEngine(target: LlmTarget): AnalysisEngine {
  return {
    async run({ messages, config }) {
      const { text, usage, finishReason } = await callText(target, textRequest(messages, config));
      return { body: { output: text, finish_reason: finishReason }, usage };
    },
    async score({ content, criteria }) {
      const slugs = criteria.criterion_set.map((c) => c.slug);
      const { value, usage } = await callStructured(target, {
        task: 'scoring',
        schema: scoringAnswer(slugs),
        prompt: scoringPrompt(content, criteria),
        refine: (answer) => {
          const scored = new Set(answer.criterion_results.map((r) => r.slug));
          const missing = slugs.filter((s) => !scored.has(s));
          return missing.length ? `criteria not scored: ${missing.join(', ')}` : answer;
        },
      });
      const numbers = computeScoring(criteria.criterion_set, value.criterion_results);
      const body = {
        overall_score: numbers.overall_score,
        rating: numbers.rating,
        summary: {
          strengths: value.strengths,
          areas_for_improvement: value.areas_for_improvement,
          overall_feedback: value.overall_feedback,
        },
        criteria: {
          criteria_id: criteria.criteria_id,
          name: criteria.name,
          criterion_results: numbers.criterion_results,
        },
        estimate: llmEstimate(target),
      };
      return { body: checked(ScoringBody, body, target, 'scoring'), usage };
    },

    async risk({ content }) {
      const { value, usage } = await callStructured(target, {
        task: 'risk',
        schema: RiskAnswerSchema,
        prompt: riskPrompt(content),
      });
      const bias = riskSection(content, value.bias_analysis);
      const ethical = riskSection(content, value.ethical_analysis);
      const safety = riskSection(content, value.safety_analysis);
      const body = {
        summary: {
          overall_feedback: value.overall_feedback,
          overall_risk_level: overallRiskLevel([bias.risk_level, ethical.risk_level, safety.risk_level]),
        },
        bias_analysis: bias,
        ethical_analysis: ethical,
        safety_analysis: safety,
        estimate: llmEstimate(target),
      };
      return { body: checked(RiskBody, body, target, 'risk'), usage };
    },

    async balance(input) {
      const { value, usage } = await phraseCall(target, 'balance', BalanceAnswer, balancePrompt, input);
      const phrases = value.phrases.map(({ phrase, category, reason }) => ({ phrase, category, reason }));
      const categories = balanceCategoryStats(phrases).map((s) => ({
        category: s.category,
        feedback: value.category_feedback[s.category],
        phrase_count: s.phrase_count,
        phrase_percent: s.phrase_percent,
        distribution: s.distribution,
      }));
      const body = {
        summary: { overall_feedback: value.overall_feedback, recommendations: value.recommendations },
        categories,
        phrases,
        estimate: llmEstimate(target),
      };
      return { body: checked(BalanceBody, body, target, 'balance'), usage };
    },

    async heatmap(input) {
      const { value, usage } = await phraseCall(target, 'heatmap', HeatmapAnswer, heatmapPrompt, input);
      const phrases = value.phrases.map((p) => ({
        phrase: p.phrase,
        attention_score: p.attention_score,
        color: colorForScore(p.attention_score),
        reason: p.reason,
      }));
      const body = { summary: value.summary, phrases, estimate: llmEstimate(target) };
      return { body: checked(HeatmapBody, body, target, 'heatmap'), usage };
    },

    async improve(input) {
      return contentCall(target, 'improve', improvePrompt(input));
    },

    async generatePrompt({ useCase, criteria }) {
      return contentCall(target, 'prompt generation', generatePromptPrompt(useCase, criteria));
    },

    async generateCriteria({ useCase, existing }) {
      const taken = new Set(existing.map((c) => c.slug));
      const { value, usage } = await callStructured(target, {
        task: 'criteria generation',
        schema: CriteriaAnswer,
        prompt: generateCriteriaPrompt(useCase, existing),
        // Existing or repeated slugs, and criteria CriterionInput refuses (an empty label, a
        // 65-char slug), are dropped; an answer with nothing usable left is malformed.
        refine: (answer) => {
          const seen = new Set(taken);
          const fresh: CriterionInput[] = [];
          for (const c of answer.criterion_set) {
            if (seen.has(c.slug) || !Value.Check(CriterionInput, c)) continue;
            seen.add(c.slug);
            fresh.push(c);
          }
          return fresh.length ? { criterion_set: fresh } : 'it proposes no criterion with a new slug';
        },
      });
      return { body: { ...value, estimate: llmEstimate(target) }, usage };
    },
  };
}

/**
 * A phrase analysis (balance, heatmap): its template over the content, one structured call, and
 * the answer's phrases made the prompt's exact text (exactPhrases).
 */
async function phraseCall<S extends typeof BalanceAnswer | typeof HeatmapAnswer>(
  target: LlmTarget,
  task: string,
  schema: S,
  template: (content: string, includeExamples: boolean) => ModelPrompt,
  { content, includeExamples }: { content: string; includeExamples: boolean },
) {
  return callStructured(target, {
    task,
    schema,
    prompt: template(content, includeExamples),
    refine: (answer) => exactPhrases(content, answer),
  });
}

async function contentCall(
  target: LlmTarget,
  task: string,
  prompt: ReturnType<typeof improvePrompt>,
): Promise<EngineResult<{ content: string; estimate: AnalysisEstimate }>> {
  const { value, usage } = await callStructured(target, {
    task,
    schema: ContentAnswer,
    prompt,
    refine: (answer) => nonEmpty(answer.content) ?? { content: answer.content.trim() },
  });
  return { body: { ...value, estimate: llmEstimate(target) }, usage };
}
