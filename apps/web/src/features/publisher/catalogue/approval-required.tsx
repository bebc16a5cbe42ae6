import { AuditOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export type ApprovalRequiredProps = {
  /** The server's words (3008): what to finish, or why the account was not approved. */
  reason: string;
};

/** The Catalogue before approval: what is missing, and the way to the Profile screen that fixes it. */
export function ApprovalRequired({ reason }: ApprovalRequiredProps) {
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Result
        icon={<AuditOutlined aria-hidden style={{ color: '#0e7c86' }} />}
        title="The catalogue opens once your account is approved"
        subTitle={<span style={{ display: 'block', maxWidth: 560, margin: '0 auto' }}>{reason}</span>}
        extra={
          <Button type="primary" onClick={() => navigate('/publisher/profile')}>
            Go to Profile
          </Button>
        }
      />
    </Card>
  );
}
