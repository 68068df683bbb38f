import { badRequest } from '../../lib/domain-error.js';
import type { ChatItemValue, ModelConfigValue } from './chat.schemas.js';
import { isPlaceholderItem } from './chat-request.js';

// The rules of chat messages and model configuration that a JSON schema cannot say (the schema in
// chat.schemas.ts has already checked each field's shape): each a 400 naming the field.

const MAX_METADATA_BYTES = 16 * 1024;
const MAX_CONFIG_BYTES = 256 * 1024;
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** A message placeholder's name once; at least one real message. */
export function checkMessages(items: readonly ChatItemValue[], field: string): void {
  const slots = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (!isPlaceholderItem(item)) continue;
    if (slots.has(item.placeholder)) {
      throw badRequest(`${field}/${i}/placeholder: '${item.placeholder}' appears twice.`);
    }
    slots.add(item.placeholder);
  }
  if (slots.size === items.length) throw badRequest(`${field}: holds no message (only placeholders).`);
}

/** A JSON schema the providers take as a function's arguments or an answer's shape: an object schema. */
function checkObjectSchema(schema: Record<string, unknown>, field: string): void {
  if (schema.type !== 'object') throw badRequest(`${field}: must be a JSON schema with "type": "object".`);
}

/** Tool names unique, their parameters object schemas; json_schema with a schema; bounded sizes. */
export function checkModelConfig(config: ModelConfigValue, field: string): void {
  const names = new Set<string>();
  for (const [i, tool] of (config.tools ?? []).entries()) {
    if (names.has(tool.name)) throw badRequest(`${field}.tools/${i}/name: '${tool.name}' appears twice.`);
    names.add(tool.name);
    checkObjectSchema(tool.parameters, `${field}.tools/${i}/parameters`);
  }
  const rf = config.response_format;
  if (rf !== undefined) {
    if (rf.type === 'json_schema') {
      if (rf.schema === undefined) {
        throw badRequest(`${field}.response_format.schema: is required with type json_schema.`);
      }
      checkObjectSchema(rf.schema, `${field}.response_format.schema`);
    } else if (rf.schema !== undefined || rf.name !== undefined || rf.strict !== undefined) {
      throw badRequest(`${field}.response_format: name, schema and strict go only with type json_schema.`);
    }
  }
  if (config.metadata !== undefined && bytes(config.metadata) > MAX_METADATA_BYTES) {
    throw badRequest(`${field}.metadata: is larger than ${MAX_METADATA_BYTES} bytes as JSON.`);
  }
  if (bytes(config) > MAX_CONFIG_BYTES) {
    throw badRequest(`${field}: is larger than ${MAX_CONFIG_BYTES} bytes as JSON.`);
  }
}
