import { ErrorCode, type TTrackingId, ZCooperationNameSchema, ZTrackingIdNameSchema } from '@atlas/shared';
import { Alert, App, Form, type FormInstance, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/http';
import { applyServerError } from '../../../components/server-error';
import { zodRule } from '../../../components/zod-rule';

export type TTrackingIdForm = { name: string; cooperationName?: string };

export type CreateTrackingIdModalProps = {
  open: boolean;
  /** A partner names the cooperation (the publisher it brings) the tracking id is for. */
  withCooperation?: boolean;
  create: (values: TTrackingIdForm) => Promise<TTrackingId>;
  onClose: () => void;
};

const nameRule = zodRule(ZTrackingIdNameSchema);
const cooperationRule = zodRule(ZCooperationNameSchema);
const fieldNames = ['name', 'cooperationName'];

/** The server's refusal on its field; a duplicate name (1009) carries no field, so it lands on the name. */
function showCreateError(form: FormInstance<TTrackingIdForm>, error: unknown): string | null {
  if (error instanceof ApiError && error.code === ErrorCode.conflict && error.fields.length === 0) {
    form.setFields([{ name: 'name', errors: [error.message] }]);
    return null;
  }
  return applyServerError(form, error, fieldNames);
}

/** Creates a tracking id: a name of letters, digits, dashes and underscores, unique among the owner's. */
export function CreateTrackingIdModal({
  open,
  withCooperation,
  create,
  onClose,
}: CreateTrackingIdModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TTrackingIdForm>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setProblem(null);
    onClose();
  };
  const submit = async (values: TTrackingIdForm) => {
    setSaving(true);
    setProblem(null);
    try {
      const created = await create({
        name: values.name.trim(),
        cooperationName: values.cooperationName?.trim(),
      });
      void message.success(`Tracking id ${created.name} created`);
      close();
    } catch (error) {
      setProblem(showCreateError(form, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="New tracking id"
      okText="Create tracking id"
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {problem ? (
        <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<TTrackingIdForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        onFinish={(values) => void submit(values)}
      >
        {withCooperation ? (
          <Form.Item
            name="cooperationName"
            label="Cooperation"
            extra="The publisher you bring, as you call them: its tracking ids list under this name."
            rules={[
              {
                required: true,
                whitespace: true,
                message: 'Name the cooperation (the publisher you create it for)',
              },
              cooperationRule,
            ]}
          >
            <Input placeholder="Evergreen Reviews" autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item
          name="name"
          label="Name"
          extra="Letters, digits, dashes and underscores, up to 40: for example spring-newsletter."
          rules={[{ required: true, whitespace: true, message: 'Name the tracking id' }, nameRule]}
        >
          <Input placeholder="spring-newsletter" autoComplete="off" spellCheck={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
