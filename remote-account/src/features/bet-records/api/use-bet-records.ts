import { accountQueries } from '@app/shared/api/member';
import { keepPreviousData, useQuery } from '@app/shared/client';
import type { MyBetQuery } from '@app/shared/api/site';
import { useMemberName } from '../../../lib/use-member';

export const PAGE_SIZE = 10;

/** mybet sum and one page of mybet detail for the same filter (the page kept while the next loads). */
export function useBetRecords(filter: Omit<MyBetQuery, 'current' | 'size'>, page: number) {
  const name = useMemberName() ?? '';
  const sum = useQuery({ ...accountQueries.betSum(name, filter), enabled: Boolean(name) });
  const detail = useQuery({
    ...accountQueries.betDetail(name, { ...filter, current: page, size: PAGE_SIZE }),
    enabled: Boolean(name),
    placeholderData: keepPreviousData,
  });
  return { sum, detail };
}
