import type { Data } from '@puckeditor/core';
import { Card, Spin, Typography } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
// The page builder's strings (block names, "Élément 2 (Texte) : ") and its previews' styles.
import '../pages/i18n';
import '../pages/pages.css';
import { BlockErrorsAlert } from '../pages/BlockErrorsAlert';
import { toBlocks } from '../pages/page-document';

/** The page builder itself (not a copy): Puck is big, its chunk loads with a content that uses it only. */
const PageBuilder = lazy(() => import('../pages/PageBuilder'));

/** Error keys of the blocks (`blocksJson`, `blocks`, `blocks.N.prop`): shown here, by element. */
export const isBlockErrorKey = (key: string) => key === 'blocksJson' || key === 'blocks' || key.startsWith('blocks.');

/**
 * A content's body when its type offers the block editor: the pages' builder, and the server's block errors
 * listed by element ("Élément 2 (Texte) : …") as the page editor does.
 */
export function ContentBlocksCard({ data, onChange, errors }: { data: Data; onChange(data: Data): void; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const blockErrors = Object.entries(errors).filter(([key]) => isBlockErrorKey(key));
  const blocks = toBlocks(data);
  return (
    <Card title={t('cms.contents.form.blocks')} style={{ marginBottom: 24 }} data-testid="content-blocks">
      <Typography.Paragraph type="secondary">{t('cms.contents.form.blocksHelp')}</Typography.Paragraph>
      {blockErrors.length > 0 && (
        <BlockErrorsAlert title={t('cms.contents.form.blockErrors')} errors={blockErrors} blocks={blocks} testId="content-block-errors" />
      )}
      <Suspense fallback={<Spin />}>
        <PageBuilder data={data} onChange={onChange} />
      </Suspense>
    </Card>
  );
}
