/**
 * Tables of contexts and context packs (migration 0003). Same conventions as the foundation and the
 * prompt area: ISO-8601 UTC text timestamps, 0/1 booleans, JSON as text, `workspace_id` on every
 * table so each repo query is bounded by the request's workspace without a join. The columns every
 * versioned table has (id, workspace, name, revision, audit; is_primary on versions) come from
 * src/versioned/columns.ts.
 */
import type { ParentColumns, VersionColumns } from '../../versioned/index.js';

export interface ContextsTable extends ParentColumns {
  description: string | null;
}

export type ContextVersionKind = 'text' | 'file';

export interface ContextVersionsTable extends VersionColumns {
  context_id: string;
  kind: ContextVersionKind;
  /** The text: as written for `text` versions, extracted for `file` ones (null when none, e.g. images). */
  content: string | null;
  // File metadata; null on text versions. The bytes live in `context_files`.
  filename: string | null;
  media_type: string | null;
  size_bytes: number | null;
  sha256: string | null;
  /** JSON TokenInfo of `content`, computed when it was written; null when there is no text. */
  token_info: string | null;
}

/** Original bytes of file versions, apart so listing versions never reads them. */
export interface ContextFilesTable {
  version_id: string;
  workspace_id: string;
  data: Buffer;
}

export interface ContextPacksTable extends ParentColumns {
  description: string | null;
}

/** One entry of a pack version: a context, pinned to a version or (null) following its primary. */
export interface PackItemRef {
  context_id: string;
  version_id: string | null;
}

export interface ContextPackVersionsTable extends VersionColumns {
  pack_id: string;
  /** JSON array of PackItemRef, in order. No foreign keys: deleted contexts show as missing. */
  items: string;
}

export interface ContextTables {
  contexts: ContextsTable;
  context_versions: ContextVersionsTable;
  context_files: ContextFilesTable;
  context_packs: ContextPacksTable;
  context_pack_versions: ContextPackVersionsTable;
}
