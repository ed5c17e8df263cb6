import type { ActionOutcome } from '@app/shared/ui';
import ui from './ui.module.css';

/** The result of an action: a status when it worked, an alert when it did not. */
export function OutcomeText({ outcome }: { outcome: ActionOutcome }) {
  if (!outcome) return null;
  return (
    <p
      className={outcome.ok ? ui.ok : ui.fail}
      role={outcome.ok ? 'status' : 'alert'}
      data-testid="activity-result"
    >
      {outcome.text}
    </p>
  );
}
