import { z } from 'zod';
import { EXECUTION_CONTEXTS } from '../core/index.ts';

/** The policy file versions this build reads. */
export const POLICY_VERSIONS = [1] as const;

const score = z.number().min(0).max(1);

const zone = z
  .object({
    /** Final risk at or above which the decision is BLOCK (unless a benign context moves it to amber). */
    block: score,
    /** Final risk at or above which the decision is at least LIABILITY_REQUIRED. */
    liability: score,
  })
  .strict()
  .refine((z) => z.liability <= z.block, { message: 'liability must not exceed block' });

const contextKey = z.enum(EXECUTION_CONTEXTS);
const ruleRef = z
  .string()
  .regex(/^[a-z]+\.[a-z0-9-]+\/(?:[A-Z][A-Z0-9_]*|\*)$/, 'expected "family.name/REASON_CODE" or "family.name/*"');

const detectorSettings = z
  .object({
    enabled: z.boolean().default(true),
    /** A required detector that errors fails the request closed; an optional one is reported and skipped. */
    required: z.boolean().default(false),
    /** Multiplies raw scores per context after calibration, e.g. signatures in plain text are weak evidence. */
    weight: z.partialRecord(contextKey, z.number().min(0).max(1)).default({}),
    /** Per-context thresholds overriding the policy's zones for this detector's findings. */
    zones: z.partialRecord(contextKey, zone).default({}),
    /** Whether benign context (educational framing, a declared intent) may move this detector's BLOCK to amber. */
    framing_sensitive: z.boolean().default(false),
  })
  .strict();

const prohibitedClass = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/),
    description: z.string().min(1),
    /** Findings that put a request in this class, as `detector.id/REASON`. */
    rules: z.array(ruleRef).min(1),
    /** Final score at or above which the class applies. */
    min_score: score.default(0.5),
  })
  .strict();

const intent = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/),
    description: z.string().min(1),
    /** Findings this declared intent may move from BLOCK to LIABILITY_REQUIRED (never past a veto or prohibited class). */
    relaxes: z.array(ruleRef).min(1),
  })
  .strict();

