import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Grid, Layout, Menu } from 'antd';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ScreenSuspense } from './lazy-screen';
import { Logo } from './logo';

/** `label` may carry more than words (an unread badge). */
export type TShellItem = { key: string; label: ReactNode; Icon: ComponentType };

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
const menuWidth = 240;

type ShellNavProps = Pick<ShellLayoutProps, 'caption' | 'items' | 'selectedKey' | 'onNavigate'>;

/** The logo and the portal's navigation: in the side column, or in the drawer on a phone. */
function ShellNav({ caption, items, selectedKey, onNavigate }: ShellNavProps) {
  return (
    <>
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
    </>
  );
}

/**
 * Side navigation, a header and the page: the frame of every portal and of the console. Below
 * 992 px the navigation moves into a drawer opened by the header's "Open menu" button (a real
 * button: keyboard and touch), so the page keeps the whole width.
 */
export function ShellLayout({ headerStart, headerEnd, banner, ...nav }: ShellLayoutProps) {
  const wide = Grid.useBreakpoint().lg ?? true;
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = (key: string) => {
    setMenuOpen(false);
    nav.onNavigate(key);
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide ? (
        <Layout.Sider width={menuWidth} style={{ borderRight: hairline }}>
          <ShellNav {...nav} />
        </Layout.Sider>
      ) : (
        <Drawer
          placement="left"
          size={menuWidth + 32}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          closable={false}
          styles={{ body: { padding: 0 } }}
          title={null}
          aria-label="Menu"
        >
          <ShellNav {...nav} onNavigate={navigate} />
        </Drawer>
      )}
      <Layout>
        <Layout.Header style={{ borderBottom: hairline, paddingInline: wide ? 24 : 12 }}>
          <Flex align="center" justify="space-between" gap={wide ? 16 : 8} style={{ height: '100%' }}>
            <Flex align="center" gap={8} style={{ minWidth: 0 }}>
              {wide ? null : (
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label="Open menu"
                  aria-expanded={menuOpen}
                  onClick={() => setMenuOpen(true)}
                />
              )}
              {headerStart}
            </Flex>
            {headerEnd}
          </Flex>
        </Layout.Header>
        {banner}
        <Layout.Content style={{ padding: wide ? 32 : 16 }}>
          <div style={{ maxWidth: 1200, margin: '0 auto' }}>
            <ScreenSuspense>
              <Outlet />
            </ScreenSuspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
