/**
 * A tap on the prerendered page before the app has taken it over reaches no handler (React listens
 * once main.js has run): on a slow phone the guest's "Log in" did nothing for a second or two. The
 * early script keeps the taps on elements that name an action (`data-early-tap`) and the app does
 * them when it starts, once each.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

const EARLY_TAPS = ['login'] as const;
export type EarlyTap = (typeof EARLY_TAPS)[number];

/** A page-lifetime global between the early script and the app (not storage: the tap is this page's). */
const HOLDER_KEY = '__betliveEarlyTaps';

interface TapHolder {
  taps: Set<EarlyTap>;
  stop(): void;
}

type HolderWindow = Record<typeof HOLDER_KEY, TapHolder | undefined>;

const isEarlyTap = (value: string | null | undefined): value is EarlyTap =>
  (EARLY_TAPS as readonly (string | null | undefined)[]).includes(value);

/** In the early script: keep the actions tapped until the app takes them. */
export function keepEarlyTaps(doc: Document, win: Window): void {
  const taps = new Set<EarlyTap>();
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest(`[${EARLY_TAP_ATTRIBUTE}]`)?.getAttribute(EARLY_TAP_ATTRIBUTE);
    if (isEarlyTap(action)) taps.add(action);
  };
  doc.addEventListener('click', onClick, true);
  (win as unknown as HolderWindow)[HOLDER_KEY] = {
    taps,
    stop: () => doc.removeEventListener('click', onClick, true),
  };
}

/** In the app, once it handles taps itself: the actions tapped before, and no more keeping. */
export function takeEarlyTaps(win: Window = window): EarlyTap[] {
  const holder = (win as unknown as HolderWindow)[HOLDER_KEY];
  delete (win as unknown as HolderWindow)[HOLDER_KEY];
  if (!holder) return [];
  holder.stop();
  return [...holder.taps];
}
