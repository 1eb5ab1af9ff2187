import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '../../guide/pages/LoadFailed';
import { NotFound } from '../components/NotFound';
import { useContentTypes } from '../content-types';

/**
 * `/{contentType}/…`: the page of the cms's content type of that slug (seeded or created by staff), else the
 * 404 page (or where the path moved). The route table cannot list the types: staff create them.
 */
export function ContentTypeGate({ children }: { children: (type: string) => ReactNode }) {
  const { t } = useTranslation();
  const { contentType = '' } = useParams();
  const { data, loading, error } = useContentTypes();
  if (loading && !data) return <p className="search-status">{t('editorial.loading')}</p>;
  if (error && !data) return <LoadFailed />;
  const type = data?.contentTypes.find((candidate) => candidate.slug === contentType.toLowerCase());
  return type ? children(type.slug) : <NotFound />;
}
