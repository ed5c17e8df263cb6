import './ui/tokens.css';
// The public face of @app/shared, a federation singleton: every app gets this one instance.
export * from './config/runtime-config';
export * from './federation/contracts';
export * from './api/api-error';
export * from './api/notifier';
export * from './api/error-catalogue';
export { callApi, commonHeaders, http, REQUEST_TIMEOUT_MS, type CallOptions } from './api/client';
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
export * from './ui/state-views';
export * from './standalone/standalone-shell';
export * from './standalone/start-standalone';
export * from './federation/mount-at';
export * from './rules';
