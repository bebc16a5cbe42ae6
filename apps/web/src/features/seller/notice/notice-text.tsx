import { sellerNotice } from '@atlas/shared';
import { Typography } from 'antd';

/** The seller notice's terms, section by section (the text lives in the shared package). */
export function NoticeText() {
  return (
    <div data-testid="seller-notice-text">
      {sellerNotice.sections.map((section) => (
        <section key={section.heading} style={{ marginBottom: 16 }}>
          <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 4 }}>
            {section.heading}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {section.body}
          </Typography.Paragraph>
        </section>
      ))}
    </div>
  );
}
