import { CLIENT_TYPE, clientTypeCode } from '@app/shared/rules';

export type DevicePlatform = 'ios' | 'android' | 'desktop';

export interface DeviceInfo {
  platform: DevicePlatform;
  /** Inside another app's browser (Zalo, Facebook…), where downloads usually fail. */
  inApp: boolean;
}

/**
 * The member's platform from the shared client-type rule (SPEC §4 codes 3/4 iOS, 6/7 Android).
 * iPadOS 13+ reports a Mac user agent; a Mac agent with a touch screen is taken as iOS.
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): DeviceInfo {
  const code = clientTypeCode(userAgent);
  if (code === CLIENT_TYPE.iosWebView || code === CLIENT_TYPE.iosBrowser) {
    return { platform: 'ios', inApp: code === CLIENT_TYPE.iosWebView };
  }
  if (code === CLIENT_TYPE.androidWebView || code === CLIENT_TYPE.androidBrowser) {
    return { platform: 'android', inApp: code === CLIENT_TYPE.androidWebView };
  }
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return { platform: 'ios', inApp: false };
  return { platform: 'desktop', inApp: false };
}

/** Download addresses we open: https pages and files, and iOS enterprise installs. */
export function downloadUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return /^(https:\/\/|itms-services:\/\/)/i.test(trimmed) ? trimmed : null;
}
