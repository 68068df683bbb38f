/**
 * Tables of the prompt area (migration 0002). Same conventions as the foundation: ISO-8601 UTC text
 * timestamps, 0/1 booleans, JSON as text. Every table carries `workspace_id` so each repo query can
 * be bounded by the request's workspace without a join.
 */
export interface PromptsTable {
  id: string;
  workspace_id: string;
  name: string;
  /** `name` lower-cased in JS: the case-insensitive sort key, identical on both databases. */
  name_key: string;
  use_case: string | null;
  /** Incremented by every change to the prompt or its versions: the ETag and the row lock. */
  revision: number;
  created: string;
  created_by: string;
  updated: string;
  updated_by: string;
}

export interface PromptVersionsTable {
  id: string;
  workspace_id: string;
  prompt_id: string;
  name: string | null;
  is_primary: number;
  content: string;
  /** JSON array of the placeholders left in `content`. */
  variables: string;
  /** JSON TokenInfo, computed when the content was written. */
  token_info: string;
  revision: number;
  created: string;
  created_by: string;
  updated: string;
  updated_by: string;
}

export interface PromptTables {
  prompts: PromptsTable;
  prompt_versions: PromptVersionsTable;
}
