import { PROJECTION_FEED_NAMES, PROJECTION_REGISTRY, relayedLogs } from '@voc/projections';
import { FEED_RUNNERS, relayedRunner, ROLLUPS_AFTER_REPLAY } from '../projection-runners';
import { RELAYED_LOGS } from '../event-relay.service';

/** The worker reads the registry: the relay's logs, the processor's runners and the rebuild's roll-ups are the registry's, no more, no less. */
describe('the worker bound to the projection registry', () => {
  it('has a runner for every feed of the registry and for nothing else', () => {
    expect(Object.keys(FEED_RUNNERS).sort()).toEqual([...PROJECTION_FEED_NAMES].sort());
  });

  it('runs a step (a projection job) for every feed: the relay hands them all out, the survey log feeds too', () => {
    const stepping = Object.entries(FEED_RUNNERS)
      .filter(([, runner]) => 'step' in runner)
      .map(([name]) => name);
    expect(stepping.sort()).toEqual([...PROJECTION_FEED_NAMES].sort());
    for (const name of PROJECTION_FEED_NAMES) expect(typeof relayedRunner(name).step).toBe('function');
    expect(relayedRunner('surveys')).toBe(FEED_RUNNERS.surveys);
    expect(relayedRunner('voice_surveys')).toBe(FEED_RUNNERS.voice_surveys);
  });

  it('refuses a job of a projection the registry does not have', () => {
    expect(() => relayedRunner('retired')).toThrow('unknown projection job: retired');
    expect(() => relayedRunner('toString')).toThrow('unknown projection job: toString');
  });

  it('relays the logs the registry says, with their feeds', () => {
    expect(RELAYED_LOGS).toEqual(relayedLogs());
  });

  it('recounts roll-ups after a replay per projection of the registry', () => {
    expect(Object.keys(ROLLUPS_AFTER_REPLAY).sort()).toEqual(PROJECTION_REGISTRY.map((p) => p.name).sort());
  });
});
