import { FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { TMessageAttachment } from '@atlas/shared';
import { Flex, Image, Skeleton, Tag } from 'antd';
import { useResizedImageUrl } from '../../api/images';

export type MessageAttachmentsProps = { attachments: TMessageAttachment[] };

const thumb = { width: 96, height: 72 };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A message's files: images as 200×200 resized thumbnails that open the full image (a grey
 * placeholder while the image service's config loads, never a broken image), a PDF as a chip
 * that downloads it.
 */
export function MessageAttachments({ attachments }: MessageAttachmentsProps) {
  const resized = useResizedImageUrl();
  if (attachments.length === 0) {
    return null;
  }
  return (
    <Flex gap={8} wrap style={{ marginTop: 8 }}>
      {attachments.map((file) => {
        if (!file.contentType.startsWith('image/')) {
          return (
            <a key={file.uploadId} href={file.url} download={file.fileName}>
              <Tag
                icon={file.contentType === 'application/pdf' ? <FilePdfOutlined /> : <PaperClipOutlined />}
              >
                {file.fileName} · {sizeText(file.sizeBytes)}
              </Tag>
            </a>
          );
        }
        const src = resized(file.url, '200_200', '2');
        return src ? (
          <Image
            key={file.uploadId}
            src={src}
            preview={{ src: file.url }}
            alt={file.fileName}
            {...thumb}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : (
          <Skeleton.Node key={file.uploadId} active style={thumb} />
        );
      })}
    </Flex>
  );
}
