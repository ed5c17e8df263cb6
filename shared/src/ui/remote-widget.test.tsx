import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  setShellServices,
  shell,
  WidgetUnavailableError,
  type WidgetLoader,
} from '../federation/shell-services';
import { reportError } from '@app/shared/telemetry';
import { RemoteWidget } from './remote-widget';

jest.mock('@app/shared/telemetry', () => ({ reportError: jest.fn() }));

// Issue 10 match detail: one remote renders another's widget through the shell (no remote imports
// another); a remote that is off or broken leaves a fallback and the page around it working.
function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Broken(): never {
  throw new Error('render failed');
}

let restore: (() => void) | undefined;
// React logs every caught load or render error; the assertions below are on what the page shows
let quiet: jest.SpyInstance;
beforeEach(() => {
  quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restore?.();
  restore = undefined;
  quiet.mockRestore();
});
const install = (loadWidget: WidgetLoader) => {
  restore = setShellServices({ ...shell, loadWidget });
};
const resolveWith = (component: ComponentType<never>): WidgetLoader =>
  jest.fn(async () => component) as unknown as WidgetLoader;

let n = 0;
/** A distinct expose per test, so each test asserts on its own load. */
const expose = () => `./widgets/test-${(n += 1)}`;

const mount = (e: string) =>
  render(
    <section>
      <h1>Page</h1>
      <RemoteWidget
        remote="live"
        expose={e}
        props={{ name: 'member01' }}
        loading={<p>loading widget</p>}
        fallback={(error, retry) => (
          <button type="button" onClick={retry}>
            unavailable: {error.message}
          </button>
        )}
      />
    </section>,
  );

describe('RemoteWidget', () => {
  it('loads the widget through the shell service and passes the props', async () => {
    const load = resolveWith(Greeting);
    install(load);
    const e = expose();
    mount(e);
    expect(screen.getByText('loading widget')).toBeInTheDocument();
    expect(await screen.findByText('Hello member01')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('live', e);
  });

  it('without a shell the default service rejects with a typed error and the fallback shows', async () => {
    await expect(shell.loadWidget('live', './widgets/x')).rejects.toBeInstanceOf(
      WidgetUnavailableError,
    );
    await expect(shell.loadWidget('live', './widgets/x')).rejects.toMatchObject({
      remoteId: 'live',
      expose: './widgets/x',
      reason: 'no-shell',
    });
    mount(expose());
    expect(await screen.findByText(/unavailable: .*no-shell/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });

  it('a rejected load shows the fallback; retry loads again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new WidgetUnavailableError('live', 'x', 'disabled'))
      .mockResolvedValue(Greeting);
    install(load as unknown as WidgetLoader);
    mount(expose());
    fireEvent.click(await screen.findByText(/unavailable: .*disabled/));
    expect(await screen.findByText('Hello member01')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a widget that throws while rendering is caught by the boundary and reported', async () => {
    install(resolveWith(Broken));
    mount(expose());
    expect(await screen.findByText('unavailable: render failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    // issue 48: under the remote that drew it
    expect(reportError).toHaveBeenCalledWith(new Error('render failed'), {
      kind: 'boundary',
      app: 'live',
    });
  });

  it('a widget that could not load is not reported again (its loader did)', async () => {
    jest.mocked(reportError).mockClear();
    install(
      jest.fn().mockRejectedValue(new WidgetUnavailableError('live', 'x', 'disabled')) as never,
    );
    mount(expose());
    expect(await screen.findByText(/unavailable: .*disabled/)).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });
});
