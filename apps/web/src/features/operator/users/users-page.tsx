import { operatorCalls, operatorRoles, type TOperatorUser } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useCall, useCallMutation, useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { tablePageSize, tablePaging } from '../../../lib/table-paging';
import { applyListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { useOperator } from '../../../session/operator-session';
import { GuardedButton } from '../guarded-button';
import { supportReadOnlyHint, useCanWrite } from '../operator-role';
import { useWriteFailure } from '../use-write-failure';
import { OperatorUserModal, roleLabels } from './operator-user-modal';

/** Users: the console's operators, their roles and whether they may sign in. */
export function UsersPage() {
  const { message } = App.useApp();
  const refresh = useRefresh();
  const canWrite = useCanWrite();
  const readOnly = canWrite ? null : supportReadOnlyHint;
  const me = useOperator().account;
  const showFailure = useWriteFailure();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const role = operatorRoles.find((r) => r === params.get('role'));
  const enabled = (['true', 'false'] as const).find((value) => value === params.get('enabled'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = (next: Record<string, string | number | undefined>) =>
    setParams((previous) => applyListChange(previous, next));
  const query = { search: search || undefined, role, enabled, page, pageSize: tablePageSize };
  const users = useCall(operatorCalls.listOperators, { query }, { placeholderData: keepPreviousData });
  const [modal, setModal] = useState<{ editing: TOperatorUser | null } | null>(null);
  const toggle = useCallMutation(
    (user: TOperatorUser) =>
      callApi(user.enabled ? operatorCalls.disableOperator : operatorCalls.enableOperator, {
        params: { id: user.id },
      }),
    {
      refreshes: [operatorCalls.listOperators],
      onSuccess: (user) =>
        void message.success(
          user.enabled ? `${user.email} can sign in again` : `${user.email} is disabled and signed out`,
        ),
      onError: showFailure,
    },
  );

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="The console's operators: admins change things, support operators look and export."
        extra={
          <GuardedButton blockedBy={readOnly} type="primary" onClick={() => setModal({ editing: null })}>
            Add operator
          </GuardedButton>
        }
      />
      <Card variant="borderless">
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            aria-label="Search operators"
            defaultValue={search}
            placeholder="Search by name or e-mail"
            onSearch={(value) => change({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
          <Select
            aria-label="Role"
            allowClear
            placeholder="Any role"
            value={role}
            onChange={(value?: string) => change({ role: value })}
            options={operatorRoles.map((r) => ({ value: r, label: roleLabels[r] }))}
            style={{ width: 200 }}
          />
          <Select
            aria-label="Standing"
            allowClear
            placeholder="Enabled or disabled"
            value={enabled}
            onChange={(value?: string) => change({ enabled: value })}
            options={[
              { value: 'true', label: 'Enabled' },
              { value: 'false', label: 'Disabled' },
            ]}
            style={{ width: 200 }}
          />
        </Flex>
        {users.error ? (
          <LoadFailed what="the operators" error={users.error} onRetry={() => void users.refetch()} />
        ) : (
          <ListTable<TOperatorUser>
            rowKey="id"
            loading={users.isFetching}
            dataSource={users.data?.items ?? []}
            scroll={{ x: 760 }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    search || role || enabled ? 'No operator matches these filters.' : 'No operators yet.'
                  }
                />
              ),
            }}
            pagination={tablePaging(page, users.data?.total, (next) => change({ page: next }))}
            columns={[
              {
                title: 'Operator',
                key: 'name',
                render: (_, user) => (
                  <div>
                    <div>
                      {user.name}
                      {user.id === me?.id ? <Tag style={{ marginLeft: 8 }}>you</Tag> : null}
                    </div>
                    <div style={{ color: 'rgba(0,0,0,0.55)' }}>{user.email}</div>
                  </div>
                ),
              },
              {
                title: 'Role',
                dataIndex: 'role',
                render: (value: TOperatorUser['role']) => (
                  <Tag color={value === 'admin' ? 'blue' : 'default'}>
                    {value === 'admin' ? 'Admin' : 'Support'}
                  </Tag>
                ),
              },
              {
                title: 'Standing',
                dataIndex: 'enabled',
                render: (value: boolean) => (
                  <Tag color={value ? 'green' : 'red'}>{value ? 'Enabled' : 'Disabled'}</Tag>
                ),
              },
              { title: 'Added', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
              {
                title: 'Changed',
                dataIndex: 'updatedAt',
                render: (value: string | null) => (value ? formatDateTime(value) : '--'),
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, user) => (
                  <Space size={0} wrap>
                    <GuardedButton
                      blockedBy={readOnly}
                      type="link"
                      size="small"
                      aria-label={`Edit ${user.email}`}
                      onClick={() => setModal({ editing: user })}
                    >
                      Edit
                    </GuardedButton>
                    {canWrite ? (
                      <Popconfirm
                        title={user.enabled ? `Disable ${user.email}?` : `Enable ${user.email}?`}
                        description={
                          user.enabled
                            ? 'The operator is signed out at once and cannot sign in.'
                            : 'The operator may sign in again.'
                        }
                        okText={user.enabled ? 'Disable' : 'Enable'}
                        okButtonProps={{ danger: user.enabled }}
                        onConfirm={() => toggle.mutateAsync(user).catch(() => undefined)}
                      >
                        <Button
                          type="link"
                          size="small"
                          danger={user.enabled}
                          aria-label={`${user.enabled ? 'Disable' : 'Enable'} ${user.email}`}
                        >
                          {user.enabled ? 'Disable' : 'Enable'}
                        </Button>
                      </Popconfirm>
                    ) : (
                      <GuardedButton
                        blockedBy={supportReadOnlyHint}
                        type="link"
                        size="small"
                        aria-label={`${user.enabled ? 'Disable' : 'Enable'} ${user.email}`}
                      >
                        {user.enabled ? 'Disable' : 'Enable'}
                      </GuardedButton>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      <OperatorUserModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
        onSaved={(user, created) => {
          void message.success(
            created ? `${user.email} added; they were told by e-mail` : `${user.email} saved`,
          );
          setModal(null);
          void refresh(operatorCalls.listOperators);
        }}
      />
    </>
  );
}
