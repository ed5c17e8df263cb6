/** One frame of a browser's `error.stack`, as the browser wrote it (a bundled chunk's position). */
export interface RawFrame {
  fn: string | null;
  url: string;
  line: number;
  column: number;
}

// Chromium: `    at fn (https://host/chunk.js:1:234)` or `    at https://host/chunk.js:1:234`
const V8 = /^\s*at (?:(?:async )?(.+?) \()?((?:https?|file):\/\/[^\s)]+):(\d+):(\d+)\)?\s*$/;
// Firefox and Safari: `fn@https://host/chunk.js:1:234`
const GECKO = /^\s*(.*?)@((?:https?|file):\/\/\S+?):(\d+):(\d+)\s*$/;

/** The frames of a stack that name a script position (others, e.g. `<anonymous>`, are skipped). */
export function parseStack(stack: string, max = 20): RawFrame[] {
  const frames: RawFrame[] = [];
  for (const line of stack.split('\n')) {
    const m = V8.exec(line) ?? GECKO.exec(line);
    if (!m) continue;
    frames.push({
      fn: m[1] ? m[1] : null,
      url: m[2]!,
      line: Number(m[3]),
      column: Number(m[4]),
    });
    if (frames.length >= max) break;
  }
  return frames;
}
