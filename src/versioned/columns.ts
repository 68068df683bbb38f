// The columns every versioned resource's tables share (prompts, contexts, context packs): the
// modules' *.tables.ts extend them, tables.ts queries through them. A leaf: it imports nothing, so
// the tables files need not import the Database type they are part of.

/**
 * Who made a row and who last changed it, and when: every versioned table has them, and so do the
 * other tables written by users and keys (criteria, projects).
 */
export interface AuthorColumns {
  created: string;
  created_by: string;
  /** `usr_…` or `key_…` (migration 0011; null on rows written before it). */
  created_by_id: string | null;
  updated: string;
  updated_by: string;
  updated_by_id: string | null;
}
/** Columns every versioned parent table has (prompts, contexts, context_packs). */
export interface ParentColumns extends AuthorColumns {
  id: string;
  workspace_id: string;
  name: string;
  /** `name` lower-cased in JS: the list's case-insensitive sort key, identical on both databases. */
  name_key: string;
  /** Incremented by every change to the parent or its versions: its ETag and its row lock. */
  revision: number;
}
/** Columns every version table has: one version per parent carries the primary flag. */
export interface VersionColumns extends AuthorColumns {
  id: string;
  workspace_id: string;
  name: string | null;
  is_primary: number;
  revision: number;
}
/** Columns of a blob table: a version's bytes, apart from its row so lists never read them. */
export interface BlobColumns {
  version_id: string;
  workspace_id: string;
  data: Buffer;
}
