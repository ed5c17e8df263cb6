import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { useSearchParams } from 'react-router-dom';
import { LoadingState, MessageState } from '@app/shared/ui';
import { useSessionStore } from '@app/shared/store';
import { useGameLobbies } from '../api/use-game-lobbies';
import { useGameLaunch } from '../hooks/use-game-launch';
import { GAMES_NS } from '../i18n/namespace';
import {
  browsableLobbies,
  filterGames,
  findGame,
  findLobby,
  type GameCategory,
} from '../lib/lobby-view';
import { activeMaintenance, launchMaintenance } from '../lib/maintenance-window';
import { useFavourites, useFavouritesStore } from '../stores/favourites-store';
import { GameTile } from './game-tile';
import { GamesToolbar } from './games-toolbar';
import { LaunchLayer } from './launch-layer';
import { LobbyTabs } from './lobby-tabs';
import styles from './games-lobby-page.module.css';

export interface GamesLobbyPageProps {
  /** The `:id` of `/electronic/:id`: a lobby id (or, from older links, a game type). */
  lobbyId: string;
}

/** electronic/{id} (SPEC §2, issue 13): a lobby's games as tiles; a tap launches the game. */
export function GamesLobbyPage({ lobbyId }: GamesLobbyPageProps) {
  const { t } = useTranslation(GAMES_NS);
  const query = useGameLobbies();
  const userName = useSessionStore((s) => s.username);
  const favourites = useFavourites(userName);
  const toggleFavourite = useFavouritesStore((s) => s.toggle);
  const [category, setCategory] = useState<GameCategory>('all');
  const [search, setSearch] = useState('');
  const { state, launch, retry, close } = useGameLaunch();
  const [params, setParams] = useSearchParams();
  const autoLaunched = useRef(false);

  const lobbies = useMemo(() => browsableLobbies(query.data ?? []), [query.data]);
  const lobby = findLobby(lobbies, lobbyId);
  const games = useMemo(
    () => filterGames(lobby?.gameList ?? [], { category, query: search, favourites }),
    [lobby, category, search, favourites],
  );

  // ?launch=<gameId> (home hot games, or back from the login dialog): launch once, then drop it
  const launchId = params.get('launch');
  useEffect(() => {
    if (!launchId || !query.data || autoLaunched.current) return;
    autoLaunched.current = true;
    const next = new URLSearchParams(params);
    next.delete('launch');
    setParams(next, { replace: true });
    const found = findGame(query.data, launchId);
    if (found) void launch(found.lobby, found.game);
  }, [launchId, query.data, params, setParams, launch]);

  if (query.isPending) return <LoadingState label={t('lobby.loading')} />;
  if (query.isError)
    return (
      <MessageState role="alert" title={t('lobby.loadFailed')} body={t('lobby.loadFailedBody')}>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('lobby.retry')}
        </button>
      </MessageState>
    );

  const lobbyDown = lobby ? activeMaintenance(lobby) : null;
  return (
    <div className={styles.page} data-lobby-id={lobby?.id}>
      <LobbyTabs lobbies={lobbies} currentId={lobby?.id ?? null} />
      {lobby ? (
        <>
          <header className={styles.head}>
            <div>
              <h1 className={styles.title}>{lobby.lobbyName ?? lobby.lobbyCode}</h1>
              <p className={styles.count}>
                {t('lobby.gameCount', { count: lobby.gameList.length })}
              </p>
            </div>
            {lobbyDown ? (
              <span className={styles.down} data-testid="lobby-maintenance-head">
                {t('lobby.lobbyMaintenance')}
              </span>
            ) : null}
          </header>
          <GamesToolbar
            category={category}
            onCategory={setCategory}
            query={search}
            onQuery={setSearch}
            showFavourites={Boolean(userName)}
          />
          {games.length > 0 ? (
            <ul className={styles.grid} aria-label={lobby.lobbyName ?? undefined}>
              {games.map((g) => (
                <GameTile
                  key={g.id}
                  game={g}
                  provider={lobby.lobbyCode ?? ''}
                  maintenance={launchMaintenance(lobby, g)}
                  favourite={favourites.includes(String(g.id))}
                  onToggleFavourite={
                    userName ? () => toggleFavourite(userName, String(g.id)) : null
                  }
                  onPlay={() => void launch(lobby, g)}
                />
              ))}
            </ul>
          ) : (
            <MessageState
              title={t('lobby.empty')}
              body={category === 'favourites' ? t('lobby.emptyFavourites') : t('lobby.emptySearch')}
            />
          )}
        </>
      ) : (
        <MessageState title={t('lobby.notFound')} body={t('lobby.notFoundBody')} />
      )}
      <LaunchLayer state={state} onRetry={retry} onClose={close} />
    </div>
  );
}
