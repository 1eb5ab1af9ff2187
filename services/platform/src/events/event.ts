import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';

/**
 * An event type: a past-tense name (`catalog.establishment.updated`) and the protobuf message that
 * carries it. Definitions live in proto-schemas; the platform only moves bytes. `T` is the name as a
 * literal type (proto-schemas' `Events` keep it), which is what lets a consumer of several types narrow
 * `event.data` by `event.type`.
 */
export interface EventDefinition<S extends DescMessage = DescMessage, T extends string = string> {
  readonly type: T;
  readonly schema: S;
}

export function defineEvent<S extends DescMessage, T extends string = string>(type: T, schema: S): EventDefinition<S, T> {
  if (!/^[a-z]+(\.[a-z-]+){2,}$/.test(type)) throw new Error(`Event type "${type}" must read area.entity.fact`);
  return { type, schema };
}

/** What travels on a transport: an envelope around the encoded payload. */
export interface TransportEvent {
  id: string;
  type: string;
  key: string;
  payload: Uint8Array;
  occurredAt: string;
  /**
   * W3C trace context of the request that wrote the event (tracing/README.md): the consumer's handling
   * joins that trace. Absent on events written before tracing or outside any request.
   */
  traceparent?: string;
}

export type EventInit<S extends DescMessage> = MessageInitShape<S>;
export type EventMessage<S extends DescMessage> = MessageShape<S>;
