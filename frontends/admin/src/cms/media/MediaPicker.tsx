import { PictureOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { MediaBrowser } from './MediaBrowser';
import './i18n';

interface MediaPickerProps {
  open: boolean;
  onClose(): void;
  /** The chosen image's address (`/media/files/cms/media/…/original.webp`). */
  onPick(url: string): void;
}

/** A modal over the media library (images only): browse or upload, click an image to choose it. */
export function MediaPicker({ open, onClose, onPick }: MediaPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={1100} title={t('cmsMedia.pickerTitle')} destroyOnHidden data-testid="media-picker">
      {open && (
        <MediaBrowser
          kind="IMAGE"
          onOpen={(file) => {
            onPick(file.url);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/** "Choisir dans la médiathèque" next to an image address field; hidden without cms.media.list. */
export function MediaPickerButton({ onPick, disabled, testId }: { onPick(url: string): void; disabled?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const [open, setOpen] = useState(false);
  if (!can('cms.media.list')) return null;
  return (
    <>
      <Button icon={<PictureOutlined />} onClick={() => setOpen(true)} disabled={disabled} data-testid={testId}>
        {t('cmsMedia.pickerButton')}
      </Button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={onPick} />
    </>
  );
}
