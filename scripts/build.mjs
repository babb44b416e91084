#!/usr/bin/env node
// `npm run build`: everything a production server runs, built once on one machine.
//   api/dist            the API and the operator CLIs as plain JavaScript (no tsx at run time)
//   shell/dist          the shell
//   mfe-*/dist          the first release of each remote, uploaded with
//                       `npm run publish-remote -- --all --prebuilt` (no build at publish)
// `npm run serve` then starts a server from it without installing or building anything.
import { pnpm } from './pnpm.mjs';

console.log('Compiling the API…');
pnpm(['--filter', '@pizza-atlas/api', 'run', 'build']);
console.log('Building the shell and the remotes…');
// One at a time: webpack builds share the machine with whatever else runs on it.
pnpm([
  '-r',
  '--workspace-concurrency=1',
  '--filter',
  './shell',
  '--filter',
  './mfe-*',
  'run',
  'build',
]);
console.log('Build done: start a server with `npm run serve`.');
