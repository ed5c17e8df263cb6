import { fireEvent, screen, within } from '@testing-library/react';
import { fakeBackend, renderWithProviders, setUpUi } from '../../test-utils';
import { ActivityDirectory } from './activity-directory';

// Issue 14 / SPEC §2: the promotions list leads to every activity page, by mechanic.
beforeAll(setUpUi);
beforeEach(() => {
  const api = fakeBackend();
  api.on('GET', '/api/promotion/activity/list', () => ({
    data: [{ id: 4, key: 'sign-activity', type: 'sign', bonus: 10_000 }],
  }));
});

describe('activity directory', () => {
  it('links every page once (Vietnamese variants stay behind their page) and filters', async () => {
    renderWithProviders(<ActivityDirectory />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(56);
    expect(within(list).getByRole('link', { name: /Sports rebate 1\.2%/ })).toHaveAttribute(
      'href',
      '/rebate-activity',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Daily check-in' }));
    const signIn = within(list).getAllByRole('link');
    expect(signIn.map((a) => a.getAttribute('data-mechanic'))).toEqual(
      Array(signIn.length).fill('signIn'),
    );
    expect(signIn.map((a) => a.getAttribute('href'))).toContain('/day-activity');
  });
});
