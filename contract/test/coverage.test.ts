// The §7 table is complete: every API function of shared/src/api is listed, exported and called by a suite.
import fs from 'node:fs';
import path from 'node:path';
// the whole API, as the compatibility entry re-exports it (the calls live in its domains)
import * as shared from '@app/shared/api';
import { SPEC_CALLS, TRANSPORT_HELPERS } from '../src/spec-calls';

const SHARED_API = path.resolve(__dirname, '../../shared/src/api');
const TESTS = __dirname;

/** Exported functions of a source file with their bodies (up to the next top-level export). */
function exportedFunctions(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /^export (?:async )?function (\w+)/gm;
  const starts = [...source.matchAll(re)];
  starts.forEach((m, i) => {
    const end = starts[i + 1]?.index ?? source.length;
    out.set(m[1]!, source.slice(m.index, end));
  });
  return out;
}

/** True when a function body sends a request (directly or through a transport helper). */
const SENDS =
  /(?<![\w.])(callApi|getData|postData|putData|callSportsbook|post|send)\s*[<(]|\b\w*[hH]ttp\.(get|post|put|request)\(/;

const apiSources = fs
  .readdirSync(SHARED_API, { recursive: true, encoding: 'utf8' })
  // the calls, not the domains' query factories and hooks kept beside them (the table lists calls)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('__fixtures__'))
  .filter((f) => !/(-queries|\/use-[\w-]+)\.ts$/.test(f))
  .map((f) => fs.readFileSync(path.join(SHARED_API, f), 'utf8'));
const apiFunctions = new Map(apiSources.flatMap((s) => [...exportedFunctions(s)]));
const suites = fs
  .readdirSync(TESTS)
  .filter((f) => f.endsWith('.contract.test.ts'))
  .map((f) => fs.readFileSync(path.join(TESTS, f), 'utf8'))
  .join('\n');

describe('SPEC §7 call table', () => {
  test('every request-sending function of shared/src/api is in the table', () => {
    const listed = new Set([...SPEC_CALLS.map((c) => c.fn), ...TRANSPORT_HELPERS]);
    const sending = [...apiFunctions].filter(([, body]) => SENDS.test(body)).map(([n]) => n);
    expect(sending.length).toBeGreaterThan(SPEC_CALLS.length / 2);
    expect(sending.filter((n) => !listed.has(n))).toEqual([]);
  });

  test.each(SPEC_CALLS)(
    '$group: $call → $fn is exported by @app/shared/api and called by a suite',
    ({ fn }) => {
      expect(typeof (shared as Record<string, unknown>)[fn]).toBe('function');
      expect(suites).toMatch(new RegExp(`(?<![\\w.])${fn}(<[^>]*>)?\\(`));
    },
  );

  test('the calls are listed once', () => {
    const names = SPEC_CALLS.map((c) => c.call);
    expect(new Set(names).size).toBe(names.length);
  });
});
