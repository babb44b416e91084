// The API's test files, longest first (decision 0069). jest orders a run by the times it
// cached from the last run; a fresh clone has none, so jest falls back to file size, and the
// small naughty-input files, among the slowest, ran last: the run ended with one worker busy
// and the others done. file-seconds.json holds each file's time in a measured run
// (2026-11-29, two workers; files of 10 s or more): those go first, the longest first, then
// everything else in jest's own order.
const Sequencer = require('@jest/test-sequencer').default;
const seconds = require('./file-seconds.json');
const path = require('node:path');

class LongestFirst extends Sequencer {
  sort(tests) {
    const known = (test) => seconds[path.basename(test.path)] ?? 0;
    // Array#sort is stable: files with no measured time keep jest's order among themselves.
    return [...super.sort(tests)].sort((a, b) => known(b) - known(a));
  }
}

module.exports = LongestFirst;
