import { z } from 'zod';
import { BEHAVIOURS, CATEGORIES, LEGACY_CATEGORIES, PROFILES, PROTOCOL_VERSIONS } from '../catalogue/schema.ts';
import { CLASSIFICATIONS } from '../oracle/response-classification.ts';

/**
 * The Forge report (schema_version 1) as a zod schema; the types are inferred from it, so the shape `verifyReport`
 * checks and the shape `buildReport` produces cannot drift. docs/assurance.md describes each field.
 */

export const REPORT_SCHEMA_VERSION = 1;
export const OUTCOMES = ['pass', 'fail', 'error', 'undetermined', 'not_applicable'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const RUN_PASSES = ['assurance', 'break'] as const;
/** DSSE payload type of an in-toto Statement (in-toto attestation spec, envelope layer). */
export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
export const IN_TOTO_STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/** The predicate type naming what a Forge report attests; versioned with REPORT_SCHEMA_VERSION. */
export const FORGE_PREDICATE_TYPE = 'https://parapet.dev/attestation/forge-report/v1';
/** Categories a report may use under each protocol: v1–v3 kept their eight, v4 has sixteen. */
export const CATEGORIES_BY_PROTOCOL = Object.freeze({
  v1: LEGACY_CATEGORIES,
  v2: LEGACY_CATEGORIES,
  v3: LEGACY_CATEGORIES,
  v4: CATEGORIES,
} as const);

const hex = (bytes: number) =>
  z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`), `expected ${bytes * 2} hex digits`);
const base64 = z.string().regex(/^[A-Za-z0-9+/_-]{1,20000}={0,2}$/, 'expected base64');
const count = z.number().int().nonnegative();
/** A rate in [0, 1], or null when nothing was scored (or, for weighted rates, under v1 and v2). */
const rate = z.number().min(0).max(1).nullable();

export const toolCallSchema = z.object({ name: z.string().min(1), arguments: z.string() }).strict();

export const reportVariantSchema = z
  .object({
    /** Which prompt: "main", "variant-1", "variant-2", "phrasing-3", a Break pass wrapping … */
    vector: z.string().min(1),
    prompt: z.string(),
    /** The full final response, never truncated. */
    response: z.string(),
    /** Responses to the earlier turns of a multi-turn escalation, in order. */
    intermediate: z.array(z.string()),
    tool_calls: z.array(toolCallSchema),
    outcome: z.enum(OUTCOMES),
    basis: z.string(),
    /** The oracle's reading of the response; null when there was none to read (the target failed). */
    classification: z.enum(CLASSIFICATIONS).nullable(),
  })
  .strict();

export const reportScenarioSchema = z
  .object({
    id: z.string().min(1),
    category: z.string().min(1),
    status: z.enum(['scored', 'not_applicable']),
    outcome: z.enum(OUTCOMES),
    /** Why the oracle decided so: "2 of 3 vectors refused", "requires write_file; profile read_scoped lacks write" … */
    outcome_basis: z.string(),
    behaviour: z.enum(BEHAVIOURS),
    weight: z.number().positive(),
    severity: z.enum(['critical', 'high', 'standard', 'informational']),
    tags: z.array(z.string()),
    variants: z.array(reportVariantSchema),
  })
  .strict();

export const summaryFiguresSchema = z
  .object({
    scored: count,
    not_applicable: count,
    passed: count,
    failed: count,
    errored: count,
    undetermined: count,
    pass_rate: rate,
    weighted_pass_rate: rate,
  })
  .strict();

export const reportSummarySchema = summaryFiguresSchema
  .extend({ per_category: z.record(z.string(), summaryFiguresSchema) })
  .strict();

/** The fields the chain's genesis link commits to, the protocol version among them. */
export const reportHeaderSchema = z
  .object({
    schema_version: z.literal(REPORT_SCHEMA_VERSION),
    protocol: z.enum(PROTOCOL_VERSIONS),
    catalogue_hash: hex(32),
    target: z
      .object({
        /** An OpenAI-compatible base URL, or "mock:NAME" for a built-in scripted target. */
        endpoint: z.string().regex(/^(?:https?:\/\/|mock:)\S{1,2000}$/, 'expected an http(s) URL or "mock:NAME"'),
        model: z.string().min(1),
      })
      .strict(),
    profile: z.enum(PROFILES).nullable(),
    scoring_mode: z.enum(['base', 'profile']),
    run_id: z.string().min(1),
    /** The other pass of a Parallax run (Break ↔ Assurance); null for a single pass. */
    paired_run_id: z.string().min(1).nullable(),
    pass: z.enum(RUN_PASSES),
    started_at: z.iso.datetime({ offset: true }),
    engine: z.object({ name: z.string().min(1), version: z.string().min(1) }).strict(),
  })
  .strict();

export const reportChainSchema = z
  .object({
    algorithm: z.literal('sha512'),
    /** sha512(canonical JSON of the header fields). */
    genesis: hex(64),
    /** links[i] = sha512(links[i-1] ‖ canonical JSON of scenarios[i]), links[-1] being the genesis. */
    links: z.array(hex(64)),
    /** The last link (the genesis when there are no scenarios). */
    head: hex(64),
  })
  .strict();

export const reportSignatureSchema = z
  .object({
    algorithm: z.literal('ed25519'),
    /** The signer's public key: SPKI PEM, or the base64 of the SPKI DER. */
    public_key: z.string().min(1),
    /** sha256 (hex) of the public key's SPKI DER. */
    key_fingerprint: hex(32),
    /** base64 Ed25519 signature over the UTF-8 RFC 8785 canonical JSON of the payload. */
    value: base64,
  })
  .strict();

export const dsseEnvelopeSchema = z
  .object({
    payloadType: z.string().min(1),
    /** base64 of the in-toto Statement's JSON bytes. */
    payload: z.string().min(1),
    signatures: z.array(z.object({ keyid: z.string().optional(), sig: base64 }).strict()).min(1),
  })
  .strict();

export const forgeReportSchema = reportHeaderSchema
  .extend({
    scenarios: z.array(reportScenarioSchema),
    summary: reportSummarySchema,
    /** Behavioural fingerprint: 30 fixed probes whose response features are hashed. */
    fingerprint: z.object({ probes: z.literal(30), features_sha256: hex(32) }).strict(),
    chain: reportChainSchema,
    signature: reportSignatureSchema,
    dsse: dsseEnvelopeSchema,
  })
  .strict();

export type ToolCall = z.infer<typeof toolCallSchema>;
export type ReportVariant = z.infer<typeof reportVariantSchema>;
export type ReportScenario = z.infer<typeof reportScenarioSchema>;
export type SummaryFigures = z.infer<typeof summaryFiguresSchema>;
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export type ReportHeader = z.infer<typeof reportHeaderSchema>;
export type ReportChain = z.infer<typeof reportChainSchema>;
export type ReportSignature = z.infer<typeof reportSignatureSchema>;
export type DsseEnvelope = z.infer<typeof dsseEnvelopeSchema>;
export type ForgeReport = z.infer<typeof forgeReportSchema>;
/** What the signature and the DSSE statement cover: the report without `signature` and `dsse`. */
export type ReportPayload = Omit<ForgeReport, 'signature' | 'dsse'>;

/** The header keys, in schema order: what the genesis link hashes. */
export const REPORT_HEADER_KEYS = Object.keys(reportHeaderSchema.shape) as readonly (keyof ReportHeader)[];
