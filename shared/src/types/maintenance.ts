import * as z from 'zod/mini';
import { IdSchema, NullableString } from './primitives';

const MaintenanceTime = z.optional(z.nullable(z.union([z.string(), z.number()])));

/** SPEC §3 maintenance notice. */
export const MaintenanceNoticeSchema = z.looseObject({
  id: z.optional(z.nullable(IdSchema)),
  title: NullableString,
  content: NullableString,
  /**
   * SPEC §3 leaves the shape open: a 'YYYY-MM-DD HH:mm:ss' or ISO string, or epoch ms as a number
   * (issue 49 #12); `parseMaintenanceTime` reads all of them.
   */
  startTime: MaintenanceTime,
  endTime: MaintenanceTime,
  /** Comma-separated areas, 0 = whole site. */
  point: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  /** '1' = active. */
  status: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  sportsConfigVO: z.optional(
    z.nullable(z.looseObject({ gameOrder: z.optional(z.nullable(z.string())) })),
  ),
});
export type MaintenanceNotice = z.infer<typeof MaintenanceNoticeSchema>;
