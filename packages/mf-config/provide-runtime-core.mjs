// Runtime plugin of the shell's browser build: hands the shell's federation runtime core
// to every remote, whose production build expects it as the global
// `_FEDERATION_RUNTIME_CORE` (`experiments.externalRuntime`) instead of carrying a copy.
// The upstream inject-external-runtime-core-plugin that `provideExternalRuntime` adds does
// the same, but through its CommonJS build, which bundles a second copy of the runtime core
// into main.js (docs/decisions/0016-javascript-before-first-paint.md). An ES import resolves
// to the very module the shell's own runtime uses.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'pizza-atlas-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
