/**
 * Tables of safe releases (migration 0040, issue 23). Booleans 0/1, JSON as text, ISO timestamps.
 * The label history is the prompts module's (it is written by the label moves themselves).
 */

/** One row per workspace that has settings; none = nothing protected, no gates, no self-approval. */
export interface ReleaseSettingsTable {
  workspace_id: string;
  /** JSON array of label names. */
  protected_labels: string;
  protect_primary: number;
  allow_self_approval: number;
  /** JSON object: label → gate policy (releases.schemas.ts, GatePolicy). */
  gates: string;
  updated: string;
  updated_by: string;
  updated_by_id: string | null;
}

/** A release request: "point label L at version V". One open request per (prompt, label, version). */
export interface PromptReleasesTable {
  id: string;
  workspace_id: string;
  prompt_id: string;
  label: string;
  version_id: string;
  /** SHA-256 of the version's content when the request was made. */
  content_hash: string;
  /** The version the label pointed at when the request was made; null: the label did not exist. */
  base_version_id: string | null;
  note: string | null;
  state: 'open' | 'approved' | 'rejected' | 'withdrawn';
  /** JSON GateReport at request time. */
  gate_results: string;
  gates_passed: number;
  /** JSON GateReport at approval (re-checked), null until approved. */
  approval_gate_results: string | null;
  requested_by_type: 'user' | 'api_key';
  requested_by_id: string;
  requested_by: string;
  requested_at: string;
  decided_by_type: 'user' | 'api_key' | null;
  decided_by_id: string | null;
  decided_by: string | null;
  decided_at: string | null;
  decision_note: string | null;
  override_reason: string | null;
}

export interface ReleaseTables {
  release_settings: ReleaseSettingsTable;
  prompt_releases: PromptReleasesTable;
}
