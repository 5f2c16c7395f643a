import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { ERROR_CODES } from '../src/core/index.ts';

// docs/errors.md and the catalogue must agree both ways, with the same exit and HTTP statuses.
it('docs/errors.md lists exactly the catalogue, with its statuses', () => {
  const doc = readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8');
  const rows = [...doc.matchAll(/^\| `([A-Z_]+)` \| (\d+) \| (\d+) \|/gm)].map((m) => ({
    code: m[1] ?? '',
    exit: Number(m[2]),
    http: Number(m[3]),
  }));
  assert.deepEqual(rows.map((r) => r.code).sort(), Object.keys(ERROR_CODES).sort());
  for (const r of rows) {
    const entry = ERROR_CODES[r.code as keyof typeof ERROR_CODES];
    assert.equal(r.exit, entry.exit, `${r.code} exit`);
    assert.equal(r.http, entry.http, `${r.code} http`);
  }
});
