import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { kitModuleFiles } = require('../early-paint-kit-plugin.cjs');
const root = path.resolve(import.meta.dirname, '../..');

test("the sports painter's kit names the modules the container takes from it (issue 16)", () => {
  const files = kitModuleFiles(path.join(root, 'remote-sports/src/app/early-paint-kit.ts'));
  assert.ok(files.length >= 10);
  for (const file of files) assert.ok(fs.existsSync(file), file);
  assert.ok(files.includes(path.join(root, 'remote-sports/src/lib/odds-format.ts')));
  assert.ok(
    files.includes(path.join(root, 'remote-sports/src/components/sport-icon/sport-icon-paths.ts')),
  );
});

function kitFile(body) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-'));
  fs.writeFileSync(path.join(dir, 'helper.ts'), 'export const x = 1;\n');
  const file = path.join(dir, 'kit.ts');
  fs.writeFileSync(file, body);
  return file;
}

test('a kit holds only re-exports: code or state of its own would run twice', () => {
  const file = kitFile("/** doc */\n// note\nexport * from './helper';\n");
  assert.deepEqual(kitModuleFiles(file), [path.join(path.dirname(file), 'helper.ts')]);
  assert.throws(
    () => kitModuleFiles(kitFile("export * from './helper';\nlet cache = 1;\n")),
    /only hold/,
  );
  assert.throws(() => kitModuleFiles(kitFile("export { x } from './helper';\n")), /only hold/);
  assert.throws(() => kitModuleFiles(kitFile("export * from './missing';\n")), /does not exist/);
  assert.throws(() => kitModuleFiles(kitFile('// nothing\n')), /re-exports nothing/);
});
