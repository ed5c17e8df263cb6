import { reportError } from '@app/shared/telemetry';
import { useCatalog } from '../platform/catalog-store';
import { remote } from '../routing/remote-state.fixtures';
import { useLoadErrors } from './load-errors';

jest.mock('@app/shared/telemetry', () => ({ reportError: jest.fn() }));

// Issue 48: every remote load error the platform status lists is also reported, under the remote.
beforeEach(() => {
  jest.clearAllMocks();
  useCatalog
    .getState()
    .setRegistry({ version: 1, remotes: [remote('live', ['/anchorPlay'])], activities: {} }, 't');
});

test('a load failure: kind load, the registry id of the federation name, the lifecycle', () => {
  const cause = new Error('script timed out');
  useLoadErrors
    .getState()
    .record({ remote: 'remote_live', lifecycle: 'loadEntry', message: 'x', cause });
  expect(reportError).toHaveBeenCalledWith(cause, {
    kind: 'load',
    app: 'live',
    lifecycle: 'loadEntry',
  });
  expect(useLoadErrors.getState().errors[0]).toEqual({
    remote: 'remote_live',
    lifecycle: 'loadEntry',
    message: 'x',
    at: expect.any(Number),
  });
});

test("a render error caught by a remote's mount boundary is a boundary error; a chunk, a load", () => {
  const render = new Error('Cannot read properties of undefined');
  const chunk = Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' });
  const record = useLoadErrors.getState().record;
  record({ remote: 'remote_live', app: 'live', lifecycle: 'render', message: 'r', cause: render });
  record({ remote: 'remote_live', app: 'live', lifecycle: 'render', message: 'c', cause: chunk });
  // a remote the registry does not name (refused before the catalog knew it)
  record({ remote: 'remote_new_thing', lifecycle: 'registry', message: 'Refused' });
  expect(jest.mocked(reportError).mock.calls).toEqual([
    [render, { kind: 'boundary', app: 'live', lifecycle: 'render' }],
    [chunk, { kind: 'load', app: 'live', lifecycle: 'render' }],
    ['Refused', { kind: 'load', app: 'new-thing', lifecycle: 'registry' }],
  ]);
});
