// The e2e stage shares one platform between its suites, two at a time: the suites that need it alone run after the
// others, the fuzz last of all, since its generated mutations may change or delete what they find
// (platform/suite-lock.js). Everything else keeps jest's own order (slowest and failed first).
const Sequencer = require('@jest/test-sequencer').default;
const { exclusiveRank } = require('./platform/suite-lock');

class GuideSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted].sort((a, b) => exclusiveRank(a.path) - exclusiveRank(b.path));
  }
}

module.exports = GuideSequencer;
