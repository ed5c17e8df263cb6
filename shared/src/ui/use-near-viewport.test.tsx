import { act, render, screen } from '@testing-library/react';
import { fakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { useNearViewport } from './use-near-viewport';

const io = fakeIntersectionObserver();

function Below() {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'built' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  it('reads no layout while mounting: scroll and position are read when the observer reports', () => {
    // jsdom's scrollY is a plain value: a getter that counts the reads stands in for the test
    const scrollY = jest.fn(() => 0);
    const own = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollY });
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    render(<Below />);
    // a layout read in the effect forces the browser to lay the page out in the start-up's task
    expect(scrollY).not.toHaveBeenCalled();
    expect(rect).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => io.report(true));
    expect(scrollY).toHaveBeenCalled();
    // jsdom lays nothing out: top 0 is in the viewport
    expect(screen.getByText('built')).toBeInTheDocument();
    if (own) Object.defineProperty(window, 'scrollY', own);
    rect.mockRestore();
  });

  it('a part within the margin but below the fold waits for the first scroll', () => {
    const rect = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: window.innerHeight + 100 } as DOMRect);
    render(<Below />);
    act(() => io.report(true));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('built')).toBeInTheDocument();
    rect.mockRestore();
  });
});
