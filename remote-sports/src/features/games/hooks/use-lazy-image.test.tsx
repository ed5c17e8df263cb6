import { act, fireEvent, render, screen } from '@testing-library/react';
import { LAZY_ATTEMPTS, useLazyImage } from './use-lazy-image';

function Probe({ src }: { src: string }) {
  const { ref, url, status, onLoad, onError } = useLazyImage<HTMLDivElement>(src);
  return (
    <div ref={ref} data-status={status} data-testid="box">
      {url ? <img src={url} alt="" onLoad={onLoad} onError={onError} /> : null}
    </div>
  );
}

afterEach(() => jest.useRealTimers());

describe('SPEC §9 lazy images', () => {
  it('retries a failed image up to 3 attempts with a fresh URL, then gives up', () => {
    jest.useFakeTimers();
    const { container } = render(<Probe src="http://x.test/a.svg" />);
    const img = () => container.querySelector('img');
    expect(img()).toHaveAttribute('src', 'http://x.test/a.svg');
    for (let attempt = 2; attempt <= LAZY_ATTEMPTS; attempt += 1) {
      fireEvent.error(img()!);
      act(() => jest.advanceTimersByTime(5_000));
      expect(img()).toHaveAttribute('src', `http://x.test/a.svg?retry=${attempt}`);
    }
    fireEvent.error(img()!);
    expect(img()).toBeNull();
    expect(screen.getByTestId('box')).toHaveAttribute('data-status', 'failed');
  });

  it('a load (even one from cache, before any effect) marks it loaded', () => {
    const { container } = render(<Probe src="http://x.test/b.svg" />);
    expect(screen.getByTestId('box')).toHaveAttribute('data-status', 'loading');
    fireEvent.load(container.querySelector('img')!);
    expect(screen.getByTestId('box')).toHaveAttribute('data-status', 'loaded');
  });

  it('waits until the element nears the viewport (preload ratio 1.3)', () => {
    let fire: (hit: boolean) => void = () => undefined;
    const observe = jest.fn();
    const ctor = jest.fn((cb: (e: { isIntersecting: boolean }[]) => void, _options: unknown) => {
      fire = (hit) => cb([{ isIntersecting: hit }]);
      void _options;
      return { observe, disconnect: jest.fn() };
    });
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ctor;
    try {
      const { container } = render(<Probe src="http://x.test/c.svg" />);
      expect(ctor.mock.calls[0]![1]).toEqual({ rootMargin: '30% 0px 30% 0px' });
      expect(container.querySelector('img')).toBeNull();
      act(() => fire(true));
      expect(container.querySelector('img')).toHaveAttribute('src', 'http://x.test/c.svg');
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});
