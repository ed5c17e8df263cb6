import { http } from 'msw';
import type { RgLimitKind, RgPeriod, RgState } from '../../api/rg/responsible-gambling';
import { ok, onAnyOrigin } from './envelope';

const KINDS: RgLimitKind[] = ['stake', 'loss'];
const PERIODS: RgPeriod[] = ['day', 'week', 'month'];

/** The responsible-gambling state of a member without limits or a break (issue 18). */
export const sampleRgState = (now = Date.now()): RgState => ({
  limits: KINDS.flatMap((kind) =>
    PERIODS.map((period) => ({
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
