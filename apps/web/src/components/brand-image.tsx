import { ShopOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useResizedImageUrl } from '../api/images';
import { imageBoxStyle } from './image-box';

export type BrandImageProps = {
  /** The brand's image-cache URL, or null when its seller set none. */
  url: string | null;
  /** The brand's name, the image's alt text. */
  name: string;
  /** The box's edge in pixels. */
  size: number;
  /** The resized copy to ask for (`W_H`, an edge of `imageEdges`), about twice the box for sharp screens. */
  copy: string;
  style?: CSSProperties;
};

/**
 * A brand's image (issue 13) fitted in a light square, resized through the image-cache host; a
 * calm shop icon when there is none, and also while the image config loads, so no broken image shows.
 */
export function BrandImage({ url, name, size, copy, style }: BrandImageProps) {
  const resized = useResizedImageUrl();
  const src = url ? resized(url, copy) : undefined;
  return (
    <div
      data-testid="brand-image"
      style={{ ...imageBoxStyle, width: size, height: size, flex: 'none', ...style }}
    >
      {src ? (
        <img src={src} alt={name} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : (
        <ShopOutlined aria-hidden style={{ fontSize: Math.round(size * 0.45), color: '#a0a8b0' }} />
      )}
    </div>
  );
}
