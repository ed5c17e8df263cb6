// Issue 47 #4: one config file per mode and market (SPEC §1), checked against the JSON Schema that
// is generated from the app's own zod schema. `UPDATE_CONFIG_SCHEMA=1 npx jest site-configs` writes it.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { parseRuntimeConfig, SITE_MARKETS, SITE_MODES } from './runtime-config';
import { runtimeConfigJsonSchema } from './runtime-config-json-schema';

const dir = path.resolve(__dirname, '../../../config');
const schemaFile = path.join(dir, 'runtime-config.schema.json');
const generated = runtimeConfigJsonSchema();
if (process.env.UPDATE_CONFIG_SCHEMA === '1')
  fs.writeFileSync(schemaFile, `${JSON.stringify(generated, null, 2)}\n`);

const committed = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(committed);
const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Record<string, unknown>;

test('the committed schema is the one the zod schema generates', () => {
  expect(committed).toEqual(generated);
});

test('config/ holds exactly one file per mode and market', () => {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'runtime-config.schema.json')
    .sort();
  const expected = SITE_MODES.flatMap((mode) => SITE_MARKETS.map((m) => `${mode}.${m}.json`));
  expect(files).toEqual(expected.sort());
  expect(files).toHaveLength(10);
});

describe.each(SITE_MODES.flatMap((mode) => SITE_MARKETS.map((market) => [mode, market] as const)))(
  'config/%s.%s.json',
  (mode, market) => {
    const config = read(`${mode}.${market}`);

    test('matches the schema and parses as the app parses it', () => {
      expect(validate(config) ? [] : validate.errors).toEqual([]);
      const parsed = parseRuntimeConfig(config);
      expect(parsed).toMatchObject({ mode, market });
    });

    test('talks to its own environment', () => {
      const parsed = parseRuntimeConfig(config);
      const local = parsed.apiBaseUrl.startsWith('http://127.0.0.1');
      expect(local).toBe(mode === 'dev');
      if (!local) {
        for (const url of [parsed.apiBaseUrl, parsed.registryUrl, ...parsed.remoteOrigins])
          expect(url).toMatch(/^https:\/\//);
        expect(parsed.apiBaseUrl).toContain(market === 'china' ? '.cn' : '.vn');
      }
      // a QA override and the debug console are never offered on what members use
      if (mode === 'production' || mode === 'pre-production') {
        expect(parsed.overrideOrigins).toEqual([]);
        expect(parsed.debugConsole).toBe(false);
      }
    });
  },
);

test('the schema refuses a misspelt field, a wrong type and an unknown mode', () => {
  const good = read('production.vietnam');
  expect(validate({ ...good, debugconsole: true })).toBe(false);
  expect(validate({ ...good, requestTimeoutMs: '15000' })).toBe(false);
  expect(validate({ ...good, mode: 'pre' })).toBe(false);
  expect(validate({ ...good, remoteLoad: { retries: 2, retry: 3 } })).toBe(false);
  const { apiBaseUrl: _gone, ...missing } = good;
  expect(validate(missing)).toBe(false);
});
