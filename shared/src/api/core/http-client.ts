/**
 * The HTTP layer under the API client and the sportsbook client: axios instances. Requests go through
 * axios's `fetch` adapter in the browser and in Node alike (the document server renders with the same
 * client), so a page, a test and the server see one transport.
 */
import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export type HttpClient = AxiosInstance;
export type HttpRequestConfig = AxiosRequestConfig;
/** What adapters and interceptors see: method, headers and timeout resolved. */
export type SentRequest = InternalAxiosRequestConfig;
export type HttpResponse<T = unknown> = AxiosResponse<T>;
export type HttpAdapter = AxiosAdapter;
export { AxiosError as HttpError };

/** An axios instance with the site's defaults (per-call timeouts win over `timeout`). */
export function createHttp(defaults: { timeout?: number } = {}): HttpClient {
  return axios.create({ timeout: defaults.timeout, adapter: 'fetch' });
}
