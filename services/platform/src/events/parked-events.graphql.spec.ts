import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'graphql';
import { parkedEventsFieldNames, parkedEventsSdl } from './parked-events.sdl';

/** The services that consume events serve the parked-events snippet; the gateway composes it from their files. */
const CONSUMING_SERVICES = ['catalog-guide', 'identity'];
const root = join(__dirname, '..', '..', '..', '..');

describe('parked-events GraphQL snippet', () => {
  it.each(CONSUMING_SERVICES)('%s keeps the generated SDL file', (service) => {
    const file = readFileSync(join(root, 'services', service, 'src', 'parked-events', 'parked-events.graphql'), 'utf8');
    expect(file).toBe(parkedEventsSdl(service));
    expect(() => parse(file)).not.toThrow();
  });

  it('names the root fields after the service, so two subgraphs never own the same field', () => {
    expect(parkedEventsFieldNames('catalog-guide')).toEqual({
      list: 'catalogGuideParkedEvents',
      replay: 'replayCatalogGuideParkedEvent',
      discard: 'discardCatalogGuideParkedEvent',
    });
    const all = CONSUMING_SERVICES.flatMap((s) => Object.values(parkedEventsFieldNames(s)));
    expect(new Set(all).size).toBe(all.length);
  });
});
