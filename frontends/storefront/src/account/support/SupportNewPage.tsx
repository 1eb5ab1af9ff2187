import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorCode, formatDate } from '@guide/ui';
import { supportRequestSchema, validateWith } from '@guide/validation';
import { FormFailure, generalErrorKey } from '../../auth/errors';
import { applyServerErrors, SubmitButton } from '../../auth/form';
import { useLocalePath } from '../../locale';
import { useDocumentTitle } from '../../useDocumentTitle';
import { SupportInput, SupportSelect, SupportTextarea } from './fields';
import { OPEN_SUPPORT_TICKET, SUPPORT_ORDER_CHOICES, SUPPORT_ORDERS_LIMIT } from './support.graphql';
import './support.css';

interface FormValues {
  subject: string;
  description: string;
  orderNumber: string;
}

/** Navigation state of the ticket page right after the request was sent (its confirmation). */
export interface SupportSentState {
  supportSent?: boolean;
}

/** /account/support/new[?order=<number>]: "Contacter le support", optionally about one of the customer's orders. */
export function SupportNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const title = t('support.new.title');
  useDocumentTitle(title);
  const prefilled = params.get('order')?.trim() ?? '';
  // Kept out of the cache: myOrders is one paginated list there, the orders page's.
  const orders = useQuery(SUPPORT_ORDER_CHOICES, { variables: { first: SUPPORT_ORDERS_LIMIT }, fetchPolicy: 'no-cache', errorPolicy: 'all' });
  const [failure, setFailure] = useState<string | null>(null);
  const [open] = useMutation(OPEN_SUPPORT_TICKET, {
    // The list shows the new request first the next time it is opened.
    update: (cache) => {
      cache.evict({ fieldName: 'myTickets' });
      cache.gc();
    },
  });

  const formik = useFormik<FormValues>({
    initialValues: { subject: '', description: '', orderNumber: prefilled },
    validationSchema: supportRequestSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = validateWith(supportRequestSchema, values);
      if (!result.ok) return;
      const { subject, description, orderNumber } = result.value;
      try {
        const { data } = await open({ variables: { subject, description, orderNumber: orderNumber ?? null } });
        const state: SupportSentState = { supportSent: true };
        navigate(localePath(`/account/support/${encodeURIComponent(data!.openSupportTicket.id)}`), { state });
      } catch (e) {
        // Ten requests an hour at most: a word of its own rather than the generic "too many attempts".
        if (errorCode(e) === 'TOO_MANY_REQUESTS') {
          setFailure('support.errors.throttled');
          return;
        }
        const leftovers = applyServerErrors(formik, e);
        setFailure(leftovers && leftovers.length === 0 ? null : generalErrorKey(e));
      }
    },
  });

  const choices = orders.data?.myOrders.edges.map(({ node }) => node) ?? [];
  const options = [
    { value: '', label: t('support.new.noOrder') },
    ...choices.map((o) => ({ value: o.number, label: t('support.new.orderOption', { number: o.number, date: formatDate(o.placedAt) }) })),
    // An order named in the link but not among the latest ones stays selectable (the server checks it is theirs).
    ...(prefilled && !choices.some((o) => o.number === prefilled) ? [{ value: prefilled, label: t('support.list.order', { number: prefilled }) }] : []),
  ];

  return (
    <section className="account-section" data-testid="support-new-page">
      <h1>{title}</h1>
      <p className="account-section__lead">{t('support.new.lead')}</p>
      {failure && <FormFailure messageKey={failure} testId="support-form-error" />}
      <form className="auth-form support-form" onSubmit={formik.handleSubmit} noValidate data-testid="support-form">
        <p className="form-legend-note">{t('auth.requiredNote')}</p>
        <SupportInput formik={formik} name="subject" label={t('support.new.subject')} hint={t('support.new.subjectHint')} required testId="support-subject" />
        <SupportSelect formik={formik} name="orderNumber" label={t('support.new.order')} options={options} testId="support-order" />
        <SupportTextarea
          formik={formik}
          name="description"
          label={t('support.new.description')}
          hint={t('support.new.descriptionHint')}
          required
          rows={9}
          testId="support-description"
        />
        <div className="support-form__actions">
          <SubmitButton busy={formik.isSubmitting} testId="support-submit">
            {t('support.new.submit')}
          </SubmitButton>
          <Link to={localePath('/account/support')}>{t('account.cancel')}</Link>
        </div>
      </form>
    </section>
  );
}
