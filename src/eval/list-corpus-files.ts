import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ParapetError } from '../core/index.ts';

/**
 * Expands `--corpus` arguments (files, or directories whose *.jsonl files are read, not recursively) into a
 * list of files in a stable order: arguments in the order given, a directory's files sorted by name. A file
 * named twice (directly and through its directory) is read once.
 */
export function listCorpusFiles(paths: readonly string[]): readonly string[] {
  if (paths.length === 0)
    throw new ParapetError(
      'INPUT_INVALID',
      'no corpus given; pass --corpus with a .jsonl file or a directory of them.',
    );
  const files: string[] = [];
  const seen = new Set<string>();
  const add = (file: string): void => {
    const absolute = resolve(file);
    if (seen.has(absolute)) return;
    seen.add(absolute);
    files.push(file);
  };
  for (const path of paths) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch (error) {
      throw new ParapetError(
        'FILE_NOT_FOUND',
        `corpus path ${path} does not exist; check the --corpus argument.`,
        { path },
        error,
      );
    }
    if (!isDirectory) {
      add(path);
      continue;
    }
    const inside = readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.jsonl'))
      .map((entry) => entry.name)
      .sort();
    if (inside.length === 0) {
      throw new ParapetError(
        'INPUT_INVALID',
        `corpus directory ${path} holds no .jsonl files; point --corpus at a directory of JSONL corpora or at a file.`,
        {
          path,
        },
      );
    }
    for (const name of inside) add(join(path, name));
  }
  return files;
}
