module.exports = require('../jest.preset.js').dom(__dirname);
