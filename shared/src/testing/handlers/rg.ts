import { http } from 'msw';
import { RG_LIMIT_KINDS, RG_PERIODS, type RgState } from '../../api/rg/responsible-gambling';
import { ok, onAnyOrigin } from './envelope';

/** The responsible-gambling state of a member without limits or a break (issue 18). */
export const sampleRgState = (now = Date.now()): RgState => ({
  limits: RG_LIMIT_KINDS.flatMap((kind) =>
    RG_PERIODS.map((period) => ({
      kind,
      period,
      amount: null,
      used: 0,
      remaining: null,
      pending: null,
    })),
  ),
  realityCheckMinutes: 60,
  exclusion: null,
  now,
});

export const rgHandlers = [
  http.get(onAnyOrigin('/api/member/rg/get'), () => ok(sampleRgState())),
  http.get(onAnyOrigin('/api/member/rg/audit'), () => ok([])),
];
