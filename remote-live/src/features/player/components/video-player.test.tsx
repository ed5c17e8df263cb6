import { act, fireEvent, render, screen } from '@testing-library/react';
import { attachEngine } from '../lib/attach-engine';
import { STALL_JUMP_MS } from '../hooks/use-video-player';
import { VideoPlayer } from './video-player';

import { reportError } from '@app/shared/telemetry';

jest.mock('../lib/attach-engine', () => ({ attachEngine: jest.fn() }));
jest.mock('@app/shared/telemetry', () => ({ reportError: jest.fn() }));

const destroy = jest.fn();
const liveEdge = jest.fn<number | null, []>();
let play: jest.SpyInstance;

beforeEach(() => {
  destroy.mockReset();
  liveEdge.mockReset().mockReturnValue(null);
  jest.mocked(attachEngine).mockResolvedValue({ destroy, liveEdge });
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
  (window as unknown as { MediaSource: unknown }).MediaSource = function MediaSource() {};
});
afterEach(() => jest.restoreAllMocks());

const sources = [
  { line: 1, name: 'Line 1', type: 'hls', url: 'http://a/index.m3u8' },
  { line: 2, name: 'Line 2', type: 'mp4', url: 'http://a/clip.mp4' },
];

const flush = () => act(async () => await Promise.resolve());

describe('video player (SPEC §9 volume 70 sound on, §8 controls)', () => {
  it('loads hls.js for HLS without native support, starts at volume 70 with sound, tears down on leave', async () => {
    const { unmount } = render(<VideoPlayer sources={sources} line={1} onLine={() => undefined} />);
    await flush();
    await flush();
    expect(attachEngine).toHaveBeenCalledWith(
      'hls',
      expect.any(HTMLVideoElement),
      'http://a/index.m3u8',
      expect.any(Function),
    );
    const video = screen.getByTestId('live-video') as HTMLVideoElement;
    expect(video.volume).toBeCloseTo(0.7);
    expect(video.muted).toBe(false);
    unmount();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('switching line destroys the old engine before the new one plays', async () => {
    const { rerender } = render(
      <VideoPlayer sources={sources} line={1} onLine={() => undefined} />,
    );
    await flush();
    rerender(<VideoPlayer sources={sources} line={2} onLine={() => undefined} />);
    await flush();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(attachEngine).toHaveBeenLastCalledWith(
      'file',
      expect.any(HTMLVideoElement),
      'http://a/clip.mp4',
      expect.any(Function),
    );
  });

  it('keeps playing when the page renders an equal list of sources anew (a refetched stream info)', async () => {
    jest.mocked(attachEngine).mockClear();
    const { rerender } = render(
      <VideoPlayer sources={sources} line={1} onLine={() => undefined} />,
    );
    await flush();
    rerender(
      <VideoPlayer sources={sources.map((s) => ({ ...s }))} line={1} onLine={() => undefined} />,
    );
    await flush();
    expect(attachEngine).toHaveBeenCalledTimes(1);
    expect(destroy).not.toHaveBeenCalled();
  });

  it('falls back to muted autoplay with a visible “tap for sound” when sound is blocked', async () => {
    play.mockRejectedValueOnce(Object.assign(new Error('blocked'), { name: 'NotAllowedError' }));
    render(<VideoPlayer sources={sources} line={1} onLine={() => undefined} />);
    await flush();
    await flush();
    await flush();
    const video = screen.getByTestId('live-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    fireEvent.click(screen.getByTestId('unmute'));
    expect(video.muted).toBe(false);
    expect(screen.queryByTestId('unmute')).toBeNull();
  });

  it('shows LoadError with Refresh when nothing can play the source', async () => {
    delete (window as unknown as { MediaSource?: unknown }).MediaSource;
    render(<VideoPlayer sources={[sources[0]!]} line={1} onLine={() => undefined} />);
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('LoadError');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('an engine that fails to load is reported (issue 48) and the player shows its error', async () => {
    const failed = Object.assign(new Error('Loading chunk hls failed'), { name: 'ChunkLoadError' });
    jest.mocked(attachEngine).mockRejectedValue(failed);
    render(<VideoPlayer sources={[sources[0]!]} line={1} onLine={() => undefined} />);
    await flush();
    await flush();
    expect(reportError).toHaveBeenCalledWith(failed, { kind: 'load', app: 'live' });
  });

  it('jumps to the live edge after a stall, not for a short one or on-demand media', async () => {
    jest.useFakeTimers();
    render(<VideoPlayer sources={sources} line={1} onLine={() => undefined} />);
    await flush();
    await flush();
    const video = screen.getByTestId('live-video') as HTMLVideoElement;
    video.currentTime = 10;
    liveEdge.mockReturnValue(30);

    fireEvent(video, new Event('waiting'));
    act(() => jest.advanceTimersByTime(STALL_JUMP_MS - 1));
    fireEvent(video, new Event('playing'));
    act(() => jest.advanceTimersByTime(STALL_JUMP_MS));
    expect(video.currentTime).toBe(10);

    fireEvent(video, new Event('waiting'));
    expect(screen.getByTestId('player')).toHaveAttribute('data-status', 'buffering');
    act(() => jest.advanceTimersByTime(STALL_JUMP_MS));
    expect(video.currentTime).toBe(30);

    liveEdge.mockReturnValue(null);
    video.currentTime = 12;
    fireEvent(video, new Event('waiting'));
    act(() => jest.advanceTimersByTime(STALL_JUMP_MS));
    expect(video.currentTime).toBe(12);
    jest.useRealTimers();
  });
});
