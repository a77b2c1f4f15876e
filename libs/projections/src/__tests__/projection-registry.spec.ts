import { eventLogOf } from '@voc/events';
import { PROJECTION_CHECKPOINTS, REPORTING_SCHEMA_TABLES } from '@voc/reporting-schema';
import { PROJECTION_REGISTRY } from '../projection-registry';
import { countsItsLog, feedNamed, PROJECTION_FEEDS, findFeed, PARTITIONED_FEEDS, partitionCountOf, PROJECTION_FEED_NAMES, PROJECTION_TABLES, relayedLogs, reportingSchemaSql } from '../registry-queries';

describe('the projection registry', () => {
  it('names each projection and each feed (checkpoint, job) once', () => {
    const names = PROJECTION_REGISTRY.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(PROJECTION_FEED_NAMES).size).toBe(PROJECTION_FEED_NAMES.length);
    expect(PROJECTION_FEED_NAMES).toEqual(['tickets', 'surveys', 'pdca', 'voc', 'voice', 'voice_surveys']);
  });

  it('gives every reporting table but the checkpoints to exactly one projection', () => {
    const owned = PROJECTION_TABLES.map((table) => table.name);
    expect(new Set(owned).size).toBe(owned.length);
    expect([...owned].sort()).toEqual(
      REPORTING_SCHEMA_TABLES.filter((table) => table !== PROJECTION_CHECKPOINTS)
        .map((table) => table.name)
        .sort(),
    );
  });

  it('declares for each feed event types of the log it reads, each once', () => {
    for (const { projection, table, eventTypes } of PROJECTION_FEEDS) {
      expect({ projection, logs: [...new Set(eventTypes.map((type) => eventLogOf(type)))] }).toEqual({ projection, logs: [table] });
      expect(new Set(eventTypes).size).toBe(eventTypes.length);
    }
  });

  it('hands the relay every feed, the survey log feeds too (one delivery path), grouped by log in the registry order', () => {
    expect(relayedLogs()).toEqual([
      { table: 'ticket_events', feeds: ['tickets', 'voc', 'voice'] },
      { table: 'survey_events', feeds: ['surveys', 'voice_surveys'] },
      { table: 'pdca_events', feeds: ['pdca'] },
    ]);
    expect(relayedLogs().flatMap((log) => log.feeds).sort()).toEqual([...PROJECTION_FEED_NAMES].sort());
  });

  it('partitions by dealer only the feeds of projections declared so', () => {
    expect(PARTITIONED_FEEDS).toEqual(['tickets', 'voc']);
    expect(PROJECTION_FEED_NAMES.map((name) => partitionCountOf(name, 4))).toEqual([4, 1, 1, 4, 1, 1]);
  });

  it('counts each log once in a replay: under its first feed', () => {
    expect(PROJECTION_FEED_NAMES.filter(countsItsLog)).toEqual(['tickets', 'surveys', 'pdca']);
  });

  it('finds a feed by its name, and none for a name it does not have', () => {
    expect(feedNamed('voice_surveys')).toMatchObject({ table: 'survey_events', timeColumn: 'recorded_at' });
    expect(findFeed('voice_comments')).toBeUndefined();
    expect(() => feedNamed('nope' as never)).toThrow('no projection feed named nope');
  });

  it('writes a checkpoint row per feed into a rebuilt schema', () => {
    const statements = reportingSchemaSql('shadow');
    expect(statements[statements.length - 1]).toBe(`INSERT INTO shadow.projection_checkpoints (projection) VALUES ('tickets'), ('surveys'), ('pdca'), ('voc'), ('voice'), ('voice_surveys')`);
  });
});
