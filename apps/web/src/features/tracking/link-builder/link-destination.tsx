import { type TLinkInit, ZSubIdSchema } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { noRead } from '../../../api/calls';
import { errorText } from '../../../components/server-error';
import type { TLinkBuilderCalls, TLinkFormValues } from './link-builder-calls';

export type LinkDestinationProps = {
  init: TLinkInit;
  preview: TLinkBuilderCalls['preview'];
  values: TLinkFormValues;
};

/** The parameters settle before the server is asked, not on every key. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  // By content: the caller builds a new object on every render.
  const content = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(content) as T), ms);
    return () => clearTimeout(timer);
  }, [content, ms]);
  return settled;
}

const subIdOk = (subId?: string) => !subId || ZSubIdSchema.safeParse(subId).success;

/**
 * Where the link lands: the server's preview of these parameters (`by-param`, nothing saved),
 * or the page itself when there is no preview (a partner's builder).
 */
export function LinkDestination({ init, preview, values }: LinkDestinationProps) {
  const params = useSettled({
    trackingId: values.trackingId,
    sourceId: values.sourceId,
    subId: values.subId?.trim() || undefined,
    associateTag: init.linkType === 'associate' ? values.associateTag?.trim() || undefined : undefined,
  });
  const built = useQuery({
    ...(preview?.(params) ?? noRead),
    enabled: preview !== null && subIdOk(params.subId),
    placeholderData: (previous) => previous,
  });
  const destination = preview ? built.data?.destinationUrl : init.pageUrl;
  return (
    <Flex vertical gap={4} aria-live="polite">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Lands on
      </Typography.Text>
      {built.error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {errorText(built.error)}
        </Typography.Text>
      ) : (
        <Typography.Text style={{ fontSize: 12, wordBreak: 'break-all' }} data-testid="link-destination">
          {destination ?? 'Building the address…'}
        </Typography.Text>
      )}
      {built.data?.saved ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          You made this link before ({built.data.saved.shortUrl}): Create link shows it again.
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
