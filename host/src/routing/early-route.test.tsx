import { act, render, screen } from '@testing-library/react';
import { useFirstContentShown } from '@app/shared/federation';
import { HeldEarlyRoute, ReleaseEarlyRoute } from '../layout/early-route-view';
import { holdEarlyRoute, releaseEarlyRoute, useHeldEarlyRoute } from './early-route';

// Issue 16: a remote's early painter draws the route's first answers into the prerendered layout; the
// app keeps that markup on screen until the page's own content is rendered, so neither a blank page
// nor a skeleton shows in between.

function shell(painted: boolean): HTMLElement {
  const app = document.createElement('div');
  app.innerHTML = `<main><div data-early-route>${painted ? '<h3>Welcome bonus</h3>' : ''}</div></main>`;
  return app;
}

function Main({ children }: { children: React.ReactNode }) {
  const held = useHeldEarlyRoute();
  return (
    <main data-testid="main" data-early-held={held ? '' : undefined}>
      {held ? <HeldEarlyRoute node={held} /> : null}
      {children}
    </main>
  );
}

function Page({ shown }: { shown: boolean }) {
  useFirstContentShown(shown);
  return <p>{shown ? 'cards' : 'skeleton'}</p>;
}

afterEach(() => {
  releaseEarlyRoute();
  jest.useRealTimers();
});

test('an empty slot (nothing painted) is not held', () => {
  expect(holdEarlyRoute(shell(false))).toBe(false);
  expect(holdEarlyRoute(document.createElement('div'))).toBe(false);
});

test('the painted route stands in the page until the page says its content is rendered', () => {
  expect(holdEarlyRoute(shell(true))).toBe(true);
  const view = render(
    <Main>
      <Page shown={false} />
    </Main>,
  );
  const main = screen.getByTestId('main');
  expect(main).toHaveAttribute('data-early-held');
  expect(main.querySelector('[data-early-adopted] h3')).toHaveTextContent('Welcome bonus');

  view.rerender(
    <Main>
      <Page shown />
    </Main>,
  );
  expect(main).not.toHaveAttribute('data-early-held');
  expect(main.querySelector('[data-early-route]')).toBeNull();
  expect(main).toHaveTextContent('cards');
});

test('a page showing something else (an error, maintenance) takes the painted route away', () => {
  holdEarlyRoute(shell(true));
  render(
    <Main>
      <ReleaseEarlyRoute />
    </Main>,
  );
  expect(screen.getByTestId('main').querySelector('[data-early-route]')).toBeNull();
});

test('a page that never says so does not keep the painted route for good', () => {
  jest.useFakeTimers();
  holdEarlyRoute(shell(true), 5000);
  render(
    <Main>
      <Page shown={false} />
    </Main>,
  );
  expect(screen.getByTestId('main')).toHaveAttribute('data-early-held');
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByTestId('main')).not.toHaveAttribute('data-early-held');
  expect(screen.getByText('skeleton')).toBeInTheDocument();
});
