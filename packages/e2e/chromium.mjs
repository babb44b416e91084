// The system Chromium every browser run of this package starts (tests, benches, screenshots),
// and the flags it needs here: without the background-networking ones it tries Google's
// hosts at every start, which this machine's closed network refuses.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium when installed; undefined lets Playwright use its own. */
export const CHROMIUM_PATH = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
