import type { MouseEvent } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { shell } from '@app/shared/federation';
import type { GameLobby } from '@app/shared/api/site';
import { GAMES_NS } from '../i18n/namespace';
import { activeMaintenance } from '../lib/maintenance-window';
import styles from './lobby-tabs.module.css';

export interface LobbyTabsProps {
  lobbies: readonly GameLobby[];
  currentId: string | number | null;
}

/** The other lobbies, one tap away; a lobby in maintenance carries its badge here too. */
export function LobbyTabs({ lobbies, currentId }: LobbyTabsProps) {
  const { t } = useTranslation(GAMES_NS);
  const go = (e: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    shell.navigate(to);
  };
  return (
    <nav className={styles.tabs} aria-label={t('lobby.lobbies')}>
      {lobbies.map((l) => {
        const to = `/electronic/${l.id}`;
        const down = activeMaintenance(l);
        return (
          <a
            key={l.id}
            href={to}
            className={styles.tab}
            aria-current={String(l.id) === String(currentId) ? 'page' : undefined}
            data-lobby-id={l.id}
            onClick={(e) => go(e, to)}
          >
            <span className={styles.icon} data-type={l.gameType ?? 0} aria-hidden="true" />
            <span>{l.lobbyName ?? l.lobbyCode}</span>
            {down ? (
              <span className={styles.down} data-testid="lobby-maintenance">
                {t('lobby.lobbyMaintenance')}
              </span>
            ) : null}
          </a>
        );
      })}
    </nav>
  );
}
