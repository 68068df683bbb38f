import type { ReleaseView } from './releases.schemas.js';

/**
 * What happened to a release request, told after its transaction committed (never inside it, so a
 * listener never sees a change that rolled back). The one place webhooks for release events will
 * hang on: app.ts hands the module a sink; the default drops them.
 */
export interface ReleaseEvent {
  type: 'release.requested' | 'release.approved' | 'release.rejected' | 'release.withdrawn';
  accountId: string;
  workspaceId: string;
  release: ReleaseView;
}
export type ReleaseEventSink = (event: ReleaseEvent) => void;
export const dropReleaseEvents: ReleaseEventSink = () => {};
