import { readFileSync } from 'node:fs';
import { ParapetError } from '../core/index.ts';

export function readTextFile(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}; check the path.`,
      { path },
      error,
    );
  }
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
