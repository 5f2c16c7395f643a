import { createHash } from 'node:crypto';
import { canonicalJson } from '../../core/index.ts';
import { REPORT_HEADER_KEYS, type ReportChain, type ReportHeader, type ReportScenario } from './report-types.ts';

/**
 * The SHA-512 hash chain over a report's scenarios. Each link commits to the previous one and to one scenario's
 * canonical JSON, so the links say which scenario was edited, which position lost its scenario and which scenarios
 * moved, where a single payload hash could only say "something changed". The genesis commits to the header, the
 * protocol version among it. Hashing is over UTF-8 text: links[i] = sha512hex(prevHex + canonicalJson(scenario)).
 */

function sha512Hex(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

function linkOf(previous: string, scenarioJson: string): string {
  return sha512Hex(previous + scenarioJson);
}

/** The header fields of a report (or of a build input), in schema order. */
export function pickHeader(report: ReportHeader): ReportHeader {
  return Object.fromEntries(REPORT_HEADER_KEYS.map((key) => [key, report[key]])) as ReportHeader;
}

/** sha512 of the canonical JSON of the header fields. */
export function chainGenesis(header: ReportHeader): string {
  return sha512Hex(canonicalJson(pickHeader(header)));
}

export function buildChain(header: ReportHeader, scenarios: readonly ReportScenario[]): ReportChain {
  const genesis = chainGenesis(header);
  const links: string[] = [];
  let previous = genesis;
  for (const scenario of scenarios) {
    previous = linkOf(previous, canonicalJson(scenario));
    links.push(previous);
  }
  return { algorithm: 'sha512', genesis, links, head: previous };
}

/** Longest strictly increasing run of positions (by index into `positions`), to tell moved scenarios from shifted ones. */
function longestIncreasing(positions: readonly { index: number; position: number }[]): Set<number> {
  const length: number[] = [];
  const before: number[] = [];
  positions.forEach((p, i) => {
    length[i] = 1;
    before[i] = -1;
    for (let k = 0; k < i; k++) {
      const q = positions[k] as { position: number };
      if (q.position < p.position && (length[k] ?? 0) + 1 > (length[i] ?? 0)) {
        length[i] = (length[k] ?? 0) + 1;
        before[i] = k;
      }
    }
  });
  let end = -1;
  length.forEach((n, i) => {
    if (end === -1 || n > (length[end] ?? 0)) end = i;
  });
  const kept = new Set<number>();
  for (let i = end; i !== -1; i = before[i] ?? -1) kept.add((positions[i] as { index: number }).index);
  return kept;
}

/**
 * Every way the scenarios fail to match the chain, named by scenario number (1-based) and id. A scenario is placed at
 * the chain position whose link its content reproduces; edited scenarios reproduce none, dropped ones leave a
 * position empty, reordered ones land out of order.
 */
export function checkChain(header: ReportHeader, scenarios: readonly ReportScenario[], chain: ReportChain): string[] {
  const problems: string[] = [];
  if (chainGenesis(header) !== chain.genesis)
    problems.push(
      `chain genesis does not match the report header (${REPORT_HEADER_KEYS.join(', ')}): a header field was edited after signing`,
    );
  const { links } = chain;
  if (links.length !== scenarios.length)
    problems.push(
      `the chain has ${links.length} links for ${scenarios.length} scenarios: scenarios were dropped or added`,
    );
  const previousOf = (j: number): string => (j === 0 ? chain.genesis : (links[j - 1] as string));
  const label = (i: number): string => `scenario ${i + 1} (id ${scenarios[i]?.id ?? '?'})`;

  const positionOf = new Map<number, number>();
  const claimedBy = new Map<number, number>();
  const unmatched = new Set<number>();
  scenarios.forEach((scenario, i) => {
    const json = canonicalJson(scenario);
    let position = i < links.length && linkOf(previousOf(i), json) === links[i] ? i : -1;
    for (let j = 0; position === -1 && j < links.length; j++)
      if (linkOf(previousOf(j), json) === links[j]) position = j;
    if (position === -1) {
      unmatched.add(i);
      problems.push(
        `${label(i)}: chain link does not match its content: the scenario was edited after signing, or the chain around it was rearranged`,
      );
      return;
    }
    const first = claimedBy.get(position);
    if (first !== undefined) {
      problems.push(`${label(i)}: repeats ${label(first)}, signed once at chain position ${position + 1}`);
      return;
    }
    claimedBy.set(position, i);
    positionOf.set(i, position);
  });

  const inOrder = longestIncreasing([...positionOf].map(([index, position]) => ({ index, position })));
  for (const [i, position] of positionOf)
    if (!inOrder.has(i))
      problems.push(`${label(i)}: was signed at chain position ${position + 1}: scenarios were reordered`);

  for (let j = 0; j < links.length; j++) {
    // An edited scenario still sits at its position; only a position nobody can claim lost its scenario.
    if (claimedBy.has(j) || unmatched.has(j)) continue;
    const after = claimedBy.get(j - 1);
    const where =
      j === 0 ? 'the first scenario' : after === undefined ? '' : `the scenario after id ${scenarios[after]?.id}`;
    problems.push(
      `chain position ${j + 1}: no scenario matches its link${where === '' ? '' : ` (${where})`}: a scenario was dropped after signing`,
    );
  }

  const last = links.length === 0 ? chain.genesis : links[links.length - 1];
  if (chain.head !== last) problems.push('chain head is not the last link: the end of the chain was cut or replaced');
  return problems;
}
