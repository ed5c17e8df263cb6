/** Phones play in a full-screen frame over the lobby; wider screens open the game in a new tab. */
export const PHONE_QUERY = '(max-width: 767px)';

export type LaunchTarget = 'frame' | 'tab';

export function launchTarget(): LaunchTarget {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'tab';
  return window.matchMedia(PHONE_QUERY).matches ? 'frame' : 'tab';
}

/** Opens `url` in a new tab without giving the game a handle on this page; false when blocked. */
export function openInNewTab(url: string): boolean {
  let win: Window | null = null;
  try {
    win = window.open(url, '_blank');
  } catch {
    win = null;
  }
  if (!win) return false;
  try {
    win.opener = null;
  } catch {
    // cross-origin already: nothing to cut
  }
  return true;
}
