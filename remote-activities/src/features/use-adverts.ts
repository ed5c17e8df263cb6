import { useQuery } from '@tanstack/react-query';
import { listAdverts } from '@app/shared';

export function useAdverts() {
  return useQuery({ queryKey: ['activities', 'adverts'], queryFn: () => listAdverts() });
}
