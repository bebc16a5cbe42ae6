import { productName, publisherBillingCalls, statementFileName } from '@atlas/shared';
import { App, Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCall } from '../../../api/calls';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadFailed } from '../../../components/load-failed';
import { PageTitle } from '../../../components/page-title';
import { errorText } from '../../../components/server-error';
import { FitToWidth } from './fit-to-width';
import { StatementDocument, statementWidth } from './statement-document';
import { saveStatementPdf } from './statement-pdf';

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Spec 9: the statement shows and downloads about this long after its data arrives. */
const renderDelayMs = 500;

/**
 * The Statement PDF screen (spec 2.2): a spinner while the statement loads, then, 500 ms after
 * its data, the statement itself, downloaded once by itself as a PDF; it stays on screen with
 * "Download again" and the way back to Billings. A failed fetch is the app's general handling.
 */
export function StatementPage() {
  const { id = '' } = useParams();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // Not silent: a failed fetch is the app's general handling (spec 8).
  const statement = useCall(
    publisherBillingCalls.getPublisherStatement,
    { query: { billingId: id } },
    { retry: false },
  );
  const node = useRef<HTMLDivElement>(null);
  const downloaded = useRef(false);
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const fileName = statement.data ? statementFileName(productName, statement.data.billingDate) : '';

  const save = async () => {
    if (!node.current) {
      return;
    }
    // the PDF is drawn from the statement at its own width, not from its picture fitted to a
    // phone: saving shows it so, and the drawing waits for that to be painted
    setSaving(true);
    await nextPaint();
    try {
      await saveStatementPdf(node.current, fileName);
      setSavedAs(fileName);
      void message.success(`Downloaded ${fileName}`);
    } catch (error) {
      void message.error(`The PDF could not be made: ${errorText(error)}`);
    } finally {
      setSaving(false);
    }
  };

  useEffect(() => {
    if (!statement.data) {
      return;
    }
    const timer = setTimeout(() => setShown(true), renderDelayMs);
    return () => clearTimeout(timer);
  }, [statement.data]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the statement first shows
  useEffect(() => {
    if (shown && !downloaded.current) {
      downloaded.current = true;
      void save();
    }
  }, [shown]);

  if (statement.error) {
    return (
      <LoadFailed what="this statement" error={statement.error} onRetry={() => void statement.refetch()} />
    );
  }
  if (!statement.data || !shown) {
    return <FullPageSpin label="Preparing your statement…" />;
  }
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <PageTitle title="Statement" style={{ margin: 0 }} />
        <Flex gap={8} wrap>
          <Button onClick={() => navigate('/publisher/billings')}>Back to Billings</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            Download again
          </Button>
        </Flex>
      </Flex>
      <Typography.Text type="secondary">
        {saving ? 'Making the PDF…' : savedAs ? `Saved as ${savedAs} in your downloads.` : ''}
      </Typography.Text>
      <div style={{ border: '1px solid #f0f0f0', background: '#fff' }}>
        <FitToWidth width={statementWidth} natural={saving}>
          <StatementDocument ref={node} statement={statement.data} />
        </FitToWidth>
      </div>
    </Flex>
  );
}
