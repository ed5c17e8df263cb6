import type { Game } from '@app/shared/api/site';
import { useLazyImage } from '../hooks/use-lazy-image';
import styles from './game-art.module.css';

export interface GameArtProps {
  game: Game;
  /** Decorative here: the tile's button carries the game's name. */
  className?: string;
}

/** The game's art, loaded lazily; a gradient of its game type shows until it arrives (or if it never does). */
export function GameArt({ game, className }: GameArtProps) {
  const { ref, url, status, onLoad, onError } = useLazyImage<HTMLSpanElement>(game.icon);
  return (
    <span
      ref={ref}
      className={`${styles.art} ${className ?? ''}`}
      data-type={game.gameType ?? 0}
      data-image={status}
    >
      <span className={styles.glyph} aria-hidden="true" />
      {url ? (
        <img
          className={styles.image}
          src={url}
          alt=""
          decoding="async"
          onLoad={onLoad}
          onError={onError}
          draggable={false}
        />
      ) : null}
    </span>
  );
}
