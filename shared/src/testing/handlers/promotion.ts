import { http } from 'msw';
import { ADVERTS_PATH } from '../../api/core/first-screen-reads';
import type { Advert } from '../../api/promotion/promotion';
import type { Claim } from '../../api/promotion/promotion-activity';
import type { TurntableDetail, TurntableDraw } from '../../api/promotion/turntable';
import { ok, onAnyOrigin } from './envelope';

const ACTIVITY = '/api/promotion/activity';

/** Sample answers of the promotion calls (SPEC §7 Promotion). */
export const sampleAdverts = [
  { id: 1, title: 'Welcome bonus', imageUrl: '/static/adverts/welcome.webp', type: 1, sort: 1 },
] satisfies Advert[];

export const sampleTurntable = {
  activityId: 7,
  dailyChances: 3,
  prizes: [
    { id: 1, index: 0, name: 'Thanks', amount: 0 },
    { id: 2, index: 1, name: '8,000', amount: 8000 },
  ],
} satisfies TurntableDetail;

export const sampleDraw = {
  index: 1,
  prize: { id: 2, name: '8,000', amount: 8000 },
  balance: 1258000,
  num: 2,
} satisfies TurntableDraw;

export const promotionHandlers = [
  http.get(onAnyOrigin(ADVERTS_PATH), () => ok(sampleAdverts)),
  http.post(onAnyOrigin(`${ACTIVITY}/claim`), () =>
    ok({ amount: 10000, balance: 1260000 } satisfies Claim),
  ),
  http.get(onAnyOrigin(`${ACTIVITY}/turntable/detail`), () => ok(sampleTurntable)),
  http.get(onAnyOrigin(`${ACTIVITY}/turntable/prize/get`), () => ok(sampleDraw)),
  http.get(onAnyOrigin(`${ACTIVITY}/turntable/user/num`), () => ok(3)),
];
