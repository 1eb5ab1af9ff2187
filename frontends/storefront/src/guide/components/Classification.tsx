import { useTranslation } from 'react-i18next';

/** Classifications of the guide (spec §9): 1 to 3 cups for breakfast, 1 to 3 toques for eco-responsibility. */
export const CLASSIFICATION_MAX = 3;

function CupIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9Zm12 1h1.5a2.5 2.5 0 0 1 0 5H16v-1.6h1.5a.9.9 0 0 0 0-1.8H16V10ZM3 20h14v1.5H3V20ZM8 3.5c.9.9.9 1.9 0 2.8M11 3.5c.9.9.9 1.9 0 2.8"
        stroke="currentColor"
        strokeWidth="0.8"
      />
    </svg>
  );
}

function ToqueIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 14.5V19h10v-4.5a4 4 0 0 0 1.2-7.6A4.5 4.5 0 0 0 12 4a4.5 4.5 0 0 0-6.2 2.9A4 4 0 0 0 7 14.5ZM7 20h10v1.5H7V20Z" />
    </svg>
  );
}

function Scale({ kind, value }: { kind: 'cups' | 'toques'; value: number }) {
  const { t } = useTranslation();
  const count = Math.max(0, Math.min(CLASSIFICATION_MAX, Math.round(value)));
  if (count === 0) return null;
  const label = t(`guide.classification.${kind}`, { count, max: CLASSIFICATION_MAX });
  const Icon = kind === 'cups' ? CupIcon : ToqueIcon;
  return (
    <span className={`classification classification--${kind}`} role="img" aria-label={label} title={label} data-testid={`classification-${kind}`}>
      {Array.from({ length: CLASSIFICATION_MAX }, (_, i) => (
        <span key={i} className={i < count ? 'classification__icon is-on' : 'classification__icon'}>
          <Icon />
        </span>
      ))}
    </span>
  );
}

/** Cups and toques, each as up to three icons with a text alternative ("2 tasses sur 3 …"). */
export function Classification({ cups, toques }: { cups: number; toques: number }) {
  if (!cups && !toques) return null;
  return (
    <span className="classifications">
      <Scale kind="cups" value={cups} />
      <Scale kind="toques" value={toques} />
    </span>
  );
}
