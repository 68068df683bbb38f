import { Type } from 'typebox';
import { badRequest } from '../lib/domain-error.js';

const EXPAND_DESCRIPTION = 'Comma-separated names to expand: ';

/**
 * The `expand` query parameter of the versioned resources' reads: comma-separated names from a
 * list each endpoint accepts (prompts: versions and analysis kinds; contexts and packs: versions).
 */
export const expandParam = (names: readonly string[]) =>
  Type.Optional(
    Type.String({
      description: `${EXPAND_DESCRIPTION}${names.join(', ')}.`,
      examples: [names.join(',')],
    }),
  );

/**
 * The names an `expandParam` schema accepts (its example lists them all), for the OpenAPI
 * document, which describes `expand` as a list of those names (openapi-document.ts); undefined
 * for any other schema.
 */
export function expandNamesOf(schema: {
  type?: unknown;
  description?: unknown;
  examples?: unknown;
}): string[] | undefined {
  const example = Array.isArray(schema?.examples) ? schema.examples[0] : undefined;
  if (schema?.type !== 'string' || typeof example !== 'string') return undefined;
  if (typeof schema.description !== 'string' || !schema.description.startsWith(EXPAND_DESCRIPTION)) {
    return undefined;
  }
  return example.split(',');
}

/**
 * Parses `expand` (comma-separated names; blanks around and between commas ignored) against the
 * names the endpoint accepts. Unknown names are a 400 that lists them (each once).
 */
export function parseExpandParam<const N extends string>(
  raw: string | undefined,
  accepted: readonly N[],
): ReadonlySet<N> {
  if (raw === undefined) return new Set();
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  const unknown = [...new Set(names.filter((n) => !(accepted as readonly string[]).includes(n)))];
  if (unknown.length) {
    throw badRequest(
      `querystring.expand: unknown name(s): ${unknown.join(', ')}. Accepted: ${accepted.join(', ')}.`,
    );
  }
  return new Set(names as N[]);
}

/** Whether a read of a parent with versions asks for all of them (`expand=versions`). */
export const expandsVersions = (raw: string | undefined) =>
  parseExpandParam(raw, ['versions']).has('versions');
