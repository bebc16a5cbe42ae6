import { Button, Form } from 'antd';
import type { ReactNode } from 'react';

export type FormSubmitProps = { loading: boolean; children: ReactNode };

/**
 * The full-width primary submit of a form card. The form is disabled while its request runs;
 * the button stays enabled so its spinner shows (a second submit is ignored by `loading`).
 */
export function FormSubmit({ loading, children }: FormSubmitProps) {
  return (
    <Form.Item style={{ marginBottom: 0, marginTop: 8 }}>
      <Button type="primary" htmlType="submit" block size="large" loading={loading} disabled={false}>
        {children}
      </Button>
    </Form.Item>
  );
}
