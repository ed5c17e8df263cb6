import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getRuntimeConfig, serverClock } from '@app/shared/client';
import { type Game } from '@app/shared/api/site';
import { HOT_LIMIT, isUnderMaintenance } from '@app/shared/rules';
import { HOME_NS } from './home-i18n';
import { elementTiming, LazyImage } from './lazy-image';
import { gameRoute } from './link-target';
import { SectionEmpty, SectionError } from './section-state';
import { useHotGames } from './use-home-data';
import styles from './hot-games.module.css';

function market(): string {
  try {
    return getRuntimeConfig().market;
  } catch {
    return '';
  }
}

function GameTile({ game, first }: { game: Game; first: boolean }) {
  const { t } = useTranslation(HOME_NS);
  const name = game.gameName ?? game.gameCode ?? String(game.id);
  const maintenance = isUnderMaintenance(game, serverClock, market());
  const hot =
    game.isHotGame !== null && game.isHotGame !== undefined && Number(game.isHotGame) === 0;
  return (
    <li>
      <Link className={styles.tile} to={gameRoute(game)} data-testid="hot-game">
        <LazyImage className={styles.image} src={game.icon} alt="" width={240} height={240} />
        <span className={styles.name} {...elementTiming(first ? 'hot-game' : undefined)}>
          {name}
        </span>
        {maintenance ? (
          <span className={`${styles.badge} ${styles.maintenance}`}>{t('maintenanceBadge')}</span>
        ) : hot ? (
          <span className={styles.badge}>{t('hotBadge')}</span>
        ) : null}
      </Link>
    </li>
  );
}

/** Hot recommendations (SPEC §9): up to 4 games of lobby 1001104, hot first. */
export function HotGames() {
  const { t } = useTranslation(HOME_NS);
  const { data, isPending, isError, refetch } = useHotGames();
  let body;
  if (isPending)
    body = (
      <ul className={styles.grid} aria-busy="true">
        {Array.from({ length: HOT_LIMIT }, (_, i) => (
          <li key={i} className={`${styles.tile} ${styles.skeleton}`} />
        ))}
      </ul>
    );
  else if (isError) body = <SectionError message={t('hotError')} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <SectionEmpty message={t('hotEmpty')} />;
  else
    body = (
      <ul className={styles.grid}>
        {data.map((game, i) => (
          <GameTile key={String(game.id)} game={game} first={i === 0} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="home-hot-title">
      <h2 id="home-hot-title" className={styles.title}>
        {t('hotTitle')}
      </h2>
      {body}
    </section>
  );
}
