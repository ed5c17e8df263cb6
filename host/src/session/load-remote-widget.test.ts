import { type RegistryRemote, WidgetUnavailableError } from '@app/shared/federation';
import { loadExposedComponent } from '../federation/remote-loader';
import { useLoadErrors } from '../federation/load-errors';
import { useCatalog } from '../platform/catalog-store';
import { loadRemoteWidget } from './load-remote-widget';

jest.mock('../federation/remote-loader', () => ({ loadExposedComponent: jest.fn() }));
const load = jest.mocked(loadExposedComponent);

const remote = (id: string, enabled: boolean): RegistryRemote => ({
  id,
  name: `remote_${id}`,
  manifest: `http://127.0.0.1/${id}/mf-manifest.json`,
  enabled,
  paths: [],
});

// Issue 10 match detail: the sports remote renders the live remote's player through the shell;
// the host loads it from the registry, and a disabled remote is never fetched.
beforeEach(() => {
  load.mockReset();
  useCatalog
    .getState()
    .setRegistry(
      { version: 1, remotes: [remote('live', true), remote('account', false)], activities: {} },
      'test',
    );
});

describe('loadRemoteWidget (host shell service)', () => {
  it('loads the exposed module of an enabled remote, "./" stripped as for pages', async () => {
    const Widget = () => null;
    load.mockResolvedValue({ default: Widget });
    await expect(loadRemoteWidget('live', './widgets/match-video')).resolves.toBe(Widget);
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'live', name: 'remote_live' }),
      'widgets/match-video',
    );
  });

  it('rejects without fetching when the remote is disabled or unknown', async () => {
    await expect(loadRemoteWidget('account', './widgets/x')).rejects.toMatchObject({
      reason: 'disabled',
    });
    await expect(loadRemoteWidget('nope', './widgets/x')).rejects.toMatchObject({
      reason: 'unknown-remote',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed load rejects with the typed error and is recorded for the status panel', async () => {
    load.mockRejectedValue(new Error('entry timed out'));
    const err = await loadRemoteWidget('live', './widgets/match-video').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WidgetUnavailableError);
    expect(err).toMatchObject({ reason: 'load-failed' });
    expect(useLoadErrors.getState().errors[0]).toMatchObject({
      remote: 'remote_live',
      lifecycle: 'widget',
      message: 'entry timed out',
    });
  });
});
