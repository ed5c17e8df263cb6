// `@app/shared/client`: the one HTTP client and the one query client, the error catalogue, the runtime
// config and the helpers every API call is written with. The calls themselves and their query
// factories are per domain (`@app/shared/api/<domain>`), so a remote route loads only its domains.
export * from '../config/runtime-config';
export * from '../api/core/api-error';
export * from '../api/core/notifier';
export * from '../api/core/error-catalogue';
export * from '../api/core/code-messages';
export {
  callApi,
  commonHeaders,
  http,
  REQUEST_TIMEOUT_MS,
  type CallOptions,
} from '../api/core/client';
export {
  callUrl,
  startEarlyCall,
  takeEarlyAnswer,
  takeEarlyFile,
  type EarlyCall,
} from '../api/core/early-requests';
export * from '../api/core/first-screen-reads';
export {
  createHttp,
  HttpError,
  type HttpClient,
  type HttpResponse,
  type SentRequest,
} from '../api/core/http-client';
export { setExpiredLoginHandler, notifyExpiredLogin } from '../api/core/session-expiry';
export { serverClock, parseHttpDate } from '../api/core/server-time';
export {
  getData,
  postData,
  putData,
  type ActionOptions,
  type ReadOptions,
  type RequestOptions,
} from '../api/core/request';
export { validateResponse } from '../api/core/validate';
export * from '../api/core/idempotency';
export * from '../query/query-client';
export * from '../query/intervals';
export * from '../query/react-query';
