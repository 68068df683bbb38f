/**
 * Tables of the prompt area (migration 0002). Same conventions as the foundation: ISO-8601 UTC text
 * timestamps, 0/1 booleans, JSON as text. Every table carries `workspace_id` so each repo query can
 * be bounded by the request's workspace without a join. The columns every versioned table has come
 * from src/versioned/columns.ts.
 */
import type { AuthorColumns, ParentColumns, VersionColumns } from '../../versioned/index.js';

export interface PromptsTable extends ParentColumns {
  use_case: string | null;
  /** The project holding the prompt, or null (migration 0025; a foreign key, no ON DELETE action). */
  project_id: string | null;
}

/**
 * Projects (migration 0025): named folders of prompts. `name_key` (the name lower-cased) is unique
 * in the workspace and is the list's sort key. Not versioned: a project holds no content.
 */
export interface ProjectsTable extends AuthorColumns {
  id: string;
  workspace_id: string;
  name: string;
  name_key: string;
  brief: string | null;
}

export interface PromptVersionsTable extends VersionColumns {
  prompt_id: string;
  content: string;
  /** JSON array of the placeholders left in `content`. */
  variables: string;
  /** JSON TokenInfo, computed when the content was written. */
  token_info: string;
  /** `text` or `chat` (migration 0045; rows before it are text). */
  type: 'text' | 'chat';
  /** JSON array of the chat messages and message placeholders; null for a text version. */
  messages: string | null;
  /** JSON model configuration (model, parameters, tools, response_format, metadata); null: none. */
  config: string | null;
}

/**
 * Labels (migration 0006): named pointers to versions beyond the primary. The key is
 * (prompt_id, label): at most one version per label per prompt, by constraint. Deleting the version
 * or the prompt deletes its labels (foreign keys cascade).
 */
export interface PromptLabelsTable {
  workspace_id: string;
  prompt_id: string;
  label: string;
  version_id: string;
  created_at: string;
  updated_at: string;
}

/**
 * Label history (migration 0040, issue 23 §3): one row per move of a label (created: no `from`;
 * removed: no `to`), written in the move's own transaction. `via` is `direct` (PUT/DELETE on the
 * label, an import) or `release` (an approved release request, `release_id`). Append-only.
 */
export interface PromptLabelHistoryTable {
  id: string;
  workspace_id: string;
  prompt_id: string;
  label: string;
  from_version_id: string | null;
  to_version_id: string | null;
  via: 'direct' | 'release';
  release_id: string | null;
  actor_type: 'user' | 'api_key';
  actor_id: string;
  actor_name: string;
  at: string;
}

export interface PromptTables {
  prompt_label_history: PromptLabelHistoryTable;
  prompts: PromptsTable;
  prompt_versions: PromptVersionsTable;
  prompt_labels: PromptLabelsTable;
  projects: ProjectsTable;
}
