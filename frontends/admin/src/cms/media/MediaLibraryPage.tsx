import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaFileCardFragment } from '../../gql/graphql';
import { usePageTitle } from '../../usePageTitle';
import { MediaBrowser } from './MediaBrowser';
import { MediaFileDrawer } from './MediaFileDrawer';

/** /admin/cms/media: folders, files, uploads; a file opens its drawer (texts, folder, usage, deletion). */
export function MediaLibraryPage() {
  const { t } = useTranslation();
  usePageTitle(t('cmsMedia.title'));
  const [open, setOpen] = useState<MediaFileCardFragment | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <div>
      <Typography.Title level={2}>{t('cmsMedia.title')}</Typography.Title>
      <MediaBrowser onOpen={setOpen} reloadKey={reloadKey} />
      <MediaFileDrawer file={open} onClose={() => setOpen(null)} onChanged={() => setReloadKey((k) => k + 1)} />
    </div>
  );
}
