import { useTranslation } from 'react-i18next';

/** A post's moderation state in the owner's words (ownerPosts.status.*). */
export function PostStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge owner-post-status owner-post-status--${status.toLowerCase()}`} data-testid="owner-post-status">
      {t(`ownerPosts.status.${status}`, { defaultValue: status })}
    </span>
  );
}
