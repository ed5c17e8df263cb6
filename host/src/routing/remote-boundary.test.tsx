import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RemoteBoundary } from './remote-boundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('render bug');
  return <p>remote content</p>;
}

function Harness({ resetKey }: { resetKey: string }) {
  const [explode, setExplode] = useState(true);
  return (
    <RemoteBoundary
      resetKey={resetKey}
      onError={() => undefined}
      fallback={(error, reset) => (
        <div role="alert">
          {error.message}
          <button
            onClick={() => {
              setExplode(false);
              reset();
            }}
          >
            Retry
          </button>
        </div>
      )}
    >
      <Bomb explode={explode} />
    </RemoteBoundary>
  );
}

// Layer two of remote resilience (R2): a render error stays inside the remote's slot.
describe('remote error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback and recovers with Retry', async () => {
    const onError = jest.fn();
    render(
      <>
        <nav>tab bar</nav>
        <Harness resetKey="/sports" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('render bug');
    expect(screen.getByText('tab bar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('remote content')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports the error once through onError', () => {
    const onError = jest.fn();
    render(
      <RemoteBoundary resetKey="a" onError={onError} fallback={() => <p>fallback</p>}>
        <Bomb explode />
      </RemoteBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
