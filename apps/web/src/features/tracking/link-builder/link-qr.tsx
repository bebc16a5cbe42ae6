import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, QRCode } from 'antd';
import { useRef } from 'react';
import { saveQrPng, saveQrSvg } from './qr-files';

export type LinkQrProps = {
  url: string;
  /** The file name without extension, e.g. `link-Ab12Cd34`. */
  fileName: string;
};

/** A short link's QR code (white behind it, so printed or saved it still scans), as PNG or SVG. */
export function LinkQr({ url, fileName }: LinkQrProps) {
  const svgBox = useRef<HTMLDivElement>(null);
  const pngBox = useRef<HTMLDivElement>(null);
  return (
    <Flex vertical align="center" gap={8}>
      <div ref={svgBox} data-testid="link-qr">
        <QRCode value={url} type="svg" size={160} bgColor="#ffffff" aria-label={`QR code of ${url}`} />
      </div>
      {/* A larger drawing for the PNG file; the SVG file scales by itself. */}
      <div ref={pngBox} hidden>
        <QRCode value={url} type="canvas" size={512} bgColor="#ffffff" bordered={false} />
      </div>
      <Flex gap={8} wrap justify="center">
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => saveQrPng(pngBox.current, `${fileName}.png`)}
        >
          Download PNG
        </Button>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => saveQrSvg(svgBox.current, `${fileName}.svg`)}
        >
          Download SVG
        </Button>
      </Flex>
    </Flex>
  );
}
