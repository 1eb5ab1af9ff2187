import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalePath } from '../../locale';

/** A search box that opens a section's results page (`…/resultats-de-la-recherche?q=`). */
export function SectionSearch({ resultsPath }: { resultsPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const id = useId();
  const [text, setText] = useState('');
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    navigate(`${localePath(resultsPath)}${q ? `?${new URLSearchParams({ q })}` : ''}`);
  }
  return (
    <form className="search-form section-search" role="search" onSubmit={onSubmit} aria-label={t('search.formLabel')}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.inputLabel')}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search.placeholder')}
          data-testid="section-search-input"
        />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
