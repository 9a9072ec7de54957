// `npm start`: install if needed, build the four apps if changed (Nx cache), then serve everything from one process.
import { ensureDeps } from './ensure-deps.mjs';
import { buildApps, root, run } from './run.mjs';

ensureDeps();
console.log('[nukkad] building the web apps (cached when unchanged)…');
if ((await buildApps()) !== 0) {
  console.error('[nukkad] the web apps failed to build; see above.');
  process.exit(1);
}
process.exitCode = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root });
