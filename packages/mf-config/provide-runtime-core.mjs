// Runtime plugin of the shell's browser build: hands the shell's federation runtime core
// and its webpack bundler runtime to every remote. A remote's production build expects the
// core as the global `_FEDERATION_RUNTIME_CORE` (`experiments.externalRuntime`) and the
// bundler runtime as `_FEDERATION_BUNDLER_RUNTIME` (use-shell-bundler-runtime.mjs, docs/
// decisions/0058-one-bundler-runtime.md) instead of carrying copies.
// The upstream inject-external-runtime-core-plugin that `provideExternalRuntime` adds does
// the same for the core, but through its CommonJS build, which bundles a second copy of the
// runtime core into main.js (docs/decisions/0016-javascript-before-first-paint.md). An ES
// import resolves to the very module the shell's own runtime uses.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import federation from '@module-federation/runtime-tools/webpack-bundler-runtime';
// The shell exposes nothing, so its bundler runtime leaves out the function that starts a
// container; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

export default function provideRuntimeCore(options) {
  return {
    name: 'pizza-atlas-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      runtimeCore.Global._FEDERATION_BUNDLER_RUNTIME ??= {
        version: options.bundlerRuntimeVersion,
        bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
        attachShareScopeMap: federation.attachShareScopeMap,
      };
      return args;
    },
  };
}
