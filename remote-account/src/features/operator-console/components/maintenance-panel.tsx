import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { MarketTimeInput, QueryStateView } from '@app/shared/ui';
import { formatDateTimeWithYear, zoneLabel } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import { MAINTENANCE_SCOPES, type MaintenanceScope } from '../api/operator-api';
import { useEndMaintenance, useMaintenance, useStartMaintenance } from '../api/use-operator';
import { ConfirmBar } from './confirm-bar';
import styles from './console.module.css';

const SCOPE_KEY = {
  site: 'console.scope.site',
  sports: 'console.scope.sports',
  lobby: 'console.scope.lobby',
  game: 'console.scope.game',
} as const;

/** Now, to the minute: what the start field shows first. */
const thisMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

/** Puts the site, sports, a lobby or a game into maintenance for a window, and ends it. */
export function MaintenancePanel() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const list = useMaintenance();
  const start = useStartMaintenance();
  const end = useEndMaintenance();
  const [scope, setScope] = useState<MaintenanceScope>('lobby');
  const [target, setTarget] = useState('');
  const [startMs, setStartMs] = useState<number | null>(thisMinute);
  const [endMs, setEndMs] = useState<number | null>(() => thisMinute() + 3_600_000);
  const [confirming, setConfirming] = useState(false);
  const needsTarget = scope === 'lobby' || scope === 'game';
  const valid =
    startMs !== null && endMs !== null && endMs > startMs && (!needsTarget || /^\d+$/.test(target));
  return (
    <div className={styles.stack}>
      <form
        className={ui.panel}
        aria-labelledby="maint-title"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) setConfirming(true);
        }}
      >
        <h2 id="maint-title" className={ui.panelTitle}>
          {t('console.maintenanceNew')}
        </h2>
        <div className={styles.formGrid}>
          <label className={ui.field}>
            {t('console.scopeLabel')}
            <select
              className={ui.input}
              value={scope}
              onChange={(e) => setScope(e.target.value as MaintenanceScope)}
            >
              {MAINTENANCE_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t(SCOPE_KEY[s])}
                </option>
              ))}
            </select>
          </label>
          {needsTarget && (
            <label className={ui.field}>
              {scope === 'lobby' ? t('console.lobbyId') : t('console.gameId')}
              <input
                className={ui.input}
                inputMode="numeric"
                value={target}
                onChange={(e) => setTarget(e.target.value.trim())}
                required
              />
            </label>
          )}
          <MarketTimeInput
            className={ui.field}
            inputClassName={ui.input}
            label={t('console.starts')}
            value={startMs}
            onChange={setStartMs}
            language={language}
          />
          <MarketTimeInput
            className={ui.field}
            inputClassName={ui.input}
            label={t('console.ends')}
            value={endMs}
            onChange={setEndMs}
            language={language}
          />
        </div>
        {!valid && (
          <p className={ui.muted}>
            {t('console.windowHelp', {
              example: formatDateTimeWithYear(thisMinute(), language),
              zone: zoneLabel(),
            })}
          </p>
        )}
        <div>
          <button type="submit" className={ui.primary} disabled={!valid || start.isPending}>
            {t('console.startMaintenance')}
          </button>
        </div>
        {confirming && (
          <ConfirmBar
            message={t('console.confirmMaintenance', { scope: t(SCOPE_KEY[scope]) })}
            busy={start.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              valid &&
              start.mutate(
                {
                  scope,
                  ...(needsTarget ? { targetId: target } : {}),
                  startTime: startMs,
                  endTime: endMs,
                },
                { onSettled: () => setConfirming(false) },
              )
            }
          />
        )}
        {start.isError && (
          <p className={ui.fail} role="alert">
            {t('console.saveFailed')}
          </p>
        )}
      </form>
      <section className={ui.panel} aria-labelledby="maint-list">
        <h2 id="maint-list" className={ui.panelTitle}>
          {t('console.maintenanceNow')}
        </h2>
        <QueryStateView query={list} emptyTitle={t('console.noMaintenance')}>
          {(windows) => (
            <ul className={ui.list} data-testid="maintenance-list">
              {windows.map((w) => (
                <li key={`${w.scope}-${w.targetId ?? ''}`} className={ui.row}>
                  <span>
                    <strong>{t(SCOPE_KEY[w.scope])}</strong>
                    {w.targetId ? ` #${w.targetId}` : ''}
                    <span className={styles.sub}>
                      {formatDateTime(w.startTime, language)} →{' '}
                      {formatDateTime(w.endTime, language)}
                    </span>
                  </span>
                  <button
                    type="button"
                    className={ui.danger}
                    disabled={end.isPending}
                    onClick={() => end.mutate({ scope: w.scope, targetId: w.targetId })}
                  >
                    {t('console.endNow')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryStateView>
      </section>
    </div>
  );
}
