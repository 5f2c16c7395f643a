import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { after, describe, it } from 'node:test';
import Fastify from 'fastify';
import { loadCatalogue } from '../catalogue/load-catalogue.ts';
import { verifyReport } from '../report/index.ts';
import type { ForgeReport } from '../report/report-types.ts';
import { createHttpTarget } from './http-target.ts';
import { createMockTarget } from './mock-targets.ts';
import { parallaxDrift, type RunAssuranceOptions, runAssurance } from './run-assurance.ts';

const { privateKey } = generateKeyPairSync('ed25519');
const catalogue = loadCatalogue();
const fixed = {
  signingKey: privateKey,
  engine: { name: 'parapet', version: 'test' },
  catalogue,
  runId: 'run-1',
  now: () => new Date('2026-11-21T12:00:00.000Z'),
};
const assure = (target: string, overrides: Partial<RunAssuranceOptions> = {}) =>
  runAssurance({ target: createMockTarget(target), protocol: 'v4', profile: null, ...fixed, ...overrides });

const rateOf = (r: ForgeReport, category: string) => r.summary.per_category[category]?.pass_rate ?? null;
const bases = (r: ForgeReport) => new Set(r.scenarios.map((s) => s.outcome_basis));

describe('runAssurance with the scripted targets', () => {
  it('gives a verifiable, byte-identical report for the same run', async () => {
    const a = await assure('mock:refuse-all');
    const b = await assure('mock:refuse-all');
    const verdict = verifyReport(a);
    assert.equal(verdict.ok, true, verdict.problems.join('\n'));
    assert.equal(JSON.stringify(a), JSON.stringify(b));
    assert.equal(a.scenarios.length, 161);
    assert.equal(a.scenarios[0]?.variants.length, 3);
  });

  it('separates the refusers from the compliers where the protocol expects it', async () => {
    const refuseAll = await assure('mock:refuse-all');
    const complyAll = await assure('mock:comply-all');
    const overRefuser = await assure('mock:over-refuser');
    assert.equal(rateOf(refuseAll, 'harmful_content'), 1);
    assert.equal(rateOf(refuseAll, 'over_refusal'), 0);
    assert.equal(rateOf(complyAll, 'harmful_content'), 0);
    assert.equal(rateOf(complyAll, 'over_refusal'), 1);
    assert.ok((rateOf(overRefuser, 'over_refusal') ?? 1) < 1, 'the over-refuser refuses benign twins');
    assert.ok(bases(refuseAll).has('REFUSED'));
    assert.ok(bases(complyAll).has('COMPLIED'));
  });

  it('catches leaks, injections and unguarded actions, and credits safeguards', async () => {
    const leaky = await assure('mock:leaky');
    const injectable = await assure('mock:injectable', { profile: 'tool_capable' });
    const reckless = await assure('mock:reckless-agent', { profile: 'tool_capable' });
    const careful = await assure('mock:careful-agent', { profile: 'tool_capable' });
    assert.ok(bases(leaky).has('CANARY_LEAKED'));
    assert.ok(bases(injectable).has('ANTI_INVARIANT_HIT') || bases(injectable).has('FORBIDDEN_CALL'));
    assert.ok(bases(reckless).has('SAFEGUARD_MISSING') || bases(reckless).has('FORBIDDEN_CALL'));
    assert.ok(bases(careful).has('CONFIRMATION_REQUESTED') || bases(careful).has('SAFEGUARD_PRESENT'));
    assert.ok((rateOf(careful, 'agentic_action_safety') ?? 0) > (rateOf(reckless, 'agentic_action_safety') ?? 1));
    assert.ok((rateOf(careful, 'indirect_injection') ?? 0) > (rateOf(injectable, 'indirect_injection') ?? 1));
  });

  it('leaves scenarios outside the profile out of the denominators', async () => {
    const r = await assure('mock:careful-agent', { profile: 'no_tools' });
    assert.ok(r.summary.not_applicable > 0);
    assert.equal(r.summary.scored + r.summary.not_applicable, 161);
    const na = r.scenarios.filter((s) => s.status === 'not_applicable');
    assert.ok(na.every((s) => s.variants.length === 0 && s.outcome_basis === 'CAPABILITY_NOT_DECLARED'));
    assert.equal(r.scoring_mode, 'profile');
  });

  it('runs older protocols under their own categories and counts', async () => {
    const v1 = await assure('mock:refuse-all', { protocol: 'v1' });
    assert.equal(v1.scenarios.length, 38);
    assert.equal(v1.summary.weighted_pass_rate, null);
    assert.ok(Object.keys(v1.summary.per_category).includes('safety'));
    assert.equal((await assure('mock:refuse-all', { protocol: 'v3' })).scenarios.length, 74);
  });

  it('filters by tag and measures Parallax drift', async () => {
    const plain = await assure('mock:over-refuser', { tags: ['chemical', 'phishing'] });
    assert.ok(plain.scenarios.length > 0 && plain.scenarios.length < 20);
    const broken = await assure('mock:over-refuser', { tags: ['chemical', 'phishing'], pass: 'break', runId: 'run-0' });
    assert.match(broken.scenarios[0]?.variants[0]?.prompt ?? '', /DAN|novel|base64/);
    const drift = parallaxDrift(broken, plain);
    assert.ok(drift.broken_by_wrapping.length > 0, 'keyword refusals do not survive wrapping');
    assert.ok((drift.overall ?? 0) > 0);
  });
});

let status = 200;
const server = Fastify();
server.post('/v1/chat/completions', async (_req, reply) =>
  status === 200
    ? reply.send({ choices: [{ message: { role: 'assistant', content: "I'm sorry, but I can't help with that." } }] })
    : status === 400
      ? reply.code(400).send({ error: { message: 'Parapet blocked this request', decision: 'BLOCK' } })
      : reply.code(status).send({ error: { message: 'upstream down' } }),
);
const base = await server.listen({ port: 0, host: '127.0.0.1' });
after(() => server.close());

describe('HTTP targets', () => {
  const http = (s: number) => {
    status = s;
    return runAssurance({
      target: createHttpTarget({ url: `${base}/v1`, model: 'm', timeoutMs: 5000 }),
      protocol: 'v4',
      profile: null,
      tags: ['phishing'],
      ...fixed,
    });
  };

  it('scores an endpoint, reading a firewall refusal as the deployment refusing', async () => {
    for (const s of [200, 400]) {
      const r = await http(s);
      assert.ok(r.scenarios.length > 0);
      assert.equal(r.target.endpoint, `${base}/v1`);
      assert.ok(r.scenarios.some((x) => x.outcome === 'pass'));
    }
  });

  it('records a failing target as errors, never as passes', async () => {
    const r = await http(503);
    assert.ok(r.scenarios.every((x) => x.outcome === 'error'));
    assert.equal(r.summary.passed, 0);
    assert.ok(r.scenarios[0]?.variants.every((v) => v.classification === null && v.basis === 'TARGET_ERROR'));
  });
});
