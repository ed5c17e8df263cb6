import { act, render, screen } from '@testing-library/react';
import { GIFT_SHOW_MS, useGiftQueue } from '../stores/gift-queue';
import { GiftOverlay } from './gift-overlay';

const push = (sender: string, giftName: string, count = 1) =>
  act(() => useGiftQueue.getState().push({ sender, giftName, count }));

beforeEach(() => {
  useGiftQueue.getState().clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('gift overlay (issue 11: a queue of gift animations on the video)', () => {
  it('shows one gift at a time, combos counted, the next after the show time', () => {
    render(<GiftOverlay />);
    expect(screen.queryByTestId('gift-show')).toBeNull();
    push('An', 'Rose');
    push('Bình', 'Car');
    push('An', 'Rose', 4);
    expect(screen.getByTestId('gift-show')).toHaveTextContent('An gifts.sent×5');

    act(() => jest.advanceTimersByTime(GIFT_SHOW_MS - 1));
    expect(screen.getByTestId('gift-show')).toHaveTextContent('An gifts.sent×5');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('gift-show')).toHaveTextContent('Bình gifts.sent×1');
    act(() => jest.advanceTimersByTime(GIFT_SHOW_MS));
    expect(screen.queryByTestId('gift-show')).toBeNull();
  });

  it('is hidden from screen readers (the chat announces gifts) and cleared when the room is left', () => {
    const { unmount } = render(<GiftOverlay />);
    push('An', 'Rose');
    push('Bình', 'Car');
    expect(screen.getByTestId('gift-show')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    expect(useGiftQueue.getState()).toMatchObject({ current: null, waiting: [] });
  });
});
