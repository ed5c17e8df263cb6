// What the trace diagnoses share: the categories they record and a line per main-thread task saying
// what it spent its time in (script by file, style, layout, paint, parsing, timers, GC).

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
];

const KINDS = [
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'Layerize',
  'UpdateLayer',
  'HitTest',
  'MajorGC',
  'MinorGC',
];

/** The complete events of one thread (`pid/tid`). */
export const eventsOn = (events, thread) =>
  events.filter((e) => `${e.pid}/${e.tid}` === thread && e.ph === 'X');

/**
 * One line per task: its start (ms after `t0`, a trace timestamp), its length and the kinds of work
 * inside it by time; and the sum of each task's time over 50 ms (as total blocking time counts it).
 */
export function describeTasks(onThread, tasks, t0) {
  let blocking = 0;
  const lines = tasks.map((task) => {
    const end = task.ts + task.dur;
    const kids = onThread.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts < end && KINDS.includes(e.name),
    );
    const sums = new Map();
    for (const k of kids) {
      // only the outermost of each kind: nested events of the same name would count twice
      const nested = kids.some(
        (p) => p !== k && p.name === k.name && p.ts <= k.ts && p.ts + p.dur >= k.ts + k.dur,
      );
      if (nested) continue;
      const file = k.args?.data?.url
        ? ' ' + k.args.data.url.replace(/^https?:\/\/127\.0\.0\.1:/, ':').slice(0, 40)
        : '';
      const key = k.name + (k.name === 'EvaluateScript' || k.name === 'FunctionCall' ? file : '');
      sums.set(key, (sums.get(key) ?? 0) + k.dur / 1000);
    }
    blocking += Math.max(0, task.dur / 1000 - 50);
    const parts = [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(' | ');
    return `${((task.ts - t0) / 1000).toFixed(0).padStart(6)} +${(task.dur / 1000).toFixed(0).padStart(4)} ms ${parts}`;
  });
  return { lines, blocking };
}
