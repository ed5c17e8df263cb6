import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatDateTimeWithYear, formatDayTime } from '@app/shared/rules';
import { GAME_JUMP_TIMEOUT_MS } from '@app/shared/api/site';
import { useAppStore } from '@app/shared/store';
import { useModalLayer } from '@app/shared/ui';
import type { LaunchState } from '../hooks/use-game-launch';
import { GAMES_NS } from '../i18n/namespace';
import { GameArt } from './game-art';
import { GameFrame } from './game-frame';
import styles from './launch-layer.module.css';

export interface LaunchLayerProps {
  state: LaunchState;
  onRetry: () => void;
  onClose: () => void;
}

interface SheetProps {
  name: string;
  children: ReactNode;
  onClose: () => void;
}

/** The launch sheet: a modal layer (focus kept inside, Escape closes, the lobby behind inert). */
function Sheet({ name, children, onClose }: SheetProps) {
  const box = useRef<HTMLDivElement>(null);
  useModalLayer(box, onClose);
  return (
    <div className={styles.backdrop}>
      <div
        ref={box}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={name}
        tabIndex={-1}
        data-testid="launch-sheet"
      >
        {children}
      </div>
    </div>
  );
}

/** Everything between a tap and the game: progress, refusal, error with retry, the game itself. */
export function LaunchLayer({ state, onRetry, onClose }: LaunchLayerProps) {
  const { t } = useTranslation(GAMES_NS);
  const language = useAppStore((s) => s.language);
  if (state.phase === 'idle') return null;
  const name = state.game.gameName ?? String(state.game.id);
  if (state.phase === 'frame') return <GameFrame name={name} url={state.url} onBack={onClose} />;
  const close = (
    <button type="button" className={styles.secondary} onClick={onClose}>
      {state.phase === 'tab' && state.opened ? t('launch.back') : t('launch.close')}
    </button>
  );
  return (
    <Sheet name={name} onClose={onClose}>
      <GameArt game={state.game} className={styles.thumb} />
      {state.phase === 'launching' ? (
        <div data-launch="launching" aria-live="polite">
          <h2 className={styles.title}>{t('launch.opening', { name })}</h2>
          <p className={styles.body}>{t('launch.openingHint')}</p>
          <div className={styles.progress} role="progressbar" aria-label={name}>
            <span style={{ animationDuration: `${GAME_JUMP_TIMEOUT_MS}ms` }} />
          </div>
          <div className={styles.actions}>{close}</div>
        </div>
      ) : null}
      {state.phase === 'failed' ? (
        <div data-launch={state.reason} role="alert">
          <h2 className={styles.title}>
            {state.reason === 'timeout' ? t('launch.timeout') : t('launch.failed', { name })}
          </h2>
          <p className={styles.body}>
            {state.reason === 'timeout' ? t('launch.timeoutBody', { name }) : state.detail}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={onRetry}>
              {t('launch.retry')}
            </button>
            {close}
          </div>
        </div>
      ) : null}
      {state.phase === 'maintenance' ? (
        <div data-launch="maintenance" role="alert">
          <h2 className={styles.title}>{t('launch.maintenance', { name })}</h2>
          <p className={styles.body}>
            {state.until !== null
              ? t('launch.maintenanceUntil', { time: formatDayTime(state.until, language) })
              : t('launch.maintenanceUnknown')}
          </p>
          <div className={styles.actions}>{close}</div>
        </div>
      ) : null}
      {state.phase === 'break' ? (
        <div data-launch="break" role="alert" data-testid="games-rg-break">
          <h2 className={styles.title}>
            {state.until !== null
              ? t('rg.break', { until: formatDateTimeWithYear(state.until, language) })
              : t('launch.failed', { name })}
          </h2>
          <p className={styles.body}>{state.message ?? t('rg.breakBody')}</p>
          <div className={styles.actions}>{close}</div>
        </div>
      ) : null}
      {state.phase === 'tab' ? (
        <div data-launch="tab" aria-live="polite">
          <h2 className={styles.title}>
            {state.opened ? t('launch.openedTab', { name }) : t('launch.blockedTab', { name })}
          </h2>
          <p className={styles.body}>
            {state.opened ? t('launch.openedTabBody') : t('launch.blockedTabBody')}
          </p>
          <div className={styles.actions}>
            {state.opened ? null : (
              <a
                className={styles.primary}
                href={state.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('launch.openGame')}
              </a>
            )}
            {close}
          </div>
        </div>
      ) : null}
    </Sheet>
  );
}