const toolName = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'expected a tool name such as "read_file"');
/** A top-level argument name, or a dotted path into nested objects ("options.target"). */
const argPath = z.string().regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+){0,7}$/);
const toolRule = z
  .object({
    /** `confirm`: the call is LIABILITY_REQUIRED until the user confirms it (destructive or financial tools). */
    safeguard: z.enum(['none', 'confirm']).default('none'),
    /** String arguments that are file paths, and the directories they must stay inside (after resolving `..`). */
    paths: z
      .object({
        args: z.array(argPath).min(1),
        allow: z.array(z.string().regex(/^\//, 'expected an absolute directory')).min(1),
      })
      .strict()
      .optional(),
    /** String arguments that are URLs, and the hosts they may reach (`*.example.com` covers subdomains). */
    urls: z
      .object({
        args: z.array(argPath).min(1),
        allow_hosts: z
          .array(z.string().regex(/^(?:\*\.)?[a-z0-9.-]+$/, 'expected a host such as "api.example.com"'))
          .min(1),
      })
      .strict()
      .optional(),
  })
  .strict();
const toolPolicy = z
  .object({
    /** What happens to a tool the lists below do not name. */
    default: z.enum(['allow', 'deny']).default('allow'),
    allow: z.array(toolName).default([]),
    deny: z.array(toolName).default([]),
    rules: z.record(toolName, toolRule).default({}),
  })
  .strict()
  .default({ default: 'allow', allow: [], deny: [], rules: {} });

export const policySchema = z
  .object({
    version: z.literal(1),
    id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
    /** A release label for humans; the hash, not this, identifies the content. */
    release: z.string().min(1),
    description: z.string().default(''),
    /** `strict` applies the strict zones everywhere (used when detectors fail or budgets run out). */
    mode: z.enum(['normal', 'strict']).default('normal'),
    zones: z
      .object({
        default: zone,
        by_context: z.partialRecord(contextKey, zone).default({}),
        strict: zone,
      })
      .strict(),
    /** Contexts where a signature finding at or above `veto_min_score` blocks with no override. */
    veto: z
      .object({
        contexts: z.array(contextKey).default(['code', 'tool_input']),
        layers: z.array(z.enum(['signature', 'normalization', 'leak'])).default(['signature']),
        min_score: score.default(0.8),
      })
      .strict(),
    detectors: z.record(z.string().regex(/^[a-z]+\.[a-z0-9-]+$/), detectorSettings).default({}),
    /** What an errored detector means: required ones fail closed by default. */
    on_error: z
      .object({
        required: z.enum(['block', 'liability']).default('block'),
        optional: z.enum(['ignore', 'liability', 'strict']).default('strict'),
      })
      .strict()
      .default({ required: 'block', optional: 'strict' }),
    /**
     * `learned` (default) loads the shipped models and refuses to start if any artifact or its calibration
     * fails verification; `deterministic` runs signatures and heuristics only, and the trace says so.
     */
    models: z
      .object({ mode: z.enum(['learned', 'deterministic']).default('learned') })
      .strict()
      .default({ mode: 'learned' }),
    /**
     * Groups of diverse detectors that look for the same thing: the first (a learned head) is compared with the
     * strongest of the others (its heuristics), and the largest gap is the screen's uncertainty; at or above `min`, `action` applies: `tighten` uses the strict
     * zones, `review` only marks the trace for human review (the gateway samples those), `none` records it.
     */
    uncertainty: z
      .object({
        groups: z
          .array(
            z
              .object({
                id: z.string().regex(/^[a-z][a-z0-9_]*$/),
                detectors: z.array(z.string().regex(/^[a-z]+\.[a-z0-9-]+$/)).min(2),
              })
              .strict(),
          )
          .default([]),
        min: score.default(0.6),
        action: z.enum(['tighten', 'review', 'none']).default('review'),
      })
      .strict()
      .default({ groups: [], min: 0.6, action: 'review' }),
    /**
     * The optional second stage (larger ONNX models) is consulted only when the fast path's risk falls in
     * `band` or its uncertainty reaches `uncertainty.min`, so most requests never wait for it.
     */
    second_stage: z
      .object({
        contexts: z.array(contextKey).default(['plain_text', 'unknown', 'tool_output', 'rag_context']),
        band: z
          .object({ min: score, max: score })
          .strict()
          .refine((b) => b.min <= b.max, { message: 'band.min must not exceed band.max' })
          .default({ min: 0.2, max: 0.8 }),
        timeout_ms: z.number().int().positive().default(2000),
      })
      .strict()
      .default({
        contexts: ['plain_text', 'unknown', 'tool_output', 'rag_context'],
        band: { min: 0.2, max: 0.8 },
        timeout_ms: 2000,
      }),
    /**
     * Text that should be data (tool outputs, retrieved chunks) and carries instructions: `block` stops the whole
     * text; `sanitize` removes only the units (lines or sentences) that carry the attack and passes the rest,
     * provided at most `max_removed_fraction` of the text goes and the remainder screens clean.
     */
    untrusted: z
      .object({
        action: z.partialRecord(z.enum(['tool_output', 'rag_context']), z.enum(['block', 'sanitize'])).default({}),
        max_removed_fraction: score.default(0.5),
      })
      .strict()
      .default({ action: {}, max_removed_fraction: 0.5 }),
    tools: toolPolicy,
    prohibited: z.array(prohibitedClass).default([]),
    benign_context: z
      .object({
        educational_framing: z.boolean().default(true),
        intents: z.array(intent).default([]),
      })
      .strict()
      .default({ educational_framing: true, intents: [] }),
  })
  .strict();

export type PolicyDocument = z.infer<typeof policySchema>;
export type Zone = z.infer<typeof zone>;
export type DetectorSettings = z.infer<typeof detectorSettings>;
export type ToolPolicy = z.infer<typeof toolPolicy>;
export type ToolRule = z.infer<typeof toolRule>;
