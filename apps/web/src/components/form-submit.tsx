import { Button, Col, Form, Row } from 'antd';
import type { ReactNode } from 'react';

export type FormSubmitProps = {
  loading: boolean;
  children: ReactNode;
  /** A form editing saved details offers to go back to them, beside the submit. */
  onCancel?: () => void;
};

/**
 * The full-width primary submit of a form card. The form is disabled while its request runs;
 * the button stays enabled so its spinner shows (a second submit is ignored by `loading`).
 */
export function FormSubmit({ loading, children, onCancel }: FormSubmitProps) {
  const submit = (
    <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
      <Button type="primary" htmlType="submit" block size="large" loading={loading} disabled={false}>
        {children}
      </Button>
    </Form.Item>
  );
  if (!onCancel) {
    return submit;
  }
  return (
    <Row gutter={12} align="middle">
      <Col flex="auto">{submit}</Col>
      <Col>
        <Button size="large" onClick={onCancel} style={{ marginTop: 8 }}>
          Cancel
        </Button>
      </Col>
    </Row>
  );
}
