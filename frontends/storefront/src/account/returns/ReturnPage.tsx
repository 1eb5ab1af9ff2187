import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorCode, fieldErrors, formatDateTime, useToast } from '@guide/ui';
import { generalErrorKey } from '../../auth/errors';
import { Notice, SubmitButton } from '../../auth/form';
import { useLanguage, useLocalePath } from '../../locale';
import { StatusPage } from '../../pages/StatusPage';
import { money } from '../../shop/format';
import { useDocumentTitle } from '../../useDocumentTitle';
import { ConfirmDialog } from '../ConfirmDialog';
import { ReturnTextarea } from './fields';
import { canCloseReturn, isReturnEditable, isReturnFinished, RETURN_MESSAGE_MAX, safeHref } from './return-lines';
import { returnMessageSchema } from './return-schema';
import { forgetReturnLists, ReturnForm, type ReturnSavedState } from './ReturnForm';
import { ADD_RETURN_MESSAGE, CLOSE_MY_RETURN_REQUEST, MY_RETURN, type ReturnDetail } from './returns.graphql';
import type { ReturnsListState } from './ReturnsListPage';
import { ReturnStatusBadge, useReturnMessage } from './ReturnStatus';
import '../../cart/cart.css';
import './returns.css';

/**
 * /account/rma/edit/:id (the request's number, R-YYYY-NNNNNN): the form while the request is new,
 * otherwise what was asked; then its history, the conversation with a reply form, and « Clore la demande »
 * while the status allows it.
 */
export function ReturnPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { id = '' } = useParams();
  const location = useLocation();
  const sent = Boolean((location.state as ReturnSavedState | null)?.returnSent);
  const { data, loading, error, refetch } = useQuery(MY_RETURN, { variables: { number: id }, fetchPolicy: 'cache-and-network' });
  // An edit refused because staff took the request meanwhile: the page reloads it read-only and says why.
  const [stale, setStale] = useState(false);
  const request = data?.myReturn;
  useDocumentTitle(t('returns.detail.title', { number: id }));

  const back = (
    <p>
      <Link to={localePath('/account/rma')}>{t('returns.detail.back')}</Link>
    </p>
  );
  // Another customer's request and an unknown number both answer null (or NOT_FOUND): "not found".
  if (errorCode(error) === 'NOT_FOUND' || (data && !request)) return <StatusPage code={404} />;
  if (loading && !request) return <p className="auth-status">{t('account.loading')}</p>;
  if (!request) {
    return (
      <section className="account-section">
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </div>
        {back}
      </section>
    );
  }
  const editable = isReturnEditable(request.status);
  return (
    <section className="account-section rma-detail" data-testid="return-detail">
      {sent && (
        <Notice kind="success" testId="return-sent">
          <p>{t('returns.detail.sent')}</p>
        </Notice>
      )}
      {stale && !editable && (
        <Notice kind="warning" testId="return-not-editable">
          <p>{t('returns.messages.NOT_EDITABLE')}</p>
        </Notice>
      )}
      <div className="rma-head">
        <h1>{t('returns.detail.title', { number: request.number })}</h1>
        <ReturnStatusBadge status={request.status} />
      </div>
      <Facts request={request} />
      {editable ? (
        <section aria-labelledby="return-edit-title">
          <h2 id="return-edit-title">{t('returns.detail.editTitle')}</h2>
          <p className="account-section__lead">{t('returns.detail.editLead')}</p>
          <ReturnForm
            key={request.id}
            existing={request}
            onStale={() => {
              setStale(true);
              void refetch();
            }}
          />
        </section>
      ) : (
        <Asked request={request} />
      )}
      <History request={request} />
      <Conversation request={request} />
      {canCloseReturn(request.status) && <CloseRequest request={request} />}
      {back}
    </section>
  );
}

function Facts({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <dl className="account-facts rma-facts" data-testid="return-facts">
      <div>
        <dt>{t('returns.list.order')}</dt>
        <dd>
          <Link to={localePath(`/account/orders/${encodeURIComponent(request.order.number)}`)} data-testid="return-order-link">
            {request.order.number}
          </Link>
        </dd>
      </div>
      <div>
        <dt>{t('returns.detail.createdAt')}</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
      </div>
      <div>
        <dt>{t('returns.detail.updatedAt')}</dt>
        <dd>{formatDateTime(request.updatedAt)}</dd>
      </div>
      <div>
        <dt>{t('returns.form.resolution')}</dt>
        <dd data-testid="return-resolution-value">{t(`returns.resolution.${request.resolution}`)}</dd>
      </div>
    </dl>
  );
}

