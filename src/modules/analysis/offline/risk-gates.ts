// Derived gates: for each rule pattern, words the pattern cannot match without, found for all
// rules at once by one pass over the prompt, so most patterns never scan a prompt that cannot hold
// them (the patterns were ~60 % of risk analysis's CPU, nearly all of it scans that found nothing).
// Nothing in the rule format changes: the words are read out of the pattern's own source, here.
//
// Soundness is by construction, not by tuning: a requirement is a set of strings one of which every
// match of the pattern contains, compared after `gateFold`, a per-character folding under which
// every character a pattern atom can match folds to the same character as the atom. A construct
// the reader does not know (or an optional one) adds no requirement, which only lets more prompts
// through: the rule's own pattern still decides.

import { foldUnit, gateFold } from './risk-gate-fold.js';

/** What one part of a pattern needs: `exact` the strings it matches (when few), `req` strings one of which its every match contains. */
interface Need {
  exact: Set<string> | null;
  reqs: Set<string>[];
}
const NOTHING: Need = { exact: null, reqs: [] };
const MAX_EXACT = 32;
const MIN_LITERAL = 3;
const MAX_REQS = 3;
const MAX_CLASS = 4;

/** Longer shortest string first, then fewer strings; sets holding a short string are useless. */
const QUALITY = new WeakMap<Set<string>, number>();
function quality(s: Set<string>): number {
  let min = QUALITY.get(s);
  if (min === undefined) {
    min = Number.POSITIVE_INFINITY;
    for (const x of s) min = Math.min(min, weight(x));
    QUALITY.set(s, min);
  }
  return min;
}
/** A string's length, a Chinese or Japanese character counting two (two of them are a rare pair). */
function weight(x: string): number {
  let n = 0;
  for (let i = 0; i < x.length; i++) n += x.charCodeAt(i) >= 0x2e80 ? 2 : 1;
  return n;
}

const QUANTIFIER = /(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??/y;
const LITERAL_RUN = /[^\\[\](){}|.*+?^$]+/y;
const GROUP_KIND = /\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)?/y;

// Needs are never changed once made, so these are shared.
const CHARS = new Map<number, Need>();
const CLASSES = new Map<string, Need>();
/** A class's members, up to the "]" that ends it (escapes skipped). */
const CLASS_END = /(?:[^\\\]]|\\[\s\S])*/y;

class Reader {
  private i = 0;
  constructor(private readonly src: string) {}

  read(): Need {
    const need = this.alternation();
    if (this.i < this.src.length) throw new Error('unbalanced');
    return need;
  }

  private char(c: string): Need {
    // Case-sensitive patterns fold too: the gate is only looser for them.
    const code = foldUnit(c.charCodeAt(0));
    let need = CHARS.get(code);
    if (!need) {
      need = { exact: new Set([String.fromCharCode(code)]), reqs: [] };
      CHARS.set(code, need);
    }
    return need;
  }

