import type { ThemeConfig } from 'antd';

/** The one accent colour of the product; the logo mark uses it too. */
export const accentColor = '#0e7c86';

/** A calm back-office look: neutral surfaces, one accent, antd's spacing scale. */
export const atlasTheme: ThemeConfig = {
  token: {
    colorPrimary: accentColor,
    colorInfo: accentColor,
    colorLink: accentColor,
    // antd derives greyish tints from a dark teal; these keep selections light and clearly teal.
    colorPrimaryBg: '#e7f3f4',
    colorPrimaryBgHover: '#d4eaec',
    colorPrimaryBorder: '#a9d3d6',
    colorPrimaryBorderHover: '#7fbfc4',
    colorBgLayout: '#f4f6f8',
    colorTextBase: '#1f2933',
    borderRadius: 8,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f4f6f8', headerPadding: '0 24px' },
    Menu: {
      itemBorderRadius: 8,
      activeBarBorderWidth: 0,
      itemSelectedBg: '#e7f3f4',
      itemActiveBg: '#d4eaec',
    },
    Card: { headerFontSize: 16 },
  },
};
