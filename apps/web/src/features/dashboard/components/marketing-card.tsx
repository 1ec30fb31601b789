import { DEFAULT_ADVERT, type Advert } from '@app/core/api/content';
import { safeLink } from '@app/core/domain/safe-link';
import { Anchor, Image } from '@mantine/core';
import { Link } from 'react-router';
import { DashboardCard } from './dashboard-card';

/** spec 1 section 2: the partner's advert (adImage, adUrl), else one for what the user lacks. */
export function MarketingCard({ advert }: { advert: Advert }) {
  // Checked again with the server's rule: anything but http(s) or a site path goes to pricing.
  const adUrl = safeLink(advert.adUrl) ?? DEFAULT_ADVERT.adUrl;
  // A page of the app is routed in it; another site, or a file of this one (the reference
  // guide's PDF), opens in a tab of its own.
  const file = /\.[a-z0-9]+$/i.test(adUrl);
  const external = !adUrl.startsWith('/') || file;
  const image = (
    <Image
      src={advert.adImage}
      alt={advert.alt}
      radius="sm"
      fallbackSrc={DEFAULT_ADVERT.adImage}
      fit="contain"
      mah={200}
    />
  );
  return (
    <DashboardCard title={advert.partnerName ?? 'Featured'} tour="marketing">
      {external ? (
        <Anchor href={adUrl} target="_blank" rel="noopener noreferrer" display="block">
          {image}
        </Anchor>
      ) : (
        <Anchor component={Link} to={adUrl} display="block">
          {image}
        </Anchor>
      )}
    </DashboardCard>
  );
}
