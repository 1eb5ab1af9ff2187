import { CanActivate, ExecutionContext, Injectable, SetMetadata, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { forbidden, unauthenticated } from '../errors/errors';
import { ANONYMOUS, CustomerIdentity, Identity, hasPermission } from './identity';
import type { PermissionKey } from './permission-catalog';

const PERMISSION_KEY = 'guide:permission';
const CUSTOMER_KEY = 'guide:customer';

/**
 * Marks a resolver as a back-office operation needing this permission key (area.resource.action). Only
 * keys of the catalogue compile (`PermissionKey`, @guide/vocabulary).
 */
export const RequirePermission = (permission: PermissionKey) => SetMetadata(PERMISSION_KEY, permission);
/** Marks a resolver as needing a signed-in customer. */
export const RequireCustomer = () => SetMetadata(CUSTOMER_KEY, true);

export function identityFromContext(context: ExecutionContext): Identity {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext().identity ?? ANONYMOUS;
  }
  return context.switchToHttp().getRequest().identity ?? ANONYMOUS;
}

export const CurrentIdentity = createParamDecorator((_: unknown, ctx: ExecutionContext) => identityFromContext(ctx));

/**
 * The signed-in customer calling (`id`, `email`, `groupCode`), for an operation marked `@RequireCustomer()`:
 * anyone else gets the guard's answer, UNAUTHENTICATED ("Sign in to continue"). The guard has refused them
 * before the resolver runs; the check here gives the resolver the customer's type without repeating it.
 * The method keeps `@RequireCustomer()`: the guard, commerce's access-first check and the permission
 * coverage read that mark, not this decorator.
 */
export const CurrentCustomer = createParamDecorator((_: unknown, ctx: ExecutionContext): CustomerIdentity => {
  const identity = identityFromContext(ctx);
  if (identity.kind !== 'customer') throw unauthenticated();
  return identity;
});

/**
 * What a resolver method demands, as the guard reads it (method first, then its class). The permission
 * coverage tests (testing/permission-coverage.ts) list every operation's demand with it.
 */
export function requiredAccess(handler: Function, resolverClass: Function): { permission?: PermissionKey; customer: boolean } {
  const read = <T>(key: string): T | undefined => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, resolverClass);
  return { permission: read<PermissionKey>(PERMISSION_KEY), customer: read<boolean>(CUSTOMER_KEY) === true };
}

/** One guard for every subgraph: applied globally, it enforces the metadata above. */
@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const permission = this.reflector.getAllAndOverride<PermissionKey | undefined>(PERMISSION_KEY, targets);
    const customer = this.reflector.getAllAndOverride<boolean | undefined>(CUSTOMER_KEY, targets);
    if (!permission && !customer) return true;
    const identity = identityFromContext(context);
    if (permission) {
      if (identity.kind === 'anonymous') throw unauthenticated();
      if (!hasPermission(identity, permission)) throw forbidden(`Missing permission ${permission}`);
    }
    if (customer && identity.kind !== 'customer') throw unauthenticated();
    return true;
  }
}
