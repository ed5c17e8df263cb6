import { accountQueries, type Profile, saveAvatar } from '@app/shared/api/member';
import { useMutation, useQuery, useQueryClient } from '@app/shared/client';
import { shell } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { useMemberName } from '../../../lib/use-member';

/** The member's own profile (user info, masked phone, member since). */
export function useProfile() {
  const name = useMemberName();
  return useQuery({ ...accountQueries.profile(name ?? ''), enabled: Boolean(name) });
}

/**
 * Saves the chosen avatar; the profile here and the session's user info (which the site header
 * draws) show the new avatar at once, then the shell reloads the profile from the server.
 */
export function useSaveAvatar() {
  const name = useMemberName() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAvatar,
    onSuccess: ({ avatar }) => {
      client.setQueryData<Profile>(accountQueries.profile(name).queryKey, (p) =>
        p ? { ...p, avatar } : p,
      );
      const info = useSessionStore.getState().userInfo;
      if (info) useSessionStore.getState().setUserInfo({ ...info, avatar });
      void shell.refreshProfile();
    },
  });
}
