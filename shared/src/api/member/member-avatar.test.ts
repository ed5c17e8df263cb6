// The avatar choice (SPEC §3 ten avatars; the sandbox's path, the spec shows none).
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { saveAvatar } from './member';
import { setNotifier } from '../core/notifier';
import { describeCalls } from '../__fixtures__/call-table';
import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';

const toast = jest.fn();
beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION });
  toast.mockReset();
  setNotifier({ toast, alert: jest.fn(async () => undefined), confirm: jest.fn() });
});

describe('saveAvatar', () => {
  // prettier-ignore
  describeCalls([
    { name: 'saveAvatar', run: () => saveAvatar(4), method: 'post', url: '/api/member/avatar', data: { avatar: '4,4' }, body: { avatarId: 4 }, expected: { avatar: '4,4' } },
  ]);

  it('rejects a refused choice with the server message and no toast (the picker says so)', async () => {
    answerEvery(() => ({ code: 1000, msg: 'avatarId must be 1-10' }));
    await expect(saveAvatar(11)).rejects.toThrow('avatarId must be 1-10');
    expect(toast).not.toHaveBeenCalled();
  });
});
