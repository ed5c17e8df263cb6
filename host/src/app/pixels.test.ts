import { loadPixels, trackPixelPageView, type PixelConfig } from './pixels';

const PIXELS: PixelConfig[] = [
  { host: 'www.example.vn', id: '111', kind: 'facebook' },
  { host: 'm.example.vn', id: '222', kind: 'tiktok' },
];

type PixelWin = Window & { fbq?: jest.Mock & { queue: unknown[] }; ttq?: { queue: unknown[] } };

function pixelScripts() {
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-pixel]'));
}

// SPEC §9: marketing pixels are injected only on specific hosts.
describe('marketing pixels (SPEC §9)', () => {
  afterEach(() => {
    pixelScripts().forEach((s) => s.remove());
    const w = window as PixelWin;
    delete w.fbq;
    delete (w as { _fbq?: unknown })._fbq;
    delete w.ttq;
  });

  it.each(['localhost', '127.0.0.1', 'example.vn', 'www.example.vn.evil.com'])(
    'does nothing on %s',
    (host) => {
      expect(loadPixels(PIXELS, host)).toEqual([]);
      expect(pixelScripts()).toHaveLength(0);
      expect((window as PixelWin).fbq).toBeUndefined();
    },
  );

  it('does nothing without configured pixels', () => {
    expect(loadPixels([], 'www.example.vn')).toEqual([]);
    expect(pixelScripts()).toHaveLength(0);
  });

  it('injects the Meta pixel with its id on its host (case-insensitive)', () => {
    expect(loadPixels(PIXELS, 'WWW.example.vn')).toEqual([PIXELS[0]]);
    const [script] = pixelScripts();
    expect(script?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(script?.async).toBe(true);
    expect((window as PixelWin).fbq?.queue).toEqual([
      ['init', '111'],
      ['track', 'PageView'],
    ]);
    trackPixelPageView();
    expect((window as PixelWin).fbq?.queue).toHaveLength(3);
  });

  it('injects the TikTok pixel only on the other host', () => {
    loadPixels(PIXELS, 'm.example.vn');
    const scripts = pixelScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toContain('analytics.tiktok.com');
    expect(scripts[0]?.src).toContain('sdkid=222');
    expect((window as PixelWin).ttq?.queue).toEqual([['page']]);
    expect((window as PixelWin).fbq).toBeUndefined();
  });
});
