import { Typography } from 'antd';
import { type CSSProperties, useEffect } from 'react';

const appName = 'Affiliate Atlas';

/** The browser tab says which page this is: "Products · Affiliate Atlas". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = appName;
    };
  }, [title]);
}

/**
 * A page's one `h1`, at the size of the calm third level the screens use, and the tab's title
 * with it: every page names itself once, for screen readers and for the tab.
 */
export function PageTitle({ title, style }: { title: string; style?: CSSProperties }) {
  useDocumentTitle(title);
  return (
    <Typography.Title level={1} style={{ fontSize: 24, lineHeight: '32px', ...style }}>
      {title}
    </Typography.Title>
  );
}
