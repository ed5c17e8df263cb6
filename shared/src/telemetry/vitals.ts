import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalName } from './sender';

/**
 * Real-user vitals with Google's web-vitals (issue 48): LCP, INP, CLS, FCP and TTFB of this page
 * load, each reported once when final (LCP, CLS and INP when the page is hidden). The observers are
 * buffered, so starting them after the first screen still sees it.
 */
export function watchVitals(add: (name: VitalName, value: number) => void): void {
  const report = (metric: Metric) => add(metric.name as VitalName, metric.value);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(report);
}
