import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Decision, ExecutionContext } from '../core/index.ts';
import type { CorpusRow } from './corpus-row.ts';
import { createEvalAccumulator } from './eval-accumulator.ts';
import type { EvalManifest } from './eval-manifest.ts';
import type { RowOutcome } from './screen-outcome.ts';

let nextId = 0;
function row(label: 'attack' | 'benign', category: string, stratum: string, extra: Partial<CorpusRow> = {}): CorpusRow {
  return {
    id: `r${nextId++}`,
    text: 'x',
    label,
    category,
    direction: 'input',
    context: 'plain_text',
    stratum,
    lang: 'en',
    ...extra,
  };
}

function outcome(
  decision: Decision,
  risk: number,
  rules: readonly string[] = [],
  tags: { owasp?: string[]; nist?: string[] } = {},
): RowOutcome {
  const findings = rules.map((rule_id) => ({ rule_id, detector_id: rule_id.split('/')[0] ?? '', final: risk }));
  const cause = rules[0] ?? 'policy.zone.allow/NO_FINDINGS';
  return {
    decision,
    risk,
    cause: {
      layer: 'heuristic',
      rule_id: cause,
      detector_id: cause.split('/')[0] ?? '',
      reason_code: cause.split('/')[1] ?? '',
    },
    findings,
    detectors: [{ id: 'heuristic.demo', status: 'scanned', raw: risk, final: risk }],
    owasp: tags.owasp ?? [],
    nist: tags.nist ?? [],
    latency_ms: 1,
  };
}

const manifest = {} as EvalManifest; // opaque to the accumulator; passed through untouched
const ctx = (context: ExecutionContext): Partial<CorpusRow> => ({ context });

function scenario() {
  const acc = createEvalAccumulator();
  acc.add(row('attack', 'jailbreak', 'jailbreak'), outcome('ALLOW', 0.1));
  acc.add(
    row('attack', 'jailbreak', 'jailbreak_de', { lang: 'de' }),
    outcome('BLOCK', 0.9, ['heuristic.jailbreak/ROLEPLAY']),
  );
  acc.add(
    row('attack', 'indirect_injection', 'indirect_injection', { ...ctx('tool_output'), meta: { suite: 'workspace' } }),
    outcome('LIABILITY_REQUIRED', 0.6, ['heuristic.indirect/X']),
  );
  acc.add(
    row('benign', 'benign', 'general_en'),
    outcome('LIABILITY_REQUIRED', 0.55, ['heuristic.jailbreak/ROLEPLAY', 'unicode.mixed-script/MIXED'], {
      owasp: ['LLM01:2025'],
      nist: ['attack_class:direct_prompt_injection', 'objective:integrity_violation'],
    }),
  );
  acc.add(row('benign', 'benign', 'general_en'), outcome('ALLOW', 0));
  acc.add(
    row('benign', 'benign', 'tool_output_data', { ...ctx('tool_output'), suite: 'workspace' }),
    outcome('BLOCK', 0.8, ['heuristic.indirect/X']),
  );
  acc.addError();
  return acc.summarize({ manifest, wallMs: 100, screenMs: 50, workers: 2 });
}

test('overall rates, with errors kept out of them', () => {
  const s = scenario();
  assert.equal(s.overall.n, 6);
  assert.equal(s.overall.n_errors, 1);
  assert.equal(s.overall.tpr, 2 / 3);
  assert.equal(s.overall.fpr, 2 / 3);
  assert.deepEqual(s.overall.tpr_ci, s.overall.attack.ci);
  assert.equal(s.overall.attack.block, 1);
  assert.equal(s.overall.attack.liability, 1);
});

test('slices by category, stratum (label/stratum), suite (suite/label), language and context', () => {
  const s = scenario();
  assert.deepEqual(Object.keys(s.by_category), ['benign', 'indirect_injection', 'jailbreak']);
  assert.equal(s.by_category.jailbreak?.rate, 0.5);
  assert.equal(s.by_category.jailbreak?.label, 'attack');
  assert.equal(s.by_category.jailbreak?.nist_attack_class, 'direct_prompt_injection');
  assert.equal(s.by_category.benign?.label, 'benign');
  assert.deepEqual(Object.keys(s.by_stratum), [
    'attack/indirect_injection',
    'attack/jailbreak',
    'attack/jailbreak_de',
    'benign/general_en',
    'benign/tool_output_data',
  ]);
  assert.equal(s.by_stratum['benign/general_en']?.rate, 0.5);
  assert.deepEqual(Object.keys(s.by_suite ?? {}), ['workspace/attack', 'workspace/benign']);
  assert.equal(s.by_lang.en?.n, 5);
  assert.equal(s.by_lang.de?.attack?.rate, 1);
  assert.equal(s.by_lang.de?.benign, undefined);
  assert.equal(s.by_context.tool_output?.attack?.n, 1);
  assert.equal(s.by_context.tool_output?.benign?.rate, 1);
});

