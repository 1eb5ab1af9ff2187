import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { errorCode } from '@guide/ui';
import { useCustomer } from '../auth/session';
import { ADD_TO_CART, APPLY_COUPON, CART, MERGE_CART, REMOVE_CART_LINE, REMOVE_COUPON, UPDATE_CART_LINE, type CartNode } from './cart.graphql';
import { guestCartId, setGuestCartId, useGuestCartId } from './cart-id';

/**
 * The visitor's cart. Signed in, the server uses the customer's cart (no cartId); a guest passes the id
 * its first addToCart returned. Client-only data (`ssr: false`): the server renders for every visitor.
 */
export function useCart() {
  const { customer, loading: sessionLoading } = useCustomer();
  const guestId = useGuestCartId();
  const signedIn = Boolean(customer);
  const skip = sessionLoading || (!signedIn && !guestId);
  const { data, previousData, loading, error, refetch } = useQuery(CART, {
    variables: signedIn ? {} : { cartId: guestId },
    skip,
    ssr: false,
    errorPolicy: 'all',
  });
  const cart = skip ? null : ((data ?? previousData)?.cart ?? null);
  return { cart, loading: sessionLoading || (!skip && loading && !cart), error: skip ? undefined : error, refetch, signedIn, ready: !sessionLoading };
}

/** Cart changes; each answer (the whole cart) is written where `useCart` reads it. */
export function useCartActions() {
  const client = useApolloClient();
  const { customer } = useCustomer();
  const signedIn = Boolean(customer);
  const [add] = useMutation(ADD_TO_CART);
  const [update] = useMutation(UPDATE_CART_LINE);
  const [remove] = useMutation(REMOVE_CART_LINE);
  const [apply] = useMutation(APPLY_COUPON);
  const [unapply] = useMutation(REMOVE_COUPON);

  const store = useCallback(
    (cart: CartNode) => {
      if (signedIn) {
        client.writeQuery({ query: CART, variables: {}, data: { cart } });
        return cart;
      }
      // Written under the new id before it is published, so the page reads the answer without asking again.
      client.writeQuery({ query: CART, variables: { cartId: cart.id }, data: { cart } });
      if (guestCartId() !== cart.id) setGuestCartId(cart.id);
      return cart;
    },
    [client, signedIn],
  );
  const cartId = () => (signedIn ? null : guestCartId());

  return {
    addToCart: async (productId: string, quantity: number) => store((await add({ variables: { cartId: cartId(), productId, quantity } })).data!.addToCart),
    updateLine: async (lineId: string, quantity: number) => store((await update({ variables: { cartId: cartId(), lineId, quantity } })).data!.updateCartLine),
    removeLine: async (lineId: string) => store((await remove({ variables: { cartId: cartId(), lineId } })).data!.removeCartLine),
    applyCoupon: async (code: string) => store((await apply({ variables: { cartId: cartId(), code } })).data!.applyCoupon),
    removeCoupon: async () => store((await unapply({ variables: { cartId: cartId() } })).data!.removeCoupon),
    /** After an order or a quote the server's cart is empty: read it again. */
    refresh: () => client.refetchQueries({ include: [CART] }),
  };
}

let merging: string | null = null;

/**
 * Once a customer is signed in, a guest cart left in this browser joins the customer's cart (mergeCart,
 * once), then the guest id is forgotten. Mounted by the header, so it runs whatever page the login leads to.
 */
export function useMergeGuestCart(): void {
  const client = useApolloClient();
  const { customer } = useCustomer();
  const guestId = useGuestCartId();
  const [merge] = useMutation(MERGE_CART);
  useEffect(() => {
    if (!customer || !guestId || merging === guestId) return;
    merging = guestId;
    merge({ variables: { cartId: guestId } })
      .then(({ data }) => {
        if (data) client.writeQuery({ query: CART, variables: {}, data: { cart: data.mergeCart } });
        setGuestCartId(null);
      })
      .catch((error: unknown) => {
        // A guest cart the server no longer knows (or already merged) is forgotten; other failures retry on the next page.
        const code: string = errorCode(error) ?? '';
        if (['NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT'].includes(code)) setGuestCartId(null);
      })
      .finally(() => {
        merging = null;
      });
  }, [customer, guestId, merge, client]);
}
