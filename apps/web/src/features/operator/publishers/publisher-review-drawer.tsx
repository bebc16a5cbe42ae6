import { publisherReviewCalls, type TPublisherBank, type TPublisherListItem } from '@atlas/shared';
import { Button, Descriptions, Divider, Drawer, Flex, Tag, Typography } from 'antd';
import { useRefresh } from '../../../api/calls';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { UserDetailsForm } from '../user-details/user-details-form';
import { bankTags, categoryName, methodName, reviewTags, taxFormLabels } from './publisher-labels';
import { PublisherStandingPanel } from './publisher-standing-panel';
import type { TDecision } from './review-decision-modal';

export type PublisherReviewDrawerProps = {
  publisher: TPublisherListItem | null;
  onDecide: (decision: TDecision) => void;
  onClose: () => void;
};

const list = (items: string[], name: (key: string) => string = (key) => key) =>
  items.length > 0 ? items.map(name).join(', ') : '--';

/**
 * One publisher's profile and papers, with the decisions an operator may take on them, and the
 * edit of its account's name, e-mail and status (shared with the sellers' drawer).
 */
export function PublisherReviewDrawer({ publisher, onDecide, onClose }: PublisherReviewDrawerProps) {
  const refresh = useRefresh();
  const review = publisher?.review;
  // an unconfirmed sign-up is not reviewed until it activates its account (the server refuses it)
  const unactivated = publisher?.accountStatus === 'pending';
  return (
    <Drawer open={publisher !== null} onClose={onClose} title={publisher?.name} width={560}>
      {publisher && review ? (
        <>
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
            <Tag color={reviewTags[review.status].color}>{reviewTags[review.status].label}</Tag>
            <Typography.Text type="secondary">
              {unactivated
                ? 'Not activated yet: the review opens once the publisher confirms the e-mail address'
                : review.reviewedAt
                  ? `Decided ${formatDateTime(review.reviewedAt)}`
                  : `Waiting since ${formatDateTime(publisher.submittedAt)}`}
            </Typography.Text>
          </Flex>
          {review.reason ? (
            <Typography.Paragraph type="secondary">Reason given: {review.reason}</Typography.Paragraph>
          ) : null}
          <Flex gap={8} wrap>
            <Button
              type="primary"
              disabled={unactivated || review.status === 'approved'}
              onClick={() => onDecide({ status: 'approved', subject: 'profile' })}
            >
              Approve publisher
            </Button>
            <Button
              danger
              disabled={unactivated || review.status === 'rejected'}
              onClick={() => onDecide({ status: 'rejected', subject: 'profile' })}
            >
              Reject publisher
            </Button>
          </Flex>
          <Divider />
          <Descriptions column={1} size="small" labelStyle={{ width: 170 }}>
            <Descriptions.Item label="E-mail">{publisher.email}</Descriptions.Item>
            <Descriptions.Item label="Website">
              {publisher.website ? (
                <Typography.Link href={publisher.website} target="_blank" rel="noopener noreferrer">
                  {publisher.website}
                </Typography.Link>
              ) : (
                '--'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Main marketplace">
              {publisher.promotionCountry ?? '--'}
            </Descriptions.Item>
            <Descriptions.Item label="Promotes in">{list(publisher.promotionCountries)}</Descriptions.Item>
            <Descriptions.Item label="Categories">
              {list(publisher.categories, categoryName)}
            </Descriptions.Item>
            <Descriptions.Item label="Promotion methods">
              {list(publisher.promotionMethods, methodName)}
            </Descriptions.Item>
            <Descriptions.Item label="Monthly audience">
              {publisher.audienceSize === null ? '--' : formatNumber(publisher.audienceSize)}
            </Descriptions.Item>
            <Descriptions.Item label="Audience">{publisher.audience ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="Signed up">{formatDate(publisher.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Tax form">
              {publisher.taxForm
                ? `${taxFormLabels[publisher.taxForm]}, ${publisher.taxPdfUploaded ? 'signed PDF uploaded' : 'signed PDF not uploaded yet'}`
                : 'Not given yet'}
            </Descriptions.Item>
          </Descriptions>
          <Divider />
          <BankReview bank={publisher.bank} onDecide={onDecide} />
          <Divider />
          <PublisherStandingPanel key={publisher.id} publisher={publisher} />
          <Divider />
          <UserDetailsForm
            key={`${publisher.id}-${publisher.email}-${publisher.accountStatus}`}
            userType="publisher"
            account={{
              id: publisher.id,
              name: publisher.name,
              email: publisher.email,
              status: publisher.accountStatus,
            }}
            // the list shows the name, the drawer its row: both read again
            onSaved={() =>
              void refresh(publisherReviewCalls.listPublishers, publisherReviewCalls.countPublishers)
            }
          />
        </>
      ) : null}
    </Drawer>
  );
}

type BankReviewProps = { bank: TPublisherBank; onDecide: (decision: TDecision) => void };

/** The bank account as saved (the number masked) and its own review. */
function BankReview({ bank, onDecide }: BankReviewProps) {
  const routing: [string, string | null][] = [
    ['Routing number', bank.routingNumber],
    ['Institution number', bank.institutionNumber],
    ['Transit number', bank.transitNumber],
    ['Sort code', bank.sortCode],
    ['BIC', bank.bic],
  ];
  return (
    <>
      <Flex gap={8} align="center" wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Tag color={bankTags[bank.status].color}>{bankTags[bank.status].label}</Tag>
        {bank.status === 'missing' ? null : (
          <Flex gap={8} wrap>
            <Button
              disabled={bank.status === 'approved'}
              onClick={() => onDecide({ status: 'approved', subject: 'bank' })}
            >
              Approve bank details
            </Button>
            <Button
              danger
              disabled={bank.status === 'rejected'}
              onClick={() => onDecide({ status: 'rejected', subject: 'bank' })}
            >
              Reject bank details
            </Button>
          </Flex>
        )}
      </Flex>
      {bank.status === 'missing' ? (
        <Typography.Text type="secondary">The publisher has not given bank details yet.</Typography.Text>
      ) : (
        <Descriptions column={1} size="small" labelStyle={{ width: 170 }}>
          <Descriptions.Item label="Account holder">{bank.accountHolderName}</Descriptions.Item>
          <Descriptions.Item label="Bank">
            {bank.bankName} · {bank.bankCountry} · {bank.currency}
          </Descriptions.Item>
          <Descriptions.Item label="Account">{bank.accountMasked}</Descriptions.Item>
          {routing
            .filter(([, value]) => value !== null)
            .map(([label, value]) => (
              <Descriptions.Item key={label} label={label}>
                {value}
              </Descriptions.Item>
            ))}
          {bank.reviewReason ? (
            <Descriptions.Item label="Reason given">{bank.reviewReason}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Saved">{formatDateTime(bank.updatedAt)}</Descriptions.Item>
        </Descriptions>
      )}
    </>
  );
}
