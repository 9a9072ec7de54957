// The production topology without containers: a fresh database on the machine's PostgreSQL, API replicas as
// processes of their own, and Caddy with the repository's Caddyfile in front of them.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_BUNDLE, API_NODE_FLAGS, root } from '../run.mjs';
import { request } from './client.mjs';

export const APPS = { shop: 'customer-web', seller: 'seller-web', admin: 'admin-web', rider: 'delivery-web' };

/** The same secrets for every replica, long enough for production's rules. */
export const SECRETS = {
  JWT_SECRET: `topology-jwt-${randomBytes(16).toString('hex')}`,
  ADMIN_SECRET_KEY: `topology-admin-${randomBytes(8).toString('hex')}`,
  DELIVERY_SECRET_KEY: `topology-rider-${randomBytes(8).toString('hex')}`,
  OTP_PEPPER: `topology-pepper-${randomBytes(8).toString('hex')}`,
  METRICS_TOKEN: `topology-metrics-${randomBytes(8).toString('hex')}`,
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function adminQuery(adminUrl, text, params = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** A new, empty database beside the one `adminUrl` names; the first replica migrates it and loads the demo data. */
export async function freshDatabase(adminUrl) {
  const name = `nukkad_topology_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function postgresAnswers(adminUrl) {
  try {
    await adminQuery(adminUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** Debian's caddy: installed here when missing and we may; otherwise the run stops and says how. */
export function ensureCaddy() {
  const found = () => ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((p) => existsSync(p)) ?? whichCaddy();
  let caddy = found();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!caddy && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[topology] Caddy is missing; installing Debian\'s caddy package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'caddy'], { stdio: 'inherit', env });
    caddy = found();
  }
  if (!caddy) {
    console.error(
      '[topology] The topology test needs Caddy and none was found.\n' +
        '  Install it with: sudo apt-get install -y caddy   (Debian/Ubuntu)\n' +
        '  or put a caddy binary (2.6 or later) on the PATH.',
    );
    process.exit(1);
  }
  return caddy;
}

function whichCaddy() {
  const r = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/**
 * What the API image holds of the customer app to render its pages (Dockerfile: WEB_DIST_DIR=/app/web), as links
 * to this checkout's build; the folder to give the replicas as WEB_DIST_DIR.
 */
export function renderedPagesDir(dir) {
  const web = path.join(dir, 'web');
  mkdirSync(web, { recursive: true });
  for (const [name, build] of [
    [APPS.shop, 'dist'],
    [`${APPS.shop}-server`, 'dist-server'],
  ]) {
    const link = path.join(web, name);
    if (!existsSync(link)) symlinkSync(path.join(root, 'apps', APPS.shop, build), link);
  }
  return web;
}

/**
 * One API replica: the compiled server (`apps/api/dist`), as the image runs it. Its output (JSON log lines) goes to a file of its
 * own; `lines()` reads them back parsed.
 */
export class Replica {
  constructor(name, port, env, logDir) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.logFile = path.join(logDir, `${name}.log`);
    this.child = undefined;
    this.starts = 0;
  }

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  start() {
    this.starts += 1;
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, [...API_NODE_FLAGS, API_BUNDLE], {
      cwd: root,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    this.child = child;
    return child;
  }

  /** Resolves once /api/health answers 200 (and the process is still the one started). */
  async ready(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    const child = this.child;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.name} exited while starting; see ${this.logFile}`);
      if ((await health(this.base)) === 200) return;
      await sleep(200);
    }
    throw new Error(`${this.name} did not become healthy in ${timeoutMs / 1000}s; see ${this.logFile}`);
  }

  get alive() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  kill(signal = 'SIGKILL') {
    this.child?.kill(signal);
    return this.child?.exited;
  }

  async stop() {
    if (!this.alive) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.child.exited;
    clearTimeout(timer);
  }
}

/** The status of GET /api/health at `base`, or 0 when nothing answers. */
export async function health(base) {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Caddy with the repository's deploy/Caddyfile, unchanged: the environment puts the sites on plain HTTP at
 * `*.localhost:<port>`, turns the admin endpoint off and keeps Caddy's files in the work folder.
 */
export class Caddy {
  constructor(binary, port, upstreams, workDir) {
    this.binary = binary;
    this.port = port;
    this.upstreams = upstreams;
    this.workDir = workDir;
    this.logFile = path.join(workDir, 'caddy.log');
    this.child = undefined;
  }

  get domain() {
    return `localhost:${this.port}`;
  }

  writeConfig() {
    const srv = path.join(this.workDir, 'srv');
    mkdirSync(srv, { recursive: true });
    for (const app of Object.values(APPS)) {
      const link = path.join(srv, app);
      if (!existsSync(link)) symlinkSync(path.join(root, 'apps', app, 'dist'), link);
    }
    this.env = {
      ...process.env,
      DOMAIN: this.domain,
      SITE_SCHEME: 'http://',
      API_UPSTREAMS: this.upstreams.join(' '),
      WEB_ROOT: srv,
      XDG_DATA_HOME: path.join(this.workDir, 'data'),
      XDG_CONFIG_HOME: path.join(this.workDir, 'config'),
      CADDY_ADMIN: 'off',
    };
    return path.join(root, 'deploy', 'Caddyfile');
  }

  validate() {
    const file = this.writeConfig();
    const r = spawnSync(this.binary, ['validate', '--adapter', 'caddyfile', '--config', file], { env: this.env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`caddy validate failed:\n${r.stdout}${r.stderr}`);
  }

  start() {
    const file = this.writeConfig();
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.child = spawn(this.binary, ['run', '--adapter', 'caddyfile', '--config', file], { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout.pipe(log);
    this.child.stderr.pipe(log);
    this.child.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Resolves once Caddy answers /api/health for the bare domain. */
  async ready(timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`caddy exited; see ${this.logFile}`);
      const res = await request({ port: this.port, host: this.domain }, 'GET', '/api/health', { timeoutMs: 2_000 }).catch(() => undefined);
      if (res?.status === 200) return;
      await sleep(100);
    }
    throw new Error(`caddy did not answer in ${timeoutMs / 1000}s; see ${this.logFile}`);
  }

  async stop() {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.child.exited;
    clearTimeout(timer);
  }
}

export function workDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'nukkad-topology-'));
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}
