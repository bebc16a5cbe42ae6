import { AuditOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { capitalize } from '../lib/format';
import { StatusPanel } from './status-panel';

export type ApprovalRequiredProps = {
  /** What the page shows once the account allows it: 'the catalogue', 'your tracking links'. */
  what: string;
  /** The server's words: what to finish, or why the account was not approved. */
  reason: string;
  /** A paused associate has nothing to finish on the Profile screen. */
  toProfile?: boolean;
};

/**
 * A page a publisher's account does not open yet (409/1009 with a reason, `api/account-gates.ts`):
 * what is missing and the way to the Profile screen that fixes it, never a retry that cannot work.
 */
export function ApprovalRequired({ what, reason, toProfile = true }: ApprovalRequiredProps) {
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <StatusPanel
        icon={<AuditOutlined aria-hidden style={{ color: '#0e7c86' }} />}
        title={
          toProfile
            ? `${capitalize(what)} will open once your account is approved`
            : `${capitalize(what)} will open again once the team resumes your access`
        }
        subTitle={<span style={{ display: 'block', maxWidth: 560, margin: '0 auto' }}>{reason}</span>}
        extra={
          toProfile ? (
            <Button type="primary" onClick={() => navigate('/publisher/profile')}>
              Go to Profile
            </Button>
          ) : null
        }
      />
    </Card>
  );
}
