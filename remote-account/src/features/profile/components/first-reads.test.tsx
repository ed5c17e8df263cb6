import { screen } from '@testing-library/react';
import { startDeclaredReads } from '@app/shared/testing';
import manifest from '../../../app-manifest.json';
import { fakeBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { ProfileCard } from './profile-card';

// Issue 16: the member centre's `firstReads` (its profile) start from the host's HTML with the
// remote's files; the card must take that answer instead of asking the server again.
const EARLY_PROFILE = { userName: 'member01', nickName: 'From the early read', vipLevel: 2 };

beforeAll(setUpUi);

it('/personal/:id declares the profile read, and the profile card takes it without a second request', async () => {
  const api = fakeBackend();
  api.on('GET', '/api/member/get', () => ({ data: { ...EARLY_PROFILE, nickName: 'Asked again' } }));
  signIn();
  const reads = startDeclaredReads(manifest, '/personal/:id', () => EARLY_PROFILE);
  expect(reads).toEqual([{ method: 'GET', path: '/api/member/get' }]);

  renderWithProviders(<ProfileCard />);

  expect(await screen.findByRole('heading', { name: EARLY_PROFILE.nickName })).toBeInTheDocument();
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).not.toContain('GET /api/member/get');
});
