import { Flex, Layout, Menu } from 'antd';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Logo } from './logo';

export type TShellItem = { key: string; label: string; Icon: ComponentType };

export type ShellLayoutProps = {
  caption: string;
  items: TShellItem[];
  selectedKey: string;
  onNavigate: (key: string) => void;
  headerStart?: ReactNode;
  headerEnd?: ReactNode;
  /** A strip under the header on every page (e.g. "working in another account"). */
  banner?: ReactNode;
};

const hairline = '1px solid rgba(5, 5, 5, 0.06)';

/** Side navigation, a header and the page: the frame of every portal and of the console. */
export function ShellLayout({
  caption,
  items,
  selectedKey,
  onNavigate,
  headerStart,
  headerEnd,
  banner,
}: ShellLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={240}
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        style={{ borderRight: hairline }}
      >
        <div style={{ padding: '16px 20px', height: 64, borderBottom: hairline }}>
          <Logo caption={caption} />
        </div>
        <nav aria-label={caption}>
          <Menu
            mode="inline"
            selectedKeys={[selectedKey]}
            style={{ padding: 8, borderInlineEnd: 'none' }}
            items={items.map(({ key, label, Icon }) => ({ key, label, icon: <Icon /> }))}
            onClick={({ key }) => onNavigate(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ borderBottom: hairline, paddingInline: 24 }}>
          <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
            <div>{headerStart}</div>
            {headerEnd}
          </Flex>
        </Layout.Header>
        {banner}
        <Layout.Content style={{ padding: 32 }}>
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
