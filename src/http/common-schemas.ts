import { type TSchema, Type } from 'typebox';
import type { RequestContext } from '../lib/request-context.js';
import type { Precondition, Tagged } from '../lib/revision.js';
import { ErrorBody } from './errors.js';

/** A string enum as JSON Schema `enum` (clear Ajv messages, a clean OpenAPI document). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Timestamp = Type.String({ format: 'date-time', description: 'UTC timestamp, ISO 8601' });

/** Who made a versioned resource (or a version) and who changed it last, and when. */
export const AuditFields = {
  created: Timestamp,
  created_by: Type.String(),
  updated: Timestamp,
  updated_by: Type.String(),
};
/** A row's audit columns as AuditFields (the column names are the wire names). */
export function auditOf(row: { created: string; created_by: string; updated: string; updated_by: string }) {
  return {
    created: row.created,
    created_by: row.created_by,
    updated: row.updated,
    updated_by: row.updated_by,
  };
}

/** Names of prompts, contexts, packs and their versions; services trim them and reject blank ones. */
export const ResourceName = Type.String({ minLength: 1, maxLength: 255 });

/** `is_primary` in a version's create and patch bodies: the same rule for every versioned resource. */
export const PrimaryOnCreate = Type.Optional(
  Type.Boolean({ description: 'true makes the new version primary. The first version always is.' }),
);
export const PrimaryOnPatch = Type.Optional(
  Type.Boolean({
    description: 'true makes this version primary (the old one is demoted); false is refused.',
  }),
);

/** Conditional writes: `If-Match` with an ETag from an earlier response. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description: 'An ETag from an earlier response: the change applies only if still current (else 412).',
    }),
  ),
});

/** Path ids are not pattern-checked: a malformed id is simply not found (404), like a foreign one. */
export const IdParams = <K extends string>(name: K) =>
  Type.Object({ [name]: Type.String({ minLength: 1, maxLength: 128 }) } as {
    [P in K]: ReturnType<typeof Type.String>;
  });

/**
 * The If-Match of a request as the services take it: the listed tags (weak ones compared as
 * strong), `*` (any current version), or none.
 */
export function preconditionOf(headers: { 'if-match'?: string | undefined }): Precondition {
  const header = headers['if-match'];
  if (header === undefined) return { kind: 'none' };
  const tags = header.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') ? { kind: 'any' } : { kind: 'tags', tags };
}

/** The arguments of a conditional write: who calls, the If-Match it sent (parsed), its body as `input`. */
export function conditional<B>(req: {
  ctx: RequestContext;
  headers: { 'if-match'?: string | undefined };
  body: B;
}) {
  return { ctx: req.ctx, precondition: preconditionOf(req.headers), input: req.body };
}

/** What a handler needs of the reply to send a tagged result (R: what `send` returns). */
interface TaggedReply<R> {
  code(status: number): { header(name: string, value: string): { send(body: unknown): R } };
}
/** Sends one resource with its ETag (201 for a creation). */
export function sendTagged<R>(reply: TaggedReply<R>, { etag, body }: Tagged<unknown>, status = 200): R {
  return reply.code(status).header('etag', etag).send(body);
}

/** Error responses every authenticated route can produce, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  const out: Record<number, typeof ErrorBody> = {};
  for (const status of [400, 401, 403, 429, 500, ...statuses]) out[status] = ErrorBody;
  return out;
}

export const NoContent = Type.Null({ description: 'No content' });

/** Query parameters the auth layer reads; declared so they pass validation and appear in OpenAPI. */
export const AuthQuery = {
  'api-key': Type.Optional(Type.String({ description: 'API key (overrides the X-Api-Key header).' })),
  'api-client': Type.Optional(Type.String({ description: 'API client id (overrides X-Api-Client).' })),
};
export const WorkspaceQuery = {
  ...AuthQuery,
  'workspace-id': Type.Optional(Type.String({ description: 'Workspace id (overrides X-Workspace-Id).' })),
};

/** OpenAPI security requirements: the key in a header or the query (either works). */
export const KEY_SECURITY: Record<string, string[]>[] = [{ apiKey: [] }, { apiKeyQuery: [] }];
export const WORKSPACE_SECURITY: Record<string, string[]>[] = [
  { apiKey: [], workspace: [] },
  { apiKeyQuery: [], workspace: [] },
];
export const ADMIN_SECURITY: Record<string, string[]>[] = [{ adminKey: [] }];
