// The e2e stage shares one platform between its suites: the fuzz runs last, since its generated mutations may
// change or delete what they find. Everything else keeps jest's own order (slowest and failed first).
const Sequencer = require('@jest/test-sequencer').default;

class GuideSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const last = (test) => (/[\\/]e2e[\\/]fuzz[\\/]/.test(test.path) ? 1 : 0);
    return [...sorted].sort((a, b) => last(a) - last(b));
  }
}

module.exports = GuideSequencer;
