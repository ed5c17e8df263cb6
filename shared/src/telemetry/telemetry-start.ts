import { createSender } from './sender';
import type { RawReport, TelemetryEnv } from './types';
import { watchVitals } from './vitals';

/**
 * The sending code and web-vitals, a chunk loaded after the first screen (reporter.ts
 * `startTelemetry`): the page load is counted, its vitals watched, and reports sent from here on.
 * Vitals and the load belong to the page's first route (`landingPath`), the one its LCP drew.
 */
export function startSending(env: TelemetryEnv, landingPath: string): (report: RawReport) => void {
  const sender = createSender(env);
  sender.addLoad(landingPath);
  watchVitals((name, value) => sender.addVital(name, value, landingPath));
  return (report) => sender.addError(report);
}
