module.exports = require('../../jest.preset.js').node(__dirname);
