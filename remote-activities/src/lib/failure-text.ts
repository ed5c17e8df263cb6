import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { ApiError, WARNING_ALERT_CODE } from '@app/shared/client';
import { isRgRefusal } from '@app/shared/ui';
import { RefusalSchema } from '@app/shared/api/promotion';
import { useAppStore } from '@app/shared/store';
import { NS } from '../i18n/namespace';
import { refusalText } from './refusal-text';

export { isRgRefusal };

/** Business code of a repeated action ("already claimed / signed / predicted", api-sandbox README). */
export const ALREADY_DONE_CODE = 2002;
/** A prediction sent after the match kicked off (api-sandbox README). */
export const PREDICTION_CLOSED_CODE = 2005;
/** A claim the activity's rules refuse this member; data says why (issue 53 #4). */
export const NOT_ELIGIBLE_CODE = 2013;

export type ActionContext = 'sign' | 'claim' | 'open' | 'predict' | 'reward' | 'rebate' | 'spin';

function already(t: TFunction<'activities'>, ctx: ActionContext): string {
  switch (ctx) {
    case 'sign':
      return t('errors.already.sign');
    case 'open':
      return t('errors.already.open');
    case 'predict':
      return t('errors.already.predict');
    case 'reward':
      return t('errors.already.reward');
    case 'spin':
      return t('errors.already.spin');
    default:
      return t('errors.already.claim');
  }
}

function notYet(t: TFunction<'activities'>, ctx: ActionContext): string {
  switch (ctx) {
    case 'rebate':
      return t('errors.notYet.rebate');
    case 'reward':
      return t('errors.notYet.reward');
    default:
      return t('errors.notYet.claim');
  }
}

/**
 * The member-facing text of a failed action, always in the UI language: known business codes get
 * this remote's own wording, never the server's text.
 */
export function failureText(
  t: TFunction<'activities'>,
  err: unknown,
  ctx: ActionContext,
  lang = 'en',
): string {
  if (!(err instanceof ApiError)) return t('errors.generic');
  if (err.kind === 'network' || err.kind === 'timeout') return t('errors.network');
  if (err.kind === 'expired') return t('errors.expired');
  // the shared client already put these in the UI language (common:codes), with their dates
  if (isRgRefusal(err)) return err.message;
  // an eligibility refusal says why with its figures; a repeat keeps the action's own words
  const refusal = RefusalSchema.safeParse(err.data);
  if (refusal.success && refusal.data.reason !== 'claimed')
    return refusalText(t, refusal.data, lang);
  if (err.code === ALREADY_DONE_CODE) return already(t, ctx);
  if (err.code === PREDICTION_CLOSED_CODE) return t('errors.closed');
  if (err.code === WARNING_ALERT_CODE) return notYet(t, ctx);
  return t('errors.generic');
}

/** This remote's failure wording for one kind of action, for the shared `useServerAction`. */
export function useFailureText(ctx: ActionContext): (err: unknown) => string {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.language);
  return useCallback((err: unknown) => failureText(t, err, ctx, lang), [t, ctx, lang]);
}
