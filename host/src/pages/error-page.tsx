import { Link } from 'react-router-dom';
import styles from './error-page.module.css';

const TEXT: Record<string, { title: string; body: string }> = {
  '404': { title: 'Page not found', body: 'The page you asked for does not exist.' },
  '403': { title: 'Access denied', body: 'Your account cannot open this page.' },
  '500': {
    title: 'Something went wrong',
    body: 'The server had a problem. Please try again later.',
  },
};

export interface ErrorPageProps {
  code: '404' | '403' | '500';
}

/** SPEC §2: /404 (aliases /500, /403), without header or tab bar. */
export function ErrorPage({ code }: ErrorPageProps) {
  const text = TEXT[code] ?? TEXT['404']!;
  return (
    <main className={styles.page}>
      <p className={styles.code}>{code}</p>
      <h1 className={styles.title}>{text.title}</h1>
      <p className={styles.body}>{text.body}</p>
      <Link className={styles.home} to="/">
        Home
      </Link>
    </main>
  );
}
