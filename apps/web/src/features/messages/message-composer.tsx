import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import {
  messageAttachmentsMax,
  messageBodyMaxLength,
  ZConversationSubjectSchema,
  ZMessageBodySchema,
} from '@atlas/shared';
import { Alert, App, Button, Flex, Form, Input, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { applyServerError, errorText } from '../../components/server-error';
import { zodRule } from '../../components/zod-rule';
import { attachmentAccept, attachmentProblem, newClientKey } from './attachment-check';
import type { TUploadedAttachment } from './use-attachment-upload';

export type TComposed = { subject?: string; body: string; attachments: string[]; clientKey: string };

export type MessageComposerProps = {
  /** A new conversation asks for its subject too. */
  withSubject?: boolean;
  /** Uploads one picked file; its id goes in the message's `attachments`. */
  upload: (file: File) => Promise<TUploadedAttachment>;
  onSend: (message: TComposed) => Promise<unknown>;
  submitLabel?: string;
};

type TValues = { subject?: string; body: string };

/**
 * Writes a message: text, and up to five images or PDFs uploaded as they are picked. The key of
 * the message is kept until it is sent, so a retry after a lost answer sends it once.
 */
export function MessageComposer({ withSubject, upload, onSend, submitLabel = 'Send' }: MessageComposerProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const [files, setFiles] = useState<UploadFile<TUploadedAttachment>[]>([]);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const clientKey = useRef(newClientKey());

  const submit = async (values: TValues) => {
    if (files.some((file) => file.status === 'uploading')) {
      setProblem('Wait for the files to finish uploading.');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const attachments = files.flatMap((file) =>
        file.status === 'done' && file.response ? [file.response.id] : [],
      );
      await onSend({ ...values, attachments, clientKey: clientKey.current });
      clientKey.current = newClientKey();
      form.resetFields();
      setFiles([]);
    } catch (error) {
      setProblem(applyServerError(form, error, ['subject', 'body']));
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={sending} requiredMark={false}>
      {withSubject ? (
        <Form.Item
          name="subject"
          label="Subject"
          rules={[
            { required: true, message: 'Give the conversation a subject' },
            zodRule(ZConversationSubjectSchema),
          ]}
        >
          <Input placeholder="What is it about?" maxLength={150} />
        </Form.Item>
      ) : null}
      <Form.Item
        name="body"
        label={withSubject ? 'Message' : undefined}
        rules={[{ required: true, message: 'Write a message' }, zodRule(ZMessageBodySchema)]}
      >
        <Input.TextArea
          aria-label="Message"
          placeholder="Write your message"
          autoSize={{ minRows: 2, maxRows: 8 }}
          showCount
          maxLength={messageBodyMaxLength}
        />
      </Form.Item>
      <Upload<TUploadedAttachment>
        accept={attachmentAccept}
        listType="picture"
        multiple
        maxCount={messageAttachmentsMax}
        fileList={files}
        onChange={({ fileList }) => setFiles(fileList)}
        beforeUpload={(file) => {
          const why = attachmentProblem(file);
          if (why) {
            void message.error(why);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          upload(file as File).then(
            (answer) => onSuccess?.(answer),
            (error: Error) => {
              void message.error(errorText(error));
              onError?.(error);
            },
          );
        }}
      >
        {files.length < messageAttachmentsMax ? (
          <Button icon={<PaperClipOutlined />} disabled={sending}>
            Attach files
          </Button>
        ) : null}
      </Upload>
      {problem ? (
        <Alert type="error" showIcon title={problem} role="alert" style={{ marginTop: 12 }} />
      ) : null}
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending} disabled={false}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}
