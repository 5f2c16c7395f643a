import { z } from 'zod';

/** Gate file versions this build reads. */
export const GATE_FILE_VERSIONS = [1] as const;

export const GATE_SCOPES = [
  'overall',
  'by_category',
  'by_stratum',
  'by_suite',
  'by_lang',
  'by_context',
  'calibration',
  'latency_ms',
] as const;
export type GateScope = (typeof GATE_SCOPES)[number];

const RATE_METRICS = ['tpr', 'tpr_lower', 'tpr_upper', 'fpr', 'fpr_lower', 'fpr_upper'] as const;
const SLICE_METRICS = [...RATE_METRICS, 'rate', 'rate_lower', 'rate_upper'] as const;

/** Which metrics each scope offers. `_lower`/`_upper` are the Wilson 95% bounds, the honest side to gate on. */
export const METRICS_BY_SCOPE: Readonly<Record<GateScope, readonly string[]>> = {
  overall: RATE_METRICS,
  by_category: SLICE_METRICS,
  by_stratum: SLICE_METRICS,
  by_suite: SLICE_METRICS,
  by_lang: SLICE_METRICS,
  by_context: SLICE_METRICS,
  calibration: ['ece', 'brier'],
  latency_ms: ['p50', 'p95', 'p99', 'rows_per_second'],
};

const CHECK = /^\s*([a-z][a-z0-9_]*)\s*(<=|>=|<|>)\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*$/;

export interface ParsedCheck {
  readonly metric: string;
  readonly op: '<=' | '>=' | '<' | '>';
  readonly limit: number;
}

export function parseCheck(check: string): ParsedCheck | null {
  const m = CHECK.exec(check);
  if (m === null) return null;
  return { metric: m[1] ?? '', op: (m[2] ?? '<=') as ParsedCheck['op'], limit: Number(m[3]) };
}

const gateSchema = z
  .object({
    /** Shown in the report and in failures; generated from scope, label and check when omitted. */
    name: z.string().min(1).optional(),
    scope: z.enum(GATE_SCOPES),
    /** Which slices: attack or benign ones (inferred from tpr and fpr metrics). */
    label: z.enum(['attack', 'benign']).optional(),
    /** Only these slice keys (e.g. "benign/general_en"); a key absent from the run fails the gate. */
    keys: z.array(z.string().min(1)).min(1).optional(),
    /** `<metric> <op> <number>`, e.g. "fpr_upper <= 0.02" or "tpr >= 0.95". */
    check: z.string().refine((c) => parseCheck(c) !== null, {
      message: 'expected "<metric> <op> <number>" with op one of <=, >=, <, >, e.g. "fpr_upper <= 0.02"',
    }),
    /** Slices with fewer rows are reported as skipped: their interval is too wide to judge. */
    min_n: z.number().int().min(1).default(1),
  })
  .strict()
  .superRefine((gate, ctx) => {
    const parsed = parseCheck(gate.check);
    if (parsed === null) return;
    const allowed = METRICS_BY_SCOPE[gate.scope];
    if (!allowed.includes(parsed.metric)) {
      ctx.addIssue({
        code: 'custom',
        path: ['check'],
        message: `metric "${parsed.metric}" does not exist for scope ${gate.scope}; use one of ${allowed.join(', ')}`,
      });
    }
    const implied = parsed.metric.startsWith('tpr') ? 'attack' : parsed.metric.startsWith('fpr') ? 'benign' : undefined;
    if (implied !== undefined && gate.label !== undefined && gate.label !== implied) {
      ctx.addIssue({
        code: 'custom',
        path: ['label'],
        message: `label ${gate.label} contradicts metric ${parsed.metric}, which is measured on ${implied} rows`,
      });
    }
    if (
      gate.keys !== undefined &&
      (gate.scope === 'overall' || gate.scope === 'calibration' || gate.scope === 'latency_ms')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['keys'],
        message: `scope ${gate.scope} has no slices to select with keys`,
      });
    }
  });

export const gateFileSchema = z
  .object({
    version: z.literal(1),
    description: z.string().optional(),
    gates: z.array(gateSchema).min(1),
  })
  .strict();

export type GateFile = z.infer<typeof gateFileSchema>;
export type Gate = GateFile['gates'][number];
