import { operatorCalls, operatorRoles, type TOperatorUser, ZCreateOperatorUserSchema } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { callApi } from '../../../api/http';
import { applyServerError } from '../../../components/server-error';
import { zodRule } from '../../../components/zod-rule';

type TValues = { email?: string; name: string; role: 'admin' | 'support'; password?: string };
const fields = ['email', 'name', 'role', 'password'] as const;
const shape = ZCreateOperatorUserSchema.shape;
export const roleLabels = { admin: 'Admin', support: 'Support (read only)' } as const;

/** Add an operator (`editing` null) or edit one: name, role and, optionally, a new password. */
// The dialog shows a refusal on its fields or inline, so its calls are silent.
const silent = { silent: true };

export function OperatorUserModal(props: {
  open: boolean;
  editing: TOperatorUser | null;
  onClose: () => void;
  onSaved: (user: TOperatorUser, created: boolean) => void;
}) {
  const { open, editing, onClose, onSaved } = props;
  const [form] = Form.useForm<TValues>();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setFailure(null);
      form.resetFields();
      form.setFieldsValue(editing ? { name: editing.name, role: editing.role } : { role: 'support' });
    }
  }, [open, editing, form]);
  const save = useMutation({
    mutationFn: (values: TValues) =>
      editing
        ? callApi(
            operatorCalls.updateOperator,
            {
              params: { id: editing.id },
              body: {
                name: values.name,
                role: values.role,
                ...(values.password ? { password: values.password } : {}),
              },
            },
            silent,
          )
        : callApi(
            operatorCalls.createOperator,
            {
              body: {
                email: values.email ?? '',
                name: values.name,
                role: values.role,
                password: values.password ?? '',
              },
            },
            silent,
          ),
    onSuccess: (user) => onSaved(user, !editing),
    onError: (error) => setFailure(applyServerError(form, error, fields)),
  });
  return (
    <Modal
      open={open}
      title={editing ? `Edit ${editing.email}` : 'Add an operator'}
      okText={editing ? 'Save' : 'Add operator'}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} requiredMark="optional">
        {editing ? null : (
          <Form.Item
            name="email"
            label="E-mail"
            rules={[{ required: true, message: 'Enter an e-mail' }, zodRule(shape.email)]}
          >
            <Input autoComplete="off" inputMode="email" />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, message: 'Enter a name' }, zodRule(shape.name)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Choose a role' }]}>
          <Select options={operatorRoles.map((role) => ({ value: role, label: roleLabels[role] }))} />
        </Form.Item>
        <Form.Item
          name="password"
          label={editing ? 'New password' : 'First password'}
          extra={
            editing
              ? 'Leave empty to keep it. A new password signs the operator out everywhere.'
              : 'Tell it to the operator yourself: the e-mail they get never contains it.'
          }
          rules={[
            ...(editing ? [] : [{ required: true, message: 'Enter a first password' }]),
            zodRule(shape.password),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {failure ? <Alert type="error" showIcon message={failure} /> : null}
      </Form>
    </Modal>
  );
}
