import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ESTABLISHMENT_LIMITS } from '@guide/validation';
import { checkImageFile, errorCode, fieldErrorKey, IMAGE_ACCEPT_ATTRIBUTE, IMAGE_MAX_BYTES, uploadEstablishmentImage, UploadError, useToast } from '@guide/ui';
import { useLocalePath } from '../locale';
import { useDocumentTitle } from '../useDocumentTitle';
import { DELETE_ESTABLISHMENT_IMAGE, OWNER_ESTABLISHMENTS, type OwnerEstablishment } from './owner.graphql';
import './owner.css';

/**
 * `/account/establishment` (inside the account area, which requires a signed-in customer): the owner's
 * establishments and their photos; the owner adds and removes photos of those establishments only
 * (the API checks ownership on every call).
 */
export function OwnerEstablishmentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('owner.title'));
  const { data, loading, error, refetch } = useQuery(OWNER_ESTABLISHMENTS, { fetchPolicy: 'cache-and-network' });
  const establishments = data?.myEstablishments;
  return (
    <section className="owner" data-testid="owner-establishments">
      <h1>{t('owner.title')}</h1>
      <p className="owner__lead">{t('owner.lead')}</p>
      {loading && !establishments && <p aria-live="polite">{t('owner.loading')}</p>}
      {error && !establishments && (
        <div className="notice notice--error" role="alert">
          <p>{t('owner.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {establishments && establishments.length === 0 && <p className="notice">{t('owner.none')}</p>}
      {establishments?.map((establishment) => (
        <OwnerEstablishmentCard key={establishment.id} establishment={establishment} onChanged={() => void refetch()} />
      ))}
    </section>
  );
}

function OwnerEstablishmentCard({ establishment, onChanged }: { establishment: OwnerEstablishment; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const localePath = useLocalePath();
  const toast = useToast();
  const fileId = useId();
  const altId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleteImage, { loading: deleting }] = useMutation(DELETE_ESTABLISHMENT_IMAGE);
  const images = [...establishment.images].sort((a, b) => a.position - b.position);

  async function onUpload(event: FormEvent) {
    event.preventDefault();
    setFileError(null);
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError('owner.chooseFile');
      return;
    }
    const problem = checkImageFile(file);
    if (problem) {
      setFileError(fieldErrorKey(i18n, problem));
      return;
    }
    setUploading(true);
    try {
      await uploadEstablishmentImage({ establishmentId: establishment.id, file, alt, client: 'storefront' });
      toast.success(t('owner.uploaded'));
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      onChanged();
    } catch (error) {
      const key = error instanceof UploadError ? (error.fieldErrors.file ?? error.fieldErrors.alt) : undefined;
      if (key) setFileError(fieldErrorKey(i18n, key));
      else toast.error(t(error instanceof UploadError && error.code === 'NETWORK' ? 'ui:errors.network' : 'ui:upload.failed'));
    } finally {
      setUploading(false);
    }
  }

  async function onDelete(id: string) {
    try {
      await deleteImage({ variables: { id } });
      toast.success(t('owner.deleted'));
      setConfirming(null);
      onChanged();
    } catch (error) {
      toast.error(t(errorCode(error) === 'NETWORK' ? 'ui:errors.network' : 'owner.deleteFailed'));
    }
  }

  return (
    <article className="owner-card" data-testid="owner-establishment">
      <header className="owner-card__header">
        <h2>{establishment.name}</h2>
        <p>
          {establishment.city.name} · <Link to={localePath(establishment.path)}>{t('owner.viewPage')}</Link>
        </p>
      </header>
      <h3>{t('owner.images')}</h3>
      {images.length === 0 ? (
        <p className="owner-card__empty">{t('owner.noImages')}</p>
      ) : (
        <ul className="owner-images" data-testid="owner-images">
          {images.map((image, index) => (
            <li key={image.id} className="owner-images__item">
              <img src={image.thumbnailUrl || image.url} alt={image.alt || t('owner.imageAlt', { index: index + 1, name: establishment.name })} />
              {confirming === image.id ? (
                <div className="owner-images__confirm" role="group" aria-label={t('owner.deleteConfirm')}>
                  <p>{t('owner.deleteConfirm')}</p>
                  <button type="button" className="button" onClick={() => void onDelete(image.id)} disabled={deleting} data-testid="owner-image-delete-confirm">
                    {t('owner.delete')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
                    {t('owner.cancel')}
                  </button>
                </div>
              ) : (
                <button type="button" className="button button--secondary" onClick={() => setConfirming(image.id)} data-testid="owner-image-delete">
                  {t('owner.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="owner-upload" onSubmit={(e) => void onUpload(e)} noValidate>
        <h3>{t('owner.addImage')}</h3>
        <div className="owner-upload__field">
          <label htmlFor={fileId}>{t('owner.fileLabel')}</label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileId}-help${fileError ? ` ${fileId}-error` : ''}`}
            onChange={() => setFileError(null)}
            data-testid="owner-image-file"
          />
          <p id={`${fileId}-help`} className="owner-upload__help">
            {t('owner.fileHelp', { size: IMAGE_MAX_BYTES / 1024 / 1024 })}
          </p>
          {fileError && (
            <p id={`${fileId}-error`} className="field-error" role="alert" data-testid="owner-image-error">
              {t(fileError)}
            </p>
          )}
        </div>
        <div className="owner-upload__field">
          <label htmlFor={altId}>{t('owner.altLabel')}</label>
          <input id={altId} type="text" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={ESTABLISHMENT_LIMITS.imageAlt} />
        </div>
        <button type="submit" className="button" disabled={uploading} data-testid="owner-image-upload">
          {uploading ? t('owner.uploading') : t('owner.upload')}
        </button>
      </form>
    </article>
  );
}
