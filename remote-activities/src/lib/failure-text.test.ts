import { ApiError, WARNING_ALERT_CODE } from '@app/shared/client';
import { changeLanguage, i18n } from '@app/shared/i18n';
import { setUpUi } from '../test-utils';
import {
  ALREADY_DONE_CODE,
  failureText,
  NOT_ELIGIBLE_CODE,
  PREDICTION_CLOSED_CODE,
} from './failure-text';
import { NS } from '../i18n/namespace';

// Issue 14: repeat actions reach the member in the UI language, never as the server's text.
beforeAll(setUpUi);

const t = () => i18n.getFixedT(i18n.language, NS);

describe('failureText', () => {
  const already = new ApiError('business', 'Already checked in today', ALREADY_DONE_CODE);

  it('maps the repeat-action code per action', () => {
    expect(failureText(t(), already, 'sign')).toBe(
      'You have already checked in today. Come back tomorrow!',
    );
    expect(failureText(t(), already, 'open')).toBe('You have already opened this gift box.');
    expect(failureText(t(), already, 'claim')).toBe('You have already claimed this reward.');
  });

  it('says why the rules refuse a claim (issue 53 #4), with its figures, and keeps a repeat as a repeat', () => {
    const vip = new ApiError('business', 'not for you', NOT_ELIGIBLE_CODE, 200, {
      reason: 'vip-range',
      vipMin: 5,
      vipMax: 11,
      vipLevel: 3,
    });
    expect(failureText(t(), vip, 'open')).toBe(
      'This gift is for VIP 5 to VIP 11 members. Your level is VIP 3, so you cannot claim it.',
    );
    const phone = new ApiError('business', 'verify', WARNING_ALERT_CODE, 200, {
      reason: 'verify-phone',
    });
    expect(failureText(t(), phone, 'open')).toBe(
      'Verify your phone number first, then come back to claim this gift.',
    );
    const repeat = new ApiError('business', 'again', ALREADY_DONE_CODE, 200, {
      reason: 'claimed',
      frequency: 'once',
    });
    expect(failureText(t(), repeat, 'open')).toBe('You have already opened this gift box.');
  });

  it('says a prediction sent after kick-off is closed (2005)', () => {
    const closed = new ApiError(
      'business',
      'Predictions close at kick-off',
      PREDICTION_CLOSED_CODE,
    );
    expect(failureText(t(), closed, 'predict')).toBe(
      'Predictions for this match are closed: it has kicked off.',
    );
  });

  it('maps the warning code, transport and unknown failures, never echoing the server', () => {
    const warn = new ApiError('business', 'No rebate to claim yet', WARNING_ALERT_CODE);
    expect(failureText(t(), warn, 'rebate')).toMatch(/no rebate to claim yet\. Settled/i);
    expect(failureText(t(), new ApiError('network', 'x'), 'sign')).toBe(
      'Connection problem. Please try again.',
    );
    const odd = new ApiError('business', 'Server says no', 4242);
    expect(failureText(t(), odd, 'claim')).toBe('That did not work. Please try again.');
    expect(failureText(t(), new Error('boom'), 'claim')).toBe(
      'That did not work. Please try again.',
    );
  });

  it('keeps the message of a limit or break refusal, which the shared client translated', () => {
    const excluded = new ApiError(
      'business',
      'You are taking a break until 01/15/2031 08:30.',
      2004,
    );
    expect(failureText(t(), excluded, 'claim')).toBe(excluded.message);
  });

  it('speaks Vietnamese in a Vietnamese UI', async () => {
    await changeLanguage('vi');
    try {
      expect(failureText(t(), already, 'sign')).toBe(
        'Hôm nay bạn đã điểm danh rồi. Hẹn gặp lại ngày mai!',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
