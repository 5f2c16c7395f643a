/**
 * The text the screening benches read: ordinary prose with a little of everything detectors look at, repeated to
 * the size wanted. One definition, so that `make bench` and bench/compare-checkouts.ts time the same text.
 */
const SEED_TEXT =
  'Our quarterly report covers revenue in Tokyo and Berlin. Please review the attached table, compare it with ' +
  'last year, and write a short summary for the board. Contact anna.schmidt@example.org for questions. ';

export function benchText(size: number): string {
  return SEED_TEXT.repeat(Math.ceil(size / SEED_TEXT.length)).slice(0, size);
}
