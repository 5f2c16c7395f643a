import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { createConsoleServer } from '../../src/gateway/index.ts';
import { installDebianPackages } from '../support/install-debian-package.ts';
import { CONSOLE_KEY, startConsoleGateway } from './console-fixture.ts';

// The web console in a real browser: Debian's Chromium driven by playwright-core against a gateway started here,
// with decisions, consents, review samples, two eval runs and a Forge Matrix. Screenshots go to test/e2e/artifacts/
// (not committed); with PARAPET_UPDATE_SCREENSHOTS=1 the main ones also go to docs/screenshots/ (committed, viewport-sized).
const CHROMIUM = '/usr/bin/chromium';
const skipReason = existsSync(CHROMIUM) ? undefined : installDebianPackages(['chromium']);
if (skipReason !== undefined) process.stdout.write(`# skipping the console end-to-end test: ${skipReason}\n`);

// Run in the page (a string: this file is compiled without the DOM's types). Counts the h1s, the form controls
// without a label, and the charts without role="img" and a title.
const A11Y_PROBE = `(() => {
  const labelled = (el) => el.getAttribute('aria-label') || (el.id && document.querySelector('label[for="' + el.id + '"]'));
  return {
    h1: document.querySelectorAll('h1').length,
    unlabelled: [...document.querySelectorAll('input, select, textarea')].filter((el) => !labelled(el)).length,
    charts: [...document.querySelectorAll('svg.chart')].filter((svg) => svg.getAttribute('role') !== 'img' || !svg.querySelector('title')).length,
  };
})()`;

const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;
const DOCS = new URL('../../docs/screenshots/', import.meta.url).pathname;
// The committed screenshots change with every run (times, temporary paths), so they are rewritten only on request,
// as golden files are: PARAPET_UPDATE_SCREENSHOTS=1 node --test test/e2e/console.test.ts
const UPDATE_DOCS = process.env.PARAPET_UPDATE_SCREENSHOTS === '1';

