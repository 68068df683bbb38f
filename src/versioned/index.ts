// The versioned-resource kernel's public entry (README.md): what prompts, contexts and context packs
// build on. Re-exports only; modules import nothing else of src/versioned/.
export type { AuthorColumns, BlobColumns, ParentColumns, VersionColumns } from './columns.js';
export {
  createDeliveryCache,
  DELIVERY_CACHE_BYTES,
  type Delivery,
  type DeliveryCache,
} from './delivery-cache.js';
export {
  createVersionedResource,
  type OwnColumns,
  type VersionChange,
  type VersionContent,
  type VersionedResource,
} from './resource.js';
export { type ConditionalWrite, etagOf, type Precondition, type Tagged } from './revision.js';
export {
  conditional,
  IfMatchHeaders,
  IfNoneMatchHeaders,
  parentList,
  preconditionOf,
  versionedRouteTable,
  versionedSchema,
  versionedSchemas,
  versionList,
  withEtag,
} from './routes.js';
export * as Versioned from './schemas.js';
export { PARENT_ORDER, type Q, VERSION_ORDER, type VersionedTables, versionedTables } from './tables.js';
export { pageOfParents, parentFields, parentsWithVersions, tagged, versionFields } from './views.js';
