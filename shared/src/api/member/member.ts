import * as z from 'zod/mini';
import type { UserInfo } from '@app/shared/store';
import { callApi, validateResponse, type ReadOptions } from '@app/shared/client';

export const UserInfoSchema = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  userName: z.string(),
  nickName: z.optional(z.nullable(z.string())),
  regCurrency: z.optional(z.nullable(z.string())),
  role: z.optional(z.nullable(z.string())),
  gameOrder: z.optional(z.nullable(z.string())),
  avatar: z.optional(z.nullable(z.string())),
  vipLevel: z.optional(z.nullable(z.number())),
});

/** GET /api/member/get (SPEC §7). */
export async function getUserInfo({ signal }: ReadOptions = {}): Promise<UserInfo> {
  const data = await callApi<unknown>(
    { method: 'GET', url: '/api/member/get', signal },
    { noNeedResponseMsg: true },
  );
  const info = validateResponse(UserInfoSchema, data);
  return {
    id: info.id,
    userName: info.userName,
    nickName: info.nickName ?? undefined,
    regCurrency: info.regCurrency ?? undefined,
    role: info.role ?? undefined,
    gameOrder: info.gameOrder ?? undefined,
    avatar: info.avatar ?? undefined,
    vipLevel: info.vipLevel ?? undefined,
  };
}

const WalletSchema = z.object({
  memberWallet: z.object({ balance: z.number(), currency: z.optional(z.string()) }),
});

/** POST /api/fund/wallet/member/local: the balance read from memberWallet (SPEC §3). */
export async function getWalletBalance({ signal }: ReadOptions = {}): Promise<{
  balance: number;
  currency?: string;
}> {
  const data = await callApi<unknown>(
    { method: 'POST', url: '/api/fund/wallet/member/local', data: {}, signal },
    { noNeedResponseMsg: true },
  );
  return validateResponse(WalletSchema, data).memberWallet;
}

const SavedAvatarSchema = z.object({ avatar: z.string() });

/** Body of POST /api/member/avatar. */
export interface SaveAvatarBody {
  avatarId: number;
}

/**
 * POST /api/member/avatar (sandbox path; SPEC §3 has ten avatars but shows no call to choose one):
 * stores avatar `avatarId` (1–10) and resolves to the user's new avatar string ('4,4'). Rejects on
 * failure without a toast: the avatar picker says so itself.
 */
export async function saveAvatar(avatarId: number): Promise<{ avatar: string }> {
  const data = await callApi<unknown>(
    { method: 'POST', url: '/api/member/avatar', data: { avatarId } satisfies SaveAvatarBody },
    { noNeedResponseMsg: true },
  );
  return validateResponse(SavedAvatarSchema, data);
}
