import { z } from 'zod';
import {
  adminContentItem,
  contentAudienceChoices,
  contentInput,
  contentItemParams,
  contentKindParams,
  contentPreview,
  contentPreviewRequest,
} from '../admin/content';
import { apiRoute } from './api-route';

/** The platform admin console's content screens: messages, news and activity entries. */
export const adminContentRoutes = {
  contentAudiences: apiRoute({
    method: 'GET',
    path: '/api/admin/content-audiences',
    response: contentAudienceChoices,
  }),
  previewContent: apiRoute({
    method: 'POST',
    path: '/api/admin/content-preview',
    body: contentPreviewRequest,
    response: contentPreview,
  }),
  contentItems: apiRoute({
    method: 'GET',
    path: '/api/admin/content/:kind',
    params: contentKindParams,
    response: z.array(adminContentItem),
  }),
  createContent: apiRoute({
    method: 'POST',
    path: '/api/admin/content/:kind',
    params: contentKindParams,
    body: contentInput,
    response: adminContentItem,
    status: 201,
  }),
  updateContent: apiRoute({
    method: 'PUT',
    path: '/api/admin/content/:kind/:id',
    params: contentItemParams,
    body: contentInput,
    response: adminContentItem,
  }),
  /** Users stop seeing it at once; the item stays in the console with its view count. */
  withdrawContent: apiRoute({
    method: 'POST',
    path: '/api/admin/content/:kind/:id/withdraw',
    params: contentItemParams,
    response: adminContentItem,
  }),
} as const;
