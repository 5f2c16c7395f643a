import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isParapetError } from '../core/index.ts';
import { loadGateFile, parseGateFile } from './load-gate-file.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`./__fixtures__/gates/${name}`, import.meta.url));

test('a valid gate file loads, with defaults applied', () => {
  const file = loadGateFile(fixture('valid.yaml'));
  assert.equal(file.gates.length, 3);
  assert.equal(file.gates[0]?.min_n, 2);
  assert.equal(file.gates[1]?.min_n, 1);
});

test('every problem of an invalid gate file is listed with its line and column', () => {
  assert.throws(
    () => loadGateFile(fixture('invalid.yaml')),
    (error: unknown) => {
      assert.ok(isParapetError(error) && error.code === 'CONFIG_INVALID');
      const m = error.message;
      assert.match(m, /invalid gate file \(5 problems\)/);
      assert.match(m, /invalid\.yaml:4:12: "gates\.0\.check": expected "<metric> <op> <number>"/);
      assert.match(m, /invalid\.yaml:5:12: "gates\.1\.scope": /);
      assert.match(m, /invalid\.yaml:9:5: "gates\.2": unknown key "mni_n"/);
      assert.match(m, /"gates\.2\.check": metric "ece" does not exist for scope overall; use one of tpr, /);
      assert.match(m, /"gates\.3\.label": label benign contradicts metric tpr/);
      return true;
    },
  );
});

test('version, syntax and missing-file errors', () => {
  const table = [
    { text: 'version: 2\ngates: []\n', code: 'CONFIG_VERSION_UNSUPPORTED', message: /version 2 is not supported/ },
    { text: 'version: 1\ngates: [\n', code: 'CONFIG_INVALID', message: /gates\.yaml:\d+:\d+: / },
    { text: 'version: 1\ngates: []\n', code: 'CONFIG_INVALID', message: /"gates": / },
    { text: 'gates:\n  - { scope: overall, check: "tpr >= 0.9" }\n', code: 'CONFIG_INVALID', message: /"version": / },
    {
      text: 'version: 1\ngates:\n  - { scope: calibration, check: "brier <= 0.2", keys: [x] }\n',
      code: 'CONFIG_INVALID',
      message: /has no slices to select/,
    },
  ];
  for (const { text, code, message } of table) {
    assert.throws(
      () => parseGateFile(text, 'gates.yaml'),
      (e: unknown) => isParapetError(e) && e.code === code && message.test(e.message),
      text,
    );
  }
  assert.throws(
    () => loadGateFile(fixture('missing.yaml')),
    (e: unknown) => isParapetError(e) && e.code === 'FILE_NOT_FOUND',
  );
});
