/**
 * Operation names are chosen by the caller: as label values they must stay few, or anyone could grow the
 * registry (and Prometheus) without bound by sending made-up names. A name is kept when it looks like a
 * GraphQL name and fewer than `max` distinct names were seen; later new names count as `(other)`.
 */
export const ANONYMOUS_OPERATION = '(anonymous)';
export const INVALID_OPERATION = '(invalid)';
export const OTHER_OPERATION = '(other)';

const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
/** The gateway names a subgraph fetch `<Operation>__<subgraph>__<n>`: the subgraph counts `<Operation>`. */
const QUERY_PLAN_SUFFIX = /__[_0-9A-Za-z]+?__\d+$/;

export class OperationLabels {
  private readonly seen = new Set<string>();

  constructor(private readonly max = 300) {}

  /** `resolved`: the document parsed and the operation was found (else the request is `(invalid)`). */
  label(name: string | null | undefined, resolved: boolean): string {
    if (!resolved) return INVALID_OPERATION;
    if (!name) return ANONYMOUS_OPERATION;
    const base = name.replace(QUERY_PLAN_SUFFIX, '') || name;
    if (!NAME.test(base)) return OTHER_OPERATION;
    if (this.seen.has(base)) return base;
    if (this.seen.size >= this.max) return OTHER_OPERATION;
    this.seen.add(base);
    return base;
  }
}
