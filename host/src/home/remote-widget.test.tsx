import { act, render, screen } from '@testing-library/react';
import { fakeIntersectionObserver, type FakeIntersections } from '@app/shared/testing';
import { useCatalog } from '../platform/catalog-store';
import { RemoteWidget } from './remote-widget';

jest.mock('../routing/remote-mount', () => ({
  RemoteMount: ({ expose }: { expose: string }) => <p>mounted {expose}</p>,
}));

let observers: FakeIntersections;
beforeEach(() => {
  observers = fakeIntersectionObserver();
  useCatalog.setState({
    remotes: {
      live: { remote: { id: 'live' }, status: 'ready' },
      off: { remote: { id: 'off' }, status: 'disabled' },
    },
  } as never);
});

describe('home widgets load when they near the viewport (first-screen budget)', () => {
  it('keeps a placeholder until the slot nears the viewport, then mounts the remote once', async () => {
    const { container } = render(<RemoteWidget remoteId="live" expose="widgets/live-now" />);
    expect(screen.queryByText('mounted widgets/live-now')).toBeNull();
    expect(container.querySelector('[data-widget-slot="live"]')).not.toBeNull();
    act(() => observers.report(false));
    expect(screen.queryByText('mounted widgets/live-now')).toBeNull();
    act(() => observers.report(true));
    // the mounting code comes with the federation chunk
    expect(await screen.findByText('mounted widgets/live-now')).toBeInTheDocument();
    expect(observers.live()).toBe(0);
  });

  it('a slot below the fold but within the margin waits for the first scroll (issue 16)', () => {
    render(<RemoteWidget remoteId="live" expose="widgets/live-now" />);
    const slot = document.querySelector('[data-widget-slot="live"]')!;
    slot.getBoundingClientRect = () => ({ top: window.innerHeight + 100 }) as DOMRect;
    act(() => observers.report(true));
    expect(screen.queryByText('mounted widgets/live-now')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('mounted widgets/live-now')).toBeInTheDocument();
  });

  it('a disabled or unknown remote renders nothing', () => {
    const { container } = render(
      <>
        <RemoteWidget remoteId="off" expose="w" />
        <RemoteWidget remoteId="nope" expose="w" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('without IntersectionObserver it mounts right after its first render', async () => {
    const saved = globalThis.IntersectionObserver;
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    try {
      render(<RemoteWidget remoteId="live" expose="widgets/x" />);
      expect(await screen.findByText('mounted widgets/x')).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = saved;
    }
  });
});
