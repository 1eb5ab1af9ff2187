import { Typography } from 'antd';

/** A settings screen's title and one sentence saying what it changes. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {intro}
      </Typography.Paragraph>
    </div>
  );
}
