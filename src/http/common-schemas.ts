import { type TObject, type TProperties, type TSchema, type TString, Type } from 'typebox';
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

/**
 * A resource's view answered with the secret it was just given (an API key, a signing secret): the
 * view's fields, then the secret's, shown only in this response.
 */
export const WithSecret = <P extends TProperties, K extends string>(
  view: TObject<P>,
  secret: { field: K; description: string; title: string },
) =>
  Type.Object(
    { ...view.properties, [secret.field]: Type.String({ description: secret.description }) } as P & {
      [F in K]: TString;
    },
    { title: secret.title },
  );

/**
 * Path ids, e.g. IdParams('promptId', 'versionId'). They are not pattern-checked: a malformed id is
 * simply not found (404), like a foreign one.
 */
export const IdParams = <K extends string>(...names: K[]) =>
  Type.Object(
    Object.fromEntries(names.map((name) => [name, Type.String({ minLength: 1, maxLength: 128 })])) as {
      [P in K]: TString;
    },
  );

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

/**
 * OpenAPI security requirements: the key in its header. The api-key query parameter, X-Api-Client
 * and X-Workspace-Id are operation parameters (AuthQuery, WorkspaceQuery and
 * openapi-route-transform.ts), not schemes: a client generator sends every scheme an operation lists.
 */
export const KEY_SECURITY: Record<string, string[]>[] = [{ apiKey: [] }];
export const WORKSPACE_SECURITY: Record<string, string[]>[] = [{ apiKey: [] }];
export const ADMIN_SECURITY: Record<string, string[]>[] = [{ adminKey: [] }];
