// The ten-model count of issue 29 goal 2 ("10 models in one 1 KB request ≥ 0.7× the raw engine"),
// measured one way by tokens.bench.ts (c) and count-ab.ts (case `ten`): the service in a process of
// its own (count-ab.ts --serve: warmed, pinned to CPU 0), wrk -c50 on CPU 1 POSTing 1 KB texts that
// each name the same ten models (ten tokenizers); the reference is the raw engine counting the same
// texts with the same ten tokenizers, each text with all ten in turn, on this thread (CPU 0).
//
// Neither side counts a text twice until all TEN_TEXTS have gone by: the raw engine and every
// service go on from where their last round stopped. (wrk starts its bodies from the first at every
// run: a service answering a few hundred requests a round counted the same texts every round, with
// its piece caches already holding their words, while the reference went on to new ones.)
import { createTokenizerRegistry } from '../../src/tokenizers/registry.js';
import type { TokenizerId } from '../../src/tokenizers/tokenizer.types.js';
import { countRound } from './ab.js';

/** Distinct 1 KB texts (~79k distinct words: more than a tokenizer's 50k-entry piece cache holds). */
export const TEN_TEXTS = 4000;
/** wrk's connections in a measured round (tokens.bench.ts (b) loads its servers alike). */
export const TEN_CONNECTIONS = 50;
/** Requests (of each body kind) a service answers before it is measured (BENCH_WARM_REQUESTS). */
export const WARM_REQUESTS = Number(process.env.BENCH_WARM_REQUESTS ?? 2000);
/** The texts the services are warmed with (the last ones: the rounds reach them last). */
export const warmTexts = (texts: readonly string[]) => texts.slice(-500);

/**
 * The raw engine's round: `seconds` of the ten tokenizers counting the texts in turn from where the
 * last round stopped (texts/s and CPU µs per text). Its JIT is warmed first on the texts the services are warmed with.
 */
export function rawTen(ids: readonly string[], texts: readonly string[]) {
  const registry = createTokenizerRegistry();
  const engines = ids.map((id) => registry.get(id as TokenizerId));
  for (const text of warmTexts(texts)) for (const engine of engines) engine.count(text);
  const at = { next: 0 };
  return (seconds: number) =>
    countRound(texts, seconds, at, (text) => {
      for (const engine of engines) engine.count(text);
    });
}

/**
 * One server's bodies in the order wrk is to send them in its next round: from where its last round
 * stopped (requests answered plus those in flight at the end, which wrk sent too).
 */
export function continuingBodies(bodies: readonly string[]) {
  let next = 0;
  return {
    next: () => (next === 0 ? bodies : [...bodies.slice(next), ...bodies.slice(0, next)]),
    advance(requests: number, connections: number) {
      next = (next + requests + connections) % bodies.length;
    },
  };
}
