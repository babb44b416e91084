// Run by global-setup.mjs as a process of its own (tsx: the set-up itself is not compiled):
// makes the run's template databases before any test file starts (test-database.ts).
import { makeTemplates } from './test-database';

makeTemplates().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
