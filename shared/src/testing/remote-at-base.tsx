import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { MountAt } from '../federation/mount-at';

/** Where the router is now (read after a click). */
export interface RouterWhere {
  pathname: string;
  search: string;
}

function Probe({ into }: { into: RouterWhere }) {
  const { pathname, search } = useLocation();
  // the test reads where the router is after each render
  useLayoutEffect(() => {
    Object.assign(into, { pathname, search });
  });
  return null;
}

/**
 * Mounts a remote's routes the way the host does (MountAt at the matched base path, the host's
 * router flags) at `url`, so a test can use a base path the remote never saw, e.g. `/qa/sports`.
 */
export function renderRemoteAt(ui: ReactElement, basePath: string, url = basePath) {
  const where: RouterWhere = { pathname: '', search: '' };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <MountAt basePath={basePath}>{ui}</MountAt>
        <Probe into={where} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, where };
}

/** The href of every link inside `root`. */
export function linkTargets(root: HTMLElement): string[] {
  return [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
}
