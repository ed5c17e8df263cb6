import { MAX_FAVOURITES, useFavouritesStore } from './favourites-store';

beforeEach(() => {
  localStorage.clear();
  useFavouritesStore.setState({ byUser: {} });
});

describe('issue 13: favourites are kept per member', () => {
  it('toggles per user name, newest first, and persists under a __ key (SPEC §9)', () => {
    const { toggle } = useFavouritesStore.getState();
    toggle('member01', '1');
    toggle('member01', '2');
    toggle('anchor01', '1');
    expect(useFavouritesStore.getState().byUser).toEqual({ member01: ['2', '1'], anchor01: ['1'] });
    toggle('member01', '2');
    expect(useFavouritesStore.getState().byUser.member01).toEqual(['1']);
    const saved = JSON.parse(localStorage.getItem('__gameFavourites') ?? '{}');
    expect(saved.state.byUser.member01).toEqual(['1']);
  });

  it('keeps at most MAX_FAVOURITES', () => {
    const { toggle } = useFavouritesStore.getState();
    for (let i = 0; i <= MAX_FAVOURITES; i += 1) toggle('m', String(i));
    const mine = useFavouritesStore.getState().byUser.m ?? [];
    expect(mine).toHaveLength(MAX_FAVOURITES);
    expect(mine[0]).toBe(String(MAX_FAVOURITES));
  });
});
