import { useTranslation } from 'react-i18next';
import { passwordRules, passwordStrength, type PasswordRules } from '@guide/validation';

const LEVELS = ['empty', 'veryWeak', 'weak', 'good', 'strong'] as const;
const RULES: (keyof PasswordRules)[] = ['minLength', 'lowercase', 'uppercase', 'digit', 'special'];

/**
 * The live strength meter of the password fields: the score of @guide/validation (0 to 4, never above 2
 * while a rule is broken) and the checklist of the rules, so the customer sees what is missing.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  const rules = passwordRules(password);
  const level = LEVELS[score];
  return (
    <div className="password-strength" data-testid="password-strength" data-score={score}>
      <div className="password-strength__bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= score ? `is-on is-${level}` : undefined} />
        ))}
      </div>
      <p className="password-strength__label" aria-live="polite" data-testid="password-strength-label">
        {t('auth.strength.label')} <strong>{t(`auth.strength.${level}`)}</strong>
      </p>
      <ul className="password-rules">
        {RULES.map((rule) => (
          <li key={rule} className={rules[rule] ? 'is-met' : undefined} data-testid={`password-rule-${rule}`}>
            <span aria-hidden="true">{rules[rule] ? '✓' : '•'}</span> {t(`auth.strength.rules.${rule}`)}
            <span className="visually-hidden">{rules[rule] ? t('auth.strength.met') : t('auth.strength.missing')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
