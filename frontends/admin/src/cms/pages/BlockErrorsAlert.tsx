import { Alert } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cmsMessage } from '../cms-errors';
import { blockErrorIndex, type StoredBlock } from './page-document';

/**
 * The server's refusals of a builder's blocks (`blocks.N.<prop>` keys), one line each naming the element
 * ("Élément 2 (Texte) : …"): the page, content and component editors show the same list.
 */
export function BlockErrorsAlert(props: {
  title: string;
  errors: [key: string, code: string][];
  blocks: StoredBlock[];
  /** A line before the blocks' own (e.g. the whole list refused). */
  first?: ReactNode;
  style?: CSSProperties;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      style={props.style ?? { marginBottom: 12 }}
      title={props.title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {props.first}
          {props.errors.map(([key, code]) => {
            const index = blockErrorIndex(key);
            const type = index !== null ? props.blocks[index]?.type : undefined;
            const where = index !== null ? t('cmsPages.editor.blockAt', { n: index + 1, type: type ? t(`cmsPages.blocks.types.${type}`) : '' }) : '';
            return <li key={key}>{`${where}${cmsMessage(t, code, key)}`}</li>;
          })}
        </ul>
      }
      data-testid={props.testId}
    />
  );
}