test('by_decision: each decision as a share of all, attack and benign rows', () => {
  const s = scenario();
  assert.equal(s.by_decision.BLOCK.flagged, 2);
  assert.equal(s.by_decision.BLOCK.rate, 2 / 6);
  assert.equal(s.by_decision.ALLOW.attack.flagged, 1);
  assert.equal(s.by_decision.ALLOW.benign.rate, 1 / 3);
  assert.equal(s.by_decision.LIABILITY_REQUIRED.flagged, 2);
});

test('false-positive origins by primary cause, rule and detector, overall and per context', () => {
  const s = scenario();
  const find = (context: string, kind: string, id: string) =>
    s.fpr_by_origin.find((o) => o.context === context && o.kind === kind && o.id === id);
  assert.equal(find('all', 'primary_cause', 'heuristic.jailbreak/ROLEPLAY')?.flagged, 1);
  assert.equal(find('all', 'primary_cause', 'heuristic.jailbreak/ROLEPLAY')?.n, 3);
  assert.equal(find('all', 'primary_cause', 'heuristic.jailbreak/ROLEPLAY')?.share_of_false_positives, 0.5);
  assert.equal(find('all', 'rule_id', 'unicode.mixed-script/MIXED')?.flagged, 1);
  assert.equal(find('all', 'detector_id', 'heuristic.indirect')?.flagged, 1);
  assert.equal(find('tool_output', 'primary_cause', 'heuristic.indirect/X')?.rate, 1);
  assert.equal(find('plain_text', 'primary_cause', 'heuristic.indirect/X'), undefined);
  assert.equal(s.fpr_by_origin[0]?.context, 'all');
});

test('taxonomy slices: TPR from the category, FPR from the trace tags over all benign rows', () => {
  const s = scenario();
  const llm01 = s.overall.by_taxonomy.owasp['LLM01:2025'];
  assert.equal(llm01?.attack?.n, 3);
  assert.equal(llm01?.attack?.flagged, 2);
  assert.equal(llm01?.benign.n, 3);
  assert.equal(llm01?.benign.flagged, 1);
  assert.equal(s.overall.by_taxonomy.nist_attack_class.indirect_prompt_injection?.attack?.rate, 1);
  assert.equal(s.overall.by_taxonomy.nist_objective.misuse_enablement?.attack?.n, 2);
});

test('calibration, score histograms and latency', () => {
  const s = scenario();
  assert.equal(s.calibration.n, 6);
  assert.equal(s.calibration.reliability.length, 10);
  assert.deepEqual(Object.keys(s.calibration.by_context), ['plain_text', 'tool_output']);
  assert.equal(s.calibration.by_context.tool_output?.n, 2);
  // tool_output: risk 0.6 on an attack, 0.8 on a benign row.
  assert.ok(Math.abs((s.calibration.by_context.tool_output?.brier ?? 0) - (0.16 + 0.64) / 2) < 1e-12);
  assert.ok(s.calibration.ece !== null && s.calibration.ece >= 0 && s.calibration.ece <= 1);
  const brier = (0.81 + 0.01 + 0.16 + 0.3025 + 0 + 0.64) / 6;
  assert.ok(Math.abs((s.calibration.brier ?? 0) - brier) < 1e-12);
  const hist = s.calibration.score_histograms.find(
    (h) => h.detector === 'heuristic.demo' && h.context === 'plain_text',
  );
  assert.equal(hist?.scanned, 4); // the four plain_text rows
  assert.equal(s.latency_ms.p50, 1);
  assert.equal(s.latency_ms.rows_per_second, 120);
  assert.equal(s.latency_ms.workers, 2);
});

test('an empty run has null rates and no suites', () => {
  const s = createEvalAccumulator().summarize({ manifest, wallMs: 0, screenMs: 0, workers: 0 });
  assert.equal(s.overall.tpr, null);
  assert.deepEqual(s.overall.fpr_ci, [0, 1]);
  assert.equal(s.by_suite, undefined);
  assert.equal(s.latency_ms.p95, null);
  assert.equal(s.calibration.ece, null);
});
