import { campaignStatusLabels, type TCampaignStatus } from '@atlas/shared';
import { Tag } from 'antd';

const colors: Record<TCampaignStatus, string> = {
  applied: 'blue',
  accepted: 'cyan',
  declined: 'red',
  in_progress: 'geekblue',
  completed: 'gold',
  confirmed: 'green',
  suspended: 'default',
};

export function CampaignStatusTag({ status }: { status: TCampaignStatus }) {
  return <Tag color={colors[status]}>{campaignStatusLabels[status]}</Tag>;
}
