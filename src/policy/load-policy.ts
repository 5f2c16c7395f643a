import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type CrossCheckProblem, canonicalHash, deepFreeze, ParapetError, validateYaml } from '../core/index.ts';
import {
  DETECTORS,
  type Detector,
  LEARNED_DETECTOR_DESCRIPTIONS,
  SECOND_STAGE_DESCRIPTION,
} from '../detectors/index.ts';
import type { LoadedPolicy } from './loaded-policy.ts';
import { POLICY_VERSIONS, type PolicyDocument, policySchema } from './schema.ts';

const DEFAULT_POLICY_URL = new URL('./default-policy.yaml', import.meta.url);

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

/** "Did you mean …?" for a misspelt id, or an empty string when nothing is close. */
export function suggestClosest(name: string, candidates: readonly string[]): string {
  let best = '';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const d = levenshtein(name, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (bestDistance <= Math.max(2, Math.floor(name.length / 3))) return ` Did you mean "${best}"?`;
  // A truncated or abbreviated name ("sig.sqlinj") is far in edits but shares a long prefix.
  const prefixed = candidates
    .map((c) => ({ c, shared: commonPrefixLength(name, c) }))
    .filter((x) => x.shared >= Math.max(4, Math.ceil(name.length * 0.6)))
    .sort((a, b) => b.shared - a.shared)[0];
  return prefixed === undefined ? '' : ` Did you mean "${prefixed.c}"?`;
}

function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** What the policy may name: the registry's detectors and the learned heads. */
export type KnownDetector = Pick<Detector, 'id' | 'reasons'>;
const KNOWN: readonly KnownDetector[] = [...DETECTORS, ...LEARNED_DETECTOR_DESCRIPTIONS, SECOND_STAGE_DESCRIPTION];

/** Checks what the schema cannot: that named detectors and reason codes exist in the registry. */
function crossCheck(doc: PolicyDocument, detectors: readonly KnownDetector[]): CrossCheckProblem[] {
  const problems: CrossCheckProblem[] = [];
  const byId = new Map(detectors.map((d) => [d.id as string, d]));
  const ids = [...byId.keys()];
  for (const id of Object.keys(doc.detectors)) {
    if (!byId.has(id))
      problems.push({
        path: ['detectors'],
        key: id,
        message: `names detector "${id}", which does not exist.${suggestClosest(id, ids)} "parapet detectors" lists them all.`,
      });
  }
  const checkRule = (rule: string, path: (string | number)[]): void => {
    const [detectorId = '', reason = ''] = rule.split('/');
    const detector = byId.get(detectorId);
    if (detector === undefined) {
      problems.push({
        path,
        message: `rule "${rule}" names detector "${detectorId}", which does not exist.${suggestClosest(detectorId, ids)}`,
      });
    } else if (reason !== '*' && !(reason in detector.reasons)) {
      problems.push({
        path,
        message: `rule "${rule}": detector "${detectorId}" has no reason "${reason}".${suggestClosest(reason, Object.keys(detector.reasons))}`,
      });
    }
  };
  doc.uncertainty.groups.forEach((g, i) => {
    g.detectors.forEach((id, j) => {
      if (!byId.has(id))
        problems.push({
          path: ['uncertainty', 'groups', i, 'detectors', j],
          message: `uncertainty group "${g.id}" names detector "${id}", which does not exist.${suggestClosest(id, ids)}`,
        });
    });
  });
  doc.prohibited.forEach((p, i) => {
    p.rules.forEach((r, j) => {
      checkRule(r, ['prohibited', i, 'rules', j]);
    });
  });
  doc.benign_context.intents.forEach((intent, i) => {
    intent.relaxes.forEach((r, j) => {
      checkRule(r, ['benign_context', 'intents', i, 'relaxes', j]);
    });
  });
  return problems;
}

/**
 * Parses and validates a policy, collecting every problem with its line and column before throwing one
 * CONFIG_INVALID error that lists them all.
 */
export function parsePolicy(text: string, source: string, detectors: readonly KnownDetector[] = KNOWN): LoadedPolicy {
  const document = deepFreeze(
    validateYaml({
      text,
      source,
      kind: 'policy',
      schema: policySchema,
      versions: POLICY_VERSIONS,
      doc: 'docs/policy.md',
      crossCheck: (doc) => crossCheck(doc, detectors),
    }),
  );
  return Object.freeze({ document, hash: canonicalHash(document), source });
}

export function loadPolicyFile(path: string, detectors: readonly KnownDetector[] = KNOWN): LoadedPolicy {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `cannot read policy file ${path}; check the path given to --policy.`,
      { path },
      error,
    );
  }
  return parsePolicy(text, path, detectors);
}

/** The embedded default policy, validated by the same schema as any user file. */
export function loadDefaultPolicy(detectors: readonly KnownDetector[] = KNOWN): LoadedPolicy {
  const text = readFileSync(fileURLToPath(DEFAULT_POLICY_URL), 'utf8');
  return parsePolicy(text, 'builtin:default-policy.yaml', detectors);
}
