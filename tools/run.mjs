// Small helpers shared by the start and test scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** The compiled API that `npm start`, the topology test and the image run (built by `nx build api`). */
export const API_BUNDLE = path.join(root, 'apps', 'api', 'dist', 'server.mjs');
/**
 * How every start of the bundle runs node (the image's CMD says the same): V8's young generation held to 4 MB a half,
 * where its 16 MB default stays reserved once start-up has filled it, and no --enable-source-maps, which holds the
 * parsed maps of every loaded package (about 18 and 23 MB of an idle replica). Stack traces name the
 * bundle's lines; its maps sit beside it (dist/*.map) to read them back.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=4'];

/** Runs a command in the repo, streaming its output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', ...opts.env } });
    exitCodeOf(child, 'exit', resolve);
  });
}

/** Passes Ctrl-C and termination on to `child`, and gives its exit code (1 when a signal ended it) once it has `ended`. */
function exitCodeOf(child, ended, resolve) {
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on(ended, (code, signal) => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    resolve(code ?? (signal ? 1 : 0));
  });
}

/** `run`, with each line the command prints prefixed by `[label]`, for commands that run beside each other. */
export function runLabelled(label, cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NX_DAEMON: 'false', ...opts.env } });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (text) => {
        const lines = (rest + text).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${label}] ${line}\n`);
      });
      from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
    }
    // 'close': after the last of its output has been written, not only once it has exited.
    exitCodeOf(child, 'close', resolve);
  });
}

export const buildApps = () => run(bin('nx'), ['run-many', '-t', 'build', '--projects=tag:type:app', '--outputStyle=static']);

/**
 * Counts of a Playwright JSON report. A test that passed only on retry is flaky; in CI a flaky test is a failure,
 * so a journey that sometimes fails is mended rather than retried into green.
 */
export function playwrightCounts(stats = {}, { ci = false } = {}) {
  const flaky = stats.flaky ?? 0;
  return {
    passed: (stats.expected ?? 0) + (ci ? 0 : flaky),
    failed: (stats.unexpected ?? 0) + (ci ? flaky : 0),
    flaky,
  };
}
