import { DEFAULT_ADVERT, type Advert } from '@app/core/api/content';
import { Anchor, Image } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from './dashboard-card';

/** spec 1 section 2: the partner's advert (adImage, adUrl), else the default one. */
export function MarketingCard({ advert }: { advert: Advert }) {
  const external = /^https?:\/\//i.test(advert.adUrl);
  const alt = advert.partnerName
    ? `${advert.partnerName}: learn more`
    : 'Get the Bundle: see plans';
  const image = (
    <Image
      src={advert.adImage}
      alt={alt}
      radius="sm"
      fallbackSrc={DEFAULT_ADVERT.adImage}
      fit="contain"
      mah={200}
    />
  );
  return (
    <DashboardCard title={advert.partnerName ?? 'Featured'} tour="marketing">
      {external ? (
        <Anchor href={advert.adUrl} target="_blank" rel="noopener noreferrer" display="block">
          {image}
        </Anchor>
      ) : (
        <Anchor component={Link} to={advert.adUrl} display="block">
          {image}
        </Anchor>
      )}
    </DashboardCard>
  );
}
