import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './run.mjs';

const nx = JSON.parse(readFileSync(path.join(root, 'nx.json'), 'utf8'));

/** A workspace-root input pattern ('{workspaceRoot}/a/**\/*', '{workspaceRoot}/a/b.ts') as a test of a path. */
function workspaceInput(pattern) {
  const glob = pattern.replace('{workspaceRoot}/', '');
  const source = glob
    .split('**/')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  return new RegExp(`^${source}$`);
}

/** Files outside its own folder that an app's Vite config imports by a relative path. */
function sharedConfigFiles(app) {
  const config = path.join(root, 'apps', app, 'vite.config.ts');
  const imports = [...readFileSync(config, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)].map((m) => m[1]);
  return imports
    .map((spec) => path.relative(root, path.resolve(path.dirname(config), spec)))
    .filter((file) => !file.startsWith(path.join('apps', app)))
    .map((file) => (existsSync(path.join(root, file)) ? file : `${file}.ts`));
}

const webApps = readdirSync(path.join(root, 'apps')).filter((app) => existsSync(path.join(root, 'apps', app, 'vite.config.ts')));

describe('Nx build inputs', () => {
  it('know every web app', () => {
    expect(webApps.sort()).toEqual(['admin-web', 'customer-web', 'delivery-web', 'seller-web']);
  });

  it.each(webApps)('rebuild %s when the shared Vite setup it imports changes', (app) => {
    const inputs = nx.targetDefaults.build.inputs.filter((i) => typeof i === 'string' && i.startsWith('{workspaceRoot}/'));
    const files = sharedConfigFiles(app);
    expect(files).toContain(path.join('tools', 'vite', 'app-config.ts'));
    for (const file of files) expect(inputs.some((i) => workspaceInput(i).test(file)), file).toBe(true);
  });
});
