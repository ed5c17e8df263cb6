import { useTranslation } from '@app/shared/i18n';
import { formatDayTime } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import type { Game } from '@app/shared/api/site';
import { GAMES_NS } from '../i18n/namespace';
import { isHot } from '../lib/lobby-view';
import type { ActiveMaintenance } from '../lib/maintenance-window';
import { GameArt } from './game-art';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  provider: string;
  maintenance: ActiveMaintenance | null;
  favourite: boolean;
  /** Null for guests: favourites are kept per member. */
  onToggleFavourite: (() => void) | null;
  onPlay: () => void;
}

export function GameTile({
  game,
  provider,
  maintenance,
  favourite,
  onToggleFavourite,
  onPlay,
}: GameTileProps) {
  const { t } = useTranslation(GAMES_NS);
  const language = useAppStore((s) => s.language);
  const name = game.gameName ?? game.gameCode ?? String(game.id);
  return (
    <li
      className={styles.tile}
      data-game-id={game.id}
      data-maintenance={maintenance ? 'on' : undefined}
    >
      <button
        type="button"
        className={styles.play}
        onClick={onPlay}
        aria-label={t('tile.play', { name })}
      >
        <GameArt game={game} />
        <span className={styles.badges}>
          {isHot(game) ? <span className={styles.hot}>{t('tile.hot')}</span> : null}
        </span>
        {maintenance ? (
          <span className={styles.maintenance} data-testid="game-maintenance">
            <strong>{t('tile.maintenance')}</strong>
            {maintenance.end !== null ? (
              <span>{t('tile.until', { time: formatDayTime(maintenance.end, language) })}</span>
            ) : null}
          </span>
        ) : null}
        <span className={styles.meta}>
          <span className={styles.name}>{name}</span>
          <span className={styles.provider}>{provider}</span>
        </span>
      </button>
      {onToggleFavourite ? (
        <button
          type="button"
          className={styles.fav}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'tile.unfavourite' : 'tile.favourite', { name })}
          onClick={onToggleFavourite}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}
