import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorCode } from '@guide/ui';
import { OWNER_POST_LIMITS, ownerPostSchema, validateWith } from '@guide/validation';
import { FormFailure, generalErrorKey } from '../../auth/errors';
import { applyServerErrors, SubmitButton } from '../../auth/form';
import { useLocalePath } from '../../locale';
import { useDocumentTitle } from '../../useDocumentTitle';
import { PostInput, PostSelect, PostTextarea } from './fields';
import { NotOwner } from './PostsListPage';
import { PostStatusBadge } from './PostStatus';
import { CREATE_MY_POST, MY_POST, MY_POST_ESTABLISHMENTS, UPDATE_MY_POST } from './posts.graphql';
import './posts.css';

interface FormValues {
  establishmentId: string;
  title: string;
  shortDescription: string;
  body: string;
  pictureUrl: string;
}

/** /account/posts/create and /account/posts/edit/:id: an owner's post; every save goes to moderation. */
export function PostFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const title = t(id ? 'ownerPosts.form.editTitle' : 'ownerPosts.form.createTitle');
  useDocumentTitle(title);
  const places = useQuery(MY_POST_ESTABLISHMENTS, { fetchPolicy: 'cache-and-network' });
  const post = useQuery(MY_POST, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });

  const loading = !places.data || (id && !post.data && !post.error);
  return (
    <section className="account-section" data-testid="owner-post-form-page">
      <h1>{title}</h1>
      {(places.error || post.error) && !loading ? null : loading && <p className="auth-status">{t('account.loading')}</p>}
      {(places.error || post.error) && (
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
        </div>
      )}
      {places.data && places.data.myPostEstablishments.length === 0 && <NotOwner />}
      {id && post.data && !post.data.myPost && (
        <p className="notice" data-testid="owner-post-missing">
          {t('ownerPosts.form.missing')}
        </p>
      )}
      {places.data && places.data.myPostEstablishments.length > 0 && (!id || post.data?.myPost) && (
        <PostForm id={id} places={places.data.myPostEstablishments} initial={post.data?.myPost ?? null} />
      )}
    </section>
  );
}

type Initial = {
  establishmentId: string;
  title: string;
  shortDescription?: string | null;
  body: string;
  pictureUrl?: string | null;
  status: string;
  rejectionReason?: string | null;
} | null;

function PostForm({ id, places, initial }: { id?: string; places: { id: string; name: string }[]; initial: Initial }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = { update: (cache: { evict: (o: { fieldName: string }) => void; gc: () => void }) => (cache.evict({ fieldName: 'myPosts' }), cache.gc()) };
  const [createPost] = useMutation(CREATE_MY_POST, refresh);
  const [updatePost] = useMutation(UPDATE_MY_POST, refresh);

  const formik = useFormik<FormValues>({
    initialValues: {
      establishmentId: initial?.establishmentId ?? (places.length === 1 ? places[0].id : ''),
      title: initial?.title ?? '',
      shortDescription: initial?.shortDescription ?? '',
      body: initial?.body ?? '',
      pictureUrl: initial?.pictureUrl ?? '',
    },
    validationSchema: ownerPostSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = validateWith(ownerPostSchema, values);
      if (!result.ok) return;
      const input = { ...result.value, shortDescription: result.value.shortDescription ?? null, pictureUrl: result.value.pictureUrl ?? null };
      try {
        if (id) await updatePost({ variables: { id, input } });
        else await createPost({ variables: { input } });
        navigate(localePath('/account/posts'), { state: { ownerPostSaved: true } });
      } catch (e) {
        if (errorCode(e) === 'TOO_MANY_REQUESTS') {
          setFailure('ownerPosts.errors.throttled');
          return;
        }
        const leftovers = applyServerErrors(formik, e);
        setFailure(leftovers && leftovers.length === 0 ? null : generalErrorKey(e));
      }
    },
  });

  const options = [{ value: '', label: t('ownerPosts.form.choose') }, ...places.map((p) => ({ value: p.id, label: p.name }))];
  return (
    <>
      {initial && (
        <p className="account-section__lead">
          <PostStatusBadge status={initial.status} />{' '}
          {initial.status === 'REJECTED' && initial.rejectionReason && (
            <span data-testid="owner-post-reason">{t('ownerPosts.list.reason', { reason: initial.rejectionReason })}</span>
          )}
        </p>
      )}
      <p className="account-section__lead">{t(initial?.status === 'APPROVED' ? 'ownerPosts.form.leadApproved' : 'ownerPosts.form.lead')}</p>
      {failure && <FormFailure messageKey={failure} testId="owner-post-form-error" />}
      <form className="auth-form owner-post-form" onSubmit={formik.handleSubmit} noValidate data-testid="owner-post-form">
        <p className="form-legend-note">{t('auth.requiredNote')}</p>
        <PostSelect
          formik={formik}
          name="establishmentId"
          label={t('ownerPosts.form.establishment')}
          options={options}
          required
          testId="owner-post-establishment"
        />
        <PostInput formik={formik} name="title" label={t('ownerPosts.form.title')} required maxLength={OWNER_POST_LIMITS.title} testId="owner-post-title" />
        <PostTextarea
          formik={formik}
          name="shortDescription"
          label={t('ownerPosts.form.shortDescription')}
          hint={t('ownerPosts.form.shortDescriptionHint')}
          rows={3}
          maxLength={OWNER_POST_LIMITS.shortDescription}
          testId="owner-post-short-description"
        />
        <PostTextarea
          formik={formik}
          name="body"
          label={t('ownerPosts.form.body')}
          hint={t('ownerPosts.form.bodyHint')}
          required
          rows={12}
          maxLength={OWNER_POST_LIMITS.body}
          testId="owner-post-body"
        />
        <PostInput
          formik={formik}
          name="pictureUrl"
          label={t('ownerPosts.form.pictureUrl')}
          hint={t('ownerPosts.form.pictureUrlHint')}
          maxLength={OWNER_POST_LIMITS.pictureUrl}
          testId="owner-post-picture"
        />
        <div className="owner-post-form__actions">
          <SubmitButton busy={formik.isSubmitting} testId="owner-post-submit">
            {t('ownerPosts.form.submit')}
          </SubmitButton>
          <Link to={localePath('/account/posts')}>{t('account.cancel')}</Link>
        </div>
      </form>
    </>
  );
}
