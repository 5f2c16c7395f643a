import { InvalidArgumentError } from 'commander';

/** A commander argument parser for an integer flag with a lower bound; a bad value exits 2 with the flag's name. */
export function integerOption(name: string, min: number): (value: string) => number {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`${name} must be an integer >= ${min}.`);
    return n;
  };
}
