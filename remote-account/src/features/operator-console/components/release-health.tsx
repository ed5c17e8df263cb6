import { useTranslation } from '@app/shared/i18n';
import { useAppStore } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import type { ReleaseHealth } from '../api/health-api';
import { formatMs, formatRate, formatShare } from './health-format';
import styles from './console.module.css';

const KIND_KEYS = {
  error: 'console.health.kind.error',
  rejection: 'console.health.kind.rejection',
  boundary: 'console.health.kind.boundary',
  load: 'console.health.kind.load',
  hydration: 'console.health.kind.hydration',
  parse: 'console.health.kind.parse',
  http: 'console.health.kind.http',
} as const;

function isKind(kind: string): kind is keyof typeof KIND_KEYS {
  return Object.hasOwn(KIND_KEYS, kind);
}

/** One release of an app: its top error groups (with the resolved file and line) and page speed. */
export function ReleaseHealthView({ release }: { release: ReleaseHealth }) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  return (
    <div className={styles.stack} data-release={release.build}>
      <h4 className={styles.releaseTitle}>
        {t('console.health.release', { build: release.build })}
        {release.flagged && (
          <span className={styles.flag} role="status">
            {t('console.health.flagged')}
          </span>
        )}
      </h4>
      <p className={styles.sub}>
        {t('console.health.releaseSummary', {
          share: formatShare(release.share, language),
          errors: release.errors,
          failures: release.loadFailures,
          rate: formatRate(release.errorRate, language),
        })}
      </p>
      {release.groups.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t('console.health.topErrors')}>
            <thead>
              <tr>
                <th scope="col">{t('console.health.count')}</th>
                <th scope="col">{t('console.health.kindLabel')}</th>
                <th scope="col">{t('console.health.message')}</th>
                <th scope="col">{t('console.health.where')}</th>
                <th scope="col">{t('console.health.last')}</th>
              </tr>
            </thead>
            <tbody>
              {release.groups.map((g) => (
                <tr key={g.fingerprint} data-testid="error-group">
                  <td>{g.count}</td>
                  <td>{isKind(g.kind) ? t(KIND_KEYS[g.kind]) : g.kind}</td>
                  <td>{g.message}</td>
                  <td className={styles.mono}>{g.topFrame ?? t('console.health.unresolved')}</td>
                  <td>{formatDateTime(g.lastAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.sub}>{t('console.health.noErrors')}</p>
      )}
      {release.routes.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t('console.health.vitals')}>
            <thead>
              <tr>
                <th scope="col">{t('console.health.route')}</th>
                <th scope="col">{t('console.health.lcp')}</th>
                <th scope="col">{t('console.health.inp')}</th>
                <th scope="col">{t('console.health.samples')}</th>
              </tr>
            </thead>
            <tbody>
              {release.routes.map((r) => (
                <tr key={r.route} data-testid="route-vitals" data-route={r.route}>
                  <td className={styles.mono}>{r.route}</td>
                  <td>{formatMs(r.lcpP75, language)}</td>
                  <td>{formatMs(r.inpP75, language)}</td>
                  <td>{r.samples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.sub}>{t('console.health.noVitals')}</p>
      )}
    </div>
  );
}