// A timeout, so that a hang (a browser or server left open) fails the run instead of stalling it.
describe('web console end to end', { skip: skipReason ?? false, timeout: 300_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'parapet-console-e2e-'));
  let server: Awaited<ReturnType<typeof startConsoleGateway>>;
  let browser: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    if (UPDATE_DOCS) mkdirSync(DOCS, { recursive: true });
    server = await startConsoleGateway(join(root, 'data'));
    browser = await chromium.launchPersistentContext(join(root, 'profile'), {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 800 },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    page = browser.pages()[0] ?? (await browser.newPage());
    // A script error or a CSP violation anywhere fails the run at the end.
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('401')) problems.push(`console: ${m.text()}`);
    });
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Full-page artifact; with `docs`, also the viewport, copied to docs/screenshots/<name>.png when updating. */
  async function shot(name: string, docs = false): Promise<void> {
    await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
    if (docs) {
      await page.screenshot({ path: join(ARTIFACTS, `${name}.viewport.png`) });
      if (UPDATE_DOCS) copyFileSync(join(ARTIFACTS, `${name}.viewport.png`), join(DOCS, `${name}.png`));
    }
  }

  /** Accessibility basics on the current page: one h1, every control labelled, every chart named. */
  async function checkAccessible(): Promise<void> {
    const report = await page.evaluate<{ h1: number; unlabelled: number; charts: number }>(A11Y_PROBE);
    assert.deepEqual(report, { h1: 1, unlabelled: 0, charts: 0 });
  }

  async function go(label: string, heading: RegExp): Promise<void> {
    await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: label }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    assert.equal(await page.getByRole('link', { name: label }).getAttribute('aria-current'), 'page');
    await checkAccessible();
  }

  it('asks for the console key, and logs in with it', async () => {
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Log in to the Parapet console' }).waitFor();
    // Keyboard only: back from the focused key field to the skip link, through it into <main>, on to the field.
    const focused = () =>
      page.evaluate<string>('document.activeElement?.textContent || document.activeElement?.id || ""');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), 'Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'console-key');
    await page.getByLabel('Console key').fill('wrong key');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'unknown console key' }).waitFor();
    await shot('login');
    await page.getByLabel('Console key').fill(CONSOLE_KEY);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Live decisions' }).waitFor();
    const cookies = await browser.cookies();
    assert.equal(cookies.find((c) => c.name === 'parapet_console')?.httpOnly, true);
    assert.equal(await page.evaluate<string>('document.cookie'), '');
  });

  it('lists live decisions, filters them and opens a full trace', async () => {
    const table = page.getByRole('table', { name: /Decisions, newest first/ });
    assert.ok((await table.locator('tbody tr').count()) >= 8);
    await checkAccessible();
    await shot('decisions', true);
    await page.getByLabel('Decision', { exact: true }).selectOption('BLOCK');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/decision=BLOCK/);
    // The filtered page replaces the table: wait until every row shown is a BLOCK.
    const decisionCells = table.locator('tbody tr td:nth-child(3)');
    await decisionCells.filter({ hasNotText: 'BLOCK' }).first().waitFor({ state: 'detached' });
    await decisionCells.first().waitFor();
    const decisions = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    assert.ok(decisions.length >= 2);
    assert.ok(
      decisions.every((d) => d === 'BLOCK'),
      decisions.join(','),
    );
    await table
      .getByRole('link', { name: /Open trace of decision/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /Decision #\d+: BLOCK/ }).waitFor();
    const detectors = page.getByRole('table', { name: 'Detectors' });
    assert.ok((await detectors.locator('tbody tr').count()) > 10);
    assert.match(
      (await page.getByRole('table', { name: /Latency per stage/ }).textContent()) ?? '',
      /normalize|policy|detectors/,
    );
    await page.getByText(/^Not stored: the audit log keeps/).waitFor();
    await checkAccessible();
    await shot('trace', true);
  });

  it('shows the active policy with thresholds per detector and context', async () => {
    await go('Policy', /Policy parapet-default/);
    const thresholds = page.getByRole('table', { name: /Thresholds per detector × context/ });
    assert.ok((await thresholds.locator('tbody tr').count()) > 15);
    await page
      .getByRole('table', { name: /Prohibited classes/ })
      .getByRole('rowheader', { name: 'cbrn_weapons' })
      .waitFor();
    await page.getByRole('table', { name: 'Learned heads' }).waitFor();
    await shot('policy', true);
  });

  it('draws an evaluation run and compares two runs side by side', async () => {
    await go('Evaluations', /Evaluations/);
    const runs = page.getByRole('table', { name: 'Runs, newest first' });
    assert.equal(await runs.locator('tbody tr').count(), 2);
    await shot('evals');
    await runs.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: /Evaluation of/ }).waitFor();
    assert.ok((await page.locator('svg.chart').count()) >= 3);
    await page.getByRole('img', { name: 'True-positive rate per attack category' }).waitFor();
    await checkAccessible();
    await shot('eval-run', true);
    await page.getByRole('link', { name: '← Evaluations' }).click();
    await page.getByRole('button', { name: 'Compare runs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Compare evaluations' }).waitFor();
    await page.getByText(/\d+ better, \d+ worse, \d+ unchanged/).waitFor();
    assert.equal(await page.locator('.side-by-side svg.chart').count(), 4);
    await checkAccessible();
    await shot('evals-compare', true);
  });

  it('lists the Forge Matrix, opens a report, verifies it and follows its Parallax pair', async () => {
    await go('Forge Matrix', /Forge Matrix/);
    const reports = page.getByRole('table', { name: 'Reports by model, protocol and profile' });
    assert.equal(await reports.locator('tbody tr').count(), 3);
    assert.equal(await reports.getByText('verified').count(), 3);
    await shot('matrix', true);
    await reports.getByRole('link', { name: /Open report mock-careful-agent · v4 · tool_capable · assurance/ }).click();
    await page.getByRole('heading', { level: 1, name: /Forge report: mock-careful-agent/ }).waitFor();
    await page.getByRole('button', { name: 'Verify again on the server' }).click();
    await page.getByText(/^Verified at .*summary figures check out/).waitFor();
    await page.evaluate('window.scrollTo(0, 0)');
    await shot('matrix-report', true);
    await page.getByLabel('Outcome', { exact: true }).selectOption('pass');
    const scenario = page.locator('details.scenario').first();
    await scenario.locator('summary').click();
    await scenario.getByText('Response').first().waitFor();
    await checkAccessible();
    await scenario.scrollIntoViewIfNeeded();
    await shot('matrix-scenario', true);
    await page.getByRole('link', { name: /paired break pass/ }).click();
    await page.getByRole('heading', { level: 1, name: /mock-careful-agent · v4 · tool_capable · break/ }).waitFor();
  });

  it('shows the queues and records a review decision', async () => {
    await go('Queues', /Queues/);
    const consents = page.getByRole('table', { name: /Consents/ });
    await consents.getByText('used', { exact: true }).waitFor();
    const reviews = page.getByRole('table', { name: /Human-review sample/ });
    const accept = reviews.getByRole('button', { name: /Accept sample #\d+/ }).first();
    const seq = ((await accept.getAttribute('aria-label')) ?? '').replace(/\D/g, '');
    await reviews.getByLabel(`Note for sample #${seq} (optional)`).fill('checked: a real injection');
    await accept.click();
    await page.getByText(`Sample #${seq} accepted; recorded in the audit log`).waitFor();
    await checkAccessible();
    await shot('queues', true);
    const [latest] = await server.gateway.deps.audit.list({ kind: 'review', order: 'desc', limit: 1 });
    assert.equal(latest?.record.extra['review_of'], Number(seq));
    assert.equal(latest?.record.extra['status'], 'accepted');
    assert.equal((await server.gateway.deps.audit.verify()).ok, true);
  });

  it('shows health figures from the gateway, then logs out', async () => {
    await go('Health', /Health/);
    await page.getByRole('table', { name: 'Breakers' }).getByText('closed').waitFor();
    await page.getByText('Admission queue').waitFor();
    await shot('health', true);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Log in to the Parapet console' }).waitFor();
  });

  it('runs without a gateway (parapet dashboard) and says what it cannot show', async () => {
    const deps = server.gateway.deps;
    const dashboard = createConsoleServer({
      mode: 'dashboard',
      access: { tenants: [] },
      audit: deps.audit,
      canAppendAudit: false,
      firewall: deps.firewall,
      evalDirs: [join(deps.config.data_dir, 'evals')],
      now: Date.now,
    });
    const address = await dashboard.listen({ port: 0, host: '127.0.0.1' });
    try {
      await page.goto(`${address}/`);
      await page.getByRole('heading', { level: 1, name: 'Live decisions' }).waitFor();
      await page.getByText(/open, without a key, to clients on this machine/).waitFor();
      await go('Health', /Health/);
      await page.getByText(/^Not available: This console runs without a gateway/).waitFor();
      await shot('dashboard-health');
      await go('Forge Matrix', /Forge Matrix/);
      await page.getByText(/No Matrix store was found/).waitFor();
      await go('Queues', /Queues/);
      await page.getByRole('table', { name: /Human-review sample/ }).waitFor();
      assert.equal(await page.getByRole('button', { name: /Accept sample/ }).count(), 0);
    } finally {
      await dashboard.close();
    }
    assert.deepEqual(problems, []);
  });
});