  private alternation(): Need {
    const branches = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.length === 1) return branches[0]!;
    const exact = branches.every((b) => b.exact) ? new Set(branches.flatMap((b) => [...b.exact!])) : null;
    // A requirement of the whole: one best requirement of each branch, pooled.
    const best = branches.map((b) => best1(b));
    const reqs = best.every((b) => b) ? [new Set(best.flatMap((b) => [...b!]))] : [];
    return { exact: exact && exact.size <= MAX_EXACT ? exact : null, reqs };
  }

  private sequence(): Need {
    const reqs: Set<string>[] = [];
    // The strings the run so far matches: `run` × `tail` (single strings are appended to `tail`
    // alone, so a long word after an alternation does not copy every alternative per letter).
    let run = new Set(['']);
    let tail = '';
    let broken = false;
    const joined = () => (tail ? new Set([...run].map((a) => a + tail)) : run);
    const end = () => {
      const all = joined();
      if (!all.has('')) reqs.push(all);
    };
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      // Plain letters, read as a run (the same as one term each, but the patterns hold ~370,000
      // characters and this runs in every process that analyses risk); a quantified last letter
      // is left to term().
      LITERAL_RUN.lastIndex = this.i;
      let plain = LITERAL_RUN.exec(this.src)?.[0] ?? '';
      if (plain && '*+?{'.includes(this.src[this.i + plain.length] ?? '|')) plain = plain.slice(0, -1);
      if (plain) {
        for (let k = 0; k < plain.length; k++) tail += String.fromCharCode(foldUnit(plain.charCodeAt(k)));
        this.i += plain.length;
        continue;
      }
      const term = this.term();
      reqs.push(...term.reqs);
      if (term.exact?.size === 1) {
        tail += term.exact.values().next().value;
        continue;
      }
      if (term.exact && run.size * term.exact.size <= MAX_EXACT) {
        const next = new Set<string>();
        for (const a of run) for (const b of term.exact) next.add(a + tail + b);
        run = next;
        tail = '';
        continue;
      }
      end();
      broken = true;
      run = term.exact ? term.exact : new Set(['']);
      tail = '';
    }
    end();
    // Only the best few are ever used (requiredLiterals; alternation keeps one per branch).
    return { exact: broken ? null : joined(), reqs: bestOf(reqs) };
  }

  private term(): Need {
    const atom = this.atom();
    QUANTIFIER.lastIndex = this.i;
    const q = QUANTIFIER.exec(this.src);
    if (!q) return atom;
    this.i += q[0].length;
    const min = q[1] ? (q[1] === '+' ? 1 : 0) : Number(q[2]);
    const max = q[1] ? (q[1] === '?' ? 1 : Number.POSITIVE_INFINITY) : q[3] ? Number(q[4] || Infinity) : min;
    if (min === 0) return NOTHING;
    const reqs = atom.exact ? [atom.exact, ...atom.reqs] : atom.reqs;
    if (min === 1 && max === 1) return atom;
    return { exact: null, reqs };
  }

  private atom(): Need {
    const c = this.src[this.i++]!;
    if (c === '(') return this.group();
    if (c === '[') {
      // The same few classes ([aáàâãäå], [eéèêë]…) recur thousands of times in the patterns.
      CLASS_END.lastIndex = this.i;
      const end = this.i + (CLASS_END.exec(this.src)?.[0].length ?? 0);
      const key = this.src.slice(this.i, end);
      const known = CLASSES.get(key);
      if (known) {
        this.i = end + 1;
        return known;
      }
      const need = this.charClass();
      if (this.i === end + 1) CLASSES.set(key, need);
      return need;
    }
    if (c === '\\') return this.escape();
    if (c === '.' || c === '^' || c === '$') return NOTHING;
    return this.char(c);
  }

  private group(): Need {
    GROUP_KIND.lastIndex = this.i;
    const kind = GROUP_KIND.exec(this.src)?.[0] ?? '';
    this.i += kind.length;
    const inner = this.alternation();
    if (this.src[this.i++] !== ')') throw new Error('unbalanced');
    if (kind === '?!' || kind === '?<!') return NOTHING;
    // A positive lookaround needs its words too, but matches no characters of the run.
    if (kind === '?=' || kind === '?<=')
      return { exact: null, reqs: inner.exact ? [inner.exact] : inner.reqs };
    return inner;
  }

  /** A class counts when its members fold to a few characters ([eéèêë] is "e", [sz] "s" or "z"). */
  private charClass(): Need {
    const negated = this.src[this.i] === '^';
    if (negated) this.i++;
    const members: number[] = [];
    let plain = !negated;
    // No `u` flag: "[]" is an empty class, so the first "]" always ends the class.
    while (this.i < this.src.length && this.src[this.i] !== ']') {
      let code = this.classChar();
      if (code < 0) plain = false;
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']' && this.i + 1 < this.src.length) {
        this.i++;
        const to = this.classChar();
        if (code < 0 || to < 0 || to - code > 256) plain = false;
        else for (; code < to; code++) members.push(code);
      }
      if (code >= 0) members.push(code);
    }
    if (this.src[this.i++] !== ']') throw new Error('unbalanced');
    const folds = new Set(members.map((m) => foldUnit(m)));
    if (!plain || folds.size > MAX_CLASS) return NOTHING;
    return { exact: new Set([...folds].map((f) => String.fromCharCode(f))), reqs: [] };
  }

  /** One class member's code, or -1 for a class escape (\w, \d, \s…). */
  private classChar(): number {
    const c = this.src[this.i++]!;
    if (c !== '\\') return c.charCodeAt(0);
    const code = this.escapeCode();
    return code === undefined ? -1 : code;
  }

  private escape(): Need {
    const code = this.escapeCode();
    return code === undefined ? NOTHING : this.char(String.fromCharCode(code));
  }

  /** The character an escape stands for, or undefined for a class or an assertion (\w, \b, \1…). */
  private escapeCode(): number | undefined {
    const c = this.src[this.i++]!;
    const hex = (n: number) => {
      const h = this.src.slice(this.i, this.i + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(h)) return c.charCodeAt(0);
      this.i += n;
      return Number.parseInt(h, 16);
    };
    if (c === 'u') return hex(4);
    if (c === 'x') return hex(2);
    if (c === 'c' && /[A-Za-z]/.test(this.src[this.i] ?? '')) {
      this.i++;
      return undefined;
    }
    if (c === 'k' && this.src[this.i] === '<') {
      this.i = this.src.indexOf('>', this.i) + 1 || this.src.length;
      return undefined;
    }
    // Backreferences and legacy octal escapes (\1, \012): their digits go with them.
    if (/\d/.test(c)) {
      const from = this.i;
      while (/\d/.test(this.src[this.i] ?? '')) this.i++;
      return c === '0' && this.i === from ? 0 : undefined;
    }
    if ('dDwWsSbB'.includes(c)) return undefined;
    const controls: Record<string, number> = { n: 10, r: 13, t: 9, v: 11, f: 12 };
    return controls[c] ?? c.charCodeAt(0);
  }
}

