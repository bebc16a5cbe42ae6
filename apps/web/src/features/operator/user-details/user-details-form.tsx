import {
  editableAccountStatuses,
  sellerConsoleCalls,
  type TEditableUserType,
  type TUserDetails,
  type TUserDetailsRequest,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../api/http';
import { consoleCallOptions } from '../../../api/seller-console';
import { applyServerError } from '../../../components/server-error';
import { supportReadOnlyHint, useCanWrite } from '../operator-role';

export type TEditableAccount = {
  id: string;
  name: string;
  email: string;
  status: 'pending' | 'active' | 'disabled';
};

const fieldNames = ['name', 'email', 'status'] as const;
const statusLabels: Record<(typeof editableAccountStatuses)[number], string> = {
  active: 'Active',
  disabled: 'Disabled (signs the account out at once)',
};

/**
 * The edit of an account's name, e-mail and status (PUT {userType}/details/{id}), for any user
 * type's drawer. A support operator sees it read-only.
 */
export function UserDetailsForm({
  userType,
  account,
  onSaved,
}: {
  userType: TEditableUserType;
  account: TEditableAccount;
  onSaved?: (answer: TUserDetails) => void;
}) {
  const { message } = App.useApp();
  const canWrite = useCanWrite();
  const [form] = Form.useForm<TUserDetailsRequest>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: TUserDetailsRequest) =>
      callApi(
        sellerConsoleCalls.updateUserDetails,
        { params: { userType, id: account.id }, body },
        consoleCallOptions,
      ),
    onMutate: () => {
      setProblem(null);
      setSaved(false);
    },
    onSuccess: (answer) => {
      setSaved(true);
      void message.success(`${answer.email} saved`);
      form.setFieldsValue({ name: answer.name, email: answer.email });
      onSaved?.(answer);
    },
    onError: (error) => setProblem(applyServerError(form, error, fieldNames)),
  });
  const submit = (
    <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!canWrite}>
      Save details
    </Button>
  );
  return (
    <Form<TUserDetailsRequest>
      form={form}
      layout="vertical"
      aria-label="Account details"
      disabled={!canWrite}
      initialValues={{
        name: account.name,
        email: account.email,
        status: account.status === 'disabled' ? 'disabled' : 'active',
      }}
      onFinish={(values) => save.mutate(values)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Type a name' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="email"
        label="E-mail"
        rules={[
          { required: true, message: 'Type an e-mail' },
          { type: 'email', message: 'Type a valid e-mail' },
        ]}
      >
        <Input maxLength={254} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="status"
        label="Account status"
        extra={
          account.status === 'pending'
            ? 'Not activated yet: it stays pending until its link is followed.'
            : undefined
        }
      >
        <Select
          aria-label="Account status"
          options={editableAccountStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
        />
      </Form.Item>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      {saved ? <Alert type="success" showIcon title="Details saved" style={{ marginBottom: 16 }} /> : null}
      {canWrite ? submit : <Tooltip title={supportReadOnlyHint}>{submit}</Tooltip>}
    </Form>
  );
}
