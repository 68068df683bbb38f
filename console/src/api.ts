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

/** Who is signed in: held in React state only, so a reload signs out (docs/console.md). */
export interface Session {
  key: string;
  clientId: string | null;
  workspaceId: string | null;
  scope: Scope;
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
      apiKey: session.key,
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
