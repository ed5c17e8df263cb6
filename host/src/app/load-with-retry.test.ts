import { loadWithRetry } from './load-with-retry';

jest.mock('./global-errors', () => ({ reportError: jest.fn() }));
const noWait = () => Promise.resolve();

describe('loadWithRetry', () => {
  it('retries a failed load and returns the module once it arrives', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue('module');
    await expect(loadWithRetry(load, () => 'fallback', noWait)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('settles on the fallback after four failures and reports the error', async () => {
    const { reportError } = jest.requireMock('./global-errors') as { reportError: jest.Mock };
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    await expect(loadWithRetry(load, () => 'fallback', noWait)).resolves.toBe('fallback');
    expect(load).toHaveBeenCalledTimes(4);
    expect(reportError).toHaveBeenCalledWith(new Error('offline'), { kind: 'load' });
  });
});
