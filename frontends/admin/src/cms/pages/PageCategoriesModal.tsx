import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Form, Input, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@guide/ui';
import { slugify } from '@guide/vocabulary';
import { useAdmin } from '../../auth/useAdmin';
import { cmsFailure, cmsMessage } from '../cms-errors';
import { CMS_CREATE_PAGE_CATEGORY, CMS_DELETE_PAGE_CATEGORIES, CMS_PAGE_CATEGORIES } from './pages.graphql';

/** The page categories: listed, added (slug from the title until typed), deleted (pages lose the category). */
export function PageCategoriesModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  const categories = useQuery(CMS_PAGE_CATEGORIES, { fetchPolicy: 'cache-and-network', skip: !open });
  const [create, creating] = useMutation(CMS_CREATE_PAGE_CATEGORY, { refetchQueries: [CMS_PAGE_CATEGORIES] });
  const [remove] = useMutation(CMS_DELETE_PAGE_CATEGORIES, { refetchQueries: [CMS_PAGE_CATEGORIES] });
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTyped, setSlugTyped] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const help = (name: string) => (errors[name] ? { validateStatus: 'error' as const, help: cmsMessage(t, errors[name], name) } : {});

  async function add() {
    setErrors({});
    try {
      await create({ variables: { input: { title, slug } } });
      setTitle('');
      setSlug('');
      setSlugTyped(false);
    } catch (e) {
      const found = fieldErrors(e);
      if (Object.keys(found).length) setErrors(found);
      else notification.error({ title: t('cmsPages.categories.failed'), description: cmsFailure(t, e) });
    }
  }

  async function drop(id: string) {
    try {
      await remove({ variables: { ids: [id] } });
    } catch (e) {
      notification.error({ title: t('cmsPages.categories.failed'), description: cmsFailure(t, e) });
    }
  }

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('cmsPages.categories.title')} data-testid="page-categories-modal">
      <List
        loading={categories.loading && !categories.data}
        dataSource={categories.data?.pageCategories ?? []}
        locale={{ emptyText: t('cmsPages.categories.empty') }}
        renderItem={(category) => (
          <List.Item
            actions={
              can('cms.categories.delete')
                ? [
                    <Popconfirm
                      key="delete"
                      title={t('cmsPages.categories.deleteConfirm')}
                      okText={t('cmsPages.delete')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => void drop(category.id)}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('cmsPages.delete')} />
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{category.title}</Typography.Text>
              <Typography.Text type="secondary">{category.slug}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {can('cms.categories.create') && (
        <Form layout="vertical" onFinish={() => void add()} style={{ marginTop: 16 }}>
          <Form.Item label={t('cmsPages.fields.title')} required {...help('title')}>
            <Input
              value={title}
              maxLength={120}
              onChange={(e) => {
                setTitle(e.target.value);
                if (!slugTyped) setSlug(slugify(e.target.value));
              }}
              data-testid="page-category-title"
            />
          </Form.Item>
          <Form.Item label={t('cmsPages.fields.slug')} required {...help('slug')}>
            <Input
              value={slug}
              maxLength={120}
              onChange={(e) => {
                setSlugTyped(true);
                setSlug(e.target.value);
              }}
              data-testid="page-category-slug"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={creating.loading} data-testid="page-category-add">
            {t('cmsPages.categories.add')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
