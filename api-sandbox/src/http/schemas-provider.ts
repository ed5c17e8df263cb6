import type { RouteSchema } from './schema-kit';
import { amount, flag, id, ids, int, list, obj, page, selection, str, time } from './schema-kit';

const matchFilter = {
  type: int,
  sportId: int,
  leagueIds: ids(200),
  beginTime: time,
  endTime: time,
  orderBy: int,
  ...page,
  languageType: str(10),
  oddsType: int,
  oddsChange: int,
  currencyId: int,
  isPC: flag,
};

/** Request schemas of the sportsbook provider's routes, by `METHOD url`. */
export const PROVIDER_SCHEMAS: Record<string, RouteSchema> = {
  'POST /language/staticList': { body: obj({ languageType: str(10) }) },
  'POST /v1/language/staticList': { body: obj({ languageType: str(10) }) },
  'POST /v1/bulletin/listTop': { body: obj({ languageType: str(10) }) },
  'POST /v1/bulletin/listPage': { body: obj({ ...page, languageType: str(10) }) },
  'POST /v1/match/getList': { body: obj(matchFilter) },
  'POST /v1/match/statistical': { body: obj(matchFilter) },
  'POST /v1/match/matchCount': { body: obj(matchFilter) },
  'POST /v1/match/getOnSaleLeagues': { body: obj(matchFilter) },
  'POST /v1/match/getMatchDetail': { body: obj({ matchId: id, id, languageType: str(10) }) },
  'POST /v1/match/queryMatchByRecommend': { body: obj({ ...matchFilter, keyword: str(100) }) },
  'POST /v1/match/matchResultList': { body: obj(matchFilter) },
  'POST /v1/match/matchResultPage': { body: obj(matchFilter) },
  'POST /v1/match/matchResultInfo': { body: obj({ matchId: id, id, languageType: str(10) }) },
  'POST /v1/order/batchBetMatchMarketOfJumpLine': {
    body: obj({ betMatchMarketList: list(selection, 50), isSelectSeries: flag }),
  },
  'POST /v1/order/bet/singlePass': {
    body: obj({
      singleBetList: list(selection, 50),
      betOptionList: list(selection, 50),
      oddsChange: int,
    }),
  },
  'POST /v1/order/betMultiple': {
    body: obj({
      betOptionList: list(selection, 50),
      betMultipleData: list(obj({ seriesValue: int, itemCount: int, unitStake: amount }), 20),
      oddsChange: int,
    }),
  },
  'POST /v1/order/getStakeOrderStatus': { body: obj({ orderIds: ids() }) },
  'POST /v1/order/new/bet/list': {
    body: obj({ isSettled: flag, timeType: int, beginTime: time, endTime: time, ...page }),
  },
  'POST /v1/order/cashOut/price': { body: obj({ orderIds: ids(), orderId: id }) },
  'POST /v1/order/cashOut/bet': { body: obj({ orderId: id, cashOutPrice: amount, price: amount }) },
  'POST /v1/order/reserve/bet': { body: selection },
  'POST /v1/order/reserve/betList': { body: obj(page) },
  'POST /v1/order/reserve/cancel': { body: obj({ orderId: id }) },
};
