import { forbidden } from '../../lib/domain-error.js';
import { isWorkspaceAdmin, type WorkspaceContext } from '../../lib/request-context.js';

/** Which labels of a workspace are protected (issue 23 §1); the releases module's settings. */
export interface LabelProtection {
  labels: readonly string[];
  /** Whether making another version primary is protected too. */
  primary: boolean;
}
/** Reads a workspace's protection (app.ts hands over the releases module's reader). */
export type LabelProtectionSource = (ws: string) => Promise<LabelProtection>;

export const NOTHING_PROTECTED: LabelProtectionSource = async () => ({ labels: [], primary: false });

/**
 * The rule every direct label write obeys (PUT/DELETE on a label, an import, the CLI's push: they
 * all go through the labels service): a protected label is moved, created or removed directly only
 * by the workspace's admin or an owner key; anyone else asks through a release request.
 */
export async function assertMayMoveDirectly(
  protection: LabelProtectionSource,
  ctx: WorkspaceContext,
  label: string,
) {
  if (isWorkspaceAdmin(ctx)) return;
  const { labels } = await protection(ctx.workspaceId);
  if (!labels.includes(label)) return;
  throw forbidden(
    `The label '${label}' is protected in this workspace: moving, creating or removing it directly needs the workspace's admin role or an owner key. ` +
      `Ask for the move with POST /v1/prompts/{promptId}/releases {"label": "${label}", "version_id": …}; an admin approves it.`,
  );
}

/** The same rule for the primary version, when the workspace protects it. */
export async function assertMaySwitchPrimary(protection: LabelProtectionSource, ctx: WorkspaceContext) {
  if (isWorkspaceAdmin(ctx)) return;
  if (!(await protection(ctx.workspaceId)).primary) return;
  throw forbidden(
    "The primary version is protected in this workspace: making another version primary needs the workspace's admin role or an owner key.",
  );
}
