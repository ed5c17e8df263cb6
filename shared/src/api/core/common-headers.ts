import { clientModel, toUiLocale } from '@app/shared/rules';

/** SPEC §6: the call on which a token in the body does not override the header (path not shown). */
export const DEVICE_GET_PATH = '/api/user/device/get';

/** What the common headers of SPEC §7 are made of (read from the stores, or from storage before they exist). */
export interface HeaderInputs {
  language: string;
  market: string;
  appVersion: string;
  deviceId: string | null;
  token: string | null;
  username: string | null;
  userAgent: string | null;
  body?: unknown;
  url?: string;
}

/** Common headers of SPEC §7. */
export function buildCommonHeaders(input: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {
    Language: input.language,
    'Accept-Language': toUiLocale(input.language),
    client: '1',
    appVersion: input.appVersion,
  };
  if (input.market === 'vietnam') headers.platform = 'vietnam';
  if (input.deviceId) headers.deviceNo = input.deviceId;
  if (input.userAgent !== null) headers.clientModel = clientModel(input.userAgent);
  const body = input.body;
  const bodyToken =
    body && typeof body === 'object' && 'token' in body
      ? (body as { token?: unknown }).token
      : undefined;
  const token =
    typeof bodyToken === 'string' && !(input.url ?? '').includes(DEVICE_GET_PATH)
      ? bodyToken
      : input.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (input.token && input.username) headers.Username = input.username;
  return headers;
}
