#!/usr/bin/env node
// The shell and the four remotes built into their dist/ folders, each only when its sources
// changed since its last build: `npm test` runs this beside the API's tests, and the
// end-to-end site publishes these builds (packages/e2e/scripts/serve.mjs, decision 0069).
import { buildChangedApps, REMOTE_FOLDERS } from './shell-build.mjs';
import { reportChildCpu } from './stage-times.mjs';

try {
  buildChangedApps(['shell', ...REMOTE_FOLDERS]);
} finally {
  reportChildCpu();
}
