import { configure, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { safeSession } from '@app/shared/rules';
import {
  setShellServices,
  shell,
  WidgetUnavailableError,
  type WidgetLoader,
} from '@app/shared/federation';
import { useSportsConfigStore } from '@app/shared/store';
import {
  renderWithProviders,
  signInForTest,
  mockOrigin,
  type MockOrigin,
  type MockReply,
} from '@app/shared/testing';
import { VIDEO_OPEN_KEY } from '../hooks/use-video-open';
import { MatchDetailPage } from './match-detail-page';
import { setUpSportsUi } from '../../../test-ui';

// Issue 10 match detail: the live video (SPEC §3 liveUrl/fbId) is the live remote's player, reached
// through the shell's loadWidget (no remote imports another); without a video nothing extra shows,
// and a live remote that is off leaves a note while the markets keep working.
configure({ asyncUtilTimeout: 3_000 });
const DETAIL = '/v1/match/getMatchDetail';
const HLS = 'http://127.0.0.1:4000/media/hls/index.m3u8';
let sportsbook: MockOrigin;
const provider = (code: number, data: unknown): MockReply => ({ json: { code, msg: '', data } });

const match = (video: { liveUrl?: string; fbId?: string }) => ({
  id: 7,
  sid: 1,
  ms: 5,
  lg: { id: 1, na: 'V.League 1' },
  ts: [{ na: 'Hà Nội' }, { na: 'Hải Phòng' }],
  mc: { pe: 1001, s: 1500 },
  nsg: [{ pe: 1001, tyg: 5, sc: [1, 0] }],
  mg: [{ mty: 1000, pe: 1001, mks: [{ id: 701, ss: 1, op: [{ na: '1', ty: 1, od: 2.1 }] }] }],
  liveUrl: '',
  fbId: '',
  ...video,
});

function FakePlayer({ src, fbId, title }: { src?: string; fbId?: string; title?: string }) {
  return <p data-testid="fake-player">{`${src ?? '-'} ${fbId ?? '-'} ${title ?? '-'}`}</p>;
}

let loadWidget: jest.Mock;
let restore: () => void;
beforeAll(async () => {
  await setUpSportsUi();
  signInForTest();
  // the provider as a real local server with a member's token stored
  sportsbook = await mockOrigin();
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sb', apiServerAddress: sportsbook.url, guest: false });
});
afterAll(() => sportsbook.close());
beforeEach(() => {
  safeSession.remove(VIDEO_OPEN_KEY);
  loadWidget = jest.fn(async () => FakePlayer);
  restore = setShellServices({ ...shell, loadWidget: loadWidget as unknown as WidgetLoader });
});
afterEach(() => restore());

const show = (data: object) => {
  sportsbook.on('POST', DETAIL, () => provider(0, data));
  renderWithProviders(
    <Routes>
      <Route path="/sports/sportsdetail/:matchId" element={<MatchDetailPage />} />
    </Routes>,
    '/sports/sportsdetail/7',
  );
};

describe('match detail live video', () => {
  it('a match with a liveUrl: "Watch" mounts the live widget with the match; the choice is kept', async () => {
    show(match({ liveUrl: HLS, fbId: 'fb-7' }));
    const watch = await screen.findByRole('button', { name: /Watch/ });
    // phones (no wide screen here) start collapsed: nothing is loaded until asked
    expect(watch).toHaveAttribute('aria-expanded', 'false');
    expect(loadWidget).not.toHaveBeenCalled();
    fireEvent.click(watch);
    expect(await screen.findByTestId('fake-player')).toHaveTextContent(
      `${HLS} fb-7 Hà Nội – Hải Phòng`,
    );
    expect(loadWidget).toHaveBeenCalledWith('live', './widgets/match-video');
    expect(safeSession.get(VIDEO_OPEN_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Hide video' }));
    expect(screen.queryByTestId('fake-player')).toBeNull();
    expect(safeSession.get(VIDEO_OPEN_KEY)).toBe('0');
  });

  it('an fbId alone is a video too, and an open choice of this session opens it at once', async () => {
    safeSession.set(VIDEO_OPEN_KEY, '1');
    show(match({ fbId: 'fb-7' }));
    expect(await screen.findByTestId('fake-player')).toHaveTextContent('- fb-7');
  });

  it('a match without liveUrl or fbId shows nothing extra and loads no widget', async () => {
    safeSession.set(VIDEO_OPEN_KEY, '1');
    show(match({}));
    expect(await screen.findByTestId('detail-score')).toHaveTextContent('1 : 0');
    expect(screen.queryByTestId('match-video-panel')).toBeNull();
    expect(loadWidget).not.toHaveBeenCalled();
  });

  it('the live remote off: a short note, and the markets still work', async () => {
    safeSession.set(VIDEO_OPEN_KEY, '1');
    loadWidget.mockRejectedValue(new WidgetUnavailableError('live', 'x', 'disabled'));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    show(match({ liveUrl: HLS }));
    expect(
      await screen.findByText('The video is unavailable right now. Betting is not affected.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('detail-score')).toHaveTextContent('1 : 0');
    expect(screen.getByRole('button', { name: /2\.1/ })).toBeEnabled();
    quiet.mockRestore();
  });
});
