import { HttpResponse } from 'msw';
import { SUCCESS_CODE } from '../../api/core/envelope';

/**
 * Answers in the shapes of the operator backend (SPEC §7, §9: `{ code, msg, data }`, code 200) and the
 * sportsbook provider (`code` 0), for handlers and tests.
 */
export const ok = (data: unknown) =>
  HttpResponse.json({ code: SUCCESS_CODE, msg: 'success', data });

/** A business error in the envelope (SPEC §8): the error catalogue decides what the member sees. */
export const fail = (code: number, msg = 'error') => HttpResponse.json({ code, msg, data: null });

/** The provider's success envelope (SPEC §7 sportsbook provider). */
export const providerOk = (data: unknown) =>
  HttpResponse.json({ success: true, code: 0, msg: 'success', data });

/** A path on any origin: the base URLs come from the runtime config (§7 dynamic domains). */
export const onAnyOrigin = (path: string) => `*${path}`;
