import { getNotifier, setNotifier, type Notifier } from './notifier';

describe('SPEC §8 notifier: UI effects are injected', () => {
  it('before the host installs one, a silent notifier does nothing and confirms', async () => {
    const n = getNotifier();
    expect(n.toast('error', 'x')).toBeUndefined();
    await expect(
      n.alert({ title: 'KindTips', message: 'm', button: 'Sure' }),
    ).resolves.toBeUndefined();
    await expect(n.confirm({ title: 't', message: 'm', ok: 'OK', cancel: 'No' })).resolves.toBe(
      true,
    );
  });

  it('setNotifier replaces it', () => {
    const mine: Notifier = { toast: jest.fn(), alert: jest.fn(), confirm: jest.fn() };
    setNotifier(mine);
    expect(getNotifier()).toBe(mine);
  });
});
