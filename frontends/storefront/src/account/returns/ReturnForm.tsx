import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { getIn, useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fieldErrors, formatDate, useToast } from '@guide/ui';
import { generalErrorKey } from '../../auth/errors';
import { SubmitButton } from '../../auth/form';
import { useLocalePath } from '../../locale';
import { ReturnSelect, ReturnTextarea } from './fields';
import {
  hasShipped,
  initialReturnValues,
  lineValues,
  placeReturnErrors,
  RETURN_LINE_REASON_MAX,
  RETURN_REASON_MAX,
  returnableLines,
  toReturnInput,
  type ReturnFormValues,
} from './return-lines';
import { validateReturnForm } from './return-schema';
import { CREATE_RETURN_REQUEST, RETURNABLE_ORDER, UPDATE_MY_RETURN_REQUEST, type ReturnDetail } from './returns.graphql';
import { useReturnMessage } from './ReturnStatus';

/** Navigation state of the request's page right after it was sent. */
export interface ReturnSavedState {
  returnSent?: boolean;
}

/** After a request is created or edited: the list, and the order's own list of returns, are read again. */
export function forgetReturnLists(cache: ApolloCache, orderId: string | undefined) {
  cache.evict({ fieldName: 'myReturns' });
  if (orderId) cache.evict({ id: cache.identify({ __typename: 'Order', id: orderId }), fieldName: 'returns' });
  cache.gc();
}

interface ReturnFormProps {
  /** Create: the orders with a parcel the customer may choose from. */
  orders?: { number: string; placedAt: string }[];
  /** Create: the order named in the link (?order=). */
  prefilledOrder?: string;
  /** Edit: the request (NEW_REQUEST). */
  existing?: ReturnDetail;
  /** Edit: the request is no longer new (INVALID_TRANSITION): reload it. */
  onStale?: () => void;
}

/**
 * The return request form (create and edit): the order, a quantity and an optional reason per shipped
 * product (at most what may still be returned), refund or replacement, the reason. Refusals of the API
 * go onto their field, above the lines, or above the form.
 */
