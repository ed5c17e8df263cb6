import type { Ctx } from './context';
import {
  eventsOf,
  giftPackClaimedOnDevice,
  giftPackClaimedWithPhone,
  phoneOf,
} from './activity-events';
import { windowAt } from './activity-windows';
import { Codes } from './codes';
import { BizError } from './errors';
import type { SandboxActivity } from './seed/activities';
import { DAY, isoVn, startOfDayVn } from './time';
import type { UserRow } from './users';

/**
 * Why a member may not claim an activity now (issue 53 #4), in the order a member would want to
 * hear it: the activity's dates, a claim already made, who the activity is for, then the
 * once-per-person checks of the new-member gift pack (issue 49 #5, #17). The client words each
 * reason itself, with these fields.
 */
export type Refusal =
  | { reason: 'not-started' | 'ended'; start: number; end: number }
  | { reason: 'claimed'; frequency: 'once' | 'daily' }
  | { reason: 'new-members-only'; days: number }
  | { reason: 'vip-range'; vipMin: number; vipMax: number; vipLevel: number }
  | { reason: 'verify-phone' }
  | { reason: 'phone-used' }
  | { reason: 'device-used' };

/** The facts of one claim: when, and the device it is counted on. */
export interface ClaimContext {
  now: number;
  device: string;
}

/** The claims of this activity already made in the current period ('once': ever; 'daily': today). */
function claimedInPeriod(ctx: Ctx, user: UserRow, a: SandboxActivity, now: number): boolean {
  const since = a.rules?.frequency === 'daily' ? startOfDayVn(now) : 0;
  return eventsOf(ctx, user.id, a.id, 'claim', since).length > 0;
}

/** The first rule that refuses this member the activity now, or null when a claim would be paid. */
export function claimRefusal(
  ctx: Ctx,
  user: UserRow,
  a: SandboxActivity,
  at: ClaimContext,
): Refusal | null {
  if (a.window) {
    const w = windowAt(a.window, at.now);
    if (w.state !== 'live')
      return {
        reason: w.state === 'upcoming' ? 'not-started' : 'ended',
        start: w.start,
        end: w.end,
      };
  }
  const rules = a.rules;
  if (!rules) return null;
  if (claimedInPeriod(ctx, user, a, at.now))
    return { reason: 'claimed', frequency: rules.frequency };
  if (rules.newMemberDays !== undefined && at.now - user.created_at > rules.newMemberDays * DAY)
    return { reason: 'new-members-only', days: rules.newMemberDays };
  const vipMin = rules.vipMin ?? 0;
  const vipMax = rules.vipMax ?? 11;
  if (user.vip_level < vipMin || user.vip_level > vipMax)
    return { reason: 'vip-range', vipMin, vipMax, vipLevel: user.vip_level };
  if (rules.onePerPerson) {
    if (!phoneOf(user)) return { reason: 'verify-phone' };
    if (giftPackClaimedWithPhone(ctx, user, a.id)) return { reason: 'phone-used' };
    if (giftPackClaimedOnDevice(ctx, user, at.device, a.id)) return { reason: 'device-used' };
  }
  return null;
}

const MESSAGES: Record<Refusal['reason'], string> = {
  'not-started': 'This activity has not started yet',
  ended: 'This activity has ended',
  claimed: 'Gift pack already claimed',
  'new-members-only': 'This gift is for new members only',
  'vip-range': 'This gift is not for your VIP level',
  'verify-phone': 'Verify your phone number to claim the new-member gift pack',
  'phone-used': 'The new-member gift pack was already claimed with this phone number',
  'device-used': 'The new-member gift pack was already claimed on this device',
};

/** The business code a refusal is answered with (README: 2002 repeated, 2013 not eligible). */
function codeOf(r: Refusal): number {
  if (r.reason === 'verify-phone') return Codes.WARNING;
  if (r.reason === 'claimed' || r.reason === 'phone-used' || r.reason === 'device-used')
    return Codes.ALREADY_CLAIMED;
  return Codes.NOT_ELIGIBLE;
}

/** A refusal as answers carry it: times as ISO strings with the market offset. */
export function refusalBody(r: Refusal | null) {
  if (!r) return null;
  return 'start' in r ? { ...r, start: isoVn(r.start), end: isoVn(r.end) } : r;
}

/** A refusal as the error a claim answers with; its data carries the reason and its figures. */
export function refusalError(r: Refusal, claimedMessage = MESSAGES.claimed): BizError {
  const message = r.reason === 'claimed' ? claimedMessage : MESSAGES[r.reason];
  return new BizError(codeOf(r), message, refusalBody(r));
}

/** The rules of an activity as its page states them (who may claim, how often). */
export function rulesOf(a: SandboxActivity) {
  if (!a.rules) return null;
  const { newMemberDays, vipMin = 0, vipMax = 11, frequency } = a.rules;
  return { newMemberDays: newMemberDays ?? null, vipMin, vipMax, frequency };
}
