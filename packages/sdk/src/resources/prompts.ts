import type {
  ChatVersionCreate,
  Dependency,
  Dependent,
  Diff,
  Prompt,
  PromptCreate,
  PromptPatch,
  Rendered,
  RenderRequest,
  Version,
  VersionCreate,
  VersionPatch,
} from '../api-types.js';
import type { Paged } from '../paging.js';
import { type Expand, type ListOptions, type Options, Resource, seg, type WriteOptions } from './resource.js';

/** Prompts: a name, a use case, and versions (one of them primary). */
export class Prompts extends Resource {
  get(promptId: string, options: Options & { expand?: Expand } = {}): Promise<Prompt> {
    return this.one<Prompt>('GET', `/v1/prompts/${seg(promptId)}`, options);
  }

  /** The prompt named `name` in the workspace; 404 when there is none. */
  getByName(name: string, options: Options & { expand?: Expand } = {}): Promise<Prompt> {
    return this.one<Prompt>('GET', `/v1/prompts-by-name/${seg(name)}`, options);
  }

  /**
   * Every prompt, by name; `name` filters to that exact name, `projectId` to a project's prompts
   * (`'none'`: those in no project).
   */
  list(options: ListOptions & { name?: string; projectId?: string; expand?: Expand } = {}): Paged<Prompt> {
    const { name, projectId, ...rest } = options;
    return this.paged<Prompt>('/v1/prompts', { ...rest, query: { name, project_id: projectId } });
  }

  /** With `content`, the first version is created too and becomes primary. */
  create(body: PromptCreate, options: Options = {}): Promise<Prompt> {
    return this.one<Prompt>('POST', '/v1/prompts', { ...options, body });
  }

  update(promptId: string, body: PromptPatch, options: WriteOptions = {}): Promise<Prompt> {
    return this.one<Prompt>('PATCH', `/v1/prompts/${seg(promptId)}`, { ...options, body });
  }

  /** Deletes the prompt and all its versions. */
  delete(promptId: string, options: WriteOptions = {}): Promise<void> {
    return this.none('DELETE', `/v1/prompts/${seg(promptId)}`, options);
  }

  /** Fills the variables of a version (by id or label; the primary by default) on the server. */
  render(promptId: string, body: RenderRequest, options: Options = {}): Promise<Rendered> {
    return this.one<Rendered>('POST', `/v1/prompts/${seg(promptId)}/render`, { ...options, body });
  }

  /** The includes of the primary (or of `versionId`), each with what it names now. */
  dependencies(promptId: string, options: Options & { versionId?: string } = {}): Promise<Dependency[]> {
    const { versionId, ...rest } = options;
    const query = { version_id: versionId };
    return this.one<Dependency[]>('GET', `/v1/prompts/${seg(promptId)}/dependencies`, { ...rest, query });
  }

  /** Every version of the workspace that includes this prompt, with its labels and the reference. */
  dependents(promptId: string, options: Options = {}): Promise<Dependent[]> {
    return this.one<Dependent[]>('GET', `/v1/prompts/${seg(promptId)}/dependents`, options);
  }

  /** Compares two versions: a unified diff of the content, and the token, cost and analysis deltas. */
  diff(promptId: string, from: string, to: string, options: Options = {}): Promise<Diff> {
    const query = { from, to };
    return this.one<Diff>('GET', `/v1/prompts/${seg(promptId)}/diff`, { ...options, query });
  }
}

const versionsOf = (promptId: string) => `/v1/prompts/${seg(promptId)}/versions`;

/** A prompt's versions. */
export class Versions extends Resource {
  /** Newest change first. */
  list(promptId: string, options: ListOptions & { expand?: Expand } = {}): Paged<Version> {
    return this.paged<Version>(versionsOf(promptId), options);
  }

  get(promptId: string, versionId: string, options: Options & { expand?: Expand } = {}): Promise<Version> {
    return this.one<Version>('GET', `${versionsOf(promptId)}/${seg(versionId)}`, options);
  }

  create(promptId: string, body: VersionCreate, options: Options = {}): Promise<Version> {
    return this.one<Version>('POST', versionsOf(promptId), { ...options, body });
  }

  /** A chat version: `messages` (roles and message placeholders), `config`, `variables`. */
  createChat(promptId: string, body: ChatVersionCreate, options: Options = {}): Promise<Version> {
    return this.one<Version>('POST', `${versionsOf(promptId)}/chat`, { ...options, body });
  }

  update(
    promptId: string,
    versionId: string,
    body: VersionPatch,
    options: WriteOptions = {},
  ): Promise<Version> {
    return this.one<Version>('PATCH', `${versionsOf(promptId)}/${seg(versionId)}`, { ...options, body });
  }

  delete(promptId: string, versionId: string, options: WriteOptions = {}): Promise<void> {
    return this.none('DELETE', `${versionsOf(promptId)}/${seg(versionId)}`, options);
  }

  /** Makes this version the primary one (the previous primary stops being it, atomically). */
  setPrimary(promptId: string, versionId: string, options: WriteOptions = {}): Promise<Version> {
    return this.update(promptId, versionId, { is_primary: true } as VersionPatch, options);
  }
}
