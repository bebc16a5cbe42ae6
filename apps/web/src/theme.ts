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
    // Secondary text and placeholders at 4.5:1 or more on white, the page grey and a selection
    // (antd's defaults reach 2.7:1, under WCAG AA).
    colorTextSecondary: '#5b6670',
    colorTextTertiary: '#5b6670',
    colorTextDescription: '#5b6670',
    colorTextPlaceholder: '#6b7280',
    // antd's red (#ff4d4f) reads at 3.3:1 on white; danger buttons and errors need 4.5:1.
    colorError: '#cf1322',
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
      itemSelectedColor: '#0a656d',
      itemActiveBg: '#d4eaec',
    },
    Card: { headerFontSize: 16 },
    // An empty table's words are the page's message, not a disabled control: 4.5:1 on white.
    Table: { colorTextDisabled: '#5b6670' },
    // Tag words in the darker shade of their colour: antd's preset text (shade 7) on its own
    // tint reads at about 3.4:1, under WCAG AA's 4.5:1 (axe-core checks the main pages in e2e).
    Tag: {
      green7: '#237804',
      orange7: '#ad4e00',
      gold7: '#874d00',
      red7: '#a8071a',
      blue7: '#0050b3',
      cyan7: '#006d75',
    },
    // An unchecked switch is grey with white words inside: dark enough to read them.
    Switch: { colorTextQuaternary: '#6b7280', colorTextTertiary: '#5b6670' },
  },
};
