// The console's calls to the public API, through the SDK (@promptkeep/sdk): its transport (auth
// headers, JSON, errors as PromptkeepError with the API's own message), its paging (Link:
// rel="next") and its types, derived from the OpenAPI document (never written by hand): a path and
// a method give the body to send and the JSON that comes back.
import {
  type ApiPath,
  type MethodOf,
  type Page,
  Promptkeep,
  PromptkeepError,
  type ResponseOf,
  type BodyOf as SdkBodyOf,
} from '@promptkeep/sdk';

export { PromptkeepError };
export type Scope = 'owner' | 'write' | 'read';
export type Role = 'viewer' | 'editor' | 'admin';

/**
 * Who is signed in: an API key (held in React state only, so a reload signs out) or a user (the
 * session cookie, HttpOnly, which the browser keeps; the CSRF token in React state, asked again
 * of GET /v1/auth/session after a reload): docs/console.md.
 */
export interface Session {
  /** The API key; '' for a user's session. */
  key: string;
  clientId: string | null;
  workspaceId: string | null;
  /** What the key, or the user's role in `workspaceId`, may do (the scope the server checks). */
  scope: Scope;
  /** The signed-in user; null with a key. */
  user: UserSession | null;
}

export interface UserSession {
  userId: string;
  name: string;
  email: string;
  owner: boolean;
  /** The user's role in each workspace they are a member of. */
  roles: Record<string, Role>;
  /** Sent as X-CSRF-Token on every change (the server refuses a cookie change without it). */
  csrf: string;
}

/** Before anyone is signed in (sign-in, invitation): cookie calls without a CSRF token. */
export const SIGNED_OUT: Session = {
  key: '',
  clientId: null,
  workspaceId: null,
  scope: 'read',
  user: null,
};

const SAFE = new Set(['GET', 'HEAD']);
/**
 * The fetch of a user's session: the browser sends the session cookie (same origin) and the Origin
 * header itself; this adds the CSRF token to changes and drops the key header the SDK always
 * writes (a request with a key is judged by the key: there is none).
 */
function cookieFetch(csrf: string | null): typeof fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.delete('x-api-key');
    if (csrf && !SAFE.has((init.method ?? 'GET').toUpperCase())) headers.set('x-csrf-token', csrf);
    return fetch(input, { ...init, headers, credentials: 'same-origin' });
  };
}

export type Path = ApiPath;
/** The JSON of the operation's success (200, else 201; 204 has none). */
export type Ok<P extends Path, M extends MethodOf<P>> = ResponseOf<P, M>;
export type BodyOf<P extends Path, M extends MethodOf<P>> = SdkBodyOf<P, M>;
export type Item<P extends Path> = Ok<P, MethodOf<P> & 'get'> extends (infer I)[] ? I : never;

export interface CallOptions<B> {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: B;
}

// One SDK client per session (a session object is replaced, never changed, when it changes).
const clients = new WeakMap<Session, Promptkeep>();
function client(session: Session): Promptkeep {
  let pk = clients.get(session);
  if (!pk) {
    pk = new Promptkeep({
      baseUrl: window.location.origin,
      // The SDK needs a key; a user's session sends none (cookieFetch drops the header).
      apiKey: session.key || 'session-cookie',
      ...(session.key ? {} : { fetch: cookieFetch(session.user?.csrf ?? null) }),
      ...(session.workspaceId ? { workspaceId: session.workspaceId } : {}),
      ...(session.clientId ? { apiClient: session.clientId } : {}),
      // A person is waiting: an error is shown at once rather than retried, and an analysis that
      // calls a model may take minutes.
      retries: 0,
      timeoutMs: 10 * 60_000,
    });
    clients.set(session, pk);
  }
  return pk;
}

/** The path with its `{name}` parameters filled (encoded: ids and names are never trusted). */
function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** One call: `api(session, 'post', '/v1/prompts', { body })` → the typed JSON of the answer. */
export async function api<P extends Path, M extends MethodOf<P>>(
  session: Session,
  method: M,
  path: P,
  options: CallOptions<BodyOf<P, M>> = {},
): Promise<Ok<P, M>> {
  const answer = await client(session).request<Ok<P, M>>(method.toUpperCase(), pathOf(path, options.params), {
    query: options.query ?? {},
    body: options.body,
  });
  return answer.data;
}

/** One page of a list: its items and the URL of the next page (from `Link`), if any. */
export function page<P extends Path>(
  session: Session,
  path: P,
  options: CallOptions<never>,
  nextUrl: string | null,
): Promise<Page<Item<P>>> {
  const list = client(session).paged<Item<P>>(pathOf(path, options.params), { query: options.query ?? {} });
  return nextUrl === null ? list.page() : list.page(nextUrl);
}
