import { render } from '@testing-library/react';
import { useRef } from 'react';
import { usePageFade } from './page-fade';

function Page({ path }: { path: string }) {
  const ref = useRef<HTMLElement>(null);
  usePageFade(ref, path);
  return <main ref={ref} data-testid="main" className="main" />;
}

// SPEC §2: pages use a fade transition; the first route never starts transparent (LCP of /).
describe('page fade (SPEC §2)', () => {
  it('the first route has no fade; each navigation restarts it', () => {
    const { getByTestId, rerender } = render(<Page path="/" />);
    const main = getByTestId('main');
    expect(main.className).toBe('main');
    rerender(<Page path="/" />);
    expect(main.className).toBe('main');
    rerender(<Page path="/activity" />);
    expect(main).toHaveClass('fadeA');
    rerender(<Page path="/sports" />);
    expect(main).toHaveClass('fadeB');
    expect(main).not.toHaveClass('fadeA');
    rerender(<Page path="/" />);
    expect(main).toHaveClass('fadeA');
  });
});
