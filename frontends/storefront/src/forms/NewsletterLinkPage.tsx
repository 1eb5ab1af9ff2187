import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Notice } from '../auth/form';
import { useHead } from '../head';
import { useLocalePath } from '../locale';
import { CONFIRM_NEWSLETTER, UNSUBSCRIBE_NEWSLETTER } from './forms.graphql';
import './forms.css';

type State = 'working' | 'done' | 'invalid' | 'failed';

/**
 * /newsletter/confirm/:token and /newsletter/unsubscribe/:token (client-only): the links of the newsletter
 * mails. The mutation runs once when the page opens; the token never reaches a server-rendered page.
 */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('working');
  const [confirm] = useMutation(CONFIRM_NEWSLETTER);
  const [unsubscribe] = useMutation(UNSUBSCRIBE_NEWSLETTER);
  const ran = useRef(false);
  useHead({ title: t(`forms.newsletter.${action}.title`) });
  useEffect(() => {
    if (ran.current) return; // once, even under StrictMode's double effects
    ran.current = true;
    const run = async () => {
      try {
        const ok =
          action === 'confirm'
            ? (await confirm({ variables: { token } })).data?.confirmNewsletter
            : (await unsubscribe({ variables: { token } })).data?.unsubscribeNewsletter;
        setState(ok ? 'done' : 'invalid');
      } catch {
        setState('failed');
      }
    };
    void run();
  }, [action, token, confirm, unsubscribe]);
  return (
    <div className="newsletter-link-page" data-testid={`newsletter-${action}-page`}>
      <h1>{t(`forms.newsletter.${action}.title`)}</h1>
      {state === 'working' && <p aria-busy="true">{t(`forms.newsletter.${action}.working`)}</p>}
      {state === 'done' && (
        <Notice kind="success" testId="newsletter-link-done">
          <p>{t(`forms.newsletter.${action}.done`)}</p>
        </Notice>
      )}
      {state === 'invalid' && (
        <Notice kind="warning" testId="newsletter-link-invalid">
          <p>{t(`forms.newsletter.${action}.invalid`)}</p>
        </Notice>
      )}
      {state === 'failed' && (
        <Notice kind="error" testId="newsletter-link-failed">
          <p>{t('forms.failed')}</p>
        </Notice>
      )}
      <p>
        <Link to={localePath('/')}>{t('forms.newsletter.home')}</Link>
      </p>
    </div>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
