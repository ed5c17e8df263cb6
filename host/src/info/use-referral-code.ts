import { useQuery } from '@tanstack/react-query';
import { generateReferralCode } from '@app/shared/api/promotion';
import { useSessionStore } from '@app/shared/store';

export interface InviteLink {
  code: string;
  link: string;
}

/** The server's link when it is a web address, else the site root with the invite code. */
export function inviteLinkFor(
  code: string,
  link: string | null | undefined,
  origin: string,
): string {
  if (link && /^https?:\/\//i.test(link)) return link;
  return `${origin}/?inviteCode=${encodeURIComponent(code)}`;
}

/** The logged-in member's invite code and link (SPEC §7 generateReferralCode), per user. */
export function useReferralCode() {
  const username = useSessionStore((s) => s.username);
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  return useQuery({
    queryKey: ['invite', 'referral-code', username],
    queryFn: async (): Promise<InviteLink> => {
      const data = await generateReferralCode();
      return {
        code: data.inviteCode,
        link: inviteLinkFor(data.inviteCode, data.link, window.location.origin),
      };
    },
    enabled: loggedIn,
    staleTime: 10 * 60_000,
  });
}
