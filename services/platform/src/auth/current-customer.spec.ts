import 'reflect-metadata';
import type { ExecutionContext } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { AppError, ErrorCode } from '../errors/errors';
import type { Identity } from './identity';
import { CurrentCustomer } from './permissions.guard';

/** The function Nest calls for a `@CurrentCustomer()` parameter. */
function factoryOf(decorator: () => ParameterDecorator): (data: unknown, ctx: ExecutionContext) => unknown {
  class Probe {
    handler(_customer: unknown) {}
  }
  decorator()(Probe.prototype, 'handler', 0);
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Probe, 'handler') as Record<string, { factory: (data: unknown, ctx: ExecutionContext) => unknown }>;
  return Object.values(args)[0].factory;
}

/** An HTTP execution context whose request carries `identity` (as the gateway-only middleware leaves it). */
const httpContext = (identity?: Identity) =>
  ({ getType: () => 'http', switchToHttp: () => ({ getRequest: () => ({ identity }) }) }) as unknown as ExecutionContext;

describe('@CurrentCustomer()', () => {
  const resolve = factoryOf(CurrentCustomer);

  it("yields the signed-in customer's identity", () => {
    const customer: Identity = { kind: 'customer', id: 'c0ffee00-0000-4000-8000-000000000001', email: 'marie@example.fr', groupCode: 'wholesale' };
    expect(resolve(undefined, httpContext(customer))).toEqual(customer);
  });

  it.each<[string, Identity | undefined]>([
    ['no identity', undefined],
    ['an anonymous caller', { kind: 'anonymous' }],
    ['an admin', { kind: 'admin', id: 'a0000000-0000-4000-8000-000000000001', permissions: ['sales.orders.list'] }],
  ])('refuses %s with UNAUTHENTICATED, as the guard does', (_, identity) => {
    let error: unknown;
    try {
      resolve(undefined, httpContext(identity));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).extensions.code).toBe(ErrorCode.UNAUTHENTICATED);
    expect((error as AppError).message).toBe('Sign in to continue');
  });
});