function best1(n: Need): Set<string> | undefined {
  return bestOf(n.exact ? [n.exact, ...n.reqs] : n.reqs)[0];
}
function bestOf(sets: Set<string>[]): Set<string>[] {
  const scored = sets.map((s) => ({ s, q: s.size > 0 ? quality(s) : 0 })).filter((x) => x.q >= MIN_LITERAL);
  scored.sort((a, b) => b.q - a.q || a.s.size - b.s.size);
  return scored.slice(0, MAX_REQS + 2).map((x) => x.s);
}

/**
 * Up to three sets of folded strings; every match of the pattern contains a string of each set.
 * Empty when nothing can be told (a `u` or `v` pattern: its case folding differs; a sticky one).
 */
export function requiredLiterals(pattern: RegExp): string[][] {
  if (/[uvy]/.test(pattern.flags)) return [];
  let need: Need;
  try {
    need = new Reader(pattern.source).read();
  } catch {
    return [];
  }
  const all = need.exact ? [need.exact, ...need.reqs] : need.reqs;
  const unique = new Map(bestOf(all).map((s) => [[...s].sort().join('\u0000'), [...s]]));
  return [...unique.values()].slice(0, MAX_REQS);
}

/**
 * Every rule's derived requirements, tested for all rules by one pass over the folded prompt (an
 * Aho-Corasick automaton of all their strings): `scan` marks the strings found, `passes` tells
 * whether a rule's every requirement has one.
 */
export class GateIndex {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** The string ids ending at a state, its own and those of its failure chain. */
  private readonly out: number[][] = [[]];
  private readonly needs: number[][][];
  private count = 0;

  /** Each rule's requirements (requiredLiterals of its pattern; risk-gate-table.ts keeps them). */
  constructor(literals: readonly (readonly string[][])[]) {
    const ids = new Map<string, number>();
    const idOf = (s: string) => {
      let id = ids.get(s);
      if (id === undefined) {
        id = ids.size;
        ids.set(s, id);
        this.add(s, id);
      }
      return id;
    };
    this.needs = literals.map((sets) => sets.map((set) => set.map(idOf)));
    this.count = ids.size;
    this.link();
  }

  private add(s: string, id: number): void {
    let state = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      let to = this.next[state]!.get(c);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map());
        this.fail.push(0);
        this.out.push([]);
        this.next[state]!.set(c, to);
      }
      state = to;
    }
    this.out[state]!.push(id);
  }

  private link(): void {
    const queue = [...this.next[0]!.values()];
    for (let k = 0; k < queue.length; k++) {
      const state = queue[k]!;
      for (const [c, to] of this.next[state]!) {
        let f = this.fail[state]!;
        while (f !== 0 && !this.next[f]!.has(c)) f = this.fail[f]!;
        const target = this.next[f]!.get(c);
        this.fail[to] = target !== undefined && target !== to ? target : 0;
        this.out[to]!.push(...this.out[this.fail[to]!]!);
        queue.push(to);
      }
    }
  }

  /** The strings found in the prompt (by id). */
  scan(text: string): Uint8Array {
    const found = new Uint8Array(this.count);
    const folded = gateFold(text);
    let state = 0;
    for (let i = 0; i < folded.length; i++) {
      const c = folded.charCodeAt(i);
      let to = this.next[state]!.get(c);
      while (to === undefined && state !== 0) {
        state = this.fail[state]!;
        to = this.next[state]!.get(c);
      }
      state = to ?? 0;
      for (const id of this.out[state]!) found[id] = 1;
    }
    return found;
  }

  /** Whether the rule (by its index in the patterns given) may match a prompt with these strings. */
  passes(rule: number, found: Uint8Array): boolean {
    for (const set of this.needs[rule]!) if (!set.some((id) => found[id] === 1)) return false;
    return true;
  }
}
