import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegistryRemote } from '@app/shared/federation';
import { CircuitOpenError } from './circuit-breaker';
import { federationRuntime } from './federation-runtime';
import {
  configureBreakers,
  loadExposedComponent,
  READY_CAP_MS,
  RemoteContractError,
} from './remote-loader';
import { forceReregister, registerEnabledRemotes } from './remote-registration';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const remote = (id: string, enabled = true): RegistryRemote => ({
  id,
  name: `remote_${id}`,
  manifest: `http://127.0.0.1/${id}/mf-manifest.json`,
  enabled,
  paths: [],
});

// R3: a remote that breaks its contract gives a clear error, not a white screen.
describe('remote loader', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    configureBreakers({ threshold: 2, cooldownMs: 60_000 });
  });

  it('registers only enabled remotes, by manifest, once the runtime is loaded', async () => {
    registerEnabledRemotes([remote('live'), remote('sports', false)]);
    expect(mockedRegister).not.toHaveBeenCalled(); // the runtime chunk is not loaded yet
    await federationRuntime();
    expect(mockedRegister).toHaveBeenCalledTimes(1);
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'remote_live', alias: 'live', entry: 'http://127.0.0.1/live/mf-manifest.json' },
    ]);
  });

  it('force re-registers on retry (at once: the runtime is loaded by now)', () => {
    forceReregister(remote('live'));
    expect(mockedRegister).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'remote_live' })],
      { force: true },
    );
  });

  it('returns a module whose default export is a component', async () => {
    const Comp = () => null;
    mockedLoad.mockResolvedValueOnce({ default: Comp });
    await expect(loadExposedComponent(remote('a'), 'routes')).resolves.toEqual({ default: Comp });
  });

  // issue 16: a remote rendered before its messages arrived showed keys, then re-flowed (CLS 0.079)
  it("hands the component over only once the module's `ready` (its messages) has settled", async () => {
    const Comp = () => null;
    let finish!: () => void;
    const ready = new Promise<void>((resolve) => (finish = resolve));
    mockedLoad.mockResolvedValueOnce({ default: Comp, ready });
    let done = false;
    const loading = loadExposedComponent(remote('r'), 'routes').then(() => (done = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await loading;
    expect(done).toBe(true);
  });

  it('renders anyway when `ready` fails, or after the cap when it never settles', async () => {
    const Comp = () => null;
    mockedLoad.mockResolvedValueOnce({ default: Comp, ready: Promise.reject(new Error('404')) });
    await expect(loadExposedComponent(remote('f'), 'routes')).resolves.toEqual(
      expect.objectContaining({ default: Comp }),
    );
    jest.useFakeTimers();
    try {
      mockedLoad.mockResolvedValueOnce({ default: Comp, ready: new Promise(() => undefined) });
      let done = false;
      const loading = loadExposedComponent(remote('h'), 'routes').then(() => (done = true));
      await jest.advanceTimersByTimeAsync(READY_CAP_MS - 10);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(20);
      await loading;
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([null, {}, { default: 'x' }, { Comp: () => null }])(
    'rejects a module that is %j',
    async (mod) => {
      mockedLoad.mockResolvedValueOnce(mod);
      await expect(loadExposedComponent(remote('b'), 'routes')).rejects.toBeInstanceOf(
        RemoteContractError,
      );
    },
  );

  it('opens the circuit after repeated failures; a manual retry still goes through', async () => {
    mockedLoad.mockRejectedValue(new Error('down'));
    const r = remote('c');
    await expect(loadExposedComponent(r, 'routes')).rejects.toThrow('down');
    await expect(loadExposedComponent(r, 'routes')).rejects.toThrow('down');
    await expect(loadExposedComponent(r, 'routes')).rejects.toBeInstanceOf(CircuitOpenError);
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    await expect(loadExposedComponent(r, 'routes', true)).rejects.toThrow('down');
    expect(mockedLoad).toHaveBeenCalledTimes(3);
  });
});
