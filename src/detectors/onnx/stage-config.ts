import { isAbsolute } from 'node:path';
import { isMap, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { deepFreeze, ParapetError } from '../../core/index.ts';

/** The stage.yaml versions this build reads. */
export const STAGE_VERSIONS = [1] as const;

// Every file a stage names lives inside its directory, so the directory is the whole unit that is hashed,
// copied and reviewed; an absolute path or a ".." would let the stage change without its folder changing.
const insidePath = z
  .string()
  .min(1)
  .refine((p) => !isAbsolute(p) && !p.split(/[\\/]/).includes('..'), {
    message: 'must be a relative path inside the stage directory (no leading "/" and no "..")',
  });
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex digits');

const common = {
  /** Names the model in verdicts and traces. */
  name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'expected lowercase letters, digits, ".", "_" or "-"'),
  /** The ONNX file. */
  file: insidePath,
  /** A Hugging Face tokenizer.json, read locally. */
  tokenizer: insidePath,
  /** The model's tokenizer_config.json, when its tokenizer needs one (e.g. a Unigram model's eos_token). */
  tokenizer_config: insidePath.optional(),
  /** Tokens per window, special tokens included: the model's maximum sequence length. */
  max_length: z.number().int().min(2).max(8192),
  /** Graph input names, when they differ from Hugging Face's defaults. */
  input_names: z
    .object({
      input_ids: z.string().min(1).optional(),
      attention_mask: z.string().min(1).optional(),
      token_type_ids: z.string().min(1).optional(),
    })
    .strict()
    .optional(),
  /** The graph output to read; the model's first output when omitted. */
  output_name: z.string().min(1).optional(),
  /** Pins the ONNX file: a different file refuses to load (MODEL_INTEGRITY). */
  sha256: sha256.optional(),
};

const classifierModel = z
  .object({
    ...common,
    kind: z.literal('classifier'),
    /** The logit index of the attack label, or several (e.g. injection and jailbreak) whose probabilities add. */
    attack_label_index: z.union([z.number().int().min(0), z.array(z.number().int().min(0)).min(1)], {
      error: 'expected the attack label index (an integer from 0) or a non-empty list of them',
    }),
  })
  .strict();

const embeddingModel = z
  .object({
    ...common,
    kind: z.literal('embedding'),
    /** JSONL files of {"text": …} lines: known attacks and known benign prompts. */
    references: z.object({ attack: insidePath, benign: insidePath }).strict(),
    /** score = logistic(scale × (margin − offset)); see docs/second-stage.md. */
    calibration: z
      .object({ scale: z.number().positive().max(1000), offset: z.number().min(-2).max(2) })
      .strict()
      .optional(),
  })
  .strict();

export const stageSchema = z
  .object({
    version: z.literal(1),
    /** The most windows of max_length tokens scored per model for one text; longer texts are sampled. */
    max_windows: z.number().int().min(1).max(64).default(8),
    models: z.array(z.discriminatedUnion('kind', [classifierModel, embeddingModel])).min(1),
  })
  .strict()
  .superRefine((stage, ctx) => {
    const seen = new Set<string>();
    stage.models.forEach((m, i) => {
      if (seen.has(m.name))
        ctx.addIssue({ code: 'custom', path: ['models', i, 'name'], message: `duplicate model name "${m.name}"` });
      seen.add(m.name);
    });
  });

export type StageConfig = z.infer<typeof stageSchema>;
export type StageModelConfig = StageConfig['models'][number];

export interface SourcePosition {
  readonly line: number;
  readonly col: number;
}

export interface ParsedStageConfig {
  readonly config: StageConfig;
  readonly source: string;
  /** Where a path (e.g. ['models', 0, 'file']) sits in the file, for errors found after validation. */
  locate(path: readonly (string | number)[]): SourcePosition;
}

interface Problem extends SourcePosition {
  readonly message: string;
}

/** Formats problems as `source:line:col: message`, sorted, the way the policy loader reports them. */
export function formatProblems(source: string, problems: readonly Problem[]): string {
  return [...problems]
    .sort((a, b) => a.line - b.line || a.col - b.col)
    .map((p) => `${source}:${p.line}:${p.col}: ${p.message}`)
    .join('\n');
}

/**
 * Parses and validates stage.yaml, collecting every problem with its line and column before throwing one
 * CONFIG_INVALID error that lists them all (the approach of policy/load-policy.ts, which this rank cannot
 * import).
 */
export function parseStageConfig(text: string, source: string): ParsedStageConfig {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const at = (offset: number | undefined): SourcePosition =>
    offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);
  const locate = (path: readonly PropertyKey[]): SourcePosition => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as (string | number)[], true) as
        | { range?: [number, number, number] }
        | undefined;
      if (node !== undefined && node !== null && typeof node === 'object' && node.range !== undefined)
        return at(node.range[0]);
    }
    return { line: 1, col: 1 };
  };
  const locateKey = (path: readonly PropertyKey[], key: string): SourcePosition => {
    const parent = path.length === 0 ? doc.contents : doc.getIn(path as (string | number)[], true);
    if (isMap(parent)) {
      for (const pair of parent.items) {
        const k = pair.key as { value?: unknown; range?: [number, number, number] } | null;
        if (k !== null && k.value === key && k.range !== undefined) return at(k.range[0]);
      }
    }
    return locate(path);
  };

  const problems: Problem[] = [];
  for (const error of doc.errors)
    problems.push({ ...at(error.pos[0]), message: error.message.split('\n')[0] ?? error.message });
  if (problems.length === 0) {
    const declared = isMap(doc.contents) ? doc.get('version') : undefined;
    if (declared !== undefined && !(STAGE_VERSIONS as readonly unknown[]).includes(declared)) {
      throw new ParapetError(
        'CONFIG_VERSION_UNSUPPORTED',
        `${source}: stage version ${String(declared)} is not supported; this build reads version ${STAGE_VERSIONS.join(', ')}. Convert the file or upgrade Parapet.`,
        { source, version: declared },
      );
    }
    const parsed = stageSchema.safeParse(doc.toJS());
    if (parsed.success) {
      return Object.freeze({ config: deepFreeze(parsed.data), source, locate });
    }
    for (const issue of parsed.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      const name = issue.path.length > 0 ? `"${issue.path.join('.')}"` : 'the top level';
      problems.push(
        keys.length > 0
          ? {
              ...locateKey(issue.path, keys[0] ?? ''),
              message: `unknown key${keys.length > 1 ? 's' : ''} ${keys.map((k) => `"${k}"`).join(', ')} in ${name}; check the spelling against docs/second-stage.md.`,
            }
          : { ...locate(issue.path), message: `${name}: ${issue.message}.` },
      );
    }
  }
  throw new ParapetError(
    'CONFIG_INVALID',
    `invalid second-stage config (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${formatProblems(source, problems)}`,
    { source, problems },
  );
}
