// Task-level view of a Chromium trace for live-list-bench.mjs --trace: the long-task API only names
// tasks over 50 ms, so a run with none says nothing about how close it came. This reads every task
// of the page's main thread from a trace (categories below), prints how many took over 16/30/40/50
// ms and, for the longest ones, what ran inside them (events of 2 ms and more, nested).
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute', 'v8'];

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The main thread of the renderer that ran the most script: the page's one. */
function mainThread(events) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map();
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    if (mains.has(k) && e.name === 'FunctionCall') busy.set(k, (busy.get(k) ?? 0) + (e.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0] ?? [...mains][0];
}

const label = (e) => {
  const d = e.args?.data ?? {};
  const where = d.url ? ` ${String(d.url).split('/').pop()}:${d.lineNumber ?? ''}` : '';
  const what = d.functionName || d.type || d.name || '';
  return `${e.name}${what ? ` ${what}` : ''}${where}`;
};

/** Prints the task figures of a trace (the JSON of Tracing, as Playwright's stopTracing gives it). */
export function printTasks(buffer, top = 5) {
  const events = JSON.parse(String(buffer)).traceEvents ?? [];
  const thread = mainThread(events);
  const mine = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const e of mine) {
    const last = tasks[tasks.length - 1];
    if (TASK_NAMES.has(e.name) && (!last || e.ts >= last.ts + last.dur)) tasks.push(e);
  }
  const over = (m) => tasks.filter((t) => t.dur > m * 1000).length;
  const t0 = tasks[0]?.ts ?? 0;
  const max = Math.max(0, ...tasks.map((t) => t.dur)) / 1000;
  console.log(
    `  trace, main-thread tasks: ${tasks.length}; over 16 ms ${over(16)}, over 30 ms ${over(30)}, over 40 ms ${over(40)}, over 50 ms ${over(50)}; max ${max.toFixed(1)} ms`,
  );
  for (const task of [...tasks].sort((a, b) => b.dur - a.dur).slice(0, top)) {
    console.log(
      `    task ${(task.dur / 1000).toFixed(1)} ms at ${((task.ts - t0) / 1000).toFixed(0)} ms:`,
    );
    const inside = mine.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 2000,
    );
    const stack = [];
    for (const e of inside.slice(0, 40)) {
      while (stack.length && e.ts >= stack[stack.length - 1].ts + stack[stack.length - 1].dur)
        stack.pop();
      console.log(`      ${'  '.repeat(stack.length)}${(e.dur / 1000).toFixed(1)} ms ${label(e)}`);
      stack.push(e);
    }
  }
}
