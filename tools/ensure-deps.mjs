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

/**
 * The npm commands to try in turn. In CI the lockfile is the contract: `npm ci` only, and a lockfile it refuses
 * is an error. Elsewhere a registry missing an optional platform package can make `npm ci` refuse a lock that
 * `npm install` accepts, so `npm install` is the fallback.
 */
export function installAttempts({ hasLock, ci }) {
  const ciArgs = ['ci', '--no-audit', '--no-fund'];
  const installArgs = ['install', '--no-audit', '--no-fund'];
  if (ci) {
    if (!hasLock) throw new Error('package-lock.json is missing; CI installs only from the lockfile (npm ci).');
    return [ciArgs];
  }
  return hasLock ? [ciArgs, installArgs] : [installArgs];
}

/** CI services set CI to anything but an explicit "false" or "0". */
export const isCi = (env = process.env) => Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';

export function ensureDeps() {
  const wanted = manifestHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (existsSync(path.join(root, 'node_modules')) && current === wanted) return;
  const ci = isCi();
  let attempts;
  try {
    attempts = installAttempts({ hasLock: existsSync(path.join(root, 'package-lock.json')), ci });
  } catch (err) {
    console.error(`[nukkad] ${err.message}`);
    process.exit(1);
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  let res;
  for (const [i, args] of attempts.entries()) {
    if (i > 0) console.log(`[nukkad] npm ${attempts[i - 1][0]} failed; retrying with npm ${args[0]}…`);
    else console.log(`[nukkad] installing dependencies (npm ${args[0]})…`);
    res = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
    if (res.status === 0) break;
  }
  if (res.status !== 0) {
    const why = ci ? 'npm ci refused the lockfile or failed (CI never falls back to npm install)' : 'dependency install failed';
    console.error(`[nukkad] ${why}; see the npm output above.`);
    process.exit(res.status ?? 1);
  }
  writeFileSync(stampFile, manifestHash());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureDeps();
