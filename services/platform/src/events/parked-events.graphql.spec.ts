import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import { platformSdl } from '../graphql/subgraph-graphql.module';
import { SUBGRAPHS } from '../topology';
import { parkedEventsFieldNames, parkedEventsSdl } from './parked-events.sdl';

/** The services that consume events get the parked-events snippet from the platform (topology.ts). */
const CONSUMING = SUBGRAPHS.filter((s) => s.consumesEvents);

/**
 * The services whose code registers a consumer, read from their sources: `bus.consume(`, or the platform's
 * event mailer (`EventMailerModule.forRoot(`, which consumes the events of the service's mail rules).
 */
const ROOT = join(__dirname, '..', '..', '..', '..');
const registersConsumer = (dir: string): boolean =>
  readdirSync(join(ROOT, dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(f))
    .some((f) => /bus\.consume\(|EventMailerModule\.forRoot\(/.test(readFileSync(join(ROOT, dir, 'src', f), 'utf8')));

describe('parked-events GraphQL snippet', () => {
  it('is served by exactly the consuming services', () => {
    // A service that starts consuming must be marked, or its failed events would have no screen.
    expect(CONSUMING.map((s) => s.name).sort()).toEqual(
      SUBGRAPHS.filter((s) => registersConsumer(s.dir))
        .map((s) => s.name)
        .sort(),
    );
    expect(CONSUMING.map((s) => s.name).sort()).toEqual(['catalog-guide', 'cms', 'commerce', 'contest', 'identity', 'support-tickets']);
    for (const s of SUBGRAPHS) {
      const sdl = platformSdl(s).join('\n');
      expect(sdl.includes(parkedEventsFieldNames(s.name).list)).toBe(Boolean(s.consumesEvents));
    }
  });

  it.each(CONSUMING.map((s) => s.name))('%s: the snippet parses', (service) => {
    expect(() => parse(parkedEventsSdl(service))).not.toThrow();
  });

  it('names the root fields after the service, so two subgraphs never own the same field', () => {
    expect(parkedEventsFieldNames('catalog-guide')).toEqual({
      list: 'catalogGuideParkedEvents',
      replay: 'replayCatalogGuideParkedEvent',
      discard: 'discardCatalogGuideParkedEvent',
    });
    const all = CONSUMING.flatMap((s) => Object.values(parkedEventsFieldNames(s.name)));
    expect(new Set(all).size).toBe(all.length);
  });
});
