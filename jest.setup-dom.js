// jsdom lacks the encoders react-router uses.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
