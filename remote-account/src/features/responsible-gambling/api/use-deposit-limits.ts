import { useMutation, useQuery, useQueryClient } from '@app/shared/client';
import { useMemberName } from '../../../lib/use-member';
import { readDepositLimits, saveDepositLimit } from './deposit-limits-api';

// Under the cashier's key: the deposit page reads the same limits with its methods, and a change
// here refreshes both.
const CASHIER = 'cashier';
const keyOf = (name: string) => [CASHIER, 'depositLimit', name] as const;

export function useDepositLimits() {
  const name = useMemberName() ?? '';
  return useQuery({ queryKey: keyOf(name), queryFn: readDepositLimits, enabled: Boolean(name) });
}

export function useSetDepositLimit() {
  const name = useMemberName() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDepositLimit,
    onSuccess: (limits) => {
      client.setQueryData(keyOf(name), limits);
      void client.invalidateQueries({ queryKey: [CASHIER, 'methods'] });
    },
  });
}
