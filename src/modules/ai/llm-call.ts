import type { JSONSchema7, NoObjectGeneratedError } from 'ai';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { DomainError } from '../../lib/domain-error.js';
import type { ChatModel } from './language-model-factory.js';
import { type ErrorSubject, mapProviderError, retryAfterSeconds, type SdkErrors } from './llm-errors.js';
import { egressRefusal, loadEgress } from './provider-egress.js';

/** What one call sends: the system message and the user prompt. */
export interface ModelPrompt {
  system: string;
  prompt: string;
}

/** Tokens one call used, as the provider reported them. */
export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
}

/** One model of one provider, ready to be called. */
export interface LlmTarget extends ErrorSubject {
  /** A promise while its SDK package loads (language-model-factory.ts imports them on first use). */
  model: ChatModel | Promise<ChatModel>;
  /**
   * Transport retries the SDK makes on 408/409/429/5xx answers (with backoff); our own single
   * retry below (RETRY_WAIT_S) covers the same cases when this is 0.
   */
  maxRetries: number;
}

/** Usage a failed call still consumed (a malformed first answer, …): the caller charges it. */
const USAGE = Symbol('llm-usage');
export function usageOfError(error: unknown): LlmUsage | null {
  return (error as { [USAGE]?: LlmUsage } | null)?.[USAGE] ?? null;
}
function withUsage(error: unknown, usage: LlmUsage): unknown {
  if (error instanceof Error && (usage.inputTokens > 0 || usage.outputTokens > 0)) {
    Object.defineProperty(error, USAGE, { value: usage, enumerable: false });
  }
  return error;
}

/**
 * One transport retry: after a 408/409/429/5xx, an unreadable 2xx response or a dropped
 * connection, wait what the provider asked (Retry-After, at most RETRY_WAIT_S) or 1 s, and try
 * again. A longer requested wait fails at once (502 with Retry-After) rather than hold the
 * request. Timeouts are not retried: the caller already waited the whole budget.
 */
const RETRY_WAIT_S = 10;
function transportRetryDelay(sdk: SdkErrors, error: unknown): number | null {
  if (egressRefusal(error)) return null;
  const wait = retryAfterSeconds(sdk, error);
  if (wait !== null) return wait <= RETRY_WAIT_S ? wait * 1000 : null;
  if (!sdk.APICallError.isInstance(error)) return null;
  const status = error.statusCode;
  if (status === undefined) return error.isRetryable ? 1000 : null; // connection reset, …
  return status < 300 || status === 408 || status === 409 || status === 429 || status >= 500 ? 1000 : null;
}

export interface StructuredRequest<T extends TSchema> {
  /** Names the analysis in messages and as the output name sent to the provider. */
  task: string;
  schema: T;
  prompt: ModelPrompt;
  /**
   * Checks beyond the schema (e.g. every criterion scored); may normalise the value. Returns the
   * value to keep, or a string saying why the answer is unusable (which triggers the retry).
   */
  refine?: (value: Static<T>) => Static<T> | string;
}

const ATTEMPTS = 2;

function firstSchemaError(schema: TSchema, value: unknown): string {
  const first = [...Value.Errors(schema, value)][0];
  if (!first) return 'it does not match the schema';
  const path = first.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : 'the answer';
  return `${path} ${first.message}`;
}

function addUsage(total: LlmUsage, usage: { inputTokens?: number; outputTokens?: number } | undefined) {
  total.inputTokens += usage?.inputTokens ?? 0;
  total.outputTokens += usage?.outputTokens ?? 0;
}

/**
 * Asks for a structured answer: the TypeBox schema goes to the provider as JSON Schema (the SDK's
 * structured-output mode for that provider) and validates the answer, which we check again with
 * `Value.Check`. A malformed answer (unparsable, off-schema, or refused by `refine`) is retried
 * once, telling the model what was wrong; a second one is a 502. Usage adds up both attempts.
 */