export function ReturnForm({ orders, prefilledOrder = '', existing, onStale }: ReturnFormProps) {
  const { t } = useTranslation();
  const message = useReturnMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [failure, setFailure] = useState<string | null>(null);
  const [linesFailure, setLinesFailure] = useState<string | null>(null);
  const [create] = useMutation(CREATE_RETURN_REQUEST);
  const [update] = useMutation(UPDATE_MY_RETURN_REQUEST);

  const formik = useFormik<ReturnFormValues>({
    initialValues: initialReturnValues(prefilledOrder, existing),
    validate: validateReturnForm,
    onSubmit: async (values) => {
      setFailure(null);
      setLinesFailure(null);
      const input = toReturnInput(values);
      try {
        if (existing) {
          await update({ variables: { number: existing.number, input }, update: (cache) => forgetReturnLists(cache, existing.order.id) });
          toast.success(t('returns.form.updated'));
        } else {
          const { data } = await create({
            variables: { input },
            update: (cache, result) => forgetReturnLists(cache, result.data?.createReturnRequest.order.id),
          });
          const state: ReturnSavedState = { returnSent: true };
          navigate(localePath(`/account/rma/edit/${encodeURIComponent(data!.createReturnRequest.number)}`), { state });
        }
      } catch (e) {
        const refused = fieldErrors(e);
        if (!Object.keys(refused).length) {
          setFailure(generalErrorKey(e));
          return;
        }
        const placed = placeReturnErrors(refused);
        const names = Object.keys(placed.fields);
        if (names.length) {
          void formik.setTouched({ ...formik.touched, ...Object.fromEntries(names.map((n) => [n, true])) }, false);
          formik.setErrors({ ...formik.errors, ...placed.fields });
        }
        setLinesFailure(placed.lines);
        // When editing, the order is not a field of the form: its refusal goes above the form.
        if (existing && placed.fields.orderNumber && !placed.form) placed.form = placed.fields.orderNumber;
        if (placed.form === 'INVALID_TRANSITION' && existing) {
          setFailure('returns.messages.NOT_EDITABLE');
          onStale?.();
        } else if (placed.form) setFailure(placed.form);
        else if (!names.length && !placed.lines) setFailure(generalErrorKey(e));
      }
    },
  });

  // The lines of the chosen order: loaded when the order changes, set once per order (a later refresh of
  // the same order keeps what the customer typed).
  const orderNumber = formik.values.orderNumber.trim();
  // Kept out of the cache, like the order page's after-sales parts: `myOrder(number)` is the order page's entry.
  const returnable = useQuery(RETURNABLE_ORDER, { variables: { number: orderNumber }, skip: !orderNumber, fetchPolicy: 'no-cache', errorPolicy: 'all' });
  const order = returnable.data?.myOrder;
  const loadedFor = useRef<string | null>(null);
  const { setFieldValue } = formik;
  useEffect(() => {
    if (!order || order.number !== orderNumber || loadedFor.current === order.number) return;
    loadedFor.current = order.number;
    void setFieldValue('lines', lineValues(returnableLines(order, existing?.number), existing), false);
  }, [order, orderNumber, existing, setFieldValue]);

  const orderOptions = orders
    ? [
        { value: '', label: t('returns.form.chooseOrder') },
        ...orders.map((o) => ({ value: o.number, label: t('returns.form.orderOption', { number: o.number, date: formatDate(o.placedAt) }) })),
        ...(prefilledOrder && !orders.some((o) => o.number === prefilledOrder)
          ? [{ value: prefilledOrder, label: t('returns.form.orderOptionShort', { number: prefilledOrder }) }]
          : []),
      ]
    : [];
  const linesReady = Boolean(order && loadedFor.current === order.number && order.number === orderNumber);
  const nothingLeft = linesReady && formik.values.lines.every((l) => l.max === 0);
  const listError = linesFailure ?? (formik.submitCount > 0 && typeof formik.errors.lines === 'string' ? formik.errors.lines : null);

  return (
    <>
      {failure && (
        <div className="notice notice--error" role="alert" data-testid="return-form-error">
          <p>{failure.includes('.') || failure.includes(':') ? t(failure) : message(failure)}</p>
        </div>
      )}
      <form className="auth-form rma-form" onSubmit={formik.handleSubmit} noValidate data-testid="return-form">
        <p className="form-legend-note">{t('auth.requiredNote')}</p>
        {orders ? (
          <ReturnSelect formik={formik} name="orderNumber" label={t('returns.form.order')} options={orderOptions} required testId="return-order" />
        ) : (
          <p className="rma-order-fixed">
            {t('returns.form.order')} :{' '}
            <Link to={localePath(`/account/orders/${encodeURIComponent(orderNumber)}`)} data-testid="return-order-number">
              {orderNumber}
            </Link>
          </p>
        )}
        {orderNumber && returnable.loading && !linesReady && <p className="auth-status">{t('account.loading')}</p>}
        {orderNumber && !returnable.loading && returnable.data && !order && (
          <div className="notice notice--error" role="alert" data-testid="return-order-missing">
            <p>{t('returns.form.orderNotFound')}</p>
          </div>
        )}
        {orderNumber && !returnable.loading && returnable.error && !order && (
          <div className="notice notice--error" role="alert">
            <p>{t('account.loadFailed')}</p>
            <button type="button" className="button button--secondary" onClick={() => void returnable.refetch()}>
              {t('account.retry')}
            </button>
          </div>
        )}
        {order && order.number === orderNumber && !hasShipped(order) && (
          <div className="notice notice--info" data-testid="return-not-shipped">
            <p>{t('returns.form.notShipped')}</p>
          </div>
        )}
        {linesReady && hasShipped(order!) && (
          <fieldset className={`form-field rma-lines-field${listError ? ' rma-lines-field--error' : ''}`} data-testid="return-lines">
            <legend>
              {t('returns.form.lines')}
              <span className="form-required" aria-hidden="true">
                {' '}
                *
              </span>
            </legend>
            <p className="form-hint">{t('returns.form.linesHint')}</p>
            {listError && (
              <p className="form-error" role="alert" data-testid="return-lines-error">
                {message(listError)}
              </p>
            )}
            {nothingLeft && <p className="rma-muted">{t('returns.form.nothingLeft')}</p>}
            <ul className="rma-form-lines">
              {formik.values.lines.map((line, index) => (
                <LineFields key={line.productId} index={index} formik={formik} />
              ))}
            </ul>
          </fieldset>
        )}
        <Resolution formik={formik} />
        <ReturnTextarea
          formik={formik}
          name="reason"
          label={t('returns.form.reason')}
          hint={t('returns.form.reasonHint')}
          required
          rows={6}
          maxLength={RETURN_REASON_MAX}
          testId="return-reason"
        />
        <div className="rma-actions">
          <SubmitButton busy={formik.isSubmitting} testId="return-submit">
            {t(existing ? 'returns.form.save' : 'returns.form.submit')}
          </SubmitButton>
          {!existing && <Link to={localePath('/account/rma')}>{t('account.cancel')}</Link>}
        </div>
      </form>
    </>
  );
}

