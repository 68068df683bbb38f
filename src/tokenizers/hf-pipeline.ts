// HF tokenizer.json normalizers and pre-tokenizers, limited to the components our vocabularies
// use. Each builder throws on anything else, so a new vocabulary cannot load with a silently
// different pipeline.

import {
  literalPattern,
  type SplitBehavior,
  type SplitStage,
  splitStage,
  translatePattern,
} from './pre-tokenizer.js';

export interface HfComponent {
  type: string;
  [key: string]: unknown;
}

type Normalize = (text: string) => string;

/**
 * Normalizers that map each UTF-16 code unit to one code unit: normalizing a whole text then gives
 * every range the normalization of that range alone, so the engine can normalize once and still
 * treat the pieces between added tokens separately, as HF does.
 */
const offsetPreserving = new WeakSet<Normalize>();
export const preservesOffsets = (normalize: Normalize | null): boolean =>
  normalize === null || offsetPreserving.has(normalize);

export function buildNormalizer(config: HfComponent | null): Normalize | null {
  if (config === null) return null;
  switch (config.type) {
    case 'Sequence': {
      const steps = (config['normalizers'] as HfComponent[]).map(buildNormalizer).filter((f) => f !== null);
      if (steps.length === 0) return null;
      const sequence: Normalize = (text) => steps.reduce((s, step) => step(s), text);
      if (steps.every((step) => offsetPreserving.has(step))) offsetPreserving.add(sequence);
      return sequence;
    }
    case 'NFC':
    case 'NFD':
    case 'NFKC':
    case 'NFKD': {
      const form = config.type;
      return (text) => text.normalize(form);
    }
    case 'Replace': {
      const pattern = config['pattern'] as { String?: string };
      const content = config['content'] as string;
      if (typeof pattern.String !== 'string') throw new Error('Replace normalizer: only String patterns');
      const from = pattern.String;
      if (from.length === 1 && content.length === 1) return replaceCodeUnit(from, content);
      return (text) => text.replaceAll(from, content);
    }
    case 'Prepend': {
      // HF prepends only to non-empty text.
      const prefix = config['prepend'] as string;
      return (text) => (text.length === 0 ? text : prefix + text);
    }
    default:
      throw new Error(`Unsupported normalizer ${config.type}`);
  }
}

// ignoreBOM: a leading U+FEFF is text here, not a byte-order mark to drop.
const utf16 = new TextDecoder('utf-16le', { ignoreBOM: true });

/**
 * ' ' → '▁' over a whole document. `replaceAll` allocates ~20 MB of garbage per MB of input and
 * leaves a string the regex engine copies again; one pass into a Uint16Array does neither.
 */
function replaceCodeUnit(from: string, to: string): Normalize {
  const a = from.charCodeAt(0);
  const b = to.charCodeAt(0);
  const normalize: Normalize = (text) => {
    const units = new Uint16Array(text.length);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      units[i] = c === a ? b : c;
    }
    return utf16.decode(units);
  };
  // Surrogates are never replaced (a lone one is not a valid String pattern), so offsets hold.
  if ((a < 0xd800 || a >= 0xe000) && (b < 0xd800 || b >= 0xe000)) offsetPreserving.add(normalize);
  return normalize;
}

/** HF ByteLevel's `use_regex` split (tokenizers/src/pre_tokenizers/byte_level.rs), Oniguruma syntax. */
export const GPT2_PATTERN =
  "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";

export interface PreTokenizer {
  stages: SplitStage[];
  /** True when the pipeline ends in ByteLevel: BPE symbols are then the UTF-8 bytes. */
  byteLevel: boolean;
}

export function buildPreTokenizer(config: HfComponent | null): PreTokenizer {
  const result: PreTokenizer = { stages: [], byteLevel: false };
  if (config !== null) addPreTokenizer(config, result);
  return result;
}

function addPreTokenizer(config: HfComponent, into: PreTokenizer): void {
  if (into.byteLevel) throw new Error('Pre-tokenizers after ByteLevel are not supported');
  switch (config.type) {
    case 'Sequence':
      for (const step of config['pretokenizers'] as HfComponent[]) addPreTokenizer(step, into);
      return;
    case 'Split': {
      if (config['invert']) throw new Error('Split with invert is not supported');
      const behavior = config['behavior'] as string;
      if (behavior !== 'Isolated' && behavior !== 'MergedWithPrevious') {
        throw new Error(`Split behavior ${behavior} is not supported`);
      }
      const pattern = config['pattern'] as { Regex?: string; String?: string };
      const regex =
        typeof pattern.Regex === 'string'
          ? translatePattern(pattern.Regex, 'oniguruma')
          : literalPattern(pattern.String as string);
      into.stages.push(splitStage(regex, behavior as SplitBehavior));
      return;
    }
    case 'Digits':
      // HF splits on `char::is_numeric` (general categories Nd, Nl, No = JS \p{N}); individual
      // digits are each their own piece, otherwise runs of them are.
      into.stages.push(splitStage(config['individual_digits'] ? /\p{N}/gu : /\p{N}+/gu, 'Isolated'));
      return;
    case 'ByteLevel':
      // add_prefix_space would prepend a space; no vocabulary of ours uses it, so rather than
      // half-support it we refuse it. use_regex is GPT-2's split (Cohere's vocabulary uses it).
      if (config['add_prefix_space']) throw new Error('ByteLevel with add_prefix_space is not supported');
      if (config['use_regex'])
        into.stages.push(splitStage(translatePattern(GPT2_PATTERN, 'oniguruma'), 'Isolated'));
      into.byteLevel = true;
      return;
    default:
      throw new Error(`Unsupported pre-tokenizer ${config.type}`);
  }
}
