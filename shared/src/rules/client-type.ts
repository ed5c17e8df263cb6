/** Client type codes sent to the backend (SPEC §4). */
export const CLIENT_TYPE = {
  default: 1,
  iosWebView: 3,
  iosBrowser: 4,
  androidWebView: 6,
  androidBrowser: 7,
} as const;
export type ClientTypeCode = (typeof CLIENT_TYPE)[keyof typeof CLIENT_TYPE];

const IOS = /iphone|ipad|ipod/i;
const ANDROID = /android/i;
/** In-app browsers that still carry a Safari token. */
const IN_APP =
  /FBAN|FBAV|FB_IAB|Instagram|MicroMessenger|Line\/|Zalo|TikTok|musical_ly|BytedanceWebview/i;

/**
 * Client type code from a user agent (SPEC §4): 3 iOS in-app webview, 4 iOS browser,
 * 6 Android webview, 7 Android browser, 1 for everything else (desktop, unknown).
 * Detection: an iOS agent is a webview when it lacks the `Safari/` token (WKWebView) or names a
 * known in-app browser; an Android agent is a webview when it has `; wv)` or the legacy
 * `Version/x Chrome/` signature, or names a known in-app browser.
 */
export function clientTypeCode(ua: string): ClientTypeCode {
  if (IOS.test(ua)) {
    return !/Safari\//.test(ua) || IN_APP.test(ua)
      ? CLIENT_TYPE.iosWebView
      : CLIENT_TYPE.iosBrowser;
  }
  if (ANDROID.test(ua)) {
    const webView = /;\s*wv\)/.test(ua) || /Version\/[\d.]+ Chrome\//.test(ua) || IN_APP.test(ua);
    return webView ? CLIENT_TYPE.androidWebView : CLIENT_TYPE.androidBrowser;
  }
  return CLIENT_TYPE.default;
}

/**
 * Value of the `clientModel` request header (SPEC §7): the device model for mobiles (Android's
 * model token such as "Pixel 7", or iPhone/iPad/iPod), the OS family for desktops
 * (Windows, Mac, Linux), else "Unknown". Only header-safe printable ASCII is kept, at most 64
 * characters, so the value can always be sent.
 */
export function clientModel(ua: string): string {
  let model = 'Unknown';
  const apple = /\b(iPhone|iPad|iPod)\b/.exec(ua);
  const android = /Android[^;)]*;\s*([^;)]+?)(?:\s+Build\/[^;)]*)?\s*(?:[;)])/.exec(ua);
  if (apple?.[1]) model = apple[1];
  else if (android?.[1] && android[1] !== 'wv') model = android[1];
  else if (ANDROID.test(ua)) model = 'Android';
  else if (/windows/i.test(ua)) model = 'Windows';
  else if (/macintosh|mac os x/i.test(ua)) model = 'Mac';
  else if (/linux|x11/i.test(ua)) model = 'Linux';
  const safe = model
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 64);
  return safe === '' ? 'Unknown' : safe;
}
