import { i18n, initI18n } from '@app/shared/i18n';

// Issue 16: /sports does not fetch the game lobbies' messages; the lobby page brings them with its code.
jest.mock('../features/games/components/games-lobby-page', () => ({ GamesLobbyPage: () => null }));

it("loads the game lobbies' messages with the lobby page, not with the routes", async () => {
  await initI18n('en');
  const { ready } = await import('./routes');
  await ready;
  expect(i18n.hasResourceBundle('en', 'sports')).toBe(true);
  expect(i18n.hasResourceBundle('en', 'games')).toBe(false);

  const { GamesLobbyPage } = await import('./pages');
  await GamesLobbyPage.preload();
  expect(i18n.hasResourceBundle('en', 'games')).toBe(true);
});
