import { Flex } from 'antd';
import { PageHeader } from '../../components/page-header';
import { ImContactCard } from './im-contact-card';

/** The publisher's and partner's Account area: a stack of setting cards, like the seller's. */
export function AccountPage() {
  return (
    <>
      <PageHeader title="Account" subtitle="How we can reach you." />
      <Flex vertical gap={24}>
        <ImContactCard />
      </Flex>
    </>
  );
}
