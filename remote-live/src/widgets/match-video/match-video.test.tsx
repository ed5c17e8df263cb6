import { act, screen } from '@testing-library/react';
import { mockBackend, renderWithProviders, setUpTestUi } from '@app/shared/testing';
import { attachEngine } from '../../features/player/lib/attach-engine';
import { namespaceReady } from '../../i18n/namespace';
import MatchVideoWidget from '../match-video';

// Issue 10 match detail: the live remote's player for a match with a video (SPEC §3 liveUrl/fbId),
// exposed as ./widgets/match-video for the sportsbook.
jest.mock('../../features/player/lib/attach-engine', () => ({ attachEngine: jest.fn() }));

let api: ReturnType<typeof mockBackend>;
beforeAll(() => setUpTestUi(namespaceReady));
beforeEach(() => {
  api = mockBackend();
  jest
    .mocked(attachEngine)
    .mockReset()
    .mockResolvedValue({ destroy: jest.fn(), liveEdge: () => null });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
  (window as unknown as { MediaSource: unknown }).MediaSource = function MediaSource() {};
});
afterEach(() => jest.restoreAllMocks());

const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));
const HLS = 'http://127.0.0.1:4000/media/hls/index.m3u8';

describe('match video widget', () => {
  it('plays the liveUrl with hls.js, labelled with the match, without asking the live API', async () => {
    renderWithProviders(<MatchVideoWidget matchId="7" src={HLS} fbId="fb-7" title="A – B" />);
    await flush();
    await flush();
    expect(attachEngine).toHaveBeenCalledWith(
      'hls',
      expect.any(HTMLVideoElement),
      HLS,
      expect.any(Function),
    );
    expect(screen.getByRole('figure', { name: 'Live video: A – B' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('resolves an fbId to the stream matchListFront links, and plays its first line', async () => {
    api.on('POST', '/api/live/video/matchListFront', () => ({
      data: [
        {
          matchId: 7,
          sportId: 1,
          leagueName: 'L',
          homeName: 'A',
          awayName: 'B',
          ms: 5,
          streamId: 3,
          fbId: 'fb-7',
        },
      ],
    }));
    api.on('GET', '/api/live/stream/getInfo/3', () => ({
      data: {
        id: 3,
        title: 'A v B',
        status: 2,
        locked: false,
        videoSources: [{ line: 1, name: 'Line 1', type: 'hls', url: HLS }],
      },
    }));
    renderWithProviders(<MatchVideoWidget matchId="7" fbId="fb-7" />);
    expect(await screen.findByTestId('live-video')).toBeInTheDocument();
    await flush();
    expect(attachEngine).toHaveBeenCalledWith(
      'hls',
      expect.any(HTMLVideoElement),
      HLS,
      expect.any(Function),
    );
  });

  it('says so in the 16:9 frame when the fbId links no stream', async () => {
    api.on('POST', '/api/live/video/matchListFront', () => ({ data: [] }));
    renderWithProviders(<MatchVideoWidget matchId="7" fbId="fb-7" />);
    expect(
      await screen.findByText('There is no video for this match right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('live-video')).toBeNull();
    expect(attachEngine).not.toHaveBeenCalled();
  });
});
