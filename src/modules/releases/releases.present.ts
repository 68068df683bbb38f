import type { Static } from 'typebox';
import type { WorkspaceContext } from '../../lib/request-context.js';
import type { ReleaseRow, ReleaseSettingsRow } from './releases.repo.js';
import type {
  GateReport,
  ReleaseSettingsInput,
  ReleaseSettingsView,
  ReleaseView,
} from './releases.schemas.js';

const actor = (type: 'user' | 'api_key' | null, id: string | null, name: string | null) =>
  type && id && name !== null ? { type, id, name } : null;

export function presentRelease(row: ReleaseRow): ReleaseView {
  return {
    release_id: row.id,
    prompt_id: row.prompt_id,
    label: row.label,
    version_id: row.version_id,
    content_hash: row.content_hash,
    base_version_id: row.base_version_id,
    note: row.note,
    state: row.state,
    gates: JSON.parse(row.gate_results) as GateReport,
    approval_gates: row.approval_gate_results ? (JSON.parse(row.approval_gate_results) as GateReport) : null,
    requested_by: { type: row.requested_by_type, id: row.requested_by_id, name: row.requested_by },
    requested_at: row.requested_at,
    decided_by: actor(row.decided_by_type, row.decided_by_id, row.decided_by),
    decided_at: row.decided_at,
    decision_note: row.decision_note,
    override_reason: row.override_reason,
  };
}

/** A workspace's settings; without a row: nothing protected, no gates, no self-approval. */
export function presentSettings(row: ReleaseSettingsRow | undefined): ReleaseSettingsView {
  if (!row)
    return {
      protected_labels: [],
      protect_primary: false,
      allow_self_approval: false,
      gates: {},
      updated_at: null,
      updated_by: null,
    };
  return {
    protected_labels: JSON.parse(row.protected_labels) as string[],
    protect_primary: row.protect_primary === 1,
    allow_self_approval: row.allow_self_approval === 1,
    gates: JSON.parse(row.gates) as ReleaseSettingsView['gates'],
    updated_at: row.updated,
    updated_by: row.updated_by,
  };
}

export function settingsRow(
  ctx: WorkspaceContext,
  input: Static<typeof ReleaseSettingsInput>,
  at: string,
): ReleaseSettingsRow {
  return {
    workspace_id: ctx.workspaceId,
    protected_labels: JSON.stringify(input.protected_labels),
    protect_primary: input.protect_primary ? 1 : 0,
    allow_self_approval: input.allow_self_approval ? 1 : 0,
    gates: JSON.stringify(input.gates),
    updated: at,
    updated_by: ctx.actor.name,
    updated_by_id: ctx.actor.id,
  };
}

/** An open request as `ctx` makes it (the gate report of request time). */
export function newReleaseRow(
  ctx: WorkspaceContext,
  r: {
    id: string;
    promptId: string;
    label: string;
    versionId: string;
    contentHash: string;
    base: string | null;
    note: string | null;
    report: GateReport;
    at: string;
  },
): ReleaseRow {
  return {
    id: r.id,
    workspace_id: ctx.workspaceId,
    prompt_id: r.promptId,
    label: r.label,
    version_id: r.versionId,
    content_hash: r.contentHash,
    base_version_id: r.base,
    note: r.note,
    state: 'open',
    gate_results: JSON.stringify(r.report),
    gates_passed: r.report.passed ? 1 : 0,
    approval_gate_results: null,
    requested_by_type: ctx.actor.type,
    requested_by_id: ctx.actor.id,
    requested_by: ctx.actor.name,
    requested_at: r.at,
    decided_by_type: null,
    decided_by_id: null,
    decided_by: null,
    decided_at: null,
    decision_note: null,
    override_reason: null,
  };
}
