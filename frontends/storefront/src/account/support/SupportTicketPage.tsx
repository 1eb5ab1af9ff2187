import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorCode, fieldErrors, formatDateTime, useToast } from '@guide/ui';
import { ticketNoteSchema, validateWith } from '@guide/validation';
import { FormFailure, generalErrorKey } from '../../auth/errors';
import { applyServerErrors, Notice, SubmitButton } from '../../auth/form';
import { useLocalePath } from '../../locale';
import { StatusPage } from '../../pages/StatusPage';
import { useDocumentTitle } from '../../useDocumentTitle';
import { SupportTextarea } from './fields';
import type { SupportSentState } from './SupportNewPage';
import { ADD_MY_TICKET_NOTE, MY_TICKET, type SupportTicket } from './support.graphql';
import { FINISHED_STATUSES, SupportStatusBadge } from './SupportStatus';
import './support.css';

/** /account/support/:id: one of the customer's requests, its conversation and the reply form. */
export function SupportTicketPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { id = '' } = useParams();
  const location = useLocation();
  const sent = Boolean((location.state as SupportSentState | null)?.supportSent);
  const { data, loading, error, refetch } = useQuery(MY_TICKET, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const ticket = data?.ticket;
  useDocumentTitle(ticket?.subject ?? t('support.ticket.title'));

  const back = (
    <p>
      <Link to={localePath('/account/support')}>{t('support.ticket.back')}</Link>
    </p>
  );
  // Another customer's request answers NOT_FOUND, an unknown one null: both are simply "not found".
  if (errorCode(error) === 'NOT_FOUND' || (data && !ticket)) return <StatusPage code={404} />;
  if (loading && !ticket) return <p className="auth-status">{t('account.loading')}</p>;
  if (!ticket) {
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
  return (
    <section className="account-section support-ticket" data-testid="support-ticket">
      {sent && (
        <Notice kind="success" testId="support-sent">
          <p>{t('support.ticket.sent')}</p>
        </Notice>
      )}
      <div className="support-head">
        <h1 data-testid="support-subject-heading">{ticket.subject}</h1>
        <SupportStatusBadge status={ticket.status} />
      </div>
      <dl className="account-facts support-ticket__meta" data-testid="support-facts">
        <div>
          <dt>{t('support.ticket.createdAt')}</dt>
          <dd>{formatDateTime(ticket.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('support.ticket.updatedAt')}</dt>
          <dd>{formatDateTime(ticket.updatedAt)}</dd>
        </div>
        <div>
          <dt>{t('support.ticket.order')}</dt>
          <dd data-testid="support-order-number">
            {ticket.orderNumber ? (
              <Link to={localePath(`/account/orders/${encodeURIComponent(ticket.orderNumber)}`)}>{ticket.orderNumber}</Link>
            ) : (
              t('support.ticket.noOrder')
            )}
          </dd>
        </div>
      </dl>
      <Conversation ticket={ticket} />
      {FINISHED_STATUSES.includes(ticket.status) ? <ClosedHint /> : <ReplyForm ticket={ticket} onClosed={() => void refetch()} />}
      {back}
    </section>
  );
}

/** The description first, then the public notes (staff or customer) and the status changes, oldest first. */
function Conversation({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation();
  const status = (value: string | null) => (value ? t(`support.status.${value}`, { defaultValue: value }) : '—');
  return (
    <section aria-labelledby="support-thread-title">
      <h2 id="support-thread-title" className="visually-hidden">
        {t('support.ticket.thread')}
      </h2>
      <ol className="support-thread" data-testid="support-thread">
        {ticket.description && <Message who={t('support.ticket.you')} at={ticket.createdAt} text={ticket.description} mine />}
        {ticket.journal.map((entry) => (
          <Fragment key={entry.id}>
            {entry.notes && (
              <Message
                who={entry.authorKind === 'STAFF' ? t('support.ticket.staff') : t('support.ticket.you')}
                at={entry.createdAt}
                text={entry.notes}
                mine={entry.authorKind === 'CUSTOMER'}
              />
            )}
            {entry.changes
              .filter((c) => c.field === 'status')
              .map((c, i) => (
                <li key={i} className="support-change" data-testid="support-change">
                  {t('support.ticket.statusChange', { from: status(c.from), to: status(c.to) })} · {formatDateTime(entry.createdAt)}
                </li>
              ))}
          </Fragment>
        ))}
      </ol>
    </section>
  );
}

function Message({ who, at, text, mine }: { who: string; at: string; text: string; mine: boolean }) {
  return (
    <li className={`support-message support-message--${mine ? 'customer' : 'staff'}`} data-testid="support-message">
      <p className="support-message__who">
        <strong>{who}</strong> · {formatDateTime(at)}
      </p>
      <p className="support-message__text">{text}</p>
    </li>
  );
}

function ClosedHint() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <div className="notice notice--info" data-testid="support-closed">
      <p>{t('support.ticket.closed')}</p>
      <p>
        <Link to={localePath('/account/support/new')}>{t('support.list.new')}</Link>
      </p>
    </div>
  );
}

/** addMyTicketNote; a request closed meanwhile (TICKET_CLOSED) reloads and shows why the form went away. */
function ReplyForm({ ticket, onClosed }: { ticket: SupportTicket; onClosed: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [addNote] = useMutation(ADD_MY_TICKET_NOTE, {
    update: (cache) => {
      cache.evict({ fieldName: 'myTickets' });
      cache.gc();
    },
  });
  const formik = useFormik({
    initialValues: { notes: '' },
    validationSchema: ticketNoteSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const result = validateWith(ticketNoteSchema, values);
      if (!result.ok) return;
      try {
        await addNote({ variables: { id: ticket.id, notes: result.value.notes } });
        helpers.resetForm();
        toast.success(t('support.ticket.replied'));
      } catch (e) {
        if (fieldErrors(e).notes === 'TICKET_CLOSED') {
          toast.error(t('support.messages.TICKET_CLOSED'));
          onClosed();
          return;
        }
        const leftovers = applyServerErrors(formik, e);
        setFailure(leftovers && leftovers.length === 0 ? null : generalErrorKey(e));
      }
    },
  });
  return (
    <section className="support-reply" aria-labelledby="support-reply-title">
      <h2 id="support-reply-title">{t('support.ticket.replyTitle')}</h2>
      {failure && <FormFailure messageKey={failure} testId="support-reply-error" />}
      <form className="auth-form support-form" onSubmit={formik.handleSubmit} noValidate data-testid="support-reply">
        <SupportTextarea
          formik={formik}
          name="notes"
          label={t('support.ticket.reply')}
          hint={t('support.ticket.replyHint')}
          required
          rows={5}
          testId="support-reply-notes"
        />
        <div className="support-form__actions">
          <SubmitButton busy={formik.isSubmitting} testId="support-reply-submit">
            {t('support.ticket.replySubmit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
