import styles from '../pages/error-page.module.css';
import { hostText } from './host-i18n';

export interface FatalScreenProps {
  error: unknown;
  /** startup: the site could not start; runtime: something broke after it started. */
  phase?: 'startup' | 'runtime';
}

/**
 * Last-resort recovery screen (R17): no dependency on remotes or the router; translated when i18n is
 * ready, English otherwise (a start-up failure may happen before it is).
 */
export function FatalScreen({ error, phase = 'startup' }: FatalScreenProps) {
  const detail = error instanceof Error ? error.message : '';
  return (
    <main className={styles.page} role="alert" data-testid="fatal-screen">
      <h1 className={styles.title}>{hostText('fatalTitle')}</h1>
      <p className={styles.body}>
        {hostText(phase === 'startup' ? 'fatalStartBody' : 'fatalRuntimeBody')}
      </p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <button type="button" className={styles.home} onClick={() => window.location.reload()}>
        {hostText('reload')}
      </button>
    </main>
  );
}
