import { Card, Col, Flex, Row, Skeleton, Tabs } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { ImContactCard } from '../../account/im-contact-card';
import { BankCard } from './bank-card';
import { ProfileCard } from './profile-card';
import { ReviewBanner } from './review-banner';
import { TaxCard } from './tax-card';
import { TrackingTagsCard } from './tracking-tags-card';
import { useProfileTab } from './use-profile-tab';
import { usePublisherProfile } from './use-publisher-profile';

function ProfileSkeleton() {
  return (
    <Flex vertical gap={24} data-testid="profile-loading">
      <Skeleton.Input active block style={{ height: 64 }} />
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    </Flex>
  );
}

/**
 * /publisher/profile: where the review stands, then tabs for what the publisher promotes, how it
 * is paid and taxed, and how the team reaches it. The open tab is in the URL.
 */
export function ProfilePage() {
  const { data: profile, isLoading, error, refetch } = usePublisherProfile();
  const [tab, openTab] = useProfileTab();

  const header = (
    <PageHeader title="Profile" subtitle="What you promote, how you are paid and how we can reach you." />
  );
  if (isLoading) {
    return (
      <>
        {header}
        <ProfileSkeleton />
      </>
    );
  }
  if (!profile) {
    return (
      <>
        {header}
        <LoadFailed what="your profile" error={error} onRetry={() => void refetch()} />
      </>
    );
  }

  return (
    <>
      {header}
      <Flex vertical gap={16}>
        <ReviewBanner
          review={profile.review}
          onEditProfile={tab === 'profile' ? undefined : () => openTab('profile')}
        />
        <Tabs
          activeKey={tab}
          onChange={(key) => openTab(key as typeof tab)}
          items={[
            {
              key: 'profile',
              label: 'Profile',
              children: (
                <Row gutter={[24, 24]}>
                  <Col xs={24} xl={15}>
                    <ProfileCard profile={profile} />
                  </Col>
                  <Col xs={24} xl={9}>
                    <TrackingTagsCard profile={profile} />
                  </Col>
                </Row>
              ),
            },
            {
              key: 'payment',
              label: 'Payment and tax',
              children: (
                <Flex vertical gap={24}>
                  <BankCard />
                  <TaxCard tax={profile.tax} />
                </Flex>
              ),
            },
            { key: 'contact', label: 'Contact', children: <ImContactCard /> },
          ]}
        />
      </Flex>
    </>
  );
}
