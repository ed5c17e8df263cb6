import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { QueryStateView } from '@app/shared/ui';
import type { Registry, RegistryRemote } from '@app/shared/federation';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useRegistry, useRemoteBuild, useSaveRegistry } from '../api/use-operator';
import { useActivityTitle } from '../api/use-activity-titles';
import { ConfirmBar } from './confirm-bar';
import styles from './console.module.css';

function BuildCells({ remote }: { remote: RegistryRemote }) {
  const { t } = useTranslation(NS);
  const build = useRemoteBuild(remote.manifest);
  if (build.isError || build.data === null)
    return (
      <td colSpan={2} className={ui.loss}>
        {t('console.unreachable')}
      </td>
    );
  return (
    <>
      <td>{build.data?.version ?? '…'}</td>
      <td className={styles.mono}>{build.data?.buildId ?? '…'}</td>
    </>
  );
}

/** Which remote and which activity is on; changes are saved together after a confirm. */
export function RegistryPanel() {
  const { t } = useTranslation(NS);
  const registry = useRegistry();
  const titleOf = useActivityTitle((key) => key);
  const save = useSaveRegistry();
  const [draft, setDraft] = useState<Registry | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryStateView query={registry}>
      {(saved) => {
        const current = draft ?? saved;
        const changed = JSON.stringify(current) !== JSON.stringify(saved);
        const toggleRemote = (id: string) =>
          setDraft({
            ...current,
            remotes: current.remotes.map((r) => (r.id === id ? { ...r, enabled: !r.enabled } : r)),
          });
        const toggleActivity = (key: string) =>
          setDraft({
            ...current,
            activities: { ...current.activities, [key]: !current.activities[key] },
          });
        return (
          <div className={styles.stack}>
            <section className={ui.panel} aria-labelledby="remotes-title">
              <h2 id="remotes-title" className={ui.panelTitle}>
                {t('console.remotes')}
              </h2>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('console.remote')}</th>
                      <th scope="col">{t('console.manifest')}</th>
                      <th scope="col">{t('console.version')}</th>
                      <th scope="col">{t('console.buildId')}</th>
                      <th scope="col">{t('console.enabled')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {current.remotes.map((r) => (
                      <tr key={r.id} data-remote-row={r.id}>
                        <th scope="row">
                          {r.id}
                          <span className={styles.sub}>{r.name}</span>
                        </th>
                        <td className={styles.mono}>{r.manifest}</td>
                        <BuildCells remote={r} />
                        <td>
                          <button
                            type="button"
                            role="switch"
                            aria-checked={r.enabled}
                            aria-label={t('console.toggleRemote', { id: r.id })}
                            className={styles.switch}
                            onClick={() => toggleRemote(r.id)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
            <section className={ui.panel} aria-labelledby="activities-title">
              <h2 id="activities-title" className={ui.panelTitle}>
                {t('console.activities')}
              </h2>
              <ul className={styles.switchGrid}>
                {Object.entries(current.activities).map(([key, on]) => (
                  <li key={key} className={ui.row} data-activity-key={key}>
                    <span>{titleOf(key)}</span>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={on}
                      aria-label={t('console.toggleActivity', { title: titleOf(key) })}
                      className={styles.switch}
                      onClick={() => toggleActivity(key)}
                    />
                  </li>
                ))}
              </ul>
            </section>
            {changed && !confirming && (
              <div className={styles.saveBar}>
                <button type="button" className={ui.ghost} onClick={() => setDraft(null)}>
                  {t('console.discard')}
                </button>
                <button type="button" className={ui.primary} onClick={() => setConfirming(true)}>
                  {t('console.save')}
                </button>
              </div>
            )}
            {confirming && (
              <ConfirmBar
                message={t('console.confirmRegistry')}
                busy={save.isPending}
                onCancel={() => setConfirming(false)}
                onConfirm={() =>
                  save.mutate(current, {
                    onSettled: () => setConfirming(false),
                    onSuccess: () => setDraft(null),
                  })
                }
              />
            )}
            {save.isSuccess && !changed && (
              <p className={ui.ok} role="status" data-testid="registry-saved">
                {t('console.registrySaved')}
              </p>
            )}
            {save.isError && (
              <p className={ui.fail} role="alert">
                {t('console.saveFailed')}
              </p>
            )}
          </div>
        );
      }}
    </QueryStateView>
  );
}
