// `npm start`: install if needed, build the four apps and the API bundle if changed (Nx cache), then serve everything
// from one process: the compiled API, as the image runs it.
import { ensureDeps } from './ensure-deps.mjs';
import { API_BUNDLE, API_NODE_FLAGS, buildApps, root, run } from './run.mjs';

ensureDeps();
console.log('[nukkad] building the web apps and the API (cached when unchanged)…');
if ((await buildApps()) !== 0) {
  console.error('[nukkad] the build failed; see above.');
  process.exit(1);
}
process.exitCode = await run(process.execPath, [...API_NODE_FLAGS, API_BUNDLE], { cwd: root });
