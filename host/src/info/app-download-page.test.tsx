import { act, screen, within } from '@testing-library/react';
import { changeLanguage } from '@app/shared/i18n';
import AppDownloadPage from './app-download-page';
import { detectDevice, downloadUrl } from './device-platform';
import { findTitle, renderInfo, setupInfoI18n } from './test-utils';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneZalo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Zalo iOS',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

const LINKS = {
  iosUrl: 'itms-services://?action=download-manifest&url=https://x/app.plist',
  androidUrl: 'https://cdn.example/app.apk',
};

beforeAll(() => setupInfoI18n('en'));
afterEach(() => act(() => changeLanguage('en')));

function platformCards() {
  return screen.getAllByRole('listitem').filter((li) => li.dataset.platform);
}

describe('detectDevice', () => {
  it('uses the shared client-type rule, with in-app browsers and iPadOS', () => {
    expect(detectDevice(UA.iphone)).toEqual({ platform: 'ios', inApp: false });
    expect(detectDevice(UA.iphoneZalo)).toEqual({ platform: 'ios', inApp: true });
    expect(detectDevice(UA.android)).toEqual({ platform: 'android', inApp: false });
    expect(detectDevice(UA.androidWebView)).toEqual({ platform: 'android', inApp: true });
    expect(detectDevice(UA.windows)).toEqual({ platform: 'desktop', inApp: false });
    expect(detectDevice(UA.ipadOs, 5)).toEqual({ platform: 'ios', inApp: false });
    expect(detectDevice(UA.ipadOs, 0)).toEqual({ platform: 'desktop', inApp: false });
  });

  it('accepts only https and iOS install addresses', () => {
    expect(downloadUrl(' https://a.b/app.apk ')).toBe('https://a.b/app.apk');
    expect(downloadUrl(LINKS.iosUrl)).toBe(LINKS.iosUrl);
    expect(downloadUrl('http://a.b/app.apk')).toBeNull();
    expect(downloadUrl('javascript:alert(1)')).toBeNull();
    expect(downloadUrl(undefined)).toBeNull();
  });
});

describe('AppDownloadPage', () => {
  it('highlights iOS first on an iPhone', async () => {
    renderInfo(<AppDownloadPage {...LINKS} userAgent={UA.iphone} />);
    await findTitle('Download the app');
    const [first, second] = platformCards();
    expect(first).toHaveAttribute('data-platform', 'ios');
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(within(first!).getByText('Your device')).toBeInTheDocument();
    expect(second).not.toHaveAttribute('aria-current');
    expect(within(first!).getByRole('link', { name: 'Download for iPhone' })).toHaveAttribute(
      'href',
      LINKS.iosUrl,
    );
    expect(screen.queryByText(/You are on a computer/)).not.toBeInTheDocument();
  });

  it('highlights Android first on an Android phone', async () => {
    renderInfo(<AppDownloadPage {...LINKS} userAgent={UA.android} />);
    await findTitle('Download the app');
    const [first] = platformCards();
    expect(first).toHaveAttribute('data-platform', 'android');
    expect(within(first!).getByText('Your device')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      LINKS.androidUrl,
    );
    const steps = screen.getByRole('heading', { name: 'How to install' }).parentElement!;
    expect(within(steps).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Android');
  });

  it('tells computer users to use their phone and highlights nothing', async () => {
    renderInfo(<AppDownloadPage {...LINKS} userAgent={UA.windows} />);
    await findTitle('Download the app');
    expect(screen.getByText(/You are on a computer/)).toBeInTheDocument();
    expect(screen.queryByText('Your device')).not.toBeInTheDocument();
  });

  it('asks in-app browser users to open Safari or Chrome', async () => {
    renderInfo(<AppDownloadPage {...LINKS} userAgent={UA.androidWebView} />);
    await findTitle('Download the app');
    expect(screen.getByText(/inside another app’s browser/)).toBeInTheDocument();
  });

  it('shows "coming soon" instead of a button when a link is missing', async () => {
    renderInfo(<AppDownloadPage androidUrl="https://cdn.example/app.apk" userAgent={UA.iphone} />);
    await findTitle('Download the app');
    const [ios, android] = platformCards();
    expect(within(ios!).getByText('Coming soon')).toBeInTheDocument();
    expect(within(ios!).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(android!).getByRole('link', { name: 'Download for Android' }),
    ).toBeInTheDocument();
    // issue 53 #6: no step asks to tap a button the page does not show
    expect(screen.queryByText(/Download for iPhone/)).toBeNull();
    expect(screen.getByText(/Tap “Download for Android”/)).toBeInTheDocument();
  });

  it('shows no install steps while neither app can be downloaded', async () => {
    renderInfo(<AppDownloadPage userAgent={UA.iphone} />);
    await findTitle('Download the app');
    expect(screen.queryByRole('heading', { name: 'How to install' })).toBeNull();
    expect(screen.queryByText(/Tap “Download/)).toBeNull();
  });

  it.each([
    ['vi', 'Tải ứng dụng', 'Thiết bị của bạn', 'Sắp ra mắt'],
    ['zh-cn', '下载APP', '您的设备', '即将上线'],
  ] as const)('renders in %s', async (lng, title, yours, soon) => {
    await act(() => changeLanguage(lng));
    renderInfo(<AppDownloadPage userAgent={UA.iphone} />);
    expect(await findTitle(title)).toBeInTheDocument();
    expect(screen.getByText(yours)).toBeInTheDocument();
    expect(screen.getAllByText(soon)).toHaveLength(2);
    expect(document.title.startsWith(`${title} | `)).toBe(true);
  });
});
