import { ComingSoon } from '../../components/coming-soon';
import { PageHeader } from '../../components/page-header';
import type { TPortalArea } from './portal-areas';

export type PortalAreaPageProps = { area: TPortalArea };

/** An area whose screens are not built yet: its title and what it will hold. */
export function PortalAreaPage({ area }: PortalAreaPageProps) {
  const { label, description, Icon } = area;
  return (
    <>
      <PageHeader title={label} />
      <ComingSoon description={description} icon={<Icon />} />
    </>
  );
}
