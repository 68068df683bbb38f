import { type ApiTarget, ConnectError, callApi } from './api-client.js';

/**
 * The calls `promptkeep prompts pull|push|diff` make, in one workspace (X-Workspace-Id), and with
 * `projectId` in one project of it (the prompts listed are the project's; a prompt created is made
 * in it). Every
 * answer of 400 or more is an ApiError carrying the API's error body; a service that cannot be
 * reached is the api-client's ConnectError.
 */

export interface ServiceVersion {
  version_id: string;
  name: string | null;
  is_primary: boolean;
  labels: string[];
  content: string;
  updated: string;
  token_info: { model: string; token_count: number; cost_per_use: number };
}
export interface ServicePrompt {
  prompt_id: string;
  name: string;
  use_case: string | null;
  created: string;
  versions: ServiceVersion[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; title?: string; trace_id?: string } | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
  /** One line for a person: status, title, message and trace id. */
  describe(): string {
    const b = this.body ?? {};
    return `HTTP ${this.status}${b.title ? ` ${b.title}` : ''}: ${b.message ?? 'no message'}${b.trace_id ? ` (trace ${b.trace_id})` : ''}`;
  }
}

/**
 * The exit code of a command that failed, its message written: 2 a usage error (`isUsage`), 1 the
 * API refused, 3 the service could not be reached; anything else is a bug and is rethrown.
 */
export function exitCodeOf(error: unknown, err: (text: string) => void, isUsage: (e: unknown) => boolean) {
  if (isUsage(error)) {
    err(`promptkeep: ${(error as Error).message}\n`);
    return 2;
  }
  if (error instanceof ApiError) {
    err(`promptkeep: ${error.describe()}\n`);
    return 1;
  }
  if (error instanceof ConnectError) {
    err(`promptkeep: ${error.message}\n`);
    return 3;
  }
  throw error;
}

const seg = encodeURIComponent;
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function promptApi(target: ApiTarget, workspaceId: string | null, projectId: string | null = null) {
  const headers: Record<string, string> = workspaceId ? { 'x-workspace-id': workspaceId } : {};
  async function call<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const res = await callApi(target, method, path, body, { ...headers, ...extra });
    if (res.status >= 400) throw new ApiError(res.status, res.body as ApiError['body']);
    return { body: res.body as T, etag: header(res.headers.etag) ?? null, link: header(res.headers.link) };
  }

  /** Every item of a paged list, following the Link header page by page. */
  async function all<T>(first: string): Promise<T[]> {
    const out: T[] = [];
    let path: string | null = first;
    while (path) {
      const page: { body: T[]; link?: string } = await call<T[]>('GET', path);
      out.push(...page.body);
      path = /<([^>]+)>;\s*rel="?next"?/.exec(page.link ?? '')?.[1] ?? null;
    }
    return out;
  }

  return {
    /** Any call: the answer's body (an ApiError from 400 on). */
    call: <T = unknown>(method: string, path: string, body?: unknown) =>
      call<T>(method, path, body).then((r) => r.body),
    all,
    /** Every prompt with all its versions. */
    listPrompts: () =>
      all<ServicePrompt>(
        `/v1/prompts?expand=versions&limit=200${projectId ? `&project_id=${seg(projectId)}` : ''}`,
      ),
    /** One prompt with all its versions and its ETag (the If-Match of the writes push makes). */
    async getPrompt(promptId: string) {
      const { body, etag } = await call<ServicePrompt>('GET', `/v1/prompts/${seg(promptId)}?expand=versions`);
      return { prompt: body, etag };
    },
    createPrompt: (body: Record<string, unknown>) =>
      call<ServicePrompt>('POST', '/v1/prompts', projectId ? { ...body, project_id: projectId } : body).then(
        (r) => r.body,
      ),
    /** PATCH with If-Match: a prompt changed since `etag` was read is a 412, and nothing changes. */
    patchPrompt: (promptId: string, body: Record<string, unknown>, etag: string) =>
      call<ServicePrompt>('PATCH', `/v1/prompts/${seg(promptId)}`, body, { 'if-match': etag }),
    createVersion: (promptId: string, body: Record<string, unknown>) =>
      call<ServiceVersion>('POST', `/v1/prompts/${seg(promptId)}/versions`, body).then((r) => r.body),
    patchVersion: (promptId: string, versionId: string, body: Record<string, unknown>) =>
      call<ServiceVersion>('PATCH', `/v1/prompts/${seg(promptId)}/versions/${seg(versionId)}`, body),
    setLabel: (promptId: string, label: string, versionId: string) =>
      call('PUT', `/v1/prompts/${seg(promptId)}/labels/${seg(label)}`, { version_id: versionId }),
    removeLabel: (promptId: string, label: string) =>
      call('DELETE', `/v1/prompts/${seg(promptId)}/labels/${seg(label)}`),
    /** Tokens and USD of one use of `input` for `model` (the token-counting area). */
    async count(input: string, model: string) {
      const { body } = await call<{ token_count: number | null; token_cost: number | null }[]>(
        'POST',
        '/v1/tokens/count',
        { input, type: 'text', models: [model] },
      );
      return body[0] ?? { token_count: null, token_cost: null };
    },
    /** The offline analyzer's scoring or risk of text (nothing stored). */
    analyse: <T>(kind: 'scoring' | 'risk', body: Record<string, unknown>) =>
      call<T>('POST', `/v1/prompts/${kind}`, body).then((r) => r.body),
  };
}
export type PromptApi = ReturnType<typeof promptApi>;
