import type { TPublisherReviewState } from '@atlas/shared';
import { Alert, Button, Grid, Typography } from 'antd';
import { formatDate } from '../../../lib/format';

export type ReviewBannerProps = {
  review: TPublisherReviewState;
  /** Opens the Profile tab; left out while it is open. */
  onEditProfile?: () => void;
};

/** Where the publisher's review stands, and for a refusal what to do about it. */
export function ReviewBanner({ review, onEditProfile }: ReviewBannerProps) {
  // Beside the text on a wide screen; under it on a phone, where beside it would squeeze the text.
  const wide = Grid.useBreakpoint().md ?? true;
  if (review.status === 'approved') {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="review-banner"
        title="Your profile is approved"
        description={`${review.reviewedAt ? `Approved on ${formatDate(review.reviewedAt)}. ` : ''}You can browse the catalogue and promote its products; changes you save keep your approval.`}
      />
    );
  }
  if (review.status === 'rejected') {
    const edit = onEditProfile ? <Button onClick={onEditProfile}>Edit profile</Button> : null;
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        data-testid="review-banner"
        title="Your profile was not approved"
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              <Typography.Text strong>Reason: </Typography.Text>
              {review.reason ?? 'No reason was given.'}
            </Typography.Paragraph>
            Fix what the reason names, then save your profile: saving sends it back for review.
            {edit && !wide ? <div style={{ marginTop: 12 }}>{edit}</div> : null}
          </>
        }
        action={edit && wide ? edit : undefined}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      data-testid="review-banner"
      title="Your profile is being reviewed; you can browse the catalogue once it is approved"
      description="We e-mail you when it is decided. Keep your profile complete meanwhile: it is what the review looks at."
    />
  );
}
