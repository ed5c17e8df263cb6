import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useSportsConfigStore } from '@app/shared/store';
import { deferred, mockOrigin } from '@app/shared/testing';
import { BulletinTicker } from './bulletin-ticker';
import { setUpSportsUi } from '../../../test-ui';

type Notice = { title?: string; content?: string };
const provider = mockOrigin();
let held: ReturnType<typeof deferred<Notice[]>>;
/** The provider's top notices, held until the test answers them. */
const answer = (list: Notice[]) => held.resolve(list);

beforeAll(() => setUpSportsUi());
beforeEach(() => {
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sb', apiServerAddress: provider.url, guest: true });
  held = deferred<Notice[]>();
  provider.on('POST', '/v1/bulletin/listTop', async () => ({
    json: { code: 0, msg: '', data: await held.promise },
  }));
});

const renderTicker = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BulletinTicker />
    </QueryClientProvider>,
  );

// Issue 16: the bar holds its place while the notices load, so the match list below never jumps.
test('while the notices load, the empty bar keeps their place; then it shows them', async () => {
  renderTicker();
  const placeholder = screen.getByTestId('bulletin-pending');
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  await act(async () => answer([{ title: 'Maintenance', content: 'tonight 02:00' }]));
  expect(await screen.findByTestId('bulletin')).toHaveTextContent('Maintenance: tonight 02:00');
  expect(screen.queryByTestId('bulletin-pending')).toBeNull();
  expect(screen.getByTestId('bulletin').closest('section')?.className).toBe(placeholder.className);
});

test('with no notices the bar goes away', async () => {
  renderTicker();
  await act(async () => answer([]));
  await waitFor(() => expect(screen.queryByTestId('bulletin-pending')).toBeNull());
  expect(screen.queryByTestId('bulletin')).toBeNull();
});
