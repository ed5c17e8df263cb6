import { Component, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import { lazyPage } from './lazy-page';
import {
  preloadOnIntent,
  preloadOnLinkIntent,
  usePreloadWhenVisitorActs,
} from './preload-on-intent';

beforeAll(async () => {
  if (!i18n.isInitialized) {
    await i18n.init({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: {} });
  }
  i18n.addResourceBundle('en', 'common', en, true, true);
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader the test settles by hand, counting its calls. */
function deferredLoader() {
  const calls: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) =>
        calls.push({ resolve: () => resolve(Greeting), reject }),
      ),
  );
  return { load, calls };
}

describe('lazyPage (issue 16: a remote route carries only the page it shows)', () => {
  it('shows the translated loading state, then the page with its props', async () => {
    const { load, calls } = deferredLoader();
    const Page = lazyPage(load);
    render(<Page name="Lan" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => calls[0]!.resolve());
    expect(screen.getByText('Hello Lan')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not load before it is shown or preloaded, and loads once for every mount', async () => {
    const { load, calls } = deferredLoader();
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <>
        <Page name="a" />
        <Page name="b" />
      </>,
    );
    await act(async () => calls[0]!.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello a')).toBeInTheDocument();
    expect(screen.getByText('Hello b')).toBeInTheDocument();
  });

  it('a preloaded page renders at once, without a loading state', async () => {
    const { load, calls } = deferredLoader();
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    calls[0]!.resolve();
    await preloaded;
    render(<Page name="Minh" />);
    expect(screen.getByText('Hello Minh')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails otherwise says so with Retry, which loads again (a failure is not cached)', async () => {
    const { load, calls } = deferredLoader();
    const Page = lazyPage(load);
    render(<Page name="Hoa" />);
    await act(async () => calls[0]!.reject(new Error('the page module threw while loading')));
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]!.resolve());
    expect(screen.getByText('Hello Hoa')).toBeInTheDocument();
  });

  it("a chunk that fails to load goes to the remote's error boundary (the host's redeploy check)", async () => {
    const { load, calls } = deferredLoader();
    const Page = lazyPage(load);
    const caught = jest.fn();
    class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
      override state = { error: null as Error | null };
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      override componentDidCatch(error: Error) {
        caught(error);
      }
      override render() {
        return this.state.error ? <p>boundary</p> : this.props.children;
      }
    }
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Page name="x" />
      </Boundary>,
    );
    const chunkError = Object.assign(new Error('Loading chunk page-bets failed.'), {
      name: 'ChunkLoadError',
    });
    await act(async () => calls[0]!.reject(chunkError));
    errors.mockRestore();
    expect(caught).toHaveBeenCalledWith(chunkError);
    expect(screen.getByText('boundary')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a failed preload is silent and the page still loads when shown', async () => {
    const { load, calls } = deferredLoader();
    const Page = lazyPage(load);
    const preloaded = Page.preload();
    calls[0]!.reject(new Error('offline'));
    await expect(preloaded).resolves.toBeUndefined();
    render(<Page name="Tú" />);
    await act(async () => calls[1]!.resolve());
    expect(screen.getByText('Hello Tú')).toBeInTheDocument();
  });

  it('preloadOnIntent starts the load on pointer, focus and touch', () => {
    const preload = jest.fn(() => Promise.resolve());
    render(<a {...preloadOnIntent({ preload })}>Bets</a>);
    const link = screen.getByText('Bets');
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(preload).toHaveBeenCalledTimes(3);
    expect(preloadOnIntent(undefined)).toEqual({});
  });

  it('preloadOnLinkIntent starts the load for a link inside the container, not for the rest', () => {
    const preload = jest.fn(() => Promise.resolve());
    render(
      <div {...preloadOnLinkIntent({ preload })}>
        <p>
          <a href="/sports/sportsdetail/7">
            <span>Hà Nội FC</span>
          </a>
        </p>
        <button type="button">Follow</button>
      </div>,
    );
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Follow' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Follow' }));
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('Hà Nội FC'));
    fireEvent.focus(screen.getByRole('link'));
    fireEvent.touchStart(screen.getByText('Hà Nội FC'));
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it("usePreloadWhenVisitorActs preloads the next pages at the visitor's first move in the page, once", () => {
    const bets = { preload: jest.fn(() => Promise.resolve()) };
    const detail = { preload: jest.fn(() => Promise.resolve()) };
    function List() {
      const ref = usePreloadWhenVisitorActs<HTMLDivElement>(bets, detail);
      return (
        <div ref={ref}>
          <p>list</p>
        </div>
      );
    }
    render(
      <>
        <nav>tab bar</nav>
        <List />
      </>,
    );
    // a tap on the site's tab bar leaves the page: nothing for it
    fireEvent.pointerDown(screen.getByText('tab bar'));
    fireEvent.pointerMove(window);
    expect(bets.preload).not.toHaveBeenCalled();
    fireEvent.pointerMove(screen.getByText('list'));
    fireEvent.touchStart(screen.getByText('list'));
    expect(bets.preload).toHaveBeenCalledTimes(1);
    expect(detail.preload).toHaveBeenCalledTimes(1);
  });

  it('usePreloadWhenVisitorActs preloads nothing for a page left before the visitor acted', () => {
    const page = { preload: jest.fn(() => Promise.resolve()) };
    function List() {
      const ref = usePreloadWhenVisitorActs<HTMLDivElement>(page);
      return <div ref={ref}>list</div>;
    }
    const { unmount } = render(<List />);
    const element = screen.getByText('list');
    unmount();
    fireEvent.keyDown(element, { key: 'Tab' });
    expect(page.preload).not.toHaveBeenCalled();
  });
});
