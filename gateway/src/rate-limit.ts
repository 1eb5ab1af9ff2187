import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Identity } from '@guide/platform';

/**
 * A per-client budget of query cost (token bucket): the cost limit caps one operation, this caps how much
 * a client may ask per second. Anonymous callers are counted by address (the one `trust proxy` resolved),
 * signed-in callers by identity with a larger budget. Over budget: HTTP 429 TOO_MANY_REQUESTS with
 * Retry-After.
 */
export interface CostBudget {
  /** Cost units an anonymous client regains per second. */
  perSecond: number;
  /** Most an anonymous client may spend at once (a full bucket). At least one heaviest allowed operation. */
  burst: number;
  /** Signed-in and Bearer callers get this many times the anonymous budget. */
  signedInFactor: number;
  /** Clients remembered at once; the least recently seen is forgotten first (bounded memory). */
  maxClients: number;
}

/** Generous enough for a busy browser session and the test suites on one address; small budgets are for tests. */
export const DEFAULT_COST_BUDGET: CostBudget = { perSecond: 10_000, burst: 200_000, signedInFactor: 4, maxClients: 10_000 };

/** The rules graphql-armor's cost limit applies (object 2, scalar 1, ×1.5 per level, ×first/last), for one operation. */
export function operationCost(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  // A fragment costs the same wherever it is spread: computing it once keeps nested spreads linear.
  const fragmentCosts = new Map<string, number>();

  const selectionsCost = (selections: readonly SelectionNode[]): number => selections.reduce((sum, s) => sum + 1.5 * selectionCost(s), 0);
  const selectionCost = (node: SelectionNode): number => {
    if (node.kind === Kind.FIELD) {
      if (node.name.value === '__schema') return 0;
      if (!node.selectionSet) return 1;
      const paged = node.arguments?.find((a) => a.name.value === 'first' || a.name.value === 'last');
      const multiplier = paged?.value.kind === Kind.INT ? Math.max(parseInt(paged.value.value, 10) || 1, 1) : 1;
      return (2 + selectionsCost(node.selectionSet.selections)) * multiplier;
    }
    if (node.kind === Kind.INLINE_FRAGMENT) return 2 + selectionsCost(node.selectionSet.selections);
    const name = node.name.value;
    if (!fragmentCosts.has(name)) {
      fragmentCosts.set(name, 0); // a cycle (refused by validation anyway) ends here
      const fragment = fragments.get(name);
      fragmentCosts.set(name, fragment ? 2 + selectionsCost(fragment.selectionSet.selections) : 0);
    }
    return 1 + 1.5 * fragmentCosts.get(name)!;
  };
  return operation.selectionSet.selections.reduce((sum, s) => sum + selectionCost(s), 0);
}

/** Token buckets by client key, in a Map kept in least-recently-used order. */
export class CostBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly budget: CostBudget) {}

  get size(): number {
    return this.buckets.size;
  }

  /** Spends `cost` from the client's bucket; when it cannot, the seconds until it could. */
  take(key: string, cost: number, factor = 1, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const burst = this.budget.burst * factor;
    const perMs = (this.budget.perSecond * factor) / 1000;
    const spend = Math.min(cost, burst); // the heaviest allowed operation always fits in a full bucket
    const previous = this.buckets.get(key);
    const tokens = previous ? Math.min(burst, previous.tokens + (now - previous.at) * perMs) : burst;
    this.buckets.delete(key);
    if (tokens < spend) {
      this.remember(key, { tokens, at: now });
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((spend - tokens) / perMs / 1000)) };
    }
    this.remember(key, { tokens: tokens - spend, at: now });
    return { ok: true };
  }

  private remember(key: string, bucket: { tokens: number; at: number }): void {
    this.buckets.set(key, bucket);
    // The oldest entry is the least recently seen: forgetting it at worst gives that client a full bucket.
    while (this.buckets.size > this.budget.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
  }
}

interface RateLimitedContext {
  identity: Identity;
  authenticatedBy: 'bearer' | 'cookie' | 'none';
  forwardedFor?: string;
  /** The single-fetch fast path already spent this request's cost before handing it to Apollo (fast-path.ts). */
  costPaid?: boolean;
}

/** Spends an operation's cost from its caller's bucket: by identity when signed in, else by address. */
export function spendCost(buckets: CostBuckets, budget: CostBudget, context: RateLimitedContext, cost: number) {
  const signedIn = context.identity.kind !== 'anonymous';
  const key = signedIn ? `${context.identity.kind}:${(context.identity as { id: string }).id}` : `ip:${context.forwardedFor ?? 'unknown'}`;
  return buckets.take(key, cost, signedIn ? budget.signedInFactor : 1);
}

/** `buckets`: shared with the fast path, so both spend from the same budget. */
export function costRateLimitPlugin<C extends RateLimitedContext>(budget: CostBudget, buckets = new CostBuckets(budget)): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation || contextValue.costPaid) return;
          const verdict = spendCost(buckets, budget, contextValue, operationCost(document, operation));
          if (verdict.ok) return;
          throw new GraphQLError('Too many requests: wait a moment and try again', {
            extensions: {
              code: 'TOO_MANY_REQUESTS',
              http: { status: 429, headers: new Map([['retry-after', String(verdict.retryAfterSeconds)]]) },
            },
          });
        },
      };
    },
  };
}
