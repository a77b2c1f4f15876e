import { PROJECTION_FEED_NAMES, PROJECTION_REGISTRY, RELAYED_FEEDS, relayedLogs } from '@voc/projections';
import { FEED_RUNNERS, relayedRunner, ROLLUPS_AFTER_REPLAY } from '../projection-runners';
import { RELAYED_LOGS } from '../event-relay.service';

/** The worker reads the registry: the relay's logs, the processor's runners and the rebuild's roll-ups are the registry's, no more, no less. */
describe('the worker bound to the projection registry', () => {
  it('has a runner for every feed of the registry and for nothing else', () => {
    expect(Object.keys(FEED_RUNNERS).sort()).toEqual([...PROJECTION_FEED_NAMES].sort());
  });

  it('runs a step (a projection job) for exactly the feeds the relay hands out', () => {
    const stepping = Object.entries(FEED_RUNNERS)
      .filter(([, runner]) => 'step' in runner)
      .map(([name]) => name);
    expect(stepping.sort()).toEqual([...RELAYED_FEEDS].sort());
    for (const name of RELAYED_FEEDS) expect(typeof relayedRunner(name).step).toBe('function');
  });

  it('refuses a job of a projection the registry does not relay', () => {
    expect(() => relayedRunner('surveys')).toThrow('unknown projection job: surveys');
    expect(() => relayedRunner('retired')).toThrow('unknown projection job: retired');
  });

  it('relays the logs the registry says, with their feeds', () => {
    expect(RELAYED_LOGS).toEqual(relayedLogs());
  });

  it('recounts roll-ups after a replay per projection of the registry', () => {
    expect(Object.keys(ROLLUPS_AFTER_REPLAY).sort()).toEqual(PROJECTION_REGISTRY.map((p) => p.name).sort());
  });
});
