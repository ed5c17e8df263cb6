/**
 * Every call of SPEC §7 and the @app/shared function that makes it. `coverage.test.ts` checks that each
 * function exists, is called by a contract suite, and that every API function of shared/src/api is listed
 * here (or is a generic helper), so a new call without a contract test fails.
 */
export interface SpecCall {
  /** SPEC §7 group. */
  group: 'live' | 'auth' | 'member' | 'invite' | 'promotion' | 'game' | 'sportsbook';
  /** Method and path as in the spec (or the sandbox's path where the spec leaves it open). */
  call: string;
  /** The typed function exported by @app/shared. */
  fn: string;
}

const calls = (group: SpecCall['group'], rows: [string, string][]): SpecCall[] =>
  rows.map(([call, fn]) => ({ group, call, fn }));

export const SPEC_CALLS: SpecCall[] = [
  ...calls('live', [
    ['POST /api/live/stream/save', 'saveStream'],
    ['POST /api/live/stream/list', 'listStreams'],
    ['POST /api/live/stream/list (filters)', 'listStreamsPage'],
    ['POST /api/live/stream/stop', 'stopStream'],
    ['POST /api/live/stream/update', 'updateStream'],
    ['POST /api/live/stream/cancel', 'cancelStream'],
    ['POST /api/live/stream/reserveList', 'listReserveStreams'],
    ['POST /api/live/stream/getStreamStatus', 'getStreamStatus'],
    ['GET /api/live/stream/getInfo/{id}', 'getStreamInfo'],
    ['GET /api/live/stream/countReserve/{id}', 'countStreamReserve'],
    ['POST /api/live/stream/reserve (sandbox path)', 'toggleStreamReminder'],
    ['POST /api/live/anchor/follow (sandbox path)', 'toggleFollowPresenter'],
    ['POST /api/live/video/matchListFront', 'listMatchFront'],
    ['GET /api/live/video/videoList', 'listVideos'],
    ['GET /api/live/video/queryKeyWordByName', 'queryStreamsByKeyword'],
    ['GET /api/live/video/queryCustomerLineSwitch', 'getCustomerLineSwitch'],
    ['POST /api/live/satellite/save', 'saveSatellite'],
    ['GET /api/user/presenter/getInfo2/{id}', 'getPresenterInfo'],
    ['PUT /api/user/presenter/update', 'updatePresenter'],
    ['POST /api/live/gift/list', 'listGifts'],
    ['POST /api/live/gift/profit/list', 'listGiftProfit'],
    ['POST /api/live/gift/profit/save', 'sendGift'],
    ['POST /api/live/gift/profit/sum', 'sumGiftProfit'],
    ['POST /api/live/cover/tag/list', 'listCoverTags'],
    ['POST /api/live/push/order/save', 'savePushOrder'],
    ['POST /api/live/push/order/list', 'listPushOrders'],
    ['POST /api/live/push/order/list2', 'listMyPushOrders'],
    ['POST /api/live/follow/order/save', 'saveFollowOrder'],
    ['POST /api/live/follow/order/list', 'listFollowOrders'],
    ['POST /api/live/relation/isFee', 'isRelationFee'],
    ['POST /api/live/relation/fee', 'payRelationFee'],
    ['POST /api/user/banLog/list', 'listBanLogs'],
    ['POST /api/user/banLog/batchUntie', 'batchUntieBans'],
    ['POST /api/user/banLog/banInfo', 'getBanInfo'],
    ['POST /api/user/banLog/save', 'saveBanLog'],
    ['PUT /api/user/banLog/update', 'updateBanLog'],
    ['POST /api/live/chatroom/config/info', 'getChatroomConfig'],
    ['GET /api/live/sensitive/word/list', 'listSensitiveWords'],
    ['POST /api/live/word/shielded/save', 'saveShieldedWord'],
    ['GET /api/live/chatroom/getSig/{id}', 'getChatSig'],
    ['POST /api/live/statistics/sum', 'sumLiveStatistics'],
    ['POST /api/live/match/score', 'listMatchScores'],
  ]),
  ...calls('auth', [
    ['POST /api/user/auth/account-login/v2', 'accountLogin'],
    ['POST /api/user/auth/loginCheck', 'loginCheck'],
    ['POST /api/user/auth/account-register', 'registerAccount'],
    ['POST /api/user/auth/mobile-login', 'mobileLogin'],
    ['POST /api/user/auth/mobile-register', 'mobileRegister'],
    [
      'GET /api/user/auth/mobile-registerCheckByMobile/{phone}/{phoneCode}',
      'checkMobileRegisterByMobile',
    ],
    ['GET /api/user/auth/mobile-registerCheckByCode/{phone}/{code}', 'checkMobileRegisterByCode'],
    ['GET /api/user/auth/mobile-registerCreatName', 'createMobileRegisterName'],
    ['POST /api/user/auth/logout', 'logout'],
    ['POST /api/user/auth/sms/send (path not in the spec)', 'sendSmsCode'],
  ]),
  ...calls('member', [
    ['POST /api/fund/wallet/member/local', 'getWalletBalance'],
    ['POST /api/game/fund/collect', 'collectGameFund'],
    ['GET /api/member/get', 'getUserInfo'],
    ['GET /api/member/refreshIdentityCode', 'refreshIdentityCode'],
    ['POST /api/member/avatar (sandbox path, SPEC §3 ten avatars)', 'saveAvatar'],
    ['POST /api/operation/vipphoneback/dailFont', 'vipPhoneBackDial'],
    ['POST /api/operation/vipphoneback/add', 'addVipPhoneBack'],
    ['POST /api/member/customervip/vipFont', 'getVipInfo'],
    ['GET /api/user/countrycode/list', 'listCountryCodes'],
    ['POST /api/operation/siteMain/queryDetail', 'getSiteMaintenance'],
    ['GET /api/user/auth/get/verification/domainType', 'getVerificationDomainType'],
    ['POST /api/operation/tutorial/config/popCustomerLink', 'popCustomerLink'],
    ['dynamic-domain config (GET /api/platform/domains)', 'loadDomainConfig'],
    ['GET /api/member/rg/get (issue 18)', 'getRgState'],
    ['POST /api/member/rg/limit (issue 18)', 'setRgLimit'],
    ['POST /api/member/rg/realityCheck (issue 18)', 'setRealityCheck'],
    ['POST /api/member/rg/exclusion (issue 18)', 'startRgExclusion'],
    ['GET /api/member/rg/session (issue 18)', 'getRgSession'],
    ['GET /api/member/rg/audit (issue 18)', 'listRgAudit'],
  ]),
  ...calls('invite', [
    ['POST /api/member/invite/drawAward', 'drawInviteAward'],
    ['GET /api/member/invite/generateReferralCode', 'generateReferralCode'],
    ['GET /api/member/invite/queryHorseRing', 'queryHorseRing'],
    ['GET /api/member/invite/queryInviteBetConfig', 'queryInviteBetConfig'],
    ['GET /api/member/invite/queryInviteDepConfig', 'queryInviteDepConfig'],
    ['GET /api/member/invite/queryInviteInfo', 'queryInviteInfo'],
    ['GET /api/member/invite/queryInviteVipConfig', 'queryInviteVipConfig'],
    ['GET /api/member/invite/queryInviteInfoTotalAward', 'queryInviteTotalAward'],
    ['GET /api/member/invite/queryInviteBetAwardList', 'queryInviteBetAwardList'],
    ['GET /api/member/invite/queryInviteDepAward', 'queryInviteDepAward'],
  ]),
  ...calls('promotion', [
    ['GET /api/promotion/advertise/list', 'listAdverts'],
    ['GET /api/promotion/advertise/list/type', 'listAdvertsByType'],
    ['POST /api/promotion/activity/click', 'clickActivity'],
    ['POST /api/promotion/activity/saveActivitySignUp', 'saveActivitySignUp'],
    ['POST /api/promotion/activity/claim', 'claimActivity'],
    ['POST /api/promotion/activity/newMemberGiftPack/isOpen', 'isNewMemberGiftPackOpen'],
    ['GET /api/promotion/activity/eligibility', 'getActivityEligibility'],
    ['GET /api/promotion/activity/seasons', 'listActivitySeasons'],
    ['POST /api/promotion/activity/turntable/record', 'listTurntableRecord'],
    ['POST /api/promotion/activity/receiveMatchRewards', 'receiveMatchRewards'],
    ['GET /api/promotion/activity/record', 'listActivityRecord'],
    ['GET /api/promotion/activity/bet/total', 'getActivityBetTotal'],
    ['GET /api/promotion/activity/turntable/detail', 'getTurntableDetail'],
    ['GET /api/promotion/activity/turntable/prize/get', 'drawTurntablePrize'],
    ['GET /api/promotion/activity/turntable/user/num', 'getTurntableUserNum'],
    ['GET /api/promotion/activity/turntable/user/record', 'listTurntableUserRecord'],
    ['GET /api/promotion/activity/cheer/queryCheerRecord', 'queryCheerRecord'],
    ['POST /api/promotion/activity/cheer/save (path not in the spec)', 'saveCheer'],
    ['GET /api/promotion/activity/getMatchConfig', 'getMatchConfig'],
    ['GET /api/promotion/activity/matchTemplate/detail', 'getMatchTemplateDetail'],
    ['GET /api/promotion/activity/getMatchAwardConfig', 'getMatchAwardConfig'],
    ['GET /api/promotion/cashback/client/detail', 'getCashbackDetail'],
    ['GET /api/promotion/ranking/memberRanking', 'getMemberRanking'],
    ['GET /api/promotion/ranking/touristsRanking', 'getTouristsRanking'],
  ]),
  ...calls('game', [
    ['GET /api/user/home/bar/list', 'listHomeBar'],
    ['POST /api/game/home/slot/list/', 'listSlotGames'],
    ['game-lobby list (GET /api/game/lobby/list)', 'listGameLobbies'],
    ['POST /api/game/bet/single-wallet/jump', 'jumpToGame'],
    ['POST /api/game/bet/cSports/token', 'getCSportsToken'],
    ['POST /api/game/bet/order/mybet/sum', 'sumMyBets'],
    ['POST /api/game/bet/order/mybet/detail', 'listMyBetDetail'],
  ]),
  ...calls('sportsbook', [
    ['sports-service token (POST /api/game/sports/token[/guest])', 'fetchSportsServiceConfig'],
    ['POST /v1/match/getList', 'getMatchList'],
    ['POST /v1/match/statistical', 'getMatchStatistics'],
    ['POST /v1/match/getOnSaleLeagues', 'getOnSaleLeagues'],
    ['POST /v1/match/getMatchDetail', 'getMatchDetail'],
    ['POST /v1/match/queryMatchByRecommend', 'queryMatchByRecommend'],
    ['POST /v1/match/matchCount', 'getMatchCount'],
    ['POST /v1/match/matchResultList', 'listMatchResults'],
    ['POST /v1/match/matchResultPage', 'pageMatchResults'],
    ['POST /v1/match/matchResultInfo', 'getMatchResultInfo'],
    ['POST /v1/order/batchBetMatchMarketOfJumpLine', 'batchBetMatchMarket'],
    ['POST /v1/order/new/bet/list', 'listBets'],
    ['POST /v1/order/cashOut/price', 'getCashOutPrice'],
    ['POST /v1/order/cashOut/bet', 'cashOutBet'],
    ['POST /v1/order/bet/singlePass', 'betSinglePass'],
    ['POST /v1/order/reserve/bet', 'reserveBet'],
    ['POST /v1/order/reserve/betList', 'listReserveBets'],
    ['POST /v1/order/reserve/cancel', 'cancelReserveBet'],
    ['POST /v1/order/getStakeOrderStatus', 'getStakeOrderStatus'],
    ['POST /v1/order/betMultiple', 'betMultiple'],
    ['POST /v1/bulletin/listTop', 'listTopBulletins'],
    ['POST /v1/bulletin/listPage', 'listBulletinPage'],
    // no typed function in @app/shared: the generic provider call
    ['POST language/staticList (provider host)', 'callSportsbook'],
  ]),
];

/**
 * Exported functions of shared/src/api that send requests but are generic transports, not one §7 call
 * (each is still exercised: every typed call goes through them).
 */
// requestUrl: the fetch layer's URL builder (shared/src/api/core/http.ts), next to the code that sends
export const TRANSPORT_HELPERS = [
  'callApi',
  'getData',
  'postData',
  'putData',
  'callSportsbook',
  'requestUrl',
  // joins identical GETs in flight; sends what callApi gives it (shared/src/api/core/shared-reads.ts)
  'sharedRead',
];
