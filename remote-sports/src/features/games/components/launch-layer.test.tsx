import { fireEvent, screen } from '@testing-library/react';
import type { Game, GameLobby } from '@app/shared/api/site';
import { renderWithProviders } from '@app/shared/testing';
import type { LaunchState } from '../hooks/use-game-launch';
import { setUpGamesUi } from '../testing/games-test-utils';
import { LaunchLayer } from './launch-layer';

// Issue 49 #12: the launch sheet and the game frame are modal layers: focus stays inside, Escape
// closes, the lobby behind is inert (the shared Modal's useModalLayer, not a second trap).
beforeAll(setUpGamesUi);

const game = { id: 7, gameName: 'Lucky Koi' } as Game;
const lobby = { id: 1 } as GameLobby;

function renderLayer(state: LaunchState, onClose = jest.fn()) {
  const view = renderWithProviders(
    <>
      <button type="button">lobby game</button>
      <LaunchLayer state={state} onRetry={() => undefined} onClose={onClose} />
    </>,
  );
  return { ...view, onClose, behind: screen.getByRole('button', { name: 'lobby game' }) };
}

const tab = () => fireEvent.keyDown(document, { key: 'Tab' });
const shiftTab = () => fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });

test('the launch sheet keeps focus inside, makes the lobby inert and closes on Escape', () => {
  const { behind, onClose } = renderLayer({
    phase: 'failed',
    game,
    lobby,
    reason: 'error',
    detail: 'No answer',
  });
  const sheet = screen.getByRole('dialog', { name: 'Lucky Koi' });
  expect(behind).toHaveAttribute('inert');
  const buttons = sheet.querySelectorAll('button');
  const first = buttons[0]!;
  const last = buttons[buttons.length - 1]!;
  expect(first).toHaveFocus();
  shiftTab();
  expect(last).toHaveFocus();
  tab();
  expect(first).toHaveFocus();
  behind.focus(); // a click cannot reach it in a browser; a stray focus comes back on Tab
  tab();
  expect(first).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('the game frame starts on Back, keeps Tab between Back and the game, and frees the page on close', () => {
  const { behind, rerender } = renderLayer({ phase: 'frame', game, url: 'https://games.test/7' });
  const frame = screen.getByTestId('game-frame');
  expect(frame).toHaveAttribute('aria-modal', 'true');
  expect(behind).toHaveAttribute('inert');
  const back = screen.getByRole('button', { name: /back/i });
  expect(back).toHaveFocus();
  const iframe = frame.querySelector('iframe')!;
  shiftTab();
  expect(iframe).toHaveFocus(); // the game is the last stop
  tab();
  expect(back).toHaveFocus();
  rerender(
    <>
      <button type="button">lobby game</button>
      <LaunchLayer state={{ phase: 'idle' }} onRetry={() => undefined} onClose={() => undefined} />
    </>,
  );
  expect(screen.queryByTestId('game-frame')).toBeNull();
  expect(behind).not.toHaveAttribute('inert');
});
