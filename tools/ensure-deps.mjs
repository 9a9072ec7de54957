// Installs dependencies when node_modules is missing or older than the lockfile; uses only Node's built-ins.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'node_modules', '.nukkad-deps-stamp');

function manifestHash() {
  const files = ['package.json', 'package-lock.json'];
  for (const group of ['apps', 'libs']) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const pkg = path.join(group, name, 'package.json');
      if (existsSync(path.join(root, pkg))) files.push(pkg);
    }
  }
  const hash = createHash('sha256');
  for (const f of files.sort()) {
    const full = path.join(root, f);
    if (existsSync(full)) hash.update(f).update(readFileSync(full));
  }
  return hash.digest('hex');
}

export function ensureDeps() {
  const wanted = manifestHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (existsSync(path.join(root, 'node_modules')) && current === wanted) return;
  const hasLock = existsSync(path.join(root, 'package-lock.json'));
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.log(`[nukkad] installing dependencies (npm ${args[0]})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  let res = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0 && hasLock) {
    // A registry missing an optional platform package can make `npm ci` refuse a lock that `npm install` accepts.
    console.log('[nukkad] npm ci failed; retrying with npm install…');
    res = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  if (res.status !== 0) {
    console.error('[nukkad] dependency install failed; see the npm output above.');
    process.exit(res.status ?? 1);
  }
  writeFileSync(stampFile, manifestHash());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureDeps();
