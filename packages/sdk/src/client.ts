import { Paged } from './paging.js';
import { PromptCache, type PromptCacheOptions } from './prompt-cache.js';
import { Analyses } from './resources/analyses.js';
import { Contexts } from './resources/contexts.js';
import { CriteriaResource } from './resources/criteria.js';
import { Labels } from './resources/labels.js';
import { Playground } from './resources/playground.js';
import { Projects } from './resources/projects.js';
import { Prompts, Versions } from './resources/prompts.js';
import { Releases } from './resources/releases.js';
import { Tokens } from './resources/tokens.js';
import { Workspace } from './resources/workspace.js';
import { type Answer, type CallOptions, type PromptkeepOptions, type Query, Transport } from './transport.js';

/**
 * The Promptkeep API client. One instance per key and workspace; it holds no connection of its own
 * (fetch pools them), so it is cheap to create and safe to share.
 *
 *   const pk = new Promptkeep({ baseUrl, apiKey, workspaceId });
 *   for await (const prompt of pk.prompts.list()) console.log(prompt.name);
 */
export class Promptkeep {
  readonly #transport: Transport;
  readonly tokens: Tokens;
  readonly prompts: Prompts;
  readonly projects: Projects;
  readonly versions: Versions;
  readonly labels: Labels;
  readonly releases: Releases;
  readonly analyses: Analyses;
  readonly criteria: CriteriaResource;
  readonly contexts: Contexts;
  readonly workspace: Workspace;
  readonly playground: Playground;

  constructor(options: PromptkeepOptions) {
    const transport = new Transport(options);
    this.#transport = transport;
    this.tokens = new Tokens(transport);
    this.prompts = new Prompts(transport);
    this.projects = new Projects(transport);
    this.versions = new Versions(transport);
    this.labels = new Labels(transport);
    this.releases = new Releases(transport);
    this.analyses = new Analyses(transport);
    this.criteria = new CriteriaResource(transport);
    this.contexts = new Contexts(transport);
    this.workspace = new Workspace(transport);
    this.playground = new Playground(transport);
  }

  /** Fills a version's variables on the server (see `prompts.render`). */
  render(...args: Parameters<Prompts['render']>): ReturnType<Prompts['render']> {
    return this.prompts.render(...args);
  }

  /** Compares two versions of a prompt (see `prompts.diff`). */
  diff(...args: Parameters<Prompts['diff']>): ReturnType<Prompts['diff']> {
    return this.prompts.diff(...args);
  }

  /** A cache of prompts by name and label for an application (see PromptCache). */
  promptCache(options: PromptCacheOptions = {}): PromptCache {
    return new PromptCache(this.#transport, options);
  }

  /** Any call the resource methods do not cover (`path` under the base URL, e.g. `/v1/ai/models`). */
  request<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.#transport.request<T>(method, path, options);
  }

  /** Any list the resource methods do not cover, paged as theirs are (e.g. `/v1/account/keys`). */
  paged<T = unknown>(path: string, options: { query?: Query; signal?: AbortSignal } = {}): Paged<T> {
    return new Paged<T>(this.#transport, path, options);
  }
}
