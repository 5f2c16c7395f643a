import { ParapetError } from '../../core/index.ts';

/**
 * Refuses a numeric option outside its range when a primitive is built, so a misconfigured breaker or budget fails
 * at startup rather than silently admitting everything (a NaN threshold compares false with every count).
 */
export function requireNumberOption(
  owner: string,
  name: string,
  value: number,
  range: { readonly min: number; readonly max?: number; readonly integer?: boolean },
): number {
  const max = range.max ?? Number.POSITIVE_INFINITY;
  const isBad =
    !Number.isFinite(value) || value < range.min || value > max || (range.integer === true && !Number.isInteger(value));
  if (isBad) {
    const kind = range.integer === true ? 'an integer' : 'a number';
    const upper = Number.isFinite(max) ? ` and at most ${max}` : '';
    throw new ParapetError(
      'CONFIG_INVALID',
      `${owner}: option "${name}" is ${String(value)}; it must be ${kind} of at least ${range.min}${upper}.`,
      { owner, option: name, value },
    );
  }
  return value;
}
