import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import { QueryStateView, type QueryLike } from './query-state-view';

beforeAll(async () => {
  if (!i18n.isInitialized) {
    await i18n.init({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: {} });
  }
  i18n.addResourceBundle('en', 'common', en, true, true);
});

const q = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({
  data: undefined,
  isPending: true,
  isError: false,
  refetch: jest.fn(),
  ...over,
});

describe('QueryStateView', () => {
  it('shows the translated loading state, or the given skeleton', () => {
    const { rerender } = render(
      <QueryStateView query={q<string[]>({})}>{() => 'x'}</QueryStateView>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(
      <QueryStateView query={q<string[]>({})} loading={<p>skeleton</p>}>
        {() => 'x'}
      </QueryStateView>,
    );
    expect(screen.getByText('skeleton')).toBeInTheDocument();
  });

  it('an error offers a translated Retry that refetches', () => {
    const query = q<string[]>({ isPending: false, isError: true });
    render(<QueryStateView query={query}>{() => 'x'}</QueryStateView>);
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('empty data shows the empty state; data renders the children even after a failed refetch', () => {
    const { rerender } = render(
      <QueryStateView query={q({ data: [], isPending: false })} emptyTitle="No bets yet">
        {() => 'x'}
      </QueryStateView>,
    );
    expect(screen.getByText('No bets yet')).toBeInTheDocument();
    rerender(
      <QueryStateView query={q({ data: ['a', 'b'], isPending: false, isError: true })}>
        {(rows) => <p>{rows.join('+')}</p>}
      </QueryStateView>,
    );
    expect(screen.getByText('a+b')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a custom emptiness rule', () => {
    render(
      <QueryStateView
        query={q({ data: { total: 0 }, isPending: false })}
        isEmpty={(d) => d.total === 0}
      >
        {() => 'x'}
      </QueryStateView>,
    );
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });
});
