import { CheckCircleFilled, LinkOutlined } from '@ant-design/icons';
import type { TLinkInit, TTrackingLink } from '@atlas/shared';
import { Alert, Button, Divider, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useCallMutation } from '../../../api/calls';
import { applyServerError } from '../../../components/server-error';
import { linkLists } from '../links/link-list-calls';
import type { TLinkBuilderCalls, TLinkBuilderMode, TLinkFormValues } from './link-builder-calls';
import { LinkDestination } from './link-destination';
import { LinkForm, linkFormFields } from './link-form';
import { LinkSubject } from './link-subject';
import { ShortLinkPanel } from './short-link-panel';

export type LinkBuilderFormProps = {
  init: TLinkInit;
  calls: TLinkBuilderCalls;
  mode: TLinkBuilderMode;
  onClose: () => void;
};

/** The parameters a saved link carries, in a line under its short URL. */
function linkSummary(link: TTrackingLink): string {
  return [
    link.trackingId ? `Tracking id ${link.trackingId.name}` : null,
    link.source ? `Source ${link.source.name}` : null,
    link.subId ? `Sub-id ${link.subId}` : null,
    link.associateTag ? `Tag ${link.associateTag}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Chooses the link's parameters, saves it, then shows the short link to copy, open or print. */
export function LinkBuilderForm({ init, calls, mode, onClose }: LinkBuilderFormProps) {
  const [form] = Form.useForm<TLinkFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const values: TLinkFormValues = {
    trackingId: Form.useWatch('trackingId', form),
    sourceId: Form.useWatch('sourceId', form),
    subId: Form.useWatch('subId', form),
    associateTag: Form.useWatch('associateTag', form),
  };
  const save = useCallMutation(calls.save, {
    refreshes: linkLists,
    onMutate: () => setFailure(null),
    onError: (error) => setFailure(applyServerError(form, error, linkFormFields)),
  });
  const link = save.data;

  if (link) {
    const summary = linkSummary(link);
    return (
      <Flex vertical gap={16}>
        <Flex gap={8} align="center">
          <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden />
          <Typography.Text strong>Your link is ready</Typography.Text>
        </Flex>
        <Typography.Text type="secondary" ellipsis={{ tooltip: link.title }}>
          {link.title}
          {summary ? ` · ${summary}` : ''}
        </Typography.Text>
        <ShortLinkPanel shortUrl={link.shortUrl} code={link.code} />
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => save.reset()}>Make another</Button>
          <Button type="primary" onClick={onClose}>
            Done
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <LinkSubject init={init} />
      <Divider style={{ margin: 0 }} />
      <LinkForm
        form={form}
        init={init}
        mode={mode}
        disabled={save.isPending}
        onFinish={(submitted) => save.mutate(submitted)}
      />
      <LinkDestination init={init} preview={calls.preview} values={values} />
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="primary" icon={<LinkOutlined />} loading={save.isPending} onClick={() => form.submit()}>
          Create link
        </Button>
      </Flex>
    </Flex>
  );
}
