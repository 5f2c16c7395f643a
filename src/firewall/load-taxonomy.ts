import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { canonicalHash, deepFreeze, ParapetError } from '../core/index.ts';
import { type TaxonomyDocument, taxonomySchema } from './taxonomy-schema.ts';

export interface LoadedTaxonomy {
  readonly document: TaxonomyDocument;
  readonly hash: string;
  /** Tags for a rule id; the mapping test guarantees every emitted rule id has an entry. */
  tagsFor(ruleId: string): { readonly owasp: readonly string[]; readonly nist: readonly string[] };
}

const TAXONOMY_URL = new URL('./taxonomy.yaml', import.meta.url);
const UNMAPPED = Object.freeze({ owasp: Object.freeze([]), nist: Object.freeze(['unmapped']) });

/** The embedded OWASP LLM Top 10 (2025) and NIST AI 100-2e2025 mapping of every reason code. */
export function loadTaxonomy(): LoadedTaxonomy {
  const path = fileURLToPath(TAXONOMY_URL);
  const parsed = taxonomySchema.safeParse(parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${path}: ${i.path.join('.')}: ${i.message}`);
    throw new ParapetError('CONFIG_INVALID', `invalid taxonomy mapping:\n${problems.join('\n')}`, { path });
  }
  const document = deepFreeze(parsed.data);
  const tags = new Map<string, { owasp: readonly string[]; nist: readonly string[] }>();
  for (const [rule, entry] of Object.entries(document.entries)) {
    const n = entry.nist;
    tags.set(
      rule,
      deepFreeze({
        owasp: [...entry.owasp],
        nist: [
          `attack_class:${n.attack_class}`,
          `objective:${n.objective}`,
          `lifecycle:${n.lifecycle}`,
          `capability:${n.capability}`,
          `knowledge:${n.knowledge}`,
        ],
      }),
    );
  }
  return Object.freeze({
    document,
    hash: canonicalHash(document),
    tagsFor: (ruleId: string) => tags.get(ruleId) ?? tags.get(`${ruleId.split('/')[0]}/*`) ?? UNMAPPED,
  });
}
