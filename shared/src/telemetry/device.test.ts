import { deviceClass } from './device';

const win = (width: number, height: number, coarse: boolean) =>
  ({
    screen: { width, height },
    innerWidth: width,
    matchMedia: () => ({ matches: coarse }),
  }) as unknown as Window;

test.each([
  [390, 844, true, 'phone'],
  [844, 390, true, 'phone'],
  [820, 1180, true, 'tablet'],
  [1920, 1080, false, 'desktop'],
  [1024, 768, false, 'desktop'],
])('%i×%i coarse=%s is a %s', (w, h, coarse, expected) => {
  expect(deviceClass(win(w, h, coarse))).toBe(expected);
});

test('without a screen: the window width', () => {
  expect(deviceClass({ innerWidth: 400 } as unknown as Window)).toBe('phone');
});
