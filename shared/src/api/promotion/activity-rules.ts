import * as z from 'zod/mini';
import { getData, type ActionOptions } from '@app/shared/client';
import { NullableNumber } from '@app/shared/rules';

const ACTIVITY = '/api/promotion/activity';

/** Who may claim an activity and how often, as the server states it (issue 53 #4). */
export const ActivityRulesSchema = z.looseObject({
  newMemberDays: NullableNumber,
  vipMin: z.number(),
  vipMax: z.number(),
  frequency: z.enum(['once', 'daily']),
});
export type ActivityRules = z.infer<typeof ActivityRulesSchema>;

/**
 * Why the server would refuse this member a claim (the data of its refusal): outside the dates,
 * already claimed, not a new member, outside the VIP levels, or a once-per-person check.
 */
export const RefusalSchema = z.looseObject({
  reason: z.string(),
  start: z.optional(z.string()),
  end: z.optional(z.string()),
  frequency: z.optional(z.string()),
  days: z.optional(z.number()),
  vipMin: z.optional(z.number()),
  vipMax: z.optional(z.number()),
  vipLevel: z.optional(z.number()),
});
export type Refusal = z.infer<typeof RefusalSchema>;

/** GET activity/eligibility: whether a claim would pay this member, and if not why. */
export const EligibilitySchema = z.looseObject({
  activityId: z.number(),
  amount: NullableNumber,
  eligible: z.boolean(),
  claimed: z.boolean(),
  refusal: z.nullable(RefusalSchema),
});
export type Eligibility = z.infer<typeof EligibilitySchema>;

/** One seasonal activity's window (issue 53 #5): its page keys, dates and state now. */
export const SeasonSchema = z.looseObject({
  id: z.number(),
  key: z.string(),
  keys: z.array(z.string()),
  startTime: z.string(),
  endTime: z.string(),
  state: z.enum(['upcoming', 'live', 'ended']),
});
export type Season = z.infer<typeof SeasonSchema>;

/** GET activity/eligibility?activityId= (member). */
export function getActivityEligibility(activityId: number | string, opts: ActionOptions = {}) {
  return getData(EligibilitySchema, `${ACTIVITY}/eligibility`, { activityId }, opts);
}

/** GET activity/seasons (public): every seasonal activity with its window. */
export function listActivitySeasons(opts: ActionOptions = {}) {
  return getData(z.array(SeasonSchema), `${ACTIVITY}/seasons`, undefined, opts);
}
