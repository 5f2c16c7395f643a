// Copies the non-TypeScript files the library reads at run time (embedded YAML defaults, model artifacts, the web
// console's HTML, CSS and browser scripts under src/gateway/ui/assets/) into dist/, keeping their relative paths, so
// dist/ works on its own. Plain .js files exist under src/ only as console assets (tsc compiles the .ts files).
import { cpSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ASSET = /\.(ya?ml|json|html|css|js\.txt|js)$/;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === '__fixtures__') continue;
    if (statSync(path).isDirectory()) walk(path);
    else if (ASSET.test(name)) cpSync(path, join('dist', relative('src', path)));
  }
}
walk('src');
