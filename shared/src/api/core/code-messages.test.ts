import { callApi } from './client';
import { codeMessage, setCodeTranslator } from './code-messages';
import { setNotifier } from './notifier';
import { getRgState, setRgLimit } from '../rg/responsible-gambling';
import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';

const toast = jest.fn();
beforeEach(() => {
  useTestConfig();
  toast.mockReset();
  setNotifier({ toast, alert: jest.fn(async () => undefined), confirm: jest.fn() });
});
afterEach(() => setCodeTranslator(null));

describe('translated business codes', () => {
  it('the error carries the translation and the envelope data; the toast shows the translation', async () => {
    setCodeTranslator((code, data) =>
      code === 2003 ? `Còn lại ${(data as { remaining: number }).remaining}` : null,
    );
    answerEvery(() => ({ code: 2003, msg: 'Stake limit reached', data: { remaining: 5 } }));
    await expect(callApi({ method: 'POST', url: '/api/x' })).rejects.toMatchObject({
      code: 2003,
      message: 'Còn lại 5',
      data: { remaining: 5 },
    });
    expect(toast).toHaveBeenCalledWith('error', 'Còn lại 5');
  });

  it('keeps the server message for codes without a translation, and when the translator throws', async () => {
    setCodeTranslator(() => {
      throw new Error('broken');
    });
    expect(codeMessage(2003, null)).toBeNull();
    answerEvery(() => ({ code: 2004, msg: 'Excluded' }));
    await expect(setRgLimit({ kind: 'stake', period: 'day', amount: 1 })).rejects.toThrow(
      'Excluded',
    );
  });

  it('a silent call shows no toast but still rejects with the translation', async () => {
    setCodeTranslator(() => 'Dịch');
    answerEvery(() => ({ code: 2004, msg: 'Excluded' }));
    await expect(getRgState()).rejects.toThrow('Dịch');
    expect(toast).not.toHaveBeenCalled();
  });
});
