import {
  rgQueries,
  setRealityCheck,
  setRgLimit,
  startRgExclusion,
  type RgState,
} from '@app/shared/api/rg';
import { useMutation, useQueryClient } from '@app/shared/client';
import { useMemberName } from '../../../lib/use-member';

/**
 * Every change answers the new state: it becomes the cache the bet slip and the lobbies read too,
 * and the history is read again to show the server's audit entry.
 */
function useKeepAnswer() {
  const name = useMemberName() ?? '';
  const client = useQueryClient();
  return (state: RgState) => {
    client.setQueryData(rgQueries.state(name).queryKey, state);
    void client.invalidateQueries({ queryKey: rgQueries.audit(name).queryKey });
  };
}

export function useSetRgLimit() {
  return useMutation({ mutationFn: setRgLimit, onSuccess: useKeepAnswer() });
}

export function useSetRealityCheck() {
  return useMutation({ mutationFn: setRealityCheck, onSuccess: useKeepAnswer() });
}

export function useStartRgBreak() {
  return useMutation({ mutationFn: startRgExclusion, onSuccess: useKeepAnswer() });
}
