// The e2e stage's suites share one platform on two jest workers. Most only add data of their own under unique
// names and can run side by side; a few cannot share it with anything: the fuzz (its mutations change or delete
// what they find) and the suite that stops a subgraph (every other call through the gateway would see it down).
// Those run alone, after the others (e2e/sequencer.js orders them; lock.ts makes the rest wait while they run).
const FUZZ = /[\\/]e2e[\\/]fuzz[\\/]/;
const SUBGRAPH_STOP = /[\\/]e2e[\\/]platform[\\/]platform\.e2e-spec\.ts$/;

/** 0: shares the platform; 1: alone; 2: alone and last of all (the fuzz: it may delete what the others need). */
function exclusiveRank(path) {
  if (FUZZ.test(path)) return 2;
  return SUBGRAPH_STOP.test(path) ? 1 : 0;
}

module.exports = { exclusiveRank };
