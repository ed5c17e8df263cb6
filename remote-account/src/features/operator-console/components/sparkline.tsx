export interface SparklineProps {
  values: number[];
  /** What the line shows, read by a screen reader. */
  label: string;
  width?: number;
  height?: number;
}

/** A small line of counts over time (plain SVG: no chart library for one line). */
export function Sparkline({ values, label, width = 120, height = 28 }: SparklineProps) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values
    .map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - (v / max) * (height - 4)).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-testid="sparkline"
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
