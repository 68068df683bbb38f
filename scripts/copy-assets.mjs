// tsc compiles .ts only; data files that modules read at run time are copied beside their output.
import { cpSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.json') || name.endsWith('.txt'))
      cpSync(path, join('dist', path.slice('src/'.length)));
  }
}
walk('src');
