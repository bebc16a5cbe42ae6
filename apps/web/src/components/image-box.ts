import type { CSSProperties } from 'react';

/** The light, rounded square a product or brand picture is fitted in, its placeholder centred. */
export const imageBoxStyle: CSSProperties = {
  background: '#f7f8fa',
  borderRadius: 8,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
};
