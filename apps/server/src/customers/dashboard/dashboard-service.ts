import { type Advert, type DashboardSummary, type RecentInstitution } from '@app/core/api/content';
import type { DisplayType } from '@app/core/domain/display-type';
import type { Principal } from '../../platform/auth/principal';
import { TOTAL_ASSETS_METRIC } from '../../reference-data/peer-groups/asset-bands';
import type { MetricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import type { UserInstitutionService } from '../users/user-institution-service';
import { mayChangeInstitutionList } from '../../platform/access/roles';
import { presentActivity, presentMessage } from '../content/content-presenter';
import { readerOf } from '../content/content-audience';
import type { ContentRepository } from '../content/content-repository';
import { safeLink } from '../../platform/http/sanitize-content';
import { productAdvertFor } from './product-advert';

const DASHBOARD_ACTIVITY = 5;

/** The dashboard's cards (spec 1 section 2, Dashboard), in one call. */
export function dashboardService(deps: {
  content: ContentRepository;
  userInstitutions: UserInstitutionService;
  values: MetricValuesRepository;
}) {
  /** The partner's advert, else one for what the user lacks (spec 1 section 2; issue 15). */
  const advertFor = async (principal: Principal): Promise<Advert | null> => {
    const partner = await deps.content.partnerAdvert(principal.organizationId);
    const adUrl = partner ? safeLink(partner.adUrl) : null;
    if (!partner || !partner.adImage || !adUrl) {
      return productAdvertFor(principal.products.map((p) => p.tier));
    }
    return {
      adImage: partner.adImage,
      adUrl,
      partnerName: partner.name,
      alt: `${partner.name}: learn more`,
    };
  };

  /** Each institution's Total Assets at its own latest report. */
  const withTotalAssets = (institution: Omit<RecentInstitution, `totalAssets${string}`>) => {
    const metricId = TOTAL_ASSETS_METRIC[institution.institutionType];
    // spec 2 section 9: assets are shown in millions with one decimal and the suffix MM.
    const displayType: DisplayType = 'USDMM';
    const reportDate = institution.lastReportingDate;
    const empty = { totalAssets: null, totalAssetsDisplayType: displayType, totalAssetsDate: null };
    if (!reportDate) return Promise.resolve({ ...institution, ...empty });
    return deps.values
      .valuesAt(institution.institutionType, reportDate, [institution.iid], [metricId])
      .then((values) => {
        const value = values.get(institution.iid)?.[metricId] ?? null;
        return value === null
          ? { ...institution, ...empty }
          : {
              ...institution,
              totalAssets: value,
              totalAssetsDisplayType: displayType,
              totalAssetsDate: reportDate,
            };
      });
  };

  return {
    async forUser(principal: Principal): Promise<DashboardSummary> {
      const reader = readerOf(principal);
      const [messages, activity, advert, recent] = await Promise.all([
        deps.content.messagesFor(reader, 1),
        deps.content.activitiesOf(reader, DASHBOARD_ACTIVITY),
        advertFor(principal),
        // spec 1 section 6: recently viewed tiles are for MULTI organizations.
        mayChangeInstitutionList(principal)
          ? deps.userInstitutions.recent(principal)
          : Promise.resolve([]),
      ]);
      const [latest] = messages;
      await deps.content.markActivitiesSeen(principal.userId, activity);
      return {
        latestMessage: latest ? presentMessage(latest) : null,
        activity: activity.map(presentActivity),
        advert,
        recentInstitutions: await Promise.all(recent.map(withTotalAssets)),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
