// Stands in for @module-federation/webpack-bundler-runtime in a remote's production browser
// build: the functions that load a remote's shared modules and start its container come
// from the shell's main.js, which provides its own copy as the global
// `_FEDERATION_BUNDLER_RUNTIME` (provide-runtime-core.mjs), instead of every remoteEntry.js
// carrying one with the SDK it imports (docs/decisions/0058-one-bundler-runtime.md).
//
// What is a container's own stays the container's: its options and share scopes live on its
// `__webpack_require__.federation`, which its webpack runtime fills in, and its instance comes
// from its own @module-federation/runtime (init() there remembers the instance it made, so a
// shared copy would hand the shell's loadRemote the last remote's instance).
import * as runtime from '@module-federation/runtime';

/* global __FEDERATION_BUNDLER_RUNTIME_VERSION__ */
const expected = __FEDERATION_BUNDLER_RUNTIME_VERSION__;
const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;

if (!provided)
  throw new Error(
    `This remote needs the federation bundler runtime ${expected} from the shell, which this ` +
      'shell does not provide: release the shell first (docs/decisions/0058-one-bundler-runtime.md).',
  );
if (provided.version !== expected)
  console.warn(
    `[pizza-atlas] remote built with the federation bundler runtime ${expected} runs on the ` +
      `shell's ${provided.version}.`,
  );

const bundlerRuntime = { ...provided.bundlerRuntime, S: {} };

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
