import { ApiError } from './api-error';
import { SUCCESS_CODE, type Envelope } from './envelope';
import { codeMessage } from './code-messages';
import { getNotifier } from './notifier';

export { SUCCESS_CODE };
/** SPEC §8: returned as is (statistics: sports maintenance). */
export const RAW_RESPONSE_CODE = 8;
/** SPEC §8: warning alert with the server message. */
export const WARNING_ALERT_CODE = 1009000043;
/** SPEC §8: no toast. */
export const SILENT_CODE = 1002000035;
/** SPEC §8: sportsbook token expired. */
export const SPORTS_TOKEN_EXPIRED_CODE = 14010;

export interface CatalogueOptions {
  noNeedResponseMsg?: boolean;
  expiredLoginCode: number;
  onExpiredLogin(): void;
}

/**
 * Applies the error catalogue of SPEC §8 to a non-success envelope and returns the error to reject with.
 * UI effects go through the notifier; nothing here renders.
 */
export function applyErrorCatalogue(env: Envelope, opts: CatalogueOptions): ApiError {
  const translated = codeMessage(env.code, env.data);
  const message = translated || env.msg || 'Something went wrong. Please try again.';
  if (env.code === opts.expiredLoginCode) {
    opts.onExpiredLogin();
    return new ApiError(
      'expired',
      env.msg || 'Your session has expired. Please log in again.',
      env.code,
    );
  }
  const error = new ApiError('business', message, env.code, undefined, env.data);
  if (opts.noNeedResponseMsg) return error;
  if (env.code === WARNING_ALERT_CODE) {
    if (env.msg) void getNotifier().alert({ title: 'KindTips', message: env.msg, button: 'Sure' });
    return error;
  }
  if (env.code === SILENT_CODE) return error;
  if (translated || env.msg) getNotifier().toast('error', message);
  return error;
}
