import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalePath } from '../locale';
import { SITE_SEARCH_PATH } from './paths';

/** The header's search box: a GET form to /search-results (works before hydration too). */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const action = localePath(SITE_SEARCH_PATH);
  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `${action}?q=${encodeURIComponent(q)}` : action);
  }
  return (
    <form className="site-search-box" role="search" action={action} method="get" onSubmit={submit} aria-label={t('siteSearch.boxLabel')}>
      <input
        type="search"
        name="q"
        value={text}
        maxLength={255}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('siteSearch.placeholder')}
        aria-label={t('siteSearch.inputLabel')}
        data-testid="site-search-input"
      />
      <button
        type="submit"
        className="site-search-box__submit"
        aria-label={t('siteSearch.submit')}
        title={t('siteSearch.submit')}
        data-testid="site-search-submit"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
