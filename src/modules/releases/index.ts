// The releases module's public entry for other code (re-exports only): the release events a later
// webhook sender listens to.
export type { ReleaseEvent, ReleaseEventSink } from './release-events.js';
