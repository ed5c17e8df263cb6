import { render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { type Stream } from '@app/shared/api/live';
import { StreamCard } from './stream-card';

const render = (ui: ReactElement) => rtlRender(ui, { wrapper: MemoryRouter });

beforeAll(() =>
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'x' })),
);

const stream = (status: number): Stream => ({
  id: 1,
  title: '<img src=x onerror=alert(1)>Derby',
  anchorName: 'Thu Trang',
  cover: '/media/covers/1.svg',
  status,
  viewers: 812,
});

describe('stream card (SPEC §4 status 2 = live)', () => {
  it('marks a live stream and shows its viewers', () => {
    render(<StreamCard stream={stream(2)} />);
    expect(screen.getByTestId('stream-card')).toHaveAttribute('data-live', 'true');
    expect(screen.getByText('live')).toBeInTheDocument();
    expect(screen.getByText('viewers')).toBeInTheDocument();
  });

  it('shows upcoming and ended streams without viewers', () => {
    const { rerender } = render(<StreamCard stream={stream(1)} />);
    expect(screen.getByText('upcoming')).toBeInTheDocument();
    rerender(<StreamCard stream={stream(3)} />);
    expect(screen.getByText('ended')).toBeInTheDocument();
    expect(screen.queryByText('viewers')).toBeNull();
  });

  it('renders server text as text, never as HTML (S1)', () => {
    const { container } = render(<StreamCard stream={stream(2)} />);
    expect(screen.getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>Derby');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('opens the room of a live stream only', () => {
    const { rerender } = render(<StreamCard stream={stream(2)} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/anchorPlay?id=1');
    rerender(<StreamCard stream={stream(1)} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
