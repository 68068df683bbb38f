import type { Label, LabelSet, Version } from '../api-types.js';
import { type Options, Resource, seg, type WriteOptions } from './resource.js';

/** Labels: named pointers to a prompt's versions (`production`, `staging`, …; `primary` is the primary). */
export class Labels extends Resource {
  list(promptId: string, options: Options = {}): Promise<Label[]> {
    return this.one<Label[]>('GET', `/v1/prompts/${seg(promptId)}/labels`, options);
  }

  /** Points `label` at a version (creating or moving it). */
  set(promptId: string, label: string, versionId: string, options: WriteOptions = {}): Promise<LabelSet> {
    const path = `/v1/prompts/${seg(promptId)}/labels/${seg(label)}`;
    return this.one<LabelSet>('PUT', path, { ...options, body: { version_id: versionId } });
  }

  remove(promptId: string, label: string, options: WriteOptions = {}): Promise<void> {
    return this.none('DELETE', `/v1/prompts/${seg(promptId)}/labels/${seg(label)}`, options);
  }

  /**
   * The version a label of the prompt named `promptName` points at (`primary`: the primary version);
   * `resolve: true`: its content with the includes resolved.
   */
  getVersion(
    promptName: string,
    label = 'primary',
    options: Options & { resolve?: boolean } = {},
  ): Promise<Version> {
    const { resolve, ...rest } = options;
    const query = resolve === undefined ? {} : { resolve: String(resolve) };
    return this.one<Version>('GET', labelPath(promptName, label), { ...rest, query });
  }
}

export const labelPath = (promptName: string, label: string) =>
  `/v1/prompts-by-name/${seg(promptName)}/labels/${seg(label)}`;
