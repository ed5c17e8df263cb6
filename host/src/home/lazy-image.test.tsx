import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';

// SPEC §9 lazy images: preload 1.3 (30 % root margin), throttle 200 ms, 3 attempts, cache 200.

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; els: Element[] }[] = [];

class FakeObserver {
  entry: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, els: [] };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.els.push(el);
  }
  unobserve(el: Element) {
    this.entry.els = this.entry.els.filter((e) => e !== el);
  }
  disconnect() {}
}

function intersect(el: Element) {
  act(() => {
    for (const o of observers) o.callback([{ target: el, isIntersecting: true }]);
  });
}

const box = (alt: string) => screen.getByTestId(`img-${alt}`).firstElementChild as HTMLElement;

function renderImage(src: string, alt: string) {
  return render(
    <div data-testid={`img-${alt}`}>
      <LazyImage src={src} alt={alt} />
    </div>,
  );
}

beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.advanceTimersByTime(1000)); // let the module's 200 ms batch window close
  jest.useRealTimers();
});

describe('LazyImage', () => {
  it('waits for the image to come near the viewport, watched with a 30 % root margin', () => {
    renderImage('https://cdn.test/a.png', 'Alpha');
    expect(screen.queryByRole('img')).toBeNull();
    expect(box('Alpha')).toHaveAttribute('data-status', 'waiting');
    expect(observers[0]?.options?.rootMargin).toBe('30% 30% 30% 30%');
    intersect(box('Alpha'));
    expect(screen.getByRole('img', { name: 'Alpha' })).toHaveAttribute(
      'src',
      'https://cdn.test/a.png',
    );
  });

  it('starts the images that arrive within 200 ms together, after the wait', () => {
    renderImage('https://cdn.test/b.png', 'Bravo');
    renderImage('https://cdn.test/c.png', 'Charlie');
    renderImage('https://cdn.test/h.png', 'Hotel');
    intersect(box('Bravo'));
    intersect(box('Charlie'));
    intersect(box('Hotel'));
    expect(screen.getByRole('img', { name: 'Bravo' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Charlie' })).toBeNull();
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('img', { name: 'Hotel' })).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('img', { name: 'Charlie' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hotel' })).toBeInTheDocument();
  });

  it('tries 3 times, then shows the fallback letter', () => {
    renderImage('https://cdn.test/broken.png', 'delta');
    intersect(box('delta'));
    const img = () => screen.getByRole('img', { name: 'delta' });
    expect(img()).toHaveAttribute('src', 'https://cdn.test/broken.png');
    fireEvent.error(img());
    act(() => jest.advanceTimersByTime(250));
    expect(img()).toHaveAttribute('src', 'https://cdn.test/broken.png?retry=1');
    fireEvent.error(img());
    act(() => jest.advanceTimersByTime(500));
    expect(img()).toHaveAttribute('src', 'https://cdn.test/broken.png?retry=2');
    fireEvent.error(img());
    act(() => jest.advanceTimersByTime(1000));
    expect(box('delta')).toHaveAttribute('data-status', 'failed');
    expect(img()).toHaveTextContent('D');
  });

  it('shows a loaded URL at once when remounted (cache)', () => {
    const first = renderImage('https://cdn.test/e.png', 'Echo');
    intersect(box('Echo'));
    fireEvent.load(screen.getByRole('img', { name: 'Echo' }));
    first.unmount();
    renderImage('https://cdn.test/e.png', 'Echo');
    expect(box('Echo')).toHaveAttribute('data-status', 'loaded');
    expect(screen.getByRole('img', { name: 'Echo' })).toBeInTheDocument();
  });

  it('a priority image (the first banner) loads at once with high priority', () => {
    render(<LazyImage src="https://cdn.test/f.png" alt="Fox" priority />);
    expect(screen.getByRole('img', { name: 'Fox' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('resolves relative sources by the image-source rule (SPEC §5)', () => {
    render(<LazyImage src="/media/g.png" alt="Golf" priority />);
    // jsdom runs on localhost, a private host: the production host stands in (here the origin)
    expect(screen.getByRole('img', { name: 'Golf' }).getAttribute('src')).toMatch(
      /\/media\/g\.png$/,
    );
  });
});
