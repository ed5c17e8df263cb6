import { act, render, screen } from '@testing-library/react';
import { useSessionStore } from '@app/shared/store';
import { LazyRealityCheck } from './lazy-reality-check';

// First-screen budget: a guest never loads the reality check's code; a member gets it lazily.

const mockLoaded = { count: 0 };
jest.mock('./reality-check', () => {
  mockLoaded.count += 1;
  return {
    __esModule: true,
    default: ({ userName }: { userName: string }) => <p>check {userName}</p>,
  };
});

beforeEach(() => useSessionStore.getState().signOut());

describe('lazy reality check', () => {
  it('loads nothing for a guest, then mounts for the member who logs in', async () => {
    const { container } = render(<LazyRealityCheck />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(container).toBeEmptyDOMElement();
    expect(mockLoaded.count).toBe(0);

    act(() => useSessionStore.getState().signIn({ token: 'tok', username: 'member01' }));
    expect(await screen.findByText('check member01')).toBeInTheDocument();
    expect(mockLoaded.count).toBe(1);

    act(() => useSessionStore.getState().signOut());
    expect(container).toBeEmptyDOMElement();
  });
});
