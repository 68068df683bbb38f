import { parentFields, versionFields } from '../../versioned/index.js';
import type { TokenInfoValue } from '../tokens/tokens.schemas.js';
import { classifyMediaType, servedContentType } from './context-files.js';
import type { ContextRow, ContextVersionRow } from './contexts.repo.js';
import type { ContextVersionView, ContextView } from './contexts.schemas.js';

/** Row → wire shape (snake_case JSON, 0/1 → booleans, JSON text parsed). */
export function presentVersion(row: ContextVersionRow): ContextVersionView {
  const file =
    row.kind === 'file'
      ? {
          filename: row.filename ?? '',
          media_type: row.media_type ?? '',
          size_bytes: Number(row.size_bytes ?? 0),
          sha256: row.sha256 ?? '',
        }
      : null;
  return {
    version_id: row.id,
    context_id: row.context_id,
    ...versionFields(row),
    type: row.kind,
    content: row.content,
    file,
    token_info: row.token_info === null ? null : (JSON.parse(row.token_info) as TokenInfoValue),
  };
}

export function presentContext(row: ContextRow, versions: ContextVersionRow[]): ContextView {
  return {
    ...parentFields('context_id', row),
    description: row.description,
    versions: versions.map(presentVersion),
  };
}

/** The Content-Type a file version's bytes are served with (stored types were classified on upload). */
export function contentTypeOf(mediaType: string): string {
  return servedContentType(mediaType, classifyMediaType(mediaType).kind);
}
