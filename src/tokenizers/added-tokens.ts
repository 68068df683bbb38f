// A model's non-special ("user-defined") added tokens: strings its tokenizer matches as single
// tokens anywhere in ordinary text, before normalization and pre-tokenization (Gemma's `<h1>` and
// whitespace runs, Qwen 3's `<think>`, DeepSeek's `<｜User｜>`, Cohere's turn tokens). Special
// (control) tokens are never matched: user text counts them as the characters they are.
//
// HF tokenizers (added_vocabulary.rs) finds them with Aho-Corasick in LeftmostLongest mode: the
// leftmost position where any token starts wins, and among the tokens starting there the longest.
// A trie over UTF-16 code units gives the same answer; a 64K-entry table of first code units keeps
// the scan over text without any token start to one array read per character.

export interface AddedToken {
  content: string;
  id: number;
}

export class AddedTokenMatcher {
  private readonly firstUnits = new Uint8Array(0x10000);
  /** Trie: node → (code unit → child node). Node 0 is the root. */
  private readonly children: Map<number, number>[] = [new Map()];
  /** Token id ending at each node, or -1. */
  private readonly ids: number[] = [-1];
  /** The last match of find(): text[start..end) is the token `id`. */
  start = 0;
  end = 0;
  id = -1;

  constructor(readonly tokens: readonly AddedToken[]) {
    for (const { content, id } of tokens) {
      if (content.length === 0) continue;
      this.firstUnits[content.charCodeAt(0)] = 1;
      let node = 0;
      for (let i = 0; i < content.length; i++) {
        const unit = content.charCodeAt(i);
        let next = this.children[node]!.get(unit);
        if (next === undefined) {
          next = this.children.length;
          this.children.push(new Map());
          this.ids.push(-1);
          this.children[node]!.set(unit, next);
        }
        node = next;
      }
      // HF keeps the first definition of a duplicated content.
      if (this.ids[node] === -1) this.ids[node] = id;
    }
  }

  get size(): number {
    return this.ids.filter((id) => id >= 0).length;
  }

  /** Finds the leftmost-longest token in text[from..to); sets start/end/id. */
  find(text: string, from: number, to: number): boolean {
    const { firstUnits, children, ids } = this;
    for (let i = from; i < to; i++) {
      if (firstUnits[text.charCodeAt(i)] === 0) continue;
      let node = 0;
      let bestEnd = -1;
      let bestId = -1;
      for (let j = i; j < to; j++) {
        const next = children[node]!.get(text.charCodeAt(j));
        if (next === undefined) break;
        node = next;
        if (ids[node]! >= 0) {
          bestEnd = j + 1;
          bestId = ids[node]!;
        }
      }
      if (bestId >= 0) {
        this.start = i;
        this.end = bestEnd;
        this.id = bestId;
        return true;
      }
    }
    return false;
  }
}

/** The `added_tokens` entry of a tokenizer.json, as far as matching is concerned. */
export interface HfAddedToken {
  id: number;
  content: string;
  special: boolean;
  single_word?: boolean;
  lstrip?: boolean;
  rstrip?: boolean;
  normalized?: boolean;
}

/**
 * The non-special tokens, split by whether HF matches them on the raw text (`normalized: false`)
 * or on the normalized text. Flags that change the matched span are refused rather than guessed.
 */
export function nonSpecialAddedTokens(
  label: string,
  added: readonly HfAddedToken[] | undefined,
): { raw: AddedToken[]; normalized: AddedToken[] } {
  const raw: AddedToken[] = [];
  const normalized: AddedToken[] = [];
  for (const token of added ?? []) {
    if (token.special) continue;
    if (typeof token.content !== 'string' || !Number.isInteger(token.id)) {
      throw new Error(`${label}: malformed added token ${JSON.stringify(token)}`);
    }
    if (token.single_word || token.lstrip || token.rstrip) {
      throw new Error(
        `${label}: added token ${JSON.stringify(token.content)} uses single_word/lstrip/rstrip, which is not supported`,
      );
    }
    (token.normalized ? normalized : raw).push({ content: token.content, id: token.id });
  }
  return { raw, normalized };
}
