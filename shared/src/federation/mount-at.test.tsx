import { cleanup, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { MountAt } from './mount-at';
import { quietLibraryNotices } from '../__fixtures__/quiet-console';

function RemoteRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <p>
            remote index <Link to="detail/7">open</Link>
          </p>
        }
      />
      <Route path="detail/:id" element={<Link to="..">back</Link>} />
      <Route path="*" element={<p>remote not found</p>} />
    </Routes>
  );
}

function at(url: string, basePath: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MountAt basePath={basePath}>
        <RemoteRoutes />
      </MountAt>
    </MemoryRouter>,
  );
}

beforeAll(quietLibraryNotices);

describe('MountAt: a remote routes relative to the host base path (SPEC §2)', () => {
  it.each([
    ['/sports', '/sports', 'remote index'],
    ['/sports/', '/sports/', 'remote index'],
    ['/sports/anything', 'sports', 'remote not found'],
    ['/live/room', '/live/', 'remote not found'],
  ])('%s under base %s renders %s', (url, base, text) => {
    at(url, base);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('child paths match without the base and links resolve under it', () => {
    at('/sports/detail/7', '/sports');
    expect(screen.getByRole('link', { name: 'back' })).toHaveAttribute('href', '/sports');
    cleanup();
    at('/sports', '/sports');
    expect(screen.getByRole('link', { name: 'open' })).toHaveAttribute('href', '/sports/detail/7');
  });

  it('renders nothing outside its base path', () => {
    const warn = jest.mocked(console.warn).mockImplementationOnce(() => undefined);
    const { container } = at('/other', '/sports');
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('No routes matched location "/other"'),
    );
  });
});
