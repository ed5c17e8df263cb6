export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** A device class from the screen's short side and the pointer (no model, no user agent string). */
export function deviceClass(win: Window): DeviceClass {
  const side = Math.min(win.screen?.width ?? 0, win.screen?.height ?? 0) || win.innerWidth;
  const coarse = win.matchMedia?.('(pointer: coarse)').matches ?? false;
  if (side > 0 && side < 600) return 'phone';
  if (coarse && side < 1100) return 'tablet';
  return 'desktop';
}
