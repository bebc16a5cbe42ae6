import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Grid, Row } from 'antd';
import type { ReactNode } from 'react';

export type TwoPaneProps = {
  list: ReactNode;
  detail: ReactNode;
  /** Something is open on the right (a conversation, a new one). */
  showDetail: boolean;
  onBack: () => void;
};

/** The list on the left and the open item on the right; one pane at a time on a phone. */
export function TwoPane({ list, detail, showDetail, onBack }: TwoPaneProps) {
  const wide = Grid.useBreakpoint().md ?? true;
  if (!wide) {
    return showDetail ? (
      <Card variant="borderless" styles={{ body: { padding: 16 } }}>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} style={{ paddingInline: 0 }}>
          All conversations
        </Button>
        {detail}
      </Card>
    ) : (
      <Card variant="borderless" styles={{ body: { padding: 8 } }}>
        {list}
      </Card>
    );
  }
  return (
    <Row gutter={16} wrap={false} align="stretch">
      <Col flex="340px" style={{ minWidth: 0 }}>
        <Card variant="borderless" styles={{ body: { padding: 8 } }} style={{ height: '100%' }}>
          {list}
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card variant="borderless">{detail}</Card>
      </Col>
    </Row>
  );
}
