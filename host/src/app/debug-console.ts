import type Eruda from 'eruda';
import { whenPageIdle } from '@app/shared/rules';

/** SPEC §9: a 6-second long-press on the page body opens the hidden debug console. */
export const LONG_PRESS_MS = 6000;
/** A finger never stays perfectly still; more than this is a scroll or a drag, which cancels. */
const MOVE_TOLERANCE_PX = 10;

let loaded: Promise<typeof Eruda> | null = null;

/** Loads and starts eruda once (hidden): its ~150 KiB gzip are a separate chunk. */
function loadDebugConsole() {
  loaded ??= import(/* webpackChunkName: "debug-console" */ 'eruda').then(({ default: eruda }) => {
    eruda.init();
    return eruda;
  });
  return loaded;
}

/** Opens the console, loading it first when needed. */
export async function openDebugConsole(): Promise<void> {
  (await loadDebugConsole()).show();
}

/**
 * SPEC §9 also loads the console at start-up, so it holds the logs from the first second. That costs
 * every member 150 KiB, so it is opt-in (`debugConsoleAtStartup` in config.json) and waits for idle.
 */
export function preloadDebugConsole(idle: (cb: () => void) => void = whenPageIdle): void {
  idle(() => void loadDebugConsole().catch(() => undefined));
}

/**
 * Watches the body for a long press. Lifting the finger, moving it or a second finger cancels; the
 * console opens once per page load, after which the listeners are removed.
 */
export function installDebugConsoleTrigger(
  target: HTMLElement = document.body,
  open: () => Promise<void> = openDebugConsole,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let origin = { x: 0, y: 0 };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const onDown = (e: PointerEvent) => {
    if (timer !== undefined || e.isPrimary === false) {
      cancel();
      return;
    }
    origin = { x: e.clientX, y: e.clientY };
    timer = setTimeout(() => {
      uninstall();
      open().catch((err: unknown) => console.error('[betlive] debug console failed to load', err));
    }, LONG_PRESS_MS);
  };
  const onMove = (e: PointerEvent) => {
    if (timer === undefined) return;
    if (Math.hypot(e.clientX - origin.x, e.clientY - origin.y) > MOVE_TOLERANCE_PX) cancel();
  };
  const events = [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', cancel],
    ['pointercancel', cancel],
  ] as const;
  for (const [type, fn] of events) target.addEventListener(type, fn as EventListener);
  function uninstall() {
    cancel();
    for (const [type, fn] of events) target.removeEventListener(type, fn as EventListener);
  }
  return uninstall;
}
