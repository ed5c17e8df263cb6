import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, useQueryClient } from '@app/shared/client';
import { RG_CODES, useRgRefresh, useRgState } from '@app/shared/api/rg';
import { type Game, type GameLobby, gameQueries } from '@app/shared/api/site';
import { publishIntent, shell } from '@app/shared/federation';
import { useSessionStore, whileMoneyMoves } from '@app/shared/store';
import { fetchGameUrl } from '../api/launch-game';
import { launchTarget, openInNewTab } from '../lib/launch-target';
import { launchMaintenance } from '../lib/maintenance-window';

/** Business code the backend answers when the game or its lobby is in maintenance. */
const MAINTENANCE_CODE = 5001;

export type LaunchState =
  | { phase: 'idle' }
  | { phase: 'maintenance'; game: Game; until: number | null }
  /** A responsible-gambling break: its end as we know it, or the server's refusal message. */
  | { phase: 'break'; game: Game; until: number | null; message: string | null }
  | { phase: 'launching'; game: Game; lobby: GameLobby; startedAt: number }
  | { phase: 'failed'; game: Game; lobby: GameLobby; reason: 'timeout' | 'error'; detail: string }
  | { phase: 'frame'; game: Game; url: string }
  | { phase: 'tab'; game: Game; url: string; opened: boolean };

/** Where a guest returns after logging in: this lobby, launching the game they tapped. */
export function launchRedirect(pathname: string, gameId: string | number): string {
  return `${pathname}?launch=${encodeURIComponent(String(gameId))}`;
}

/**
 * Launching a game (issue 13): guests get the login dialog, a break (issue 18) and maintenance
 * refuse with their end, otherwise the jump runs with a visible progress state; a timeout or error
 * can be retried. A newer launch or a close makes an older answer void.
 */
export function useGameLaunch() {
  const [state, setState] = useState<LaunchState>({ phase: 'idle' });
  const run = useRef(0);
  const { pathname } = useLocation();
  const client = useQueryClient();
  const { excluded, until } = useRgState();
  const refreshRg = useRgRefresh();
  const phase = useRef<LaunchState['phase']>('idle');
  useLayoutEffect(() => {
    phase.current = state.phase;
  });

  const launch = useCallback(
    async (lobby: GameLobby, game: Game) => {
      if (!useSessionStore.getState().token) {
        shell.openLogin({ redirect: launchRedirect(pathname, game.id) });
        return;
      }
      if (excluded) {
        setState({ phase: 'break', game, until, message: null });
        return;
      }
      const blocked = launchMaintenance(lobby, game);
      if (blocked) {
        setState({ phase: 'maintenance', game, until: blocked.end });
        return;
      }
      const id = ++run.current;
      setState({ phase: 'launching', game, lobby, startedAt: Date.now() });
      try {
        // the jump is the game transfer, a money call: the reality check waits for its answer
        const url = await whileMoneyMoves(() => fetchGameUrl(lobby, game));
        if (id !== run.current) return;
        // a single-wallet launch can move the balance into the game: the host re-reads it
        publishIntent('wallet.changed', { reason: 'game' });
        if (launchTarget() === 'frame') setState({ phase: 'frame', game, url });
        else setState({ phase: 'tab', game, url, opened: openInNewTab(url) });
      } catch (err) {
        if (id !== run.current) return;
        if (err instanceof ApiError && err.code === RG_CODES.EXCLUDED) {
          refreshRg();
          setState({ phase: 'break', game, until: null, message: err.message });
          return;
        }
        if (err instanceof ApiError && err.code === MAINTENANCE_CODE) {
          // the server knows better than our copy of the lobby list: refresh the badges
          void client.invalidateQueries({ queryKey: gameQueries.slotGames().queryKey });
          setState({ phase: 'maintenance', game, until: null });
          return;
        }
        const timeout = err instanceof ApiError && err.kind === 'timeout';
        setState({
          phase: 'failed',
          game,
          lobby,
          reason: timeout ? 'timeout' : 'error',
          detail: err instanceof Error ? err.message : '',
        });
      }
    },
    [pathname, client, excluded, until, refreshRg],
  );

  const close = useCallback(() => {
    run.current += 1;
    // back from a game that may have moved money: the host re-reads the balance
    if (phase.current === 'frame') publishIntent('wallet.changed', { reason: 'game' });
    setState({ phase: 'idle' });
  }, []);

  const retry = useCallback(() => {
    if (state.phase === 'failed') void launch(state.lobby, state.game);
  }, [state, launch]);

  return { state, launch, retry, close };
}
