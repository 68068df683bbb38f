import type {
  LabelMove,
  Release,
  ReleaseApprove,
  ReleaseCreate,
  ReleaseSettings,
  ReleaseSettingsInput,
} from '../api-types.js';
import type { Paged } from '../paging.js';
import { type ListOptions, type Options, Resource, seg } from './resource.js';

type State = 'open' | 'approved' | 'rejected' | 'withdrawn';
const of = (promptId: string) => `/v1/prompts/${seg(promptId)}/releases`;

/** Release requests, protected labels and gates (issue 23; docs/releases.md). */
export class Releases extends Resource {
  /** The workspace's requests (or one prompt's), newest first. */
  list(options: ListOptions & { promptId?: string; state?: State } = {}): Paged<Release> {
    const { promptId, state, ...rest } = options;
    const query = state === undefined ? {} : { state };
    return this.paged<Release>(promptId ? of(promptId) : '/v1/releases', { ...rest, query });
  }

  get(promptId: string, releaseId: string, options: Options = {}): Promise<Release> {
    return this.one<Release>('GET', `${of(promptId)}/${seg(releaseId)}`, options);
  }

  /** Asks to point a label at a version; the gates are checked now. */
  request(promptId: string, body: ReleaseCreate, options: Options = {}): Promise<Release> {
    return this.one<Release>('POST', of(promptId), { ...options, body });
  }

  /** The workspace admin approves: the label moves (409 when stale, 422 when a gate fails). */
  approve(promptId: string, releaseId: string, body: ReleaseApprove = {}, options: Options = {}) {
    return this.one<Release>('POST', `${of(promptId)}/${seg(releaseId)}/approve`, { ...options, body });
  }

  reject(promptId: string, releaseId: string, body: { note?: string } = {}, options: Options = {}) {
    return this.one<Release>('POST', `${of(promptId)}/${seg(releaseId)}/reject`, { ...options, body });
  }

  withdraw(promptId: string, releaseId: string, body: { note?: string } = {}, options: Options = {}) {
    return this.one<Release>('POST', `${of(promptId)}/${seg(releaseId)}/withdraw`, { ...options, body });
  }

  /** A label's moves, newest first. */
  history(promptId: string, label: string, options: ListOptions = {}): Paged<LabelMove> {
    return this.paged<LabelMove>(`/v1/prompts/${seg(promptId)}/labels/${seg(label)}/history`, options);
  }

  settings(options: Options = {}): Promise<ReleaseSettings> {
    return this.one<ReleaseSettings>('GET', '/v1/workspace/release-settings', options);
  }

  putSettings(body: ReleaseSettingsInput, options: Options = {}): Promise<ReleaseSettings> {
    return this.one<ReleaseSettings>('PUT', '/v1/workspace/release-settings', { ...options, body });
  }
}
