import type { Project, ProjectCreate, ProjectPatch } from '../api-types.js';
import type { Paged } from '../paging.js';
import { type ListOptions, type Options, Resource, seg } from './resource.js';

const one = (projectId: string) => `/v1/projects/${seg(projectId)}`;

/** Projects: named folders of prompts (a prompt joins one with `project_id`). */
export class Projects extends Resource {
  /** By name (case-insensitive). */
  list(options: ListOptions = {}): Paged<Project> {
    return this.paged<Project>('/v1/projects', options);
  }

  /** With `expand: 'prompts'`, its prompts too (each with its primary version). */
  get(projectId: string, options: Options & { expand?: 'prompts' } = {}): Promise<Project> {
    return this.one<Project>('GET', one(projectId), { ...options, query: { expand: options.expand } });
  }

  /** The name is unique in the workspace whatever its case (else a 409). */
  create(body: ProjectCreate, options: Options = {}): Promise<Project> {
    return this.one<Project>('POST', '/v1/projects', { ...options, body });
  }

  update(projectId: string, body: ProjectPatch, options: Options = {}): Promise<Project> {
    return this.one<Project>('PATCH', one(projectId), { ...options, body });
  }

  /**
   * A project holding prompts is refused (409) unless `movePrompts`, which moves them to no project
   * and deletes it in one transaction.
   */
  delete(projectId: string, options: Options & { movePrompts?: boolean } = {}): Promise<void> {
    const { movePrompts, ...rest } = options;
    const query = movePrompts === undefined ? {} : { move_prompts: String(movePrompts) };
    return this.none('DELETE', one(projectId), { ...rest, query });
  }
}
