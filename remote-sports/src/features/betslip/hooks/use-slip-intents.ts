import { useEffect } from 'react';
import { subscribeIntent } from '@app/shared/federation';
import { useSlipStore } from '../stores/slip-store';

/**
 * The slip listens for picks from anywhere (this remote's lists and detail, the live remote's pushed
 * tips). A second click on a price of this remote takes the pick out again; a tip from elsewhere
 * opens the slip so the member sees it.
 */
export function useSlipIntents(): void {
  useEffect(
    () =>
      subscribeIntent('betslip.add', (intent) => {
        const { add, remove, setOpen, setNotice } = useSlipStore.getState();
        const result = add(intent);
        if (result === 'exists' && intent.source === 'sports')
          remove(`${intent.marketId}:${intent.outcomeId}`);
        setNotice(result === 'full' ? 'full' : null);
        if (result === 'added' && intent.source !== 'sports') setOpen(true);
      }),
    [],
  );
}
