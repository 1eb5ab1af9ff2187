import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '@guide/ui';
import { useLocalePath } from '../../locale';
import { useDocumentTitle } from '../../useDocumentTitle';
import { MY_POSTS, MY_POSTS_LIMIT } from './posts.graphql';
import { PostStatusBadge } from './PostStatus';
import './posts.css';

/** /account/posts: an owner's posts about their establishment with their moderation state. */
export function PostsListPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const title = t('ownerPosts.list.title');
  useDocumentTitle(title);
  const { data, error, refetch } = useQuery(MY_POSTS, { variables: { first: MY_POSTS_LIMIT }, fetchPolicy: 'cache-and-network' });
  const posts = data?.myPosts.edges.map((e) => e.node) ?? [];
  const isOwner = (data?.myPostEstablishments.length ?? 0) > 0;

  const create = (
    <Link to={localePath('/account/posts/create')} className="button" data-testid="owner-posts-create">
      {t('ownerPosts.list.create')}
    </Link>
  );
  return (
    <section className="account-section" data-testid="owner-posts-page">
      <div className="owner-posts-head">
        <h1>{title}</h1>
        {isOwner && posts.length > 0 && create}
      </div>
      {error && !data && (
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {!data && !error && <p className="auth-status">{t('account.loading')}</p>}
      {data && !isOwner && posts.length === 0 && <NotOwner />}
      {data && isOwner && posts.length === 0 && (
        <div className="owner-posts-empty" data-testid="owner-posts-empty">
          <p>{t('ownerPosts.list.empty')}</p>
          {create}
        </div>
      )}
      {posts.length > 0 && (
        <>
          <p className="account-section__lead">{t('ownerPosts.list.lead')}</p>
          <ul className="owner-posts-list">
            {posts.map((post) => (
              <li key={post.id} className="owner-post-card" data-testid="owner-post-row">
                <Link className="owner-post-card__title" to={localePath(`/account/posts/edit/${encodeURIComponent(post.id)}`)}>
                  {post.title}
                </Link>
                <PostStatusBadge status={post.status} />
                <p className="owner-post-card__meta">
                  {post.establishmentName && <>{post.establishmentName} · </>}
                  {t('ownerPosts.list.submitted', { date: formatDate(post.submittedAt) })}
                </p>
                {post.status === 'REJECTED' && post.rejectionReason && (
                  <p className="owner-post-card__reason" data-testid="owner-post-reason">
                    {t('ownerPosts.list.reason', { reason: post.rejectionReason })}
                  </p>
                )}
                {post.publishedPath && (
                  <p className="owner-post-card__meta">
                    <a href={localePath(post.publishedPath)}>{post.status === 'APPROVED' ? t('ownerPosts.list.view') : t('ownerPosts.list.viewPrevious')}</a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** What a customer without an establishment sees: why the page is empty and how to become an owner. */
export function NotOwner() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <div className="notice" data-testid="owner-posts-not-owner">
      <p>{t('ownerPosts.notOwner.text')}</p>
      <p>
        <Link to={localePath('/contact')}>{t('ownerPosts.notOwner.contact')}</Link>
      </p>
    </div>
  );
}
