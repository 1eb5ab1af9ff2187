import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';

/**
 * A part of the page below the fold whose code is not in the entry (the footer's newsletter form: Formik and
 * the Yup schemas, a quarter of the public entry's weight).
 *
 * In the browser it is a lazy component in a Suspense boundary: hydration keeps the server's markup there, as
 * it is, and finishes that part once its chunk has arrived, asked for as soon as the rest is hydrated. Not
 * later (when it comes into view): React holds any navigation (a transition) that reaches a boundary still
 * waiting to hydrate until it can hydrate, so a part waiting for the visitor to scroll would hold the first
 * link click forever. The server renders the part in full, in the same boundary, once `preloadDeferred()` has
 * loaded every such chunk (entry-server.tsx awaits it before rendering).
 *
 * Until its code is there the part ignores new props: React would otherwise give up hydrating a boundary
 * that receives an update, drop the server's markup and show the (empty) fallback, shifting the page.
 * (Those are React DOM's rules, under which this was built and measured. The storefront now renders with
 * Preact, ADR 0042, which also keeps a suspended part's server markup until its code arrives; the rules
 * above are kept so that the part works under either.)
 */
const preloads: (() => Promise<void>)[] = [];

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const get = async () => (loaded ??= await load());
  preloads.push(async () => void (await get()));
  let start!: () => void;
  const wanted = new Promise<void>((resolve) => (start = resolve));
  const Lazy = lazy(async () => {
    await wanted;
    return { default: await get() };
  });

  function Part(props: P) {
    // After hydration (effects run once the page is live): the chunk does not compete with the page's own.
    useEffect(() => start(), []);
    // `display: contents` (styles.css): the box changes nothing in the layout, the part keeps its own.
    if (typeof window !== 'undefined') {
      return (
        <div className="deferred-part">
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </div>
      );
    }
    const Loaded = loaded;
    if (!Loaded) throw new Error('deferred(): rendered on the server before preloadDeferred()');
    return (
      <div className="deferred-part">
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  const same = (a: P, b: P) => {
    const keys = Object.keys(a) as (keyof P)[];
    return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
  };
  return memo(Part, (before, after) => loaded === null || same(before, after)) as unknown as ComponentType<P>;
}

/** Loads every deferred component's chunk (the server, before it renders). */
export async function preloadDeferred(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}
