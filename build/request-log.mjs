// One JSON line per request, in the shape of the sandbox's log (api-sandbox/src/http/app.ts): the kind
// of answer, never the path or query (a phone number or a token may be in them).
const LEVELS = { silent: 0, error: 1, info: 2 };

/**
 * @param {{ server: string, level?: string, out?: (line: string) => void }} o `level` is `info`
 * (requests and errors), `error` (errors only) or `silent`.
 */
export function requestLog({ server, level = 'info', out = (line) => process.stdout.write(line) }) {
  const rank = LEVELS[level] ?? LEVELS.info;
  const write = (lvl, fields) =>
    out(`${JSON.stringify({ level: lvl, time: Date.now(), server, ...fields })}\n`);
  return {
    request(fields) {
      if (rank >= LEVELS.info) write('info', { ...fields, msg: 'request' });
    },
    error(msg, err) {
      if (rank >= LEVELS.error) write('error', { msg, err: String(err?.stack ?? err) });
    },
    info(msg, fields = {}) {
      if (rank >= LEVELS.info) write('info', { ...fields, msg });
    },
  };
}
