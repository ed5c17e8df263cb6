import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueries, callApi, shell, useSessionStore, type Profile } from '@app/shared';
import { useMemberName } from '../../../lib/use-member';
import { avatarValue } from '../avatar';

/** The member's own profile (user info, masked phone, member since). */
export function useProfile() {
  const name = useMemberName();
  return useQuery({ ...accountQueries.profile(name ?? ''), enabled: Boolean(name) });
}

/** POST /api/member/avatar: stores one of the ten avatars (sandbox path; the spec shows none). */
export async function saveAvatar(avatarId: number): Promise<void> {
  await callApi<unknown>(
    { method: 'POST', url: '/api/member/avatar', data: { avatarId } },
    { noNeedResponseMsg: true },
  );
}

/** Saves the chosen avatar, then the profile here and the session's user info show it. */
export function useSaveAvatar() {
  const name = useMemberName() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAvatar,
    onSuccess: (_data, avatarId) => {
      const avatar = avatarValue(avatarId);
      client.setQueryData<Profile>(accountQueries.profile(name).queryKey, (p) =>
        p ? { ...p, avatar } : p,
      );
      const info = useSessionStore.getState().userInfo;
      if (info) useSessionStore.getState().setUserInfo({ ...info, avatar });
      void shell.refreshProfile();
    },
  });
}
