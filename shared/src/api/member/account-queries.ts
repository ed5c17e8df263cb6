import { queryOptions } from '@tanstack/react-query';
import type { MyBetQuery } from '@app/shared/api/site';
import { callApi, validateResponse, type ReadOptions } from '@app/shared/client';
import { getUserInfo, getWalletBalance, UserInfoSchema } from './member';
import { getVipInfo, vipPhoneBackDial } from './wallet';

// The member centre's bet records, invitations and ban log are other domains' calls: their code comes
// with the first such query, so this entry (which every member route loads) does not carry it (issue
// 16). The chunk names are those the host provides the entries in (host/src/federation/host-shared.ts).
const site = () => import(/* webpackChunkName: "shared-api-site" */ '@app/shared/api/site');
const promotion = () =>
  import(/* webpackChunkName: "shared-api-promotion" */ '@app/shared/api/promotion');
const live = () => import(/* webpackChunkName: "shared-api-live" */ '@app/shared/api/live');

/** Invite lists of records (tiers, reward history, the winners ring): the calls' names. */
const INVITE_LISTS = {
  horseRing: 'queryHorseRing',
  betConfig: 'queryInviteBetConfig',
  depConfig: 'queryInviteDepConfig',
  vipConfig: 'queryInviteVipConfig',
  betAwards: 'queryInviteBetAwardList',
  depAwards: 'queryInviteDepAward',
} as const;

export type InviteListName = keyof typeof INVITE_LISTS;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The member's own profile: user info plus the masked phone and the registration time. */
export interface Profile {
  userName: string;
  nickName: string | null;
  avatar: string | null;
  vipLevel: number;
  regCurrency: string | null;
  role: string | null;
  mobile: string | null;
  createdAt: string | null;
}

/** GET /api/member/get read whole (getUserInfo keeps only the session's fields). Errors ignored (§8). */
export async function getProfile({ signal }: ReadOptions = {}): Promise<Profile> {
  const data = await callApi<unknown>(
    { method: 'GET', url: '/api/member/get', signal },
    { noNeedResponseMsg: true },
  );
  const info = validateResponse(UserInfoSchema, data);
  return {
    userName: info.userName,
    nickName: text(info.nickName),
    avatar: text(info.avatar),
    vipLevel: info.vipLevel ?? 0,
    regCurrency: text(info.regCurrency),
    role: text(info.role),
    mobile: text(info.mobile),
    createdAt: text(info.createdAt),
  };
}

/**
 * Query keys of the super admin's operator console (issue 12). Its fetchers are the sandbox's
 * operator endpoints, kept with the console in remote-account; the keys live here with the other
 * account keys. A call without its last argument is the prefix of every page or entry, for one
 * invalidation after a console action.
 */
export const operatorKeys = {
  registry: () => ['account', 'operator', 'registry'] as const,
  build: (manifest: string) => ['account', 'operator', 'build', manifest] as const,
  maintenance: () => ['account', 'operator', 'maintenance'] as const,
  audit: () => ['account', 'operator', 'audit'] as const,
  auditPage: (page: number) => ['account', 'operator', 'audit', page] as const,
  banLogs: () => ['account', 'banLogs'] as const,
};

/**
 * Query factories of the member centre (SPEC §7 Wallet and member, invite, VIP, ban log). Owned by
 * remote-account. Personal data is keyed by the user name, so another login never reads the last
 * member's answer.
 */
export const accountQueries = {
  userInfo: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'info'] as const,
      queryFn: ({ signal }) => getUserInfo({ signal }),
    }),
  profile: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'profile'] as const,
      queryFn: ({ signal }) => getProfile({ signal }),
    }),
  wallet: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'wallet'] as const,
      queryFn: ({ signal }) => getWalletBalance({ signal }),
      staleTime: 0,
    }),
  betSum: (userName: string, query: MyBetQuery) =>
    queryOptions({
      queryKey: ['account', userName, 'bets', 'sum', query] as const,
      queryFn: ({ signal }) => site().then((api) => api.sumMyBets(query, { signal })),
    }),
  betDetail: (userName: string, query: MyBetQuery) =>
    queryOptions({
      queryKey: ['account', userName, 'bets', 'detail', query] as const,
      queryFn: ({ signal }) => site().then((api) => api.listMyBetDetail(query, { signal })),
    }),
  inviteInfo: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'invite', 'info'] as const,
      queryFn: ({ signal }) => promotion().then((api) => api.queryInviteInfo({ signal })),
    }),
  inviteTotal: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'invite', 'total'] as const,
      queryFn: ({ signal }) => promotion().then((api) => api.queryInviteTotalAward({ signal })),
    }),
  referral: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'invite', 'referral'] as const,
      queryFn: ({ signal }) => promotion().then((api) => api.generateReferralCode({ signal })),
      staleTime: Infinity,
    }),
  inviteList: (userName: string, name: InviteListName) =>
    queryOptions({
      queryKey: ['account', userName, 'invite', name] as const,
      queryFn: ({ signal }) => promotion().then((api) => api[INVITE_LISTS[name]]({ signal })),
    }),
  vip: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'vip'] as const,
      queryFn: ({ signal }) => getVipInfo({ signal }),
    }),
  vipPhoneBack: (userName: string) =>
    queryOptions({
      queryKey: ['account', userName, 'vipPhoneBack'] as const,
      queryFn: ({ signal }) => vipPhoneBackDial({ signal }),
    }),
  banLogs: (current: number, userName = '') =>
    queryOptions({
      queryKey: [...operatorKeys.banLogs(), current, userName] as const,
      queryFn: ({ signal }) =>
        live().then((api) =>
          api.listBanLogs({ current, size: 20, ...(userName ? { userName } : {}) }, { signal }),
        ),
    }),
};
