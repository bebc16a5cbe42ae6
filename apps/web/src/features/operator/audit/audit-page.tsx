import {
  auditDisplayOutcomes,
  operatorCalls,
  type TAuditDisplayOutcome,
  type TAuditEntry,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Col, DatePicker, Empty, Flex, Input, Row, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { capitalize, formatDateTime } from '../../../lib/format';
import { tablePageSize, tablePaging } from '../../../lib/table-paging';
import { applyListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { changedFields, isRecord } from './audit-diff';
import { auditActionWords, auditFieldWords, auditTargetWords, auditValueWords } from './audit-words';

const outcomeColors: Record<TAuditDisplayOutcome, string> = {
  started: 'blue',
  done: 'green',
  failed: 'red',
  interrupted: 'orange',
};

function Snapshot(props: { title: string; value: unknown; changed?: Set<string> }) {
  const { value, changed } = props;
  return (
    <Card size="small" title={props.title} style={{ height: '100%' }}>
      {isRecord(value) ? (
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px' }}>
          {Object.entries(value).map(([key, item]) => {
            const mark = changed?.has(key);
            return [
              <dt key={`${key}-k`} style={{ fontWeight: mark ? 600 : 400 }}>
                {auditFieldWords(key)}
              </dt>,
              <dd
                key={`${key}-v`}
                data-changed={mark ? 'true' : undefined}
                style={{ margin: 0, wordBreak: 'break-word', background: mark ? '#fff1b8' : undefined }}
              >
                {auditValueWords(item)}
              </dd>,
            ];
          })}
        </dl>
      ) : (
        <Typography.Text type="secondary">
          {value === null || value === undefined ? 'Nothing kept' : JSON.stringify(value)}
        </Typography.Text>
      )}
    </Card>
  );
}

function EntryDetail({ entry }: { entry: TAuditEntry }) {
  const changed = changedFields(entry.before, entry.after);
  return (
    <Flex vertical gap={12}>
      {entry.error ? <Typography.Text type="danger">Error: {entry.error}</Typography.Text> : null}
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8}>
          <Snapshot title="Input" value={entry.input} />
        </Col>
        <Col xs={24} lg={8}>
          <Snapshot title="Before" value={entry.before} changed={changed} />
        </Col>
        <Col xs={24} lg={8}>
          <Snapshot title="After" value={entry.after} changed={changed} />
        </Col>
      </Row>
    </Flex>
  );
}

/** The audit log: every operator write, newest first; a row opens its record before and after. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? undefined;
  const outcome = auditDisplayOutcomes.find((o) => o === params.get('outcome'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = (next: Record<string, string | number | undefined>) =>
    setParams((previous) => applyListChange(previous, next));
  const query = {
    operatorId: get('operatorId'),
    targetType: get('targetType'),
    targetId: get('targetId'),
    action: get('action'),
    outcome,
    from: get('from'),
    to: get('to'),
    page,
    pageSize: tablePageSize,
  };
  const entries = useCall(operatorCalls.listAudit, { query }, { placeholderData: keepPreviousData });
  const targets = useCall(operatorCalls.auditTargets, {});
  // operators are few: the first hundred name them all for the filter
  const operators = useCall(operatorCalls.listOperators, { query: { page: 1, pageSize: 100 } });
  const filtered = Object.entries(query).some(
    ([key, value]) => key !== 'page' && key !== 'pageSize' && value,
  );
  const from = query.from ? dayjs(query.from) : null;
  const to = query.to ? dayjs(query.to) : null;

  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Every write an operator made: who, when, on which record, and the record before and after."
      />
      <Card variant="borderless">
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label="Operator"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Any operator"
            value={query.operatorId}
            onChange={(value?: string) => change({ operatorId: value })}
            options={(operators.data?.items ?? []).map((o) => ({ value: o.id, label: o.email }))}
            style={{ width: 220 }}
          />
          <Select
            aria-label="Target type"
            allowClear
            placeholder="Any record kind"
            value={query.targetType}
            onChange={(value?: string) => change({ targetType: value })}
            options={(targets.data?.targetTypes ?? []).map((type) => ({
              value: type,
              label: auditTargetWords(type),
            }))}
            style={{ width: 200 }}
          />
          <Input.Search
            allowClear
            aria-label="Target id"
            defaultValue={query.targetId}
            placeholder="Record id"
            onSearch={(value) => change({ targetId: value.trim() })}
            style={{ width: 200 }}
          />
          <Input.Search
            allowClear
            aria-label="Action"
            defaultValue={query.action}
            placeholder="Action, e.g. users"
            onSearch={(value) => change({ action: value.trim() })}
            style={{ width: 200 }}
          />
          <Select
            aria-label="Outcome"
            allowClear
            placeholder="Any outcome"
            value={outcome}
            onChange={(value?: string) => change({ outcome: value })}
            options={auditDisplayOutcomes.map((o) => ({ value: o, label: capitalize(o) }))}
            style={{ width: 160 }}
          />
          <DatePicker.RangePicker
            aria-label="Dates"
            allowEmpty={[true, true]}
            value={[from, to]}
            onChange={(range) =>
              change({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
            }
          />
        </Flex>
        {entries.error ? (
          <LoadFailed what="the audit log" error={entries.error} onRetry={() => void entries.refetch()} />
        ) : (
          <ListTable<TAuditEntry>
            rowKey="id"
            loading={entries.isFetching}
            dataSource={entries.data?.items ?? []}
            scroll={{ x: 760 }}
            expandable={{ expandedRowRender: (entry) => <EntryDetail entry={entry} /> }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    filtered ? 'No entry matches these filters.' : 'No operator has changed anything yet.'
                  }
                />
              ),
            }}
            pagination={tablePaging(page, entries.data?.total, (next) => change({ page: next }))}
            columns={[
              { title: 'When', dataIndex: 'at', render: (value: string) => formatDateTime(value) },
              { title: 'Operator', dataIndex: 'operatorEmail' },
              {
                title: 'Action',
                dataIndex: 'action',
                // the route stays below the words: the Action search matches it
                render: (value: string) => (
                  <span>
                    {auditActionWords(value)}
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {value}
                    </Typography.Text>
                  </span>
                ),
              },
              {
                title: 'Record',
                key: 'target',
                render: (_, entry) => (
                  <span>
                    {auditTargetWords(entry.targetType)}
                    {entry.targetId ? (
                      <Typography.Text type="secondary" style={{ display: 'block' }}>
                        {entry.targetId}
                      </Typography.Text>
                    ) : null}
                  </span>
                ),
              },
              {
                title: 'Outcome',
                dataIndex: 'outcome',
                render: (value: TAuditDisplayOutcome) => (
                  <Tag color={outcomeColors[value]}>{capitalize(value)}</Tag>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
