import type { RouteSchema, Schema } from './schema-kit';
import {
  amount,
  anyValue,
  flag,
  id,
  ids,
  int,
  list,
  num,
  obj,
  page,
  qId,
  qStr,
  query,
  str,
  time,
} from './schema-kit';

const L = '/api/live';
const P = '/api/promotion';
const activity = { body: obj({ activityId: id, id }) };
const activityQuery = { querystring: query({ activityId: qId }) };
const streamRef = { body: obj({ id, streamId: id, liveId: id, pushOrderId: id }) };
const stream: Record<string, Schema> = {
  title: str(200),
  cover: str(300),
  notice: str(300),
  feeAmount: amount,
  matchId: id,
  sportId: int,
  startTime: time,
  tags: list(str(40), 20),
  draft: flag,
};

/** Both promotion paths (`/api/promotion/activity/x` and `/api/promotion/x`) take the same request. */
const both = (method: string, path: string, schema: RouteSchema) => ({
  [`${method} ${P}/activity/${path}`]: schema,
  [`${method} ${P}/${path}`]: schema,
});

/** Request schemas of the operator backend's routes, by `METHOD url` (routes may declare their own). */
export const OPERATOR_SCHEMAS: Record<string, RouteSchema> = {
  // live: streams
  [`POST ${L}/stream/list`]: {
    body: obj({ status: int, sportId: int, anchorId: id, ...page }),
  },
  [`POST ${L}/stream/save`]: { body: obj(stream) },
  [`POST ${L}/stream/update`]: { body: obj({ id, ...stream }) },
  [`POST ${L}/stream/stop`]: { body: obj({ id }) },
  [`POST ${L}/stream/cancel`]: { body: obj({ id }) },
  [`POST ${L}/stream/start`]: { body: obj({ id }) },
  [`POST ${L}/stream/schedule`]: { body: obj({ id, startTime: time }) },
  [`POST ${L}/stream/reserveList`]: { body: obj(page) },
  [`POST ${L}/stream/reserve`]: { body: obj({ id }) },
  [`POST ${L}/stream/getStreamStatus`]: { body: obj({ id }) },
  // live: video
  [`POST ${L}/video/matchListFront`]: { body: obj({ sportId: int }) },
  [`GET ${L}/video/queryKeyWordByName`]: { querystring: query({ keyWord: qStr(100) }) },
  [`POST ${L}/satellite/save`]: { body: obj({ name: str(60), streamId: id }) },
  // presenter
  'PUT /api/user/presenter/update': {
    body: obj({ nickName: str(30), intro: str(300), avatar: str(300) }),
  },
  [`POST ${L}/anchor/follow`]: { body: obj({ anchorId: id }) },
  // gifts
  [`POST ${L}/gift/profit/save`]: {
    body: obj({ streamId: id, liveId: id, giftId: id, count: int }),
  },
  [`POST ${L}/gift/profit/list`]: { body: obj({ anchorId: id, ...page }) },
  // push orders and fees
  [`POST ${L}/push/order/save`]: {
    body: obj({ content: anyValue, data: anyValue, fee: amount, kind: str(20), streamId: id }),
  },
  [`POST ${L}/push/order/list`]: { body: obj({ streamId: id, anchorId: id, ...page }) },
  [`POST ${L}/push/order/list2`]: { body: obj(page) },
  [`POST ${L}/follow/order/save`]: {
    body: obj({ pushOrderId: id, id, stake: amount, orderId: id }),
  },
  [`POST ${L}/follow/order/list`]: { body: obj({ pushOrderId: id, ...page }) },
  [`POST ${L}/relation/isFee`]: streamRef,
  [`POST ${L}/relation/fee`]: streamRef,
  // bans
  'POST /api/user/banLog/list': { body: obj({ userName: str(40), status: int, ...page }) },
  'POST /api/user/banLog/save': {
    body: obj({
      userId: id,
      userName: str(40),
      streamId: id,
      minutes: num,
      reason: str(200),
      banType: int,
    }),
  },
  'POST /api/user/banLog/batchUntie': { body: obj({ ids: list(id, 500) }) },
  'PUT /api/user/banLog/update': {
    body: obj({ id, minutes: num, status: int, reason: str(200) }),
  },
  'POST /api/user/banLog/banInfo': {
    body: obj({ streamId: id, userId: id, userName: str(40) }),
  },
  // chat room
  [`POST ${L}/word/shielded/save`]: {
    body: obj({ word: str(40), content: str(40), streamId: id }),
  },
  [`POST ${L}/word/shielded/list`]: { body: obj({ streamId: id }) },
  [`POST ${L}/word/shielded/remove`]: { body: obj({ id }) },
  [`POST ${L}/match/score`]: { body: obj({ matchIds: ids(), matchId: id, streamId: id }) },
  // promotion
  [`POST ${P}/activity/click`]: activity,
  [`POST ${P}/activity/saveActivitySignUp`]: activity,
  [`POST ${P}/activity/claim`]: activity,
  [`GET ${P}/activity/record`]: activityQuery,
  [`GET ${P}/activity/bet/total`]: activityQuery,
  [`GET ${P}/activity/eligibility`]: activityQuery,
  ...both('POST', 'cheer/save', { body: obj({ matchId: id, home: int, away: int }) }),
  [`GET ${P}/advertise/list`]: { querystring: query({ tenantId: qStr(40) }) },
  [`GET ${P}/advertise/list/type`]: {
    querystring: query({ type: qStr(40), tenantId: qStr(40) }),
  },
  // game and wallet
  'POST /api/game/home/slot/list': { body: obj({ gameType: int }) },
  'GET /api/game/lobby/list': { querystring: query({ gameType: qStr(10) }) },
  'POST /api/game/bet/single-wallet/jump': { body: obj({ gameId: id, lobbyId: id }) },
  'POST /api/game/fund/transfer': { body: obj({ amount }) },
  'POST /api/game/bet/order/mybet/sum': {
    body: obj({ beginTime: time, endTime: time, status: int }),
  },
  'POST /api/game/bet/order/mybet/detail': {
    body: obj({ beginTime: time, endTime: time, status: int, ...page }),
  },
  'POST /api/operation/vipphoneback/add': { body: obj({ mobile: str(20), remark: str(200) }) },
  'POST /api/member/collect/toggle': { body: obj({ sportId: int, matchId: id }) },
  // operation
  'POST /api/operation/siteMain/queryDetail': { body: obj({ point: int }) },
  'POST /api/operation/tutorial/config/popCustomerLink': {
    querystring: query({ type: qStr(20) }),
  },
  'GET /__admin/sms-outbox': { querystring: query({ mobile: qStr(20) }) },
  'GET /ws/chat': { querystring: query({ sig: qStr(2000) }) },
};
