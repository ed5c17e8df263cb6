import { GIFT_QUEUE_CAP, useGiftQueue } from './gift-queue';

const show = (sender: string, giftName = 'Rose', count = 1) => ({ sender, giftName, count });

beforeEach(() => useGiftQueue.getState().clear());

describe('gift animation queue (research §2.4: combos, cap)', () => {
  it('plays one at a time in arrival order', () => {
    const q = useGiftQueue.getState();
    q.push(show('a'));
    q.push(show('b'));
    expect(useGiftQueue.getState().current?.sender).toBe('a');
    useGiftQueue.getState().next();
    expect(useGiftQueue.getState().current?.sender).toBe('b');
    useGiftQueue.getState().next();
    expect(useGiftQueue.getState().current).toBeNull();
  });

  it('merges the same sender and gift into a combo', () => {
    const q = useGiftQueue.getState();
    q.push(show('a', 'Rose', 1));
    q.push(show('a', 'Rose', 10));
    q.push(show('b', 'Car'));
    q.push(show('b', 'Car', 2));
    expect(useGiftQueue.getState().current?.count).toBe(11);
    expect(useGiftQueue.getState().waiting).toEqual([
      expect.objectContaining({ sender: 'b', count: 3 }),
    ]);
  });

  it('drops the oldest waiting shows past the cap', () => {
    const q = useGiftQueue.getState();
    q.push(show('first'));
    for (let i = 0; i < GIFT_QUEUE_CAP + 5; i += 1) q.push(show(`s${i}`));
    const { waiting } = useGiftQueue.getState();
    expect(waiting).toHaveLength(GIFT_QUEUE_CAP);
    expect(waiting.at(-1)?.sender).toBe(`s${GIFT_QUEUE_CAP + 4}`);
  });
});
