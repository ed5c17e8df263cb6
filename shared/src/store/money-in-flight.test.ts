import { useMoneyInFlight, whileMoneyMoves } from './money-in-flight';

describe('whileMoneyMoves', () => {
  it('counts a request while it runs, also when it fails', async () => {
    let release!: () => void;
    const pending = whileMoneyMoves(() => new Promise<void>((r) => (release = r)));
    const failing = whileMoneyMoves(() => Promise.reject(new Error('no')));
    expect(useMoneyInFlight.getState().count).toBe(2);
    await expect(failing).rejects.toThrow('no');
    expect(useMoneyInFlight.getState().count).toBe(1);
    release();
    await pending;
    expect(useMoneyInFlight.getState().count).toBe(0);
  });
});
