import { Injectable, Module, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef, ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { GraphQLSchema, defaultFieldResolver } from 'graphql';
import { ANONYMOUS, Identity, PermissionKey, forbidden, hasPermission, requiredAccess, unauthenticated } from '@guide/platform';

/** What a root operation demands, read from its resolver's `@RequirePermission` / `@RequireCustomer`. */
export interface Demand {
  permission?: PermissionKey;
  customer: boolean;
}

/** The caller's refusal for `demand`, as the platform's PermissionGuard decides it; null when allowed. */
export function refusal(identity: Identity, demand: Demand): Error | null {
  if (demand.permission) {
    if (identity.kind === 'anonymous') return unauthenticated();
    if (!hasPermission(identity, demand.permission)) return forbidden(`Missing permission ${demand.permission}`);
  }
  if (demand.customer && identity.kind !== 'customer') return unauthenticated();
  return null;
}

/**
 * Puts the access check in front of every root query and mutation that demands one, around the resolver
 * as the input guard left it (wrapped in place: the platform's `guardInputs` wraps the same way). Returns
 * the fields it wrapped.
 */
export function checkAccessFirst(schema: GraphQLSchema, demands: ReadonlyMap<string, Demand>): string[] {
  const wrapped: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const demand = demands.get(field.name);
      if (!demand || (!demand.permission && !demand.customer)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: { identity?: Identity } | undefined, info) => {
        const refused = refusal(context?.identity ?? ANONYMOUS, demand);
        if (refused) throw refused;
        return resolve(source, args, context, info);
      };
      wrapped.push(field.name);
    }
  }
  return wrapped;
}

/**
 * Authentication first (issue 21, ADR 0021): the API contract answers UNAUTHENTICATED to an anonymous
 * caller of a signed-in operation (checkout: "signed-in customers only"), whatever the input. The
 * platform's input guard (ADR 0006) runs before Nest's guards, so an anonymous `setCartAddresses` with a
 * 300-character name got BAD_USER_INPUT. At start, this wraps commerce's customer-only and back-office
 * root fields so the caller is checked before their arguments (the guard then checks the input, and the
 * PermissionGuard again, harmlessly). Public operations keep the input guard first.
 */
@Injectable()
export class AccessFirst implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly modules: ModulesContainer,
  ) {}

  onApplicationBootstrap(): void {
    // The GraphQL module's host of the schema it serves (built and guarded by then), the object it executes.
    checkAccessFirst(this.moduleRef.get(GraphQLSchemaHost, { strict: false }).schema, this.demands());
  }

  /** Every root Query/Mutation resolver method of the app with what it demands. */
  private demands(): Map<string, Demand> {
    const found = new Map<string, Demand>();
    for (const module of this.modules.values()) {
      for (const wrapper of module.providers.values()) {
        const instance = wrapper.instance as object | undefined;
        if (!instance || typeof instance !== 'object') continue;
        const proto = Object.getPrototypeOf(instance);
        for (const key of Object.getOwnPropertyNames(proto)) {
          const handler = Object.getOwnPropertyDescriptor(proto, key)?.value;
          if (typeof handler !== 'function') continue;
          const type = Reflect.getMetadata('graphql:resolver_type', handler);
          if (type !== 'Query' && type !== 'Mutation') continue;
          found.set(Reflect.getMetadata('graphql:resolver_name', handler) ?? key, requiredAccess(handler, instance.constructor));
        }
      }
    }
    return found;
  }
}

@Module({ providers: [AccessFirst] })
export class AccessFirstModule {}
