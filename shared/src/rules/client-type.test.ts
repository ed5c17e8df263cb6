import fc from 'fast-check';
import { CLIENT_TYPE, clientModel, clientTypeCode } from './client-type';
import { UA } from './__fixtures__/user-agents';

describe('client type code from user agent (SPEC §4)', () => {
  it.each([
    ['iOS in-app webview (WKWebView)', 3, UA.iphoneWebView],
    ['iOS in-app browser (Facebook)', 3, UA.iphoneFacebook],
    ['iOS Safari', 4, UA.iphoneSafari],
    ['iOS Chrome', 4, UA.iphoneChrome],
    ['iPad Safari', 4, UA.ipad],
    ['Android webview (wv)', 6, UA.androidWebView],
    ['Android legacy webview', 6, UA.androidOldWebView],
    ['Android Chrome', 7, UA.androidChrome],
    ['Windows', 1, UA.windowsChrome],
    ['macOS', 1, UA.macSafari],
    ['Linux', 1, UA.linuxFirefox],
    ['unknown', 1, UA.unknown],
    ['empty', 1, UA.empty],
  ])('%s -> %d', (_name, code, ua) => {
    expect(clientTypeCode(ua)).toBe(code);
  });

  it('exposes the documented codes', () => {
    expect(CLIENT_TYPE).toEqual({
      default: 1,
      iosWebView: 3,
      iosBrowser: 4,
      androidWebView: 6,
      androidBrowser: 7,
    });
  });
});

describe('clientModel header value (SPEC §7)', () => {
  it.each([
    ['UA.androidChrome', UA.androidChrome, 'Pixel 7'],
    ['UA.androidWebView', UA.androidWebView, 'SM-S911B'],
    ['UA.androidOldWebView', UA.androidOldWebView, 'Nexus 5'],
    ['Android without model', 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit', 'Android'],
    ['Android model with non-ASCII', 'Mozilla/5.0 (Linux; Android 13; 小米 13) AppleWebKit', '13'],
    ['UA.iphoneSafari', UA.iphoneSafari, 'iPhone'],
    ['UA.ipad', UA.ipad, 'iPad'],
    ['UA.windowsChrome', UA.windowsChrome, 'Windows'],
    ['UA.macSafari', UA.macSafari, 'Mac'],
    ['UA.linuxFirefox', UA.linuxFirefox, 'Linux'],
    ['UA.unknown', UA.unknown, 'Unknown'],
    [
      'Android model only non-ASCII',
      'Mozilla/5.0 (Linux; Android 13; 小米) AppleWebKit',
      'Unknown',
    ],
  ])('%s -> %s', (_name, ua, model) => {
    expect(clientModel(ua)).toBe(model);
  });

  it('property: always a non-empty printable ASCII value of at most 64 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (ua) => {
        expect(clientModel(ua)).toMatch(/^[\x20-\x7e]{1,64}$/);
      }),
    );
  });
});
