import { PictureOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { imageBoxStyle } from '../../../components/image-box';

export type ProductImageProps = {
  src: string | null;
  size?: number | string;
  /** Width to height; square unless the layout wants it flatter. */
  aspectRatio?: string;
  style?: CSSProperties;
};

/** A product picture fitted in a light square, or a quiet placeholder when the marketplace has none. */
export function ProductImage({ src, size = '100%', aspectRatio = '1 / 1', style }: ProductImageProps) {
  const box: CSSProperties = { ...imageBoxStyle, width: size, aspectRatio, ...style };
  return (
    <div style={box}>
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'contain', padding: 8, boxSizing: 'border-box' }}
        />
      ) : (
        <PictureOutlined aria-hidden style={{ fontSize: 28, color: '#a0a8b0' }} />
      )}
    </div>
  );
}
