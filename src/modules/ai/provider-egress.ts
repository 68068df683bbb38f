import { type LookupAddress, lookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Agent } from 'undici';
import { addressAllowed, hostNameRefused } from './address-ranges.js';
import { GOOGLE_TOKEN_URL } from './service-account-key.js';

/**
 * Egress of AI providers: every request the service makes to a provider — its calls, the Vertex
 * token exchange, the makers' count APIs — goes through `createEgressFetch`. An account
 * provider's `base_url` is untrusted: checked once when stored (`checkProviderUrl`, the obvious
 * cases get a clear 400) and again on every connection, on the address actually dialled, so a
 * name that resolves to a private address — or re-resolves to one later (DNS rebinding) — is
 * refused too. Platform providers (the operator's) take the same client under PLATFORM_EGRESS.
 */

export interface EgressPolicy {
  /** PROMPTKEEP_ALLOW_PRIVATE_PROVIDER_URLS: private and loopback destinations allowed. */
  allowPrivate: boolean;
}

/**
 * The operator's platform providers and count APIs: private and loopback addresses allowed (a
 * model server on the operator's network), metadata and reserved addresses still refused, and
 * redirects never followed, as for account providers.
 */
export const PLATFORM_EGRESS: EgressPolicy = { allowPrivate: true };

/** What a provider's SDK client is built with: the guarded fetch, and where Google tokens come from. */
export interface ProviderTransport {
  fetch: typeof fetch;
  /** Where service-account keys are exchanged for access tokens: GOOGLE_TOKEN_URL (tests: a fake). */
  googleTokenUrl: string;
}

export function createProviderTransport(
  policy: EgressPolicy,
  googleTokenUrl: string = GOOGLE_TOKEN_URL,
): ProviderTransport {
  return { fetch: createEgressFetch(policy), googleTokenUrl };
}

/** Name resolution (dns.lookup with `all: true`); a seam so tests can resolve names as they like. */
export type Resolve = (
  hostname: string,
  callback: (error: Error | null, addresses: LookupAddress[]) => void,
) => void;
const systemResolve: Resolve = (hostname, callback) => lookup(hostname, { all: true }, callback);

/** Thrown (as the cause of the failed fetch) when a destination is refused. */
export class EgressRefusedError extends Error {
  constructor(readonly destination: string) {
    super(`destination ${destination} is not a public address`);
    this.name = 'EgressRefusedError';
  }
}

const stripBrackets = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a `base_url` at create/update time; returns why it is refused, or null. The URL parser
 * normalises every IPv4 notation (0x7f000001, 2130706433, 0177.0.0.1, 127.1) to dotted form.
 */
export function checkProviderUrl(raw: string, policy: EgressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL.';
  if (url.username || url.password)
    return 'must not carry credentials (user:password@); give api_key instead.';
  if (url.hash) return 'must not have a #fragment.';
  const host = stripBrackets(url.hostname);
  if (isIP(host)) {
    return addressAllowed(host, policy.allowPrivate)
      ? null
      : `points to ${host}, which is not a public address (private, loopback, link-local, metadata and ` +
          'reserved addresses are refused unless the operator allows private provider URLs).';
  }
  if (hostNameRefused(host, policy.allowPrivate)) {
    return `names ${host}, which is not a public host (refused for account providers).`;
  }
  return null;
}

/** A dns.lookup that only returns addresses the policy allows; fails the connection otherwise. */
function guardedLookup(policy: EgressPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    if (hostNameRefused(hostname, policy.allowPrivate)) {
      callback(new EgressRefusedError(hostname), '', 4);
      return;
    }
    resolve(hostname, (error, all) => {
      if (error) return callback(error, '', 4);
      const family = (options as { family?: number }).family;
      const addresses = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
      // One refused address refuses the name: a mixed answer is how rebinding is attempted.
      const refused = addresses.find((a) => !addressAllowed(a.address, policy.allowPrivate));
      if (refused || addresses.length === 0) {
        return callback(new EgressRefusedError(`${hostname} (${refused?.address ?? 'no address'})`), '', 4);
      }
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      } else {
        const first = addresses[0] as LookupAddress;
        callback(null, first.address, first.family);
      }
    });
  };
}

const importUndici = () => import('undici');
let undici: ReturnType<typeof importUndici> | undefined;
/**
 * undici, read on the first outbound call rather than at start (bench/RESULTS.md, "Start-up");
 * main.ts reads it once the service answers, and an LLM call before its clock starts, so that
 * reading it never eats into a call's timeout.
 */
export const loadEgress = () => (undici ??= importUndici());

/**
 * The `fetch` given to every provider's SDK client: connections go through a lookup
 * that refuses non-public addresses (IP literals are checked here, as no lookup happens for
 * them), and redirects are never followed (a 3xx is an error answer, not a hop).
 */
export function createEgressFetch(policy: EgressPolicy, resolve: Resolve = systemResolve): typeof fetch {
  let dispatcher: Agent | undefined;
  const guarded = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const host = stripBrackets(url.hostname);
    if (isIP(host) && !addressAllowed(host, policy.allowPrivate)) {
      throw new TypeError('fetch failed', { cause: new EgressRefusedError(host) });
    }
    const { Agent, fetch: undiciFetch } = await loadEgress();
    dispatcher ??= new Agent({ connect: { lookup: guardedLookup(policy, resolve) } });
    const response = await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
      redirect: 'manual',
    });
    return response as unknown as Response;
  };
  return guarded as typeof fetch;
}

/** The first error along `error`'s cause chain (AI SDK retry errors included) that `is` accepts. */
export function findCause<T>(error: unknown, is: (e: unknown) => e is T): T | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    if (is(current)) return current;
    const next = current as { cause?: unknown; lastError?: unknown; errors?: unknown[] };
    current = next.cause ?? next.lastError ?? next.errors?.[0];
  }
  return null;
}

/** Whether a failed call was refused by the egress policy. */
export const egressRefusal = (error: unknown) =>
  findCause(error, (e): e is EgressRefusedError => e instanceof EgressRefusedError);
