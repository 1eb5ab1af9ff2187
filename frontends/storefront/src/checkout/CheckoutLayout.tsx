import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { RequireCustomer } from '../auth/RequireCustomer';
import { stripLanguage, useLocalePath } from '../locale';
import { CHECKOUT_STEPS, stepOfPath } from './steps';
import '../cart/cart.css';

/** /checkout/*: signed-in customers only (a visitor signs in and comes back to the same step), with the stepper. */
export function CheckoutLayout() {
  return (
    <RequireCustomer>
      <CheckoutFrame />
    </RequireCustomer>
  );
}

function CheckoutFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const localePath = useLocalePath();
  const current = stepOfPath(stripLanguage(pathname));
  const currentIndex = CHECKOUT_STEPS.findIndex((s) => s.key === current);
  return (
    <div className="checkout" data-testid="checkout">
      <nav aria-label={t('checkout.stepsLabel')}>
        <ol className="stepper-steps" data-testid="checkout-steps">
          {CHECKOUT_STEPS.map((step, i) => {
            const state = i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'todo';
            // Earlier steps can be revisited, until the order is placed.
            const linkable = state === 'done' && current !== 'confirmation';
            return (
              <li
                key={step.key}
                className={`stepper-steps__item is-${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
                data-testid={`checkout-step-${step.key}`}
              >
                <span className="stepper-steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                {linkable ? <Link to={localePath(step.path)}>{t(`checkout.steps.${step.key}`)}</Link> : <span>{t(`checkout.steps.${step.key}`)}</span>}
              </li>
            );
          })}
        </ol>
      </nav>
      <Outlet />
    </div>
  );
}
