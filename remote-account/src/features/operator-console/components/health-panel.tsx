import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { QueryStateView } from '@app/shared/ui';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { HEALTH_WINDOWS, type AppHealth, type HealthWindow } from '../api/health-api';
import { useHealth } from '../api/use-operator';
import { ReleaseHealthView } from './release-health';
import { Sparkline } from './sparkline';
import styles from './console.module.css';
import { APP_NAME_KEYS } from './app-name-keys';

const WINDOW_KEYS = {
  hour: 'console.health.lastHour',
  day: 'console.health.lastDay',
} as const;

function AppHealthView({ app, period }: { app: AppHealth; period: HealthWindow }) {
  const { t } = useTranslation(NS);
  const name = Object.hasOwn(APP_NAME_KEYS, app.app)
    ? t(APP_NAME_KEYS[app.app as keyof typeof APP_NAME_KEYS])
    : app.app;
  return (
    <section className={ui.panel} aria-label={name} data-app={app.app}>
      <div className={styles.healthHead}>
        <h3 className={ui.panelTitle}>{name}</h3>
        <Sparkline
          values={app.sparkline}
          label={t('console.health.sparkline', { period: t(WINDOW_KEYS[period]) })}
        />
      </div>
      <p className={styles.sub}>
        {t('console.health.summary', {
          errors: app.errors,
          failures: app.loadFailures,
          loads: app.loads,
        })}
      </p>
      {app.releases.length ? (
        app.releases.map((r) => <ReleaseHealthView key={r.build} release={r} />)
      ) : (
        <p className={styles.sub}>{t('console.health.quiet')}</p>
      )}
    </section>
  );
}

/**
 * Issue 48: did a release break anything for members? Per app and release, over the last hour or
 * day: errors and their top groups, load failures, page speed by route, the share of page loads.
 */
export function HealthPanel() {
  const { t } = useTranslation(NS);
  const [period, setPeriod] = useState<HealthWindow>('hour');
  const health = useHealth(period);
  return (
    <div className={styles.stack}>
      <div className={styles.saveBar} role="group" aria-label={t('console.health.period')}>
        {HEALTH_WINDOWS.map((w) => (
          <button
            key={w}
            type="button"
            className={ui.ghost}
            aria-pressed={w === period}
            onClick={() => setPeriod(w)}
          >
            {t(WINDOW_KEYS[w])}
          </button>
        ))}
      </div>
      <QueryStateView
        query={health}
        isEmpty={(d) => d.apps.length === 0}
        emptyTitle={t('console.health.quiet')}
      >
        {(d) => (
          <div className={styles.stack} data-testid="health">
            {d.apps.map((a) => (
              <AppHealthView key={a.app} app={a} period={period} />
            ))}
          </div>
        )}
      </QueryStateView>
    </div>
  );
}
