// The site's runtime configuration: one file per mode and market in config/ (`<mode>.<market>.json`),
// chosen by SITE_CONFIG (default dev.vietnam) and checked against config/runtime-config.schema.json,
// which is generated from the app's zod schema (shared/src/config/runtime-config-json-schema.ts).
const fs = require('node:fs');
const path = require('node:path');
const Ajv2020 = require('ajv/dist/2020').default;

const CONFIG_DIR = path.resolve(__dirname, '..', 'config');
const SCHEMA_FILE = path.join(CONFIG_DIR, 'runtime-config.schema.json');
const DEFAULT_SITE_CONFIG = 'dev.vietnam';

let validate = null;
function validator() {
  if (!validate) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    validate = ajv.compile(JSON.parse(fs.readFileSync(SCHEMA_FILE, 'utf8')));
  }
  return validate;
}

/** What is wrong with a config object, one line per problem; empty when it is valid. */
function configProblems(config) {
  const check = validator();
  if (check(config)) return [];
  return check.errors.map((e) => {
    const where = e.instancePath || '(root)';
    const extra = e.params && e.params.additionalProperty;
    return extra ? `${where}: unknown field "${extra}"` : `${where}: ${e.message}`;
  });
}

/** Throws an error naming the file and each problem when `config` does not match the schema. */
function assertSiteConfig(config, label) {
  const problems = configProblems(config);
  if (problems.length > 0)
    throw new Error(`Invalid site configuration ${label}:\n  ${problems.join('\n  ')}`);
  return config;
}

/** The config file `name` (`<mode>.<market>`) without its `$schema` key, validated. */
function readSiteConfig(name = process.env.SITE_CONFIG || DEFAULT_SITE_CONFIG) {
  const file = path.join(CONFIG_DIR, `${name}.json`);
  if (!/^[a-z-]+\.[a-z]+$/.test(name) || !fs.existsSync(file)) {
    const known = fs
      .readdirSync(CONFIG_DIR)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
      .map((f) => f.slice(0, -'.json'.length));
    throw new Error(`SITE_CONFIG=${name} names no config file; one of: ${known.join(', ')}`);
  }
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  delete config.$schema; // the editor's pointer, relative to config/
  return assertSiteConfig(config, `config/${name}.json`);
}

module.exports = {
  CONFIG_DIR,
  DEFAULT_SITE_CONFIG,
  assertSiteConfig,
  configProblems,
  readSiteConfig,
};
