import { reportError as sendReport, type ReportOptions } from '@app/shared/telemetry';
import styles from '../pages/error-page.module.css';
import { isChunkLoadError, reloadOnce } from './chunk-reload';
import { hostText } from './host-i18n';

const seen = new Set<string>();
let appStarted = false;

/** Called once the app has rendered: before that, an empty #app is start-up, not a crash. */
export function markAppStarted(): void {
  appStarted = true;
}

/** Logs an unexpected error once per message, so a failing poll cannot flood the console (R17). */
function logOnce(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (seen.has(message)) return;
  seen.add(message);
  console.error('[betlive] unhandled error:', message);
}

/**
 * An error the host caught (a route's error screen, a chunk that would not load, hydration): logged
 * once and sent to the error reporter (issue 48; the reporter caps and groups what it sends).
 */
export function reportError(error: unknown, opts: ReportOptions = { kind: 'boundary' }): void {
  logOnce(error);
  sendReport(error, opts);
}

/**
 * When an error escaped every boundary, React has unmounted the app and the page is white: draw a
 * plain recovery screen with DOM calls only (React itself may be what failed).
 */
export function renderBlankPageFallback(doc: Document = document): boolean {
  const app = doc.getElementById('app');
  if (!appStarted || !app || app.childElementCount > 0) return false;
  const main = doc.createElement('main');
  main.className = styles.page ?? '';
  main.setAttribute('role', 'alert');
  main.dataset.testid = 'fatal-screen';
  const title = doc.createElement('h1');
  title.className = styles.title ?? '';
  title.textContent = hostText('fatalTitle');
  const body = doc.createElement('p');
  body.className = styles.body ?? '';
  body.textContent = hostText('fatalRuntimeBody');
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = styles.home ?? '';
  button.textContent = hostText('reload');
  button.addEventListener('click', () => doc.defaultView?.location.reload());
  main.append(title, body, button);
  app.append(main);
  return true;
}

const installedOn = new WeakSet<Window>();

/**
 * Last-resort handlers (R17): a stale chunk reloads once; anything else is reported once, and if it
 * left the page blank a recovery screen is drawn: never a white page.
 */
export function installGlobalErrorHandlers(win: Window = window): void {
  if (installedOn.has(win)) return;
  installedOn.add(win);
  const handle = (error: unknown) => {
    if (isChunkLoadError(error)) {
      reloadOnce();
      return;
    }
    // the reporter has listeners of its own (@app/shared/telemetry installTelemetry)
    logOnce(error);
    // React unmounts synchronously after an uncaught render error; look once it is done
    win.setTimeout(() => renderBlankPageFallback(win.document), 0);
  };
  win.addEventListener('error', (e) => handle(e.error ?? e.message));
  win.addEventListener('unhandledrejection', (e) => handle(e.reason));
}
