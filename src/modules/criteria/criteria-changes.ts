import { type ChangeRecorder, contentOf } from '../../db/changes.js';
import type { WorkspaceContext } from '../../lib/request-context.js';
import type { CriteriaRepo, CriteriaRow, CriterionRow } from './criteria.repo.js';

export type Trx = Parameters<Parameters<CriteriaRepo['transaction']>[0]>[0];

/** What the audit log hashes of a criteria and of a criterion (content changes). */
const CRITERIA_CONTENT = ['name', 'use_case'] as const;
const CRITERION_CONTENT = ['slug', 'label', 'description', 'questions', 'weight', 'position'] as const;

/**
 * The audit rows of criteria writes (src/db/changes.ts), each called in the write's transaction:
 * `criteria.create|update|delete`, `criterion.create|update|delete`, with the content hashed
 * before and after.
 */
export function criteriaChanges(record: ChangeRecorder | undefined) {
  const change =
    <R extends object>(type: string, columns: readonly (keyof R)[]) =>
    (trx: Trx, ctx: WorkspaceContext, verb: string, id: string, before?: R, after?: R) =>
      record?.(trx, ctx, {
        action: `${type}.${verb}`,
        resourceType: type,
        resourceId: id,
        workspaceId: ctx.workspaceId,
        before: contentOf(before, columns),
        after: contentOf(after, columns),
      });
  const content = (c: CriterionRow) => JSON.parse(contentOf(c, CRITERION_CONTENT) as string);
  return {
    criteriaChange: change<CriteriaRow>('criteria', CRITERIA_CONTENT),
    criterionChange: change<CriterionRow>('criterion', CRITERION_CONTENT),
    /** One row for new criteria; the criterion it was created with are part of its content. */
    criteriaCreated: (trx: Trx, ctx: WorkspaceContext, row: CriteriaRow, set: CriterionRow[]) =>
      record?.(trx, ctx, {
        action: 'criteria.create',
        resourceType: 'criteria',
        resourceId: row.id,
        workspaceId: ctx.workspaceId,
        after: JSON.stringify({
          ...JSON.parse(contentOf(row, CRITERIA_CONTENT) as string),
          criterion_set: set.map(content),
        }),
      }),
  };
}
