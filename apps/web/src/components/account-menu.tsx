import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Dropdown, Flex, Tag, Typography, theme } from 'antd';
import {
  type CSSProperties,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useState,
} from 'react';

/** A page of the account reached from the menu (Account, Contact us…), above "Sign out". */
export type TAccountMenuLink = { key: string; label: string; icon: ReactNode; onClick: () => void };

export type AccountMenuProps = {
  name: string;
  email: string;
  roleLabel: string;
  links?: TAccountMenuLink[];
  onSignOut: () => Promise<void>;
};

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** Who is signed in (name, e-mail, role) and the way out. */
export function AccountMenu({ name, email, roleLabel, links = [], onSignOut }: AccountMenuProps) {
  const { token } = theme.useToken();
  const [signingOut, setSigningOut] = useState(false);

  const panel: CSSProperties = {
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
    minWidth: 240,
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          ...links.map(({ key, label, icon }) => ({ key, label, icon })),
          ...(links.length > 0 ? [{ type: 'divider' as const }] : []),
          { key: 'sign-out', label: 'Sign out', icon: <LogoutOutlined />, disabled: signingOut },
        ],
        onClick: ({ key }) => {
          links.find((link) => link.key === key)?.onClick();
          if (key === 'sign-out') {
            setSigningOut(true);
            void onSignOut().finally(() => setSigningOut(false));
          }
        },
      }}
      popupRender={(menu) => (
        <div style={panel}>
          <Flex vertical gap={2} style={{ padding: '14px 16px 12px' }} data-testid="account-identity">
            <Typography.Text strong>{name}</Typography.Text>
            <Typography.Text type="secondary">{email}</Typography.Text>
            <div>
              <Tag color="cyan" style={{ marginTop: 8, textTransform: 'capitalize' }}>
                {roleLabel}
              </Tag>
            </div>
          </Flex>
          <Divider style={{ margin: 0 }} />
          {isValidElement(menu)
            ? cloneElement(menu as ReactElement<{ style: CSSProperties }>, { style: { boxShadow: 'none' } })
            : menu}
        </div>
      )}
    >
      <Button type="text" data-testid="account-menu" loading={signingOut} style={{ height: 40 }}>
        <Flex align="center" gap={8}>
          <span aria-hidden>
            <Avatar size={28} style={{ background: token.colorPrimary }}>
              {initials(name)}
            </Avatar>
          </span>
          <Typography.Text>{name}</Typography.Text>
          <DownOutlined style={{ fontSize: 10 }} aria-hidden />
        </Flex>
      </Button>
    </Dropdown>
  );
}