export async function callStructured<T extends TSchema>(
  target: LlmTarget,
  request: StructuredRequest<T>,
): Promise<{ value: Static<T>; usage: LlmUsage }> {
  const usage: LlmUsage = { inputTokens: 0, outputTokens: 0 };
  // Its SDK packages are loaded before the clock starts: the timeout is the provider's. The AI SDK
  // itself is read on the first call, not at start (bench/RESULTS.md, "Start-up").
  const [model, ai] = await Promise.all([target.model, import('ai'), loadEgress()]);
  const { generateText, jsonSchema, NoObjectGeneratedError, NoOutputGeneratedError, Output } = ai;
  const schema = jsonSchema<Static<T>>(request.schema as unknown as JSONSchema7, {
    validate: (value) =>
      Value.Check(request.schema, value)
        ? { success: true, value: value as Static<T> }
        : { success: false, error: new Error(firstSchemaError(request.schema, value)) },
  });
  let problem = '';
  let transportRetried = false;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const prompt =
      attempt === 1
        ? request.prompt.prompt
        : `${request.prompt.prompt}\n\nYour previous answer was rejected (${problem}). Answer again with JSON that ` +
          'matches the schema exactly.';
    const signal = AbortSignal.timeout(target.timeoutMs);
    let output: unknown;
    // What the provider reported for this attempt, kept even when the answer turns out unusable.
    let reported: { inputTokens?: number; outputTokens?: number } | undefined;
    try {
      const result = await generateText({
        model,
        system: request.prompt.system,
        prompt,
        // The output name travels as OpenAI's json_schema name, which allows only [A-Za-z0-9_-].
        output: Output.object({ schema, name: request.task.replace(/[^A-Za-z0-9_-]+/g, '_') }),
        maxRetries: target.maxRetries,
        abortSignal: signal,
        onStepFinish: (step) => {
          reported = step.usage;
        },
      });
      addUsage(usage, result.totalUsage);
      reported = undefined; // counted: reading `output` below may still throw
      output = result.output;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error) && !signal.aborted) {
        addUsage(usage, error.usage ?? reported);
        problem = describeNoObject(error);
        continue;
      }
      if (NoOutputGeneratedError.isInstance(error) && !signal.aborted) {
        // No content at all (Gemini's SAFETY finish, an empty candidate list, …).
        addUsage(usage, reported);
        problem = 'the provider returned no answer (refused or filtered)';
        continue;
      }
      const delay = signal.aborted || transportRetried ? null : transportRetryDelay(ai, error);
      if (delay !== null) {
        transportRetried = true;
        attempt--; // a transport failure is not a malformed answer: the repair retry stays available
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      throw withUsage(mapProviderError(ai, error, target, signal.aborted), usage);
    }
    if (!Value.Check(request.schema, output)) {
      problem = firstSchemaError(request.schema, output);
      continue;
    }
    const refined = request.refine ? request.refine(output as Static<T>) : (output as Static<T>);
    if (typeof refined === 'string') {
      problem = refined;
      continue;
    }
    return { value: refined, usage };
  }
  throw withUsage(
    new DomainError(
      'upstream_invalid',
      `The AI provider '${target.providerName}' (model '${target.modelName}') returned an invalid ${request.task} ` +
        `answer twice (${problem}). No result was produced.`,
    ),
    usage,
  );
}

function describeNoObject(error: NoObjectGeneratedError): string {
  if (error.finishReason === 'length') return 'the answer was cut off at the output token limit';
  if (error.finishReason === 'content-filter')
    return 'the provider refused to answer (content filter or refusal)';
  const cause = error.cause as { name?: string; message?: string } | undefined;
  if (cause?.name === 'AI_JSONParseError') return 'the answer is not valid JSON';
  if (cause?.name === 'AI_TypeValidationError') {
    const inner = (cause as { cause?: { message?: string } }).cause?.message;
    return inner ? `the answer does not match the schema: ${inner}` : 'the answer does not match the schema';
  }
  return 'no usable JSON answer';
}

/** One free-form chat call (the playground): messages in, the model's text out. */
export interface TextRequest {
  /** The system (and developer) instructions, joined. */
  system: string | undefined;
  /** The turns: user and assistant text (tool turns are sent as user text). */
  messages: { role: 'user' | 'assistant'; content: string }[];
  parameters: {
    temperature?: number | undefined;
    maxOutputTokens?: number | undefined;
    topP?: number | undefined;
    topK?: number | undefined;
    stopSequences?: string[] | undefined;
    presencePenalty?: number | undefined;
    frequencyPenalty?: number | undefined;
    seed?: number | undefined;
  };
}

/**
 * Sends the messages as they are and returns the text and the usage the provider reported. One
 * transport retry as `callStructured`; provider errors are mapped (never echoed) the same way.
 */
export async function callText(
  target: LlmTarget,
  request: TextRequest,
): Promise<{ text: string; usage: LlmUsage; finishReason: string }> {
  let retried = false;
  // Its SDK packages are loaded before the clock starts: the timeout is the provider's.
  const [model, ai] = await Promise.all([target.model, import('ai'), loadEgress()]);
  for (;;) {
    const signal = AbortSignal.timeout(target.timeoutMs);
    try {
      const result = await ai.generateText({
        model,
        ...(request.system === undefined ? {} : { system: request.system }),
        messages: request.messages,
        ...request.parameters,
        maxRetries: target.maxRetries,
        abortSignal: signal,
      });
      const usage = { inputTokens: 0, outputTokens: 0 };
      addUsage(usage, result.totalUsage);
      return { text: result.text, usage, finishReason: result.finishReason };
    } catch (error) {
      const delay = signal.aborted || retried ? null : transportRetryDelay(ai, error);
      if (delay === null) throw mapProviderError(ai, error, target, signal.aborted);
      retried = true;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
