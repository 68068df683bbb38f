/**
 * OpenAI's own context window and output limit per model id, from the model data gpt-tokenizer
 * ships (`gpt-tokenizer/models`, generated from OpenAI's model pages), for catalog-update.ts.
 */
export interface OpenAiLimits {
  context_window: number | null;
  max_output_tokens: number | null;
}

const positive = (v: unknown): number | null =>
  Number.isInteger(v) && (v as number) > 0 ? (v as number) : null;

export async function openAiLimits(): Promise<Map<string, OpenAiLimits>> {
  const specs = (await import('gpt-tokenizer/models')) as Record<string, unknown>;
  const out = new Map<string, OpenAiLimits>();
  for (const [name, spec] of Object.entries(specs)) {
    if (spec === null || typeof spec !== 'object') continue;
    const { context_window, max_output_tokens } = spec as Record<string, unknown>;
    const limits = {
      context_window: positive(context_window),
      max_output_tokens: positive(max_output_tokens),
    };
    if (limits.context_window !== null || limits.max_output_tokens !== null)
      out.set(name.toLowerCase(), limits);
  }
  return out;
}
