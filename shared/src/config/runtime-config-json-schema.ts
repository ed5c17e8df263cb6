import * as z from 'zod/mini';
import { RuntimeConfigSchema } from './runtime-config';

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema } & Record<
  string,
  unknown
>;

/** An object node lists every key it takes: a misspelt key in a config file is an error, not a no-op. */
function closed(node: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...node };
  if (node.items) out.items = closed(node.items);
  if (node.properties) {
    out.properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => [key, closed(child)]),
    );
    out.additionalProperties = false;
  }
  return out;
}

/**
 * The JSON Schema of a site's `config.json`, generated from the runtime config's zod schema, so the
 * build and the document server (plain Node, no TypeScript) check a file by the rules the app parses
 * it with. Fields with a default are optional; `$schema` lets an editor find this schema.
 */
export function runtimeConfigJsonSchema(): JsonSchema {
  const schema = closed(z.toJSONSchema(RuntimeConfigSchema, { io: 'input' }) as JsonSchema);
  return {
    ...schema,
    title: 'BetLive runtime configuration (config.json)',
    properties: { $schema: { type: 'string' }, ...schema.properties },
  };
}
