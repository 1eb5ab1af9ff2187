import { DynamicModule, Module } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '../auth/permissions.guard';
import { badInput } from '../errors/errors';
import { EventConsumer } from './consumer';
import { EventBus } from './events.module';
import { ParkedEvent } from './parked-events';
import { parkedEventsFieldNames } from './parked-events.sdl';

/** Who may see parked events, and who may replay or discard them (docs/decisions/0005-parked-events.md). */
export const PARKED_EVENTS_VIEW = 'settings.configuration.view';
export const PARKED_EVENTS_UPDATE = 'settings.configuration.update';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Dates as ISO strings, without the payload bytes. */
function toGraphQL(p: ParkedEvent) {
  const { payload: _payload, ...rest } = p;
  return rest;
}

/**
 * The resolver for `parkedEventsSdl(service)`: add `parkedEventsResolver(SERVICE)` to the providers of a
 * service that consumes events (and its SDL file beside).
 */
export function parkedEventsResolver(service: string) {
  const f = parkedEventsFieldNames(service);

  @Resolver()
  class ParkedEventsResolver {
    constructor(readonly bus: EventBus) {}

    consumerOf(name: string): EventConsumer {
      const consumer = this.bus.consumer(name);
      if (!consumer) throw badInput({ consumer: 'UNKNOWN_CONSUMER' }, `${service} has no consumer ${name}`);
      return consumer;
    }

    static checkId(eventId: string) {
      if (!UUID.test(eventId)) throw badInput({ eventId: 'INVALID_ID' });
    }

    @Query(f.list)
    @RequirePermission(PARKED_EVENTS_VIEW)
    async list() {
      const all = await Promise.all(this.bus.consumerNames.map((name) => this.consumerOf(name).list()));
      return all
        .flat()
        .sort((a, b) => a.parkedAt.localeCompare(b.parkedAt))
        .map(toGraphQL);
    }

    @Mutation(f.replay)
    @RequirePermission(PARKED_EVENTS_UPDATE)
    async replay(@Args('consumer') consumer: string, @Args('eventId') eventId: string) {
      ParkedEventsResolver.checkId(eventId);
      return toGraphQL(await this.consumerOf(consumer).replay(eventId));
    }

    @Mutation(f.discard)
    @RequirePermission(PARKED_EVENTS_UPDATE)
    async discard(@Args('consumer') consumer: string, @Args('eventId') eventId: string) {
      ParkedEventsResolver.checkId(eventId);
      return toGraphQL(await this.consumerOf(consumer).discard(eventId));
    }
  }
  Object.defineProperty(ParkedEventsResolver, 'name', { value: `${f.list[0].toUpperCase()}${f.list.slice(1)}Resolver` });
  return ParkedEventsResolver;
}

@Module({})
export class ParkedEventsModule {
  /** The parked-events feature of a consuming service: `imports: [ParkedEventsModule.forService(SERVICE)]`. */
  static forService(service: string): DynamicModule {
    return { module: ParkedEventsModule, providers: [parkedEventsResolver(service)] };
  }
}
