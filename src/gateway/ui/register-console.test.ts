import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestGateway } from '../__fixtures__/test-gateway.ts';
import { fakeMatrix, sampleReport, sampleSummary, writeRun } from './__fixtures__/console-fixtures.ts';
import { consoleDepsFromGateway } from './console-deps.ts';
import { registerConsole } from './register-console.ts';

// The console on a gateway without tenants: open to loopback clients, everything visible.
const root = mkdtempSync(join(tmpdir(), 'parapet-console-'));
const gw = await startTestGateway({ data_dir: join(root, 'data') });
const evalDir = join(root, 'evals');
writeRun(
  join(evalDir, 'run-a'),
  sampleSummary({ tpr: 0.6, fpr: 0.05, policyHash: 'a'.repeat(64), startedAt: '2026-11-20T10:00:00.000Z' }),
);
writeRun(
  join(evalDir, 'nested', 'run-b'),
  sampleSummary({ tpr: 0.9, fpr: 0.01, policyHash: 'b'.repeat(64), startedAt: '2026-11-21T10:00:00.000Z' }),
);
const matrix = fakeMatrix([
  sampleReport('run-break', 'break', 'run-assure'),
  sampleReport('run-assure', 'assurance', 'run-break'),
]);
registerConsole(
  gw.app,
  consoleDepsFromGateway(gw.deps, { evalDirs: [evalDir], evalUploadDir: join(root, 'uploads'), matrix }),
);
after(async () => {
  await gw.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => gw.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
const chat = (content: string, headers: Record<string, string> = {}) =>
  post('/v1/chat/completions', { model: 't', messages: [{ role: 'user', content }] }, headers);

before(async () => {
  await post('/v1/screen', { text: 'hello there' });
  await post('/v1/screen', { text: 'this is FORBIDDEN', context: 'code' });
  const challenge = await chat('a RISKY request', { 'x-parapet-user': 'u1' });
  const token = challenge.json().error.consent.token as string;
  await post('/v1/consent', { token, accept: true }, { 'x-parapet-user': 'u1' });
  await chat('a RISKY request', { 'x-parapet-user': 'u1', 'x-parapet-consent': token });
  const screened = gw.deps.firewall.screen({ text: 'hello again', direction: 'input', context: 'plain_text' });
  await gw.deps.audit.append({
    kind: 'review',
    at: '2026-11-21T12:00:00.000Z',
    tenant: 'default',
    user: 'u2',
    trace: screened.trace,
    extra: { status: 'pending', reason: 'uncertainty 0.7 in instruction_attack' },
  });
});

describe('console pages and assets', () => {
  it('serves the page shell and its assets with a strict CSP, and nothing else from the asset folder', async () => {
    const page = await get('/ui');
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.headers['content-security-policy'] as string, /script-src 'self'/);
    assert.match(page.body, /<main id="main"/);
    const script = await get('/ui/assets/app.js');
    assert.equal(script.statusCode, 200);
    assert.match(script.headers['content-type'] as string, /text\/javascript/);
    assert.equal((await get('/ui/assets/..%2Fregister-console.ts')).statusCode, 404);
    assert.equal((await get('/ui/assets/missing.js')).statusCode, 404);
  });

  it('is open on loopback without tenants, says so, and refuses other addresses', async () => {
    const session = (await get('/ui/api/session')).json();
    assert.equal(session.access, 'open-loopback');
    assert.equal(session.mode, 'gateway');
    assert.equal(session.features.health, true);
    const remote = await gw.app.inject({ method: 'GET', url: '/ui/api/decisions', remoteAddress: '10.1.2.3' });
    assert.equal(remote.statusCode, 403);
    assert.match(remote.json().error.message, /loopback/);
  });

  it('refuses actions that are not same-origin JSON', async () => {
    const form = await gw.app.inject({
      method: 'POST',
      url: '/ui/api/logout',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(form.statusCode, 403);
    const crossSite = await post('/ui/api/logout', {}, { 'sec-fetch-site': 'cross-site' });
    assert.equal(crossSite.statusCode, 403);
    assert.equal((await post('/ui/api/logout', {}, { origin: 'http://evil.example' })).statusCode, 403);
    const sameOrigin = await post(
      '/ui/api/logout',
      {},
      { origin: 'https://localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    assert.equal(sameOrigin.statusCode, 200);
  });
});

describe('live decisions', () => {
  it('lists decisions newest first and filters them', async () => {
    const all = (await get('/ui/api/decisions')).json();
    assert.ok(all.rows.length >= 4);
    assert.ok(all.rows[0].seq > all.rows[1].seq);
    assert.equal(all.next_before, null);
    const blocked = (await get('/ui/api/decisions?decision=BLOCK&context=code')).json();
    assert.deepEqual(
      blocked.rows.map((r: { primary_cause: string }) => r.primary_cause),
      ['fake.trigger-words/FORBIDDEN_WORD'],
    );
    const byCause = (await get('/ui/api/decisions?cause=risky_word')).json();
    assert.ok(byCause.rows.length >= 1);
    assert.ok(byCause.rows.every((r: { decision: string }) => r.decision !== 'BLOCK'));
    assert.equal((await get('/ui/api/decisions?until=2000-01-01T00:00:00Z')).json().rows.length, 0);
    assert.equal((await get('/ui/api/decisions?decision=MAYBE')).statusCode, 400);
    assert.equal((await get('/ui/api/decisions?decision=&cause=')).statusCode, 200);
  });

  it('opens one record with its full trace and without the prompt text', async () => {
    const [row] = (await get('/ui/api/decisions?decision=BLOCK')).json().rows;
    const record = (await get(`/ui/api/records/${row.seq}`)).json();
    assert.equal(record.trace.decision, 'BLOCK');
    assert.ok(record.trace.detectors.length > 0);
    assert.ok('stages_ms' in record.trace.timing);
    assert.equal(record.text, null);
    assert.equal((await get('/ui/api/records/999999')).statusCode, 404);
  });
});

describe('policy and health', () => {
  it('shows the policy with thresholds per detector and context', async () => {
    const view = (await get('/ui/api/policy')).json();
    assert.equal(view.policy.id, 'gateway-test');
    assert.equal(view.policy.hash, gw.deps.firewall.policy.hash);
    const words = view.detectors.find((d: { id: string }) => d.id === 'fake.trigger-words');
    assert.equal(words.required, true);
    assert.deepEqual(
      words.cells.find((c: { context: string }) => c.context === 'plain_text'),
      {
        context: 'plain_text',
        applies: true,
        block: 0.8,
        liability: 0.5,
        weight: 1,
        zone_source: 'default',
        calibration_id: 'identity@1',
      },
    );
    assert.equal(view.models, null);
  });

  it('reports breakers, admission and counters from the gateway', async () => {
    const health = (await get('/ui/api/health')).json();
    assert.equal(health.available, true);
    assert.deepEqual(
      health.breakers.map((b: { name: string; state: string }) => [b.name, b.state]),
      [['upstream', 'closed']],
    );
    assert.equal(health.admission.in_flight, 0);
    assert.ok(health.decisions.length > 0);
  });
});

describe('evaluations', () => {
  it('finds runs in nested directories, newest first, and compares two', async () => {
    const { runs } = (await get('/ui/api/evals')).json();
    assert.equal(runs.length, 2);
    assert.equal(runs[0].started_at, '2026-11-21T10:00:00.000Z');
    const detail = (await get(`/ui/api/evals/${runs[0].id}`)).json();
    assert.equal(detail.summary.overall.tpr, 0.9);
    const compared = (await get(`/ui/api/evals/compare?a=${runs[1].id}&b=${runs[0].id}`)).json();
    assert.ok(compared.comparison.counts.better > 0);
    assert.equal(compared.comparison.counts.worse, 0);
    assert.equal((await get('/ui/api/evals/compare?a=nope&b=nope')).statusCode, 404);
  });

  it('keeps an uploaded summary as a run of its own, and refuses anything else', async () => {
    const summary = sampleSummary({
      tpr: 0.7,
      fpr: 0.02,
      policyHash: 'c'.repeat(64),
      startedAt: '2026-11-22T10:00:00.000Z',
    });
    const uploaded = await post('/ui/api/evals', summary);
    assert.equal(uploaded.statusCode, 200);
    assert.equal(uploaded.json().entry.started_at, '2026-11-22T10:00:00.000Z');
    assert.equal((await get('/ui/api/evals')).json().runs.length, 3);
    assert.equal((await post('/ui/api/evals', { overall: {} })).statusCode, 400);
  });
});

describe('Forge Matrix', () => {
  it('lists reports with their verification and links Parallax pairs both ways', async () => {
    const { entries } = (await get('/ui/api/matrix')).json();
    assert.equal(entries.length, 2);
    assert.deepEqual(
      entries.map((e: { pass: string }) => e.pass),
      ['assurance', 'break'],
    );
    assert.equal(entries[0].paired_payload_sha256, entries[1].payload_sha256);
    assert.equal(entries[1].paired_payload_sha256, entries[0].payload_sha256);
    assert.ok(entries.every((e: { verification: { ok: boolean } }) => e.verification.ok));
    const detail = (await get(`/ui/api/matrix/${entries[0].payload_sha256}`)).json();
    assert.equal(detail.report.scenarios[0].id, 'hc-001');
  });

  it('verifies a report again on request and reports what is wrong with an edited one', async () => {
    const { entries } = (await get('/ui/api/matrix')).json();
    const sha = entries[0].payload_sha256;
    assert.equal((await post(`/ui/api/matrix/${sha}/verify`, {})).json().ok, true);
    const stored = matrix.reports().find((r) => r.payload_sha256 === sha);
    (stored?.report.summary as { passed: number }).passed = 0;
    const verdict = (await post(`/ui/api/matrix/${sha}/verify`, {})).json();
    assert.equal(verdict.ok, false);
    assert.match(verdict.problems[0], /signature/);
    assert.equal((await get('/ui/api/matrix')).json().entries[0].verification.ok, false);
    assert.equal((await post(`/ui/api/matrix/${'0'.repeat(64)}/verify`, {})).statusCode, 404);
  });
});

describe('queues', () => {
  it('shows a consent from challenge to use, and the review sample', async () => {
    const queues = (await get('/ui/api/queues')).json();
    const [consent] = queues.consents;
    assert.equal(consent.status, 'used');
    assert.deepEqual(
      consent.steps.map((s: { phase: string }) => s.phase),
      ['challenged', 'accepted', 'used'],
    );
    assert.equal(consent.decision, 'LIABILITY_REQUIRED');
    assert.equal(queues.reviews.length, 1);
    assert.equal(queues.reviews[0].status, 'pending');
  });

  it('records a review action in the audit log, once', async () => {
    const [sample] = (await get('/ui/api/queues')).json().reviews;
    const acted = await post(`/ui/api/queues/review/${sample.seq}`, { action: 'dismiss', note: 'benign, checked' });
    assert.equal(acted.statusCode, 200);
    const [record] = await gw.deps.audit.list({ limit: 1, order: 'desc', kind: 'review' });
    assert.deepEqual(record?.record.extra, {
      status: 'dismissed',
      review_of: sample.seq,
      trace_id: sample.trace_id,
      reviewer: 'local',
      note: 'benign, checked',
    });
    const after = (await get('/ui/api/queues')).json().reviews;
    assert.equal(after.length, 1);
    assert.equal(after[0].status, 'dismissed');
    const again = await post(`/ui/api/queues/review/${sample.seq}`, { action: 'accept' });
    assert.equal(again.statusCode, 409);
    assert.equal((await post('/ui/api/queues/review/1', { action: 'maybe' })).statusCode, 400);
    assert.equal((await gw.deps.audit.verify()).ok, true);
  });
});
