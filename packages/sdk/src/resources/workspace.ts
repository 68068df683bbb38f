import type { ImportReport, WorkspaceExport } from '../api-types.js';
import { type Options, Resource } from './resource.js';

/** The whole workspace as one JSON document (prompts with versions and labels, criteria, contexts, packs). */
export class Workspace extends Resource {
  export(options: Options = {}): Promise<WorkspaceExport> {
    return this.one<WorkspaceExport>('GET', '/v1/workspace/export', options);
  }

  /** Idempotent: importing the same document twice creates nothing the second time; says what it created. */
  import(document: WorkspaceExport, options: Options = {}): Promise<ImportReport> {
    return this.one<ImportReport>('POST', '/v1/workspace/import', { ...options, body: document });
  }
}
