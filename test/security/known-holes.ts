/**
 * Cases that fail today because of a hole of issue 9 not yet closed on this branch. They fail by
 * default (so `npm test` shows the real state); `SECURITY_KNOWN_HOLES=1` skips exactly these, each
 * naming its hole, so the rest of the suites can be seen green meanwhile. Remove an entry when its
 * hole is closed.
 */
export interface KnownHole {
  hole: number;
  suite: 'matrix' | 'fuzz';
  /** The attacker (matrix) or the fuzz category. */
  case: string;
  /** Operations (`METHOD /path`) it applies to; all when absent. */
  ops?: RegExp;
  /** The database it happens on; both when absent. */
  db?: 'sqlite' | 'postgres';
  why: string;
}

export const KNOWN_HOLES: KnownHole[] = [
  {
    hole: 1,
    suite: 'matrix',
    case: 'owner key limited to another workspace',
    ops: /^(\w+ \/v1\/account\/|the victim's resources are unchanged$)/,
    why: 'an owner key limited to some workspaces manages account-wide workspaces, keys, clients and providers',
  },
  ...(['U+0000 in body strings', 'U+0000 in path ids and query values'] as const).map((name) => ({
    hole: 2,
    suite: 'fuzz' as const,
    case: name,
    db: 'postgres' as const,
    why: 'PostgreSQL text refuses U+0000: the insert or lookup fails and the request answers 500',
  })),
  {
    hole: 2,
    suite: 'fuzz',
    case: 'integers beyond int32',
    db: 'postgres',
    why: 'integer columns overflow on PostgreSQL (500); the schemas set no upper bound',
  },
  ...[
    'bad percent-encoding in paths',
    'path ids over 100 characters',
    'headers over 16 KB (431)',
    'URLs over 16 KB',
    'malformed requests (Node client errors)',
  ].map((name) => ({
    hole: 10,
    suite: 'fuzz' as const,
    case: name,
    why: "answered with Fastify's {error,message,statusCode} body, not the spec error body",
  })),
];

const enabled = process.env.SECURITY_KNOWN_HOLES === '1';

/** `hole N: why` when SECURITY_KNOWN_HOLES=1 and the case is a listed known hole, else null. */
export function knownHole(suite: KnownHole['suite'], name: string, op: string, db: string): string | null {
  if (!enabled) return null;
  const h = KNOWN_HOLES.find(
    (k) => k.suite === suite && k.case === name && (!k.ops || k.ops.test(op)) && (!k.db || k.db === db),
  );
  return h ? `hole ${h.hole}: ${h.why}` : null;
}
