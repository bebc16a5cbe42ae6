import {
  AppstoreOutlined,
  AudioOutlined,
  FacebookOutlined,
  GlobalOutlined,
  InstagramOutlined,
  MailOutlined,
  PinterestOutlined,
  ReadOutlined,
  TikTokOutlined,
  XOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import { type TTrafficSourceKind, trafficSourceKinds } from '@atlas/shared';
import type { ComponentType } from 'react';

/** How each kind of traffic source reads and looks. */
export const sourceKinds: Record<TTrafficSourceKind, { label: string; Icon: ComponentType }> = {
  website: { label: 'Website', Icon: GlobalOutlined },
  blog: { label: 'Blog', Icon: ReadOutlined },
  youtube: { label: 'YouTube', Icon: YoutubeOutlined },
  instagram: { label: 'Instagram', Icon: InstagramOutlined },
  tiktok: { label: 'TikTok', Icon: TikTokOutlined },
  facebook: { label: 'Facebook', Icon: FacebookOutlined },
  x: { label: 'X', Icon: XOutlined },
  pinterest: { label: 'Pinterest', Icon: PinterestOutlined },
  newsletter: { label: 'Newsletter', Icon: MailOutlined },
  podcast: { label: 'Podcast', Icon: AudioOutlined },
  other: { label: 'Other', Icon: AppstoreOutlined },
};

export const sourceKindOptions = trafficSourceKinds.map((kind) => {
  const { label, Icon } = sourceKinds[kind];
  return {
    value: kind,
    label: (
      <span>
        <Icon /> {label}
      </span>
    ),
    title: label,
  };
});

export type SourceKindProps = { kind: TTrafficSourceKind };

/** A source's kind: its icon and its name. */
export function SourceKind({ kind }: SourceKindProps) {
  const { label, Icon } = sourceKinds[kind];
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Icon /> {label}
    </span>
  );
}
