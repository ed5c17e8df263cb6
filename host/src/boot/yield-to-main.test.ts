import { yieldToMain } from './yield-to-main';

describe('yieldToMain (issue 16: start-up work split into tasks)', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task: work queued in this task runs first', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('microtask'));
    await resumed;
    expect(order).toEqual(['microtask', 'resumed']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
