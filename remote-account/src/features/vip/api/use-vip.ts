import { accountQueries, addVipPhoneBack } from '@app/shared/api/member';
import { useMutation, useQuery, useQueryClient, ApiError } from '@app/shared/client';
import { useMemberName } from '../../../lib/use-member';

export function useVipInfo() {
  const name = useMemberName() ?? '';
  return useQuery({ ...accountQueries.vip(name), enabled: Boolean(name) });
}

export function useVipManager() {
  const name = useMemberName() ?? '';
  return useQuery({ ...accountQueries.vipPhoneBack(name), enabled: Boolean(name) });
}

export type CallbackOutcome = 'sent' | 'limited' | 'failed';

/** Asks for a call back, quietly: the form says what happened in the UI language. */
export function useRequestCallback() {
  const name = useMemberName() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { mobile: string; remark: string }): Promise<CallbackOutcome> => {
      try {
        await addVipPhoneBack(input.mobile, input.remark || undefined, { quiet: true });
        return 'sent';
      } catch (err) {
        return err instanceof ApiError && err.kind === 'business' ? 'limited' : 'failed';
      }
    },
    onSuccess: () =>
      client.invalidateQueries({ queryKey: accountQueries.vipPhoneBack(name).queryKey }),
  });
}

/** A phone number as the form accepts it: 6 to 20 digits once spaces, dots and dashes are gone. */
export function cleanPhone(value: string): string | null {
  const digits = value.replace(/[\s.\-()]/g, '').replace(/^\+/, '');
  return /^\d{6,20}$/.test(digits) ? digits : null;
}
