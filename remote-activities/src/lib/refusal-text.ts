import type { TFunction } from 'i18next';
import type { ActivityRules, Refusal } from '@app/shared/api/promotion';
import { formatDateTimeWithYearZoned } from '@app/shared/rules';

/** A server time ('2026-12-01T00:00:00+07:00') as the member reads it: in the market's zone. */
export function marketDate(iso: string | undefined, lang: string): string {
  return formatDateTimeWithYearZoned(iso ? Date.parse(iso) : Number.NaN, lang);
}

/**
 * Why this member may not claim, in plain words (issue 53 #4): from the reason and figures of the
 * server's refusal, never its code or its own text.
 */
export function refusalText(t: TFunction<'activities'>, r: Refusal, lang: string): string {
  const dates = { start: marketDate(r.start, lang), end: marketDate(r.end, lang) };
  switch (r.reason) {
    case 'new-members-only':
      return t('eligibility.newMembersOnly', { count: r.days ?? 0 });
    case 'vip-range':
      return t('eligibility.vipRange', { min: r.vipMin, max: r.vipMax, level: r.vipLevel });
    case 'ended':
      return t('eligibility.ended', dates);
    case 'not-started':
      return t('eligibility.notStarted', dates);
    case 'claimed':
      return r.frequency === 'daily' ? t('eligibility.claimedToday') : t('eligibility.claimedOnce');
    case 'verify-phone':
      return t('eligibility.verifyPhone');
    case 'phone-used':
      return t('eligibility.phoneUsed');
    case 'device-used':
      return t('eligibility.deviceUsed');
    default:
      return t('errors.notYet.claim');
  }
}

/** The rules of who may claim and how often, as lines of the page's rules card. */
export function ruleLines(t: TFunction<'activities'>, rules: ActivityRules | null): string[] {
  if (!rules) return [];
  const who =
    rules.newMemberDays !== null && rules.newMemberDays !== undefined
      ? t('eligibility.who.new', { count: rules.newMemberDays })
      : rules.vipMin > 0 || rules.vipMax < 11
        ? t('eligibility.who.vip', { min: rules.vipMin, max: rules.vipMax })
        : t('eligibility.who.all');
  const often =
    rules.frequency === 'daily' ? t('eligibility.often.daily') : t('eligibility.often.once');
  return [who, often];
}
