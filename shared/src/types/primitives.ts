import * as z from 'zod/mini';

/** Shared response pieces (loose objects: unknown extra fields pass). */
export const IdSchema = z.union([z.number(), z.string()]);
export const NullableNumber = z.optional(z.nullable(z.number()));
export const NullableString = z.optional(z.nullable(z.string()));
/** An action answer whose body is not used (`true`, `null`, an object...). */
export const AnySchema = z.unknown();
export const RecordSchema = z.looseObject({});
export const RecordListSchema = z.array(RecordSchema);

/** `{ records, total }` page of the sandbox and the backend. */
export function pageSchema<S extends z.ZodMiniType>(item: S) {
  return z.looseObject({
    records: z._default(z.array(item), []),
    total: z.optional(z.number()),
    current: z.optional(z.number()),
    size: z.optional(z.number()),
  });
}

export interface PageQuery {
  current?: number;
  size?: number;
}
