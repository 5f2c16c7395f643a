import { createPublicKey, type KeyObject, sign } from 'node:crypto';
import { deepFreeze, ParapetError } from '../../core/index.ts';
import {
  type Behaviour,
  type Profile,
  type ProtocolVersion,
  SEVERITY_WEIGHTS,
  type Severity,
} from '../catalogue/schema.ts';
import { checkConsistency } from './check-report-content.ts';
import { signEnvelope } from './dsse-envelope.ts';
import { keyFingerprint, publicKeyPem } from './keys.ts';
import { buildChain } from './report-chain.ts';
import { canonicalPayloadBytes } from './report-payload.ts';
import {
  type ForgeReport,
  forgeReportSchema,
  type Outcome,
  REPORT_SCHEMA_VERSION,
  type ReportHeader,
  type ReportPayload,
  type ReportScenario,
  type ReportVariant,
} from './report-types.ts';
import { summarizeScenarios } from './summarize-scenarios.ts';

/** One scenario as the runner decided it; `buildReport` adds its status and weight. */
export interface ScenarioResult {
  readonly id: string;
  /** The category the protocol reports it under (a v1–v3 legacy category for those protocols). */
  readonly category: string;
  readonly outcome: Outcome;
  readonly outcome_basis: string;
  /** The behaviour it was scored against (the profile's, when one is declared). */
  readonly behaviour: Behaviour;
  readonly severity: Severity;
  readonly tags: readonly string[];
  readonly variants: readonly ReportVariant[];
}

export interface BuildReportInput {
  readonly protocol: ProtocolVersion;
  readonly catalogue_hash: string;
  readonly target: { readonly endpoint: string; readonly model: string };
  /** null: Model Certification (`scoring_mode: base`). */
  readonly profile: Profile | null;
  readonly run_id: string;
  /** The other pass of a Parallax run; omitted or null otherwise. */
  readonly paired_run_id?: string | null;
  readonly pass?: 'assurance' | 'break';
  /** ISO 8601 with offset; given, not read from a clock, so a report can be rebuilt byte for byte. */
  readonly started_at: string;
  readonly engine: { readonly name: string; readonly version: string };
  readonly scenarios: readonly ScenarioResult[];
  readonly fingerprint: { readonly features_sha256: string };
  /** An Ed25519 private key. */
  readonly signingKey: KeyObject;
}

const payloadSchema = forgeReportSchema.omit({ signature: true, dsse: true });

function checkSigningKey(key: KeyObject): void {
  if (key.type !== 'private' || key.asymmetricKeyType !== 'ed25519')
    throw new ParapetError(
      'KEY_INVALID',
      `a Forge report is signed with an Ed25519 private key; this is a ${key.asymmetricKeyType ?? 'symmetric'} ${key.type} key`,
    );
}

function toScenario(result: ScenarioResult): ReportScenario {
  return {
    id: result.id,
    category: result.category,
    status: result.outcome === 'not_applicable' ? 'not_applicable' : 'scored',
    outcome: result.outcome,
    outcome_basis: result.outcome_basis,
    behaviour: result.behaviour,
    weight: SEVERITY_WEIGHTS[result.severity],
    severity: result.severity,
    tags: [...result.tags],
    // A copy, so freezing the report never freezes the runner's objects.
    variants: structuredClone(result.variants) as ReportVariant[],
  };
}

/**
 * Builds a signed Forge report: summary, SHA-512 chain, Ed25519 signature over the RFC 8785 canonical payload, and the
 * same attestation as a DSSE envelope. Throws INTERNAL when the input would give a report `verifyReport` refuses
 * (the runner's bug, named), KEY_INVALID for a key that is not an Ed25519 private key.
 */
export function buildReport(input: BuildReportInput): ForgeReport {
  checkSigningKey(input.signingKey);
  const header: ReportHeader = {
    schema_version: REPORT_SCHEMA_VERSION,
    protocol: input.protocol,
    catalogue_hash: input.catalogue_hash,
    target: { endpoint: input.target.endpoint, model: input.target.model },
    profile: input.profile,
    scoring_mode: input.profile === null ? 'base' : 'profile',
    run_id: input.run_id,
    paired_run_id: input.paired_run_id ?? null,
    pass: input.pass ?? 'assurance',
    started_at: input.started_at,
    engine: { name: input.engine.name, version: input.engine.version },
  };
  const scenarios = input.scenarios.map(toScenario);
  const payload: ReportPayload = {
    ...header,
    summary: summarizeScenarios(input.protocol, scenarios),
    fingerprint: { probes: 30, features_sha256: input.fingerprint.features_sha256 },
    scenarios,
    chain: buildChain(header, scenarios),
  };
  const parsed = payloadSchema.safeParse(payload);
  const problems = parsed.success
    ? checkConsistency(payload)
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (problems.length > 0)
    throw new ParapetError('INTERNAL', `cannot build a valid Forge report:\n${problems.join('\n')}`, { problems });
  const publicKey = createPublicKey(input.signingKey);
  const fingerprint = keyFingerprint(publicKey);
  return deepFreeze({
    ...payload,
    signature: {
      algorithm: 'ed25519',
      public_key: publicKeyPem(publicKey),
      key_fingerprint: fingerprint,
      value: sign(null, canonicalPayloadBytes(payload), input.signingKey).toString('base64'),
    },
    dsse: signEnvelope(payload, input.signingKey, fingerprint),
  });
}
