import type {
  Context,
  ContextFileCreate,
  ContextPatch,
  ContextTextCreate,
  ContextTextVersionCreate,
  ContextTextVersionPatch,
  ContextVersion,
} from '../api-types.js';
import type { Paged } from '../paging.js';
import { type Expand, type ListOptions, type Options, Resource, seg, type WriteOptions } from './resource.js';

/** A file to upload: its bytes (sent as base64), or base64 text already. */
export type FileData = Uint8Array | ArrayBuffer | string;
export type ContextFileInput = Omit<ContextFileCreate, 'data'> & { data: FileData };
export type ContextFileVersionInput = {
  filename: string;
  media_type: string;
  data: FileData;
  name?: string | null;
  is_primary?: boolean;
};

function base64(data: FileData): string {
  if (typeof data === 'string') return data;
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

const one = (contextId: string) => `/v1/contexts/${seg(contextId)}`;
const version = (contextId: string, versionId: string) => `${one(contextId)}/versions/${seg(versionId)}`;

/** Contexts: reusable text or files, each with versions. */
export class Contexts extends Resource {
  list(options: ListOptions & { expand?: Expand } = {}): Paged<Context> {
    return this.paged<Context>('/v1/contexts', options);
  }
  get(contextId: string, options: Options & { expand?: Expand } = {}): Promise<Context> {
    return this.one<Context>('GET', one(contextId), options);
  }
  createText(body: ContextTextCreate, options: Options = {}): Promise<Context> {
    return this.one<Context>('POST', '/v1/contexts/text', { ...options, body });
  }
  /** A file context: PDF, DOCX, text files and images (the service checks the bytes match the type). */
  createFile(body: ContextFileInput, options: Options = {}): Promise<Context> {
    return this.one<Context>('POST', '/v1/contexts/file', {
      ...options,
      body: { ...body, data: base64(body.data) },
    });
  }
  update(contextId: string, body: ContextPatch, options: WriteOptions = {}): Promise<Context> {
    return this.one<Context>('PATCH', one(contextId), { ...options, body });
  }
  delete(contextId: string, options: WriteOptions = {}): Promise<void> {
    return this.none('DELETE', one(contextId), options);
  }

  listVersions(contextId: string, options: ListOptions = {}): Paged<ContextVersion> {
    return this.paged<ContextVersion>(`${one(contextId)}/versions`, options);
  }
  getVersion(contextId: string, versionId: string, options: Options = {}): Promise<ContextVersion> {
    return this.one<ContextVersion>('GET', version(contextId, versionId), options);
  }
  createTextVersion(contextId: string, body: ContextTextVersionCreate, options: Options = {}) {
    return this.one<ContextVersion>('POST', `${one(contextId)}/versions/text`, { ...options, body });
  }
  createFileVersion(contextId: string, body: ContextFileVersionInput, options: Options = {}) {
    const payload = { ...body, data: base64(body.data) };
    return this.one<ContextVersion>('POST', `${one(contextId)}/versions/file`, { ...options, body: payload });
  }
  updateTextVersion(
    contextId: string,
    versionId: string,
    body: ContextTextVersionPatch,
    options: WriteOptions = {},
  ) {
    return this.one<ContextVersion>('PATCH', `${version(contextId, versionId)}/text`, { ...options, body });
  }
  deleteVersion(contextId: string, versionId: string, options: WriteOptions = {}): Promise<void> {
    return this.none('DELETE', version(contextId, versionId), options);
  }
  /** A file version's original bytes (a text version's text, as UTF-8). */
  async content(contextId: string, versionId: string, options: Options = {}): Promise<Uint8Array> {
    const path = `${version(contextId, versionId)}/content`;
    return (await this.transport.request<Uint8Array>('GET', path, { ...options, as: 'bytes' })).data;
  }
}
