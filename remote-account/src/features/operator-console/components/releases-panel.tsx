import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { useAppStore } from '@app/shared/store';
import { QueryStateView } from '@app/shared/ui';
import { RELEASE_FILES, type RegistryRemote, type RemoteRelease } from '@app/shared/federation';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import { rollbackTarget } from '../api/releases-api';
import { useRegistry, useReleases, useRollback } from '../api/use-operator';
import { formatRate } from './health-format';
import { ConfirmBar } from './confirm-bar';
import styles from './console.module.css';
import releaseStyles from './releases.module.css';

const REMOTE_KEYS = {
  sports: 'console.health.app.sports',
  live: 'console.health.app.live',
  activities: 'console.health.app.activities',
  account: 'console.health.app.account',
} as const;

/** `sha384-AbCdEfGh…` — enough to tell two builds apart; the whole hash is its tooltip. */
export function shortHash(hash: string): string {
  const body = hash.replace(/^sha384-/, '');
  return body.length > 12 ? `${body.slice(0, 12)}…` : body;
}

function ReleaseRow({ release }: { release: RemoteRelease }) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  return (
    <li className={releaseStyles.release} data-release={release.buildId}>
      <div className={styles.releaseTitle}>
        <span className={styles.mono}>{release.buildId}</span>
        {release.current && (
          <span className={releaseStyles.current}>{t('console.releases.current')}</span>
        )}
        {release.health?.flagged && (
          <span className={styles.flag} role="status">
            {t('console.health.flagged')}
          </span>
        )}
      </div>
      <p className={styles.sub}>
        {t('console.releases.by', {
          who: release.releasedBy,
          when: formatDateTime(release.releasedAt, language),
        })}
        {release.health
          ? ` · ${t('console.releases.rate', {
              rate: formatRate(release.health.errorRate, language),
              count: release.health.loads,
            })}`
          : ''}
      </p>
      <dl className={releaseStyles.hashes} aria-label={t('console.releases.hashes')}>
        {RELEASE_FILES.map((file) => (
          <div key={file} className={releaseStyles.hash}>
            <dt>{file}</dt>
            <dd className={styles.mono} title={release.integrity[file]}>
              {shortHash(release.integrity[file])}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function RemoteReleasesView({ remote }: { remote: RegistryRemote }) {
  const { t } = useTranslation(NS);
  const history = useReleases(remote.id);
  const rollback = useRollback(remote.id);
  const [confirming, setConfirming] = useState(false);
  const name = Object.hasOwn(REMOTE_KEYS, remote.id)
    ? t(REMOTE_KEYS[remote.id as keyof typeof REMOTE_KEYS])
    : remote.name;
  return (
    <section className={ui.panel} aria-label={name} data-remote={remote.id}>
      <h3 className={ui.panelTitle}>{name}</h3>
      <QueryStateView query={history}>
        {(d) => {
          // one line, not an empty-state block: most remotes may have none yet
          if (!d.releases.length) return <p className={styles.sub}>{t('console.releases.none')}</p>;
          const target = rollbackTarget(d);
          return (
            <div className={styles.stack}>
              <ul className={releaseStyles.list}>
                {d.releases.map((r) => (
                  <ReleaseRow key={r.buildId} release={r} />
                ))}
              </ul>
              {target && !confirming && (
                <div className={styles.saveBar}>
                  <button type="button" className={ui.ghost} onClick={() => setConfirming(true)}>
                    {t('console.releases.rollback')}
                  </button>
                </div>
              )}
              {target && confirming && (
                <ConfirmBar
                  message={t('console.releases.confirm', {
                    remote: name,
                    from: d.current ?? '',
                    to: target.buildId,
                  })}
                  busy={rollback.isPending}
                  onCancel={() => setConfirming(false)}
                  onConfirm={() =>
                    rollback.mutate(undefined, { onSettled: () => setConfirming(false) })
                  }
                />
              )}
              {rollback.isError && (
                <p className={ui.loss} role="alert">
                  {t('console.releases.failed')}
                </p>
              )}
            </div>
          );
        }}
      </QueryStateView>
    </section>
  );
}

/**
 * Issue 47: each remote's releases (`npm run release`) — which build, who, when, the hashes the host
 * checks, which one is current and whether its error rate is well above the previous release's —
 * and a rollback to the previous release after a confirm naming it.
 */
export function ReleasesPanel() {
  const { t } = useTranslation(NS);
  const registry = useRegistry();
  return (
    <QueryStateView query={registry}>
      {(r) => (
        <div className={styles.stack} data-testid="releases">
          <p className={styles.sub}>{t('console.releases.lead')}</p>
          {r.remotes.map((remote) => (
            <RemoteReleasesView key={remote.id} remote={remote} />
          ))}
        </div>
      )}
    </QueryStateView>
  );
}
