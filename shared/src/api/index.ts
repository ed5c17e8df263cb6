// `@app/shared/api`: the one HTTP client, every call of the spec, the error catalogue and the runtime config.
export * from '../config/runtime-config';
export * from './core/api-error';
export * from './core/notifier';
export * from './core/error-catalogue';
export * from './core/code-messages';
export { callApi, commonHeaders, http, REQUEST_TIMEOUT_MS, type CallOptions } from './core/client';
export { callUrl, startEarlyCall, takeEarlyAnswer, takeEarlyFile } from './core/early-requests';
export { ADVERTS_PATH } from './core/first-screen-reads';
export { HttpError, type HttpClient, type HttpResponse, type SentRequest } from './core/http';
export { setExpiredLoginHandler, notifyExpiredLogin } from './core/session-expiry';
export { serverClock, parseHttpDate } from './core/server-time';
export { getData, postData, putData, type RequestOptions } from './core/request';
export { validateResponse } from './core/validate';
export * from './core/idempotency';
export * from './site/domains';
export * from './member/auth';
export * from './member/auth-mobile';
export * from './member/sms';
export * from './member/member';
export * from './member/wallet';
export * from './promotion/invite';
export * from './member/responsible-gambling';
export * from './site/operation';
export * from './site/game';
export * from './live/live';
export * from './live/live-anchor';
export * from './live/live-media';
export * from './live/live-chat';
export * from './live/live-bans';
export * from './live/live-orders';
export * from './live/gifts';
export * from './promotion/promotion';
export * from './promotion/promotion-activity';
export * from './promotion/turntable';
export * from './sportsbook/sportsbook';
export { MATCH_PAGE_SIZE } from './sportsbook/provider-call';
export * from './sportsbook/sportsbook-matches';
export * from './sportsbook/sportsbook-orders';
export {
  fetchSportsServiceConfig,
  refreshSportsToken,
  callSportsbook,
  type SportsbookExtras,
} from './sportsbook/sportsbook-client';
