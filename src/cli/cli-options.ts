/** What the CLI's command tables share about their options (node:util's parseArgs). */

/** Options that each take one string value (`{ type: 'string' }`), by name. */
export function stringOptions<const K extends string>(...names: K[]) {
  return Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])) as {
    [P in K]: { type: 'string' };
  };
}

/** A parsed option's value when it is a string (absent or boolean: undefined). */
export const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
