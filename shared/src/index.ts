import './ui/tokens.css';
// The public face of @app/shared, a federation singleton: every app gets this one instance.
export * from './config/runtime-config';
export * from './federation/contracts';
export * from './federation/shell-services';
export * from './federation/intents';
export * from './api/api-error';
export * from './api/notifier';
export * from './api/error-catalogue';
export { callApi, commonHeaders, http, REQUEST_TIMEOUT_MS, type CallOptions } from './api/client';
export { callUrl, takeEarlyAnswer, takeEarlyFile } from './api/early-requests';
export { HttpError, type HttpClient, type HttpResponse, type SentRequest } from './api/http';
export { setExpiredLoginHandler, notifyExpiredLogin } from './api/session-expiry';
export * from './api/auth';
export * from './api/member';
export * from './api/live';
export * from './api/promotion';
export * from './api/sportsbook';
export {
  fetchSportsServiceConfig,
  refreshSportsToken,
  callSportsbook,
} from './api/sportsbook-client';
export * from './store/session-store';
export * from './store/app-store';
export * from './store/sports-config-store';
export * from './storage/safe-storage';
export * from './i18n/i18n';
export * from './query/query-client';
export * from './query';
export * from './ui/state-views';
export * from './ui/query-state-view';
export { elementTiming } from './ui/element-timing';
export * from './ui/modal';
export * from './ui/remote-widget';
export * from './ui/avatar';
export * from './ui/avatar-id';
export * from './standalone/standalone-shell';
export * from './standalone/start-standalone';
export * from './federation/mount-at';
export * from './rules';
export {
  getData,
  postData,
  putData,
  pageSchema,
  type RequestOptions,
  type PageQuery,
} from './api/request';
export * from './api/idempotency';
export * from './api/live-anchor';
export * from './api/live-media';
export * from './api/live-chat';
export * from './api/live-bans';
export * from './api/live-orders';
export * from './api/gifts';
export * from './api/auth-mobile';
export * from './api/wallet';
export * from './api/invite';
export * from './api/operation';
export * from './api/promotion-activity';
export * from './api/turntable';
export * from './api/game';
export * from './api/sportsbook-matches';
export * from './api/sportsbook-orders';
export * from './api/domains';
export * from './store/settings-store';
export * from './store/popup-markers';
export { serverClock, parseHttpDate } from './api/server-time';
export * from './api/sms';
export * from './api/responsible-gambling';
export * from './api/code-messages';
export * from './store/money-in-flight';
export * from './ui/use-server-action';
