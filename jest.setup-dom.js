// jsdom lacks the encoders react-router uses.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');

// findBy* and waitFor give up after 1 s by default: a render on a machine busy with other
// work can take longer. They wait for what they look for; the bound only ends a failure.
if (globalThis.PA_TESTING_LIBRARY)
  require(globalThis.PA_TESTING_LIBRARY).configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks pointer capture, which Radix primitives call on press.
const { Element } = globalThis;
if (Element) {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
}