/** What was asked (read-only once the request is being handled), and the refund that settled it. */
function Asked({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pdf = safeHref(request.refund?.pdfUrl);
  return (
    <section className="rma-block" aria-labelledby="return-asked-title">
      <h2 id="return-asked-title">{t('returns.detail.askedTitle')}</h2>
      <table className="orders-table" data-testid="return-lines-table">
        <thead>
          <tr>
            <th scope="col">{t('orders.detail.product')}</th>
            <th scope="col">{t('orders.detail.quantity')}</th>
            <th scope="col">{t('returns.detail.lineReason')}</th>
          </tr>
        </thead>
        <tbody>
          {request.lines.map((line) => (
            <tr key={line.productId}>
              <th scope="row">
                {line.name} <span className="rma-muted">({line.sku})</span>
              </th>
              <td>{line.quantity}</td>
              <td>{line.reason || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('returns.form.reason')}</h3>
      <p className="rma-text" data-testid="return-reason-text">
        {request.reason}
      </p>
      {request.refund && (
        <p data-testid="return-refund">
          {t('returns.detail.refund', { number: request.refund.number, amount: money(request.refund.totalCents, lang, request.order.currency) })}{' '}
          {pdf && (
            <a href={pdf} download={`${request.refund.number}.pdf`}>
              {t('returns.order.downloadPdf')}
            </a>
          )}
        </p>
      )}
    </section>
  );
}

function History({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation();
  if (!request.history.length) return null;
  return (
    <section className="rma-block" aria-labelledby="return-history-title">
      <h2 id="return-history-title">{t('returns.detail.historyTitle')}</h2>
      <ol className="rma-history" data-testid="return-history">
        {request.history.map((change, index) => (
          <li key={index}>
            <span className="rma-muted">{formatDateTime(change.at)}</span> ·{' '}
            {change.from ? t('returns.detail.changed', { status: t(`returns.status.${change.to}`, { defaultValue: change.to }) }) : t('returns.detail.opened')}{' '}
            <span className="rma-muted">{t(change.byStaff ? 'returns.detail.byStaff' : 'returns.detail.byYou')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The messages, oldest first, and the reply form (addReturnMessage) until the request is over. */
function Conversation({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation();
  const message = useReturnMessage();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [send] = useMutation(ADD_RETURN_MESSAGE);
  const finished = isReturnFinished(request.status);
  const formik = useFormik({
    initialValues: { body: '' },
    validationSchema: returnMessageSchema,
    // Checked when sent, not on leaving the box: an empty box left for « Clore la demande » just below
    // would otherwise show its error and move that button away under the pointer.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await send({ variables: { returnRequestId: request.id, body: values.body.trim() } });
        helpers.resetForm();
        toast.success(t('returns.detail.messageSent'));
      } catch (e) {
        const [key] = Object.values(fieldErrors(e));
        if (fieldErrors(e).body) {
          void formik.setFieldTouched('body', true, false);
          formik.setFieldError('body', fieldErrors(e).body);
        } else setFailure(key ?? generalErrorKey(e));
      }
    },
  });
  return (
    <section className="rma-block" aria-labelledby="return-thread-title">
      <h2 id="return-thread-title">{t('returns.detail.messagesTitle')}</h2>
      {request.messages.length === 0 ? (
        <p className="rma-muted">{t('returns.detail.noMessage')}</p>
      ) : (
        <ol className="rma-thread" data-testid="return-messages">
          {request.messages.map((m) => (
            <li key={m.id} className={`rma-message rma-message--${m.fromStaff ? 'staff' : 'customer'}`} data-testid="return-message">
              <p className="rma-message__who">
                <strong>{m.fromStaff ? t('returns.detail.staff') : t('returns.detail.you')}</strong> · {formatDateTime(m.createdAt)}
              </p>
              <p className="rma-text">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      {!finished && (
        <>
          {failure && (
            <div className="notice notice--error" role="alert" data-testid="return-message-error">
              <p>{failure.includes('.') || failure.includes(':') ? t(failure) : message(failure)}</p>
            </div>
          )}
          <form className="auth-form rma-form" onSubmit={formik.handleSubmit} noValidate data-testid="return-reply">
            <ReturnTextarea
              formik={formik}
              name="body"
              label={t('returns.detail.reply')}
              hint={t('returns.detail.replyHint')}
              required
              rows={4}
              maxLength={RETURN_MESSAGE_MAX}
              testId="return-message-body"
            />
            <div className="rma-actions">
              <SubmitButton busy={formik.isSubmitting} testId="return-message-submit">
                {t('returns.detail.send')}
              </SubmitButton>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/** « Clore la demande », after a confirmation: closeMyReturnRequest, then back to the list. */
function CloseRequest({ request }: { request: ReturnDetail }) {
  const { t } = useTranslation();
  const message = useReturnMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [open, setOpen] = useState(false);
  const [close, { loading }] = useMutation(CLOSE_MY_RETURN_REQUEST);

  async function onConfirm() {
    try {
      await close({ variables: { number: request.number }, update: (cache) => forgetReturnLists(cache, request.order.id) });
      setOpen(false);
      const state: ReturnsListState = { returnClosed: request.number };
      navigate(localePath('/account/rma'), { state });
    } catch (e) {
      setOpen(false);
      const [key] = Object.values(fieldErrors(e));
      toast.error(key ? message(key) : t(generalErrorKey(e)));
    }
  }

  return (
    <div className="rma-close">
      <button type="button" className="button button--danger" onClick={() => setOpen(true)} data-testid="return-close">
        {t('returns.detail.close')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('returns.detail.closeTitle')}
        confirmLabel={t('returns.detail.close')}
        cancelLabel={t('returns.detail.keep')}
        busy={loading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('returns.detail.closeText', { number: request.number })}</p>
      </ConfirmDialog>
    </div>
  );
}
