import styles from '../pages/error-page.module.css';

export interface FatalScreenProps {
  error: unknown;
}

/** Last-resort recovery screen (R17): plain text, no dependency on i18n or remotes. */
export function FatalScreen({ error }: FatalScreenProps) {
  const detail = error instanceof Error ? error.message : '';
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.body}>The site could not start. Reload the page to try again.</p>
      {detail ? <p className={styles.body}>{detail}</p> : null}
      <button type="button" className={styles.home} onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
