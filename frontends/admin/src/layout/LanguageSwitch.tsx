import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@guide/ui';
import { changeLanguage } from '../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'fr';
  return (
    <Segmented<Language>
      size="small"
      value={current}
      onChange={changeLanguage}
      aria-label={t('layout.language')}
      options={LANGUAGES.map((lang) => ({
        value: lang,
        label: (
          <span lang={lang} title={t(`layout.languageName.${lang}`)}>
            {lang.toUpperCase()}
          </span>
        ),
      }))}
      data-testid="admin-language-switch"
    />
  );
}
