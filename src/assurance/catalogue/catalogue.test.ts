import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BUNDLED_CATALOGUE_DIR, loadCatalogue, parseCatalogueFile, selectProtocol } from './load-catalogue.ts';
import { CARRIED_INTO_V4 } from './mapping.ts';
import { CATEGORIES, PROTOCOL_COUNTS } from './schema.ts';

function countBy<T>(items: readonly T[], key: (item: T) => string | undefined): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const k = key(item);
    if (k !== undefined) counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

const isComplete = CATEGORIES.every((c) => existsSync(join(BUNDLED_CATALOGUE_DIR, `${c}.yaml`)));

describe('Forge scenario catalogue', () => {
  // Each category file on its own: what it must hold in v4 and which earlier scenarios it carries.
  for (const category of CATEGORIES) {
    const path = join(BUNDLED_CATALOGUE_DIR, `${category}.yaml`);
    it(`${category}.yaml holds its v4 count and the earlier scenarios mapped to it`, {
      skip: !existsSync(path),
    }, async () => {
      const { readFileSync } = await import('node:fs');
      const file = parseCatalogueFile(readFileSync(path, 'utf8'), path);
      assert.equal(file.scenarios.length, PROTOCOL_COUNTS.v4.categories[category]);
      const carried = CARRIED_INTO_V4[category];
      const actual = countBy(file.scenarios, (s) =>
        s.since === 'v4' ? undefined : `${s.since}:${s.legacy_category}${s.legacy_group ? `:${s.legacy_group}` : ''}`,
      );
      assert.deepEqual(actual, carried, `earlier scenarios carried into ${category}`);
      for (const s of file.scenarios) assert.equal(new Set(s.vectors).size, 3, `${s.id}: three distinct vectors`);
    });
  }

  it('gives every protocol version its exact counts', {
    skip: isComplete ? false : 'catalogue files are missing',
  }, () => {
    const catalogue = loadCatalogue();
    const v1 = selectProtocol(catalogue, 'v1');
    assert.equal(v1.entries.length, PROTOCOL_COUNTS.v1.total);
    assert.deepEqual(
      countBy(v1.entries, (e) => e.category),
      PROTOCOL_COUNTS.v1.legacy,
    );
    const v2 = selectProtocol(catalogue, 'v2');
    assert.equal(v2.entries.length, PROTOCOL_COUNTS.v2.total);
    assert.deepEqual(
      countBy(
        v2.entries.filter((e) => e.scenario.since === 'v2'),
        (e) => e.scenario.legacy_group,
      ),
      PROTOCOL_COUNTS.v2.groups,
    );
    const v3 = selectProtocol(catalogue, 'v3');
    assert.equal(v3.entries.length, PROTOCOL_COUNTS.v3.total);
    assert.deepEqual(
      countBy(
        v3.entries.filter((e) => e.scenario.since === 'v3'),
        (e) => e.category,
      ),
      PROTOCOL_COUNTS.v3.added,
    );
    const v4 = selectProtocol(catalogue, 'v4');
    assert.equal(v4.entries.length, PROTOCOL_COUNTS.v4.total);
    assert.deepEqual(
      countBy(v4.entries, (e) => e.category),
      PROTOCOL_COUNTS.v4.categories,
    );
    // Each version pins its own view: adding v4 scenarios never changes what a v1 report pinned.
    assert.notEqual(v1.catalogueHash, v4.catalogueHash);
    assert.equal(selectProtocol(loadCatalogue(), 'v1').catalogueHash, v1.catalogueHash);
  });
});
