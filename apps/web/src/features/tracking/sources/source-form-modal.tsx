import {
  type TTrafficSource,
  type TTrafficSourceKind,
  trackingCalls,
  ZTrafficSourceSaveSchema,
} from '@atlas/shared';
import { Alert, App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useCallMutation } from '../../../api/calls';
import { applyServerError } from '../../../components/server-error';
import { zodRule } from '../../../components/zod-rule';
import { quiet } from '../tracking-quiet';
import { sourceKindOptions } from './source-kinds';

type TSourceForm = {
  kind?: TTrafficSourceKind;
  name: string;
  url?: string;
  audienceSize?: number | null;
};

export type SourceFormModalProps = {
  open: boolean;
  /** The source to edit; null adds one. */
  source: TTrafficSource | null;
  onClose: () => void;
};

const shape = ZTrafficSourceSaveSchema.shape;
const rules = {
  name: zodRule(shape.name),
  url: zodRule(shape.url),
  audienceSize: zodRule(shape.audienceSize),
};
const fieldNames = ['kind', 'name', 'url', 'audienceSize'];

const valuesOf = (source: TTrafficSource | null): TSourceForm => ({
  kind: source?.kind,
  name: source?.name ?? '',
  url: source?.url ?? '',
  audienceSize: source?.audienceSize ?? null,
});

/** Adds or edits a traffic source: where the audience is, its address and how many it reaches. */
export function SourceFormModal({ open, source, onClose }: SourceFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TSourceForm>();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(valuesOf(source));
      setProblem(null);
    }
  }, [open, source, form]);
  const save = useCallMutation(trackingCalls.saveSource, {
    ...quiet,
    refreshes: [trackingCalls.listSources],
    onMutate: () => setProblem(null),
    onSuccess: (saved) => {
      void message.success(source ? `${saved.name} saved` : `${saved.name} added`);
      onClose();
    },
    onError: (error) => setProblem(applyServerError(form, error, fieldNames)),
  });

  const submit = (values: TSourceForm) =>
    save.mutate({
      body: {
        id: source?.id,
        kind: values.kind as TTrafficSourceKind,
        name: values.name.trim(),
        url: values.url?.trim() || undefined,
        audienceSize: values.audienceSize ?? undefined,
      },
    });

  return (
    <Modal
      open={open}
      title={source ? 'Edit traffic source' : 'Add traffic source'}
      okText={source ? 'Save source' : 'Add source'}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {problem ? (
        <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<TSourceForm>
        form={form}
        layout="vertical"
        requiredMark="optional"
        disabled={save.isPending}
        initialValues={valuesOf(source)}
        onFinish={submit}
      >
        <Form.Item
          name="kind"
          label="Kind"
          rules={[{ required: true, message: 'Choose what kind of source it is' }]}
        >
          <Select
            options={sourceKindOptions}
            placeholder="Website, YouTube, newsletter…"
            optionLabelProp="title"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name the source' }, rules.name]}
        >
          <Input placeholder="Kitchen Notes blog" autoComplete="off" />
        </Form.Item>
        <Form.Item name="url" label="Address" rules={[rules.url]}>
          <Input placeholder="https://kitchennotes.example" inputMode="url" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="audienceSize"
          label="Audience size"
          extra="Visitors a month, subscribers or followers: as the platform counts them."
          rules={[rules.audienceSize]}
        >
          <InputNumber<number> min={0} precision={0} placeholder="12000" style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
