// Orders the e2e files so that the longest start first. Jest orders by the durations in its cache,
// and on a fresh clone (no cache) by file size: the route walks (accessibility, screen-fit) are
// small files with the longest runs, so they started last and ran alone while the other worker
// idled. Files named here go first, in this order (longest first, from a full run of 2026-11-28);
// the rest follow in jest's own order.
const Sequencer = require('@jest/test-sequencer').default;
const path = require('node:path');

const LONGEST_FIRST = [
  'accessibility',
  'screen-fit',
  'voc-reports',
  'ticket-workflow',
  'daily-lists',
  'monthly-brief-mail',
  'edit-states-accessibility',
  'unsaved-input',
  'report-phone',
  'kpi-reports',
  'voice',
  'pdca',
  'live-dashboard',
  'page-states-accessibility',
];

const rank = (test) => {
  const index = LONGEST_FIRST.indexOf(path.basename(test.path).replace(/\.e2e-spec\.ts$/, ''));
  return index === -1 ? LONGEST_FIRST.length : index;
};

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const theirs = super.sort(tests);
    const order = new Map(theirs.map((test, i) => [test.path, i]));
    return [...theirs].sort((a, b) => rank(a) - rank(b) || order.get(a.path) - order.get(b.path));
  }
}

module.exports = LongestFirstSequencer;
module.exports.LONGEST_FIRST = LONGEST_FIRST;