type Formik = ReturnType<typeof useFormik<ReturnFormValues>>;

/** One product: how many were shipped, the quantity to return (0 to the maximum), an optional reason. */
function LineFields({ index, formik }: { index: number; formik: Formik }) {
  const { t } = useTranslation();
  const message = useReturnMessage();
  const id = useId();
  const line = formik.values.lines[index];
  const shown = (field: string) => {
    const path = `lines.${index}.${field}`;
    const error = getIn(formik.errors, path) as unknown;
    return typeof error === 'string' && (formik.submitCount > 0 || Boolean(getIn(formik.touched, path))) ? error : null;
  };
  const quantityError = shown('quantity');
  const reasonError = shown('reason');
  const none = line.max === 0;
  return (
    <li className="rma-form-line" role="group" aria-labelledby={`${id}-name`} data-testid={`return-line-${index}`}>
      <p className="rma-form-line__name">
        <strong id={`${id}-name`}>{line.name}</strong> <span className="rma-muted">({line.sku})</span>
        <br />
        <span className="rma-muted" data-testid={`return-line-${index}-max`}>
          {none ? t('returns.form.alreadyReturned') : t('returns.form.upTo', { count: line.max })}
        </span>
      </p>
      <div className={`form-field rma-form-line__quantity${quantityError ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-quantity`}>{t('returns.form.quantity')}</label>
        <input
          id={`${id}-quantity`}
          name={`lines.${index}.quantity`}
          type="number"
          inputMode="numeric"
          min={0}
          max={line.max}
          step={1}
          disabled={none}
          value={line.quantity}
          onChange={(e) => void formik.setFieldValue(`lines.${index}.quantity`, e.target.value)}
          onBlur={formik.handleBlur}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
          data-testid={`return-line-${index}-quantity`}
        />
        {quantityError && (
          <p className="form-error" id={`${id}-quantity-error`} data-testid={`return-line-${index}-quantity-error`}>
            {message(quantityError, { max: line.max })}
          </p>
        )}
      </div>
      <div className={`form-field rma-form-line__reason${reasonError ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-reason`}>{t('returns.form.lineReason')}</label>
        <input
          id={`${id}-reason`}
          name={`lines.${index}.reason`}
          type="text"
          maxLength={RETURN_LINE_REASON_MAX}
          disabled={none}
          value={line.reason}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          data-testid={`return-line-${index}-reason`}
        />
        {reasonError && (
          <p className="form-error" id={`${id}-reason-error`}>
            {message(reasonError)}
          </p>
        )}
      </div>
    </li>
  );
}

/** Remboursement / Échange. */
function Resolution({ formik }: { formik: Formik }) {
  const { t } = useTranslation();
  const message = useReturnMessage();
  const error = (formik.touched.resolution || formik.submitCount > 0) && typeof formik.errors.resolution === 'string' ? formik.errors.resolution : null;
  return (
    <fieldset className={`form-field form-choices${error ? ' has-error' : ''}`} data-testid="return-resolution">
      <legend>
        {t('returns.form.resolution')}
        <span className="form-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="form-choices__list">
        {(['REFUND', 'REPLACEMENT'] as const).map((value) => (
          <label key={value} className="form-choice">
            <input
              type="radio"
              name="resolution"
              value={value}
              checked={formik.values.resolution === value}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              data-testid={`return-resolution-${value}`}
            />
            <span>{t(`returns.resolution.${value}`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="form-error" data-testid="return-resolution-error">
          {message(error)}
        </p>
      )}
    </fieldset>
  );
}
