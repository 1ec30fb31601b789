import { z } from 'zod';
import {
  activity,
  activityListQuery,
  dashboardSummary,
  message,
  newsItem,
  updateViewedQuery,
} from '../content';
import { systemSetting } from '../dates';
import { feedbackRequest } from '../feedback';
import { dialogInformation } from '../metrics';
import { partner, partnerParams } from '../partners';
import { serviceStatus } from '../status';
import { apiRoute } from './api-route';

/** What the app shows beside the figures: messages, news, texts, settings, images. */
export const contentRoutes = {
  messages: apiRoute({
    method: 'GET',
    path: '/api/message',
    query: updateViewedQuery,
    response: z.array(message),
  }),
  news: apiRoute({
    method: 'GET',
    path: '/api/news',
    query: updateViewedQuery,
    response: z.array(newsItem),
  }),
  activity: apiRoute({
    method: 'GET',
    path: '/api/activity',
    query: activityListQuery,
    response: z.array(activity),
  }),
  dashboard: apiRoute({ method: 'GET', path: '/api/dashboard', response: dashboardSummary }),
  dialogInformation: apiRoute({
    method: 'GET',
    path: '/api/dialoginformation/:id',
    params: z.object({ id: z.string().min(1).max(60) }),
    response: dialogInformation,
  }),
  systemSetting: apiRoute({
    method: 'GET',
    path: '/api/systemsetting/:key',
    params: z.object({ key: z.string().min(1).max(100) }),
    response: systemSetting,
  }),
  status: apiRoute({ method: 'GET', path: '/api/status', response: serviceStatus }),
  feedback: apiRoute({ method: 'POST', path: '/api/feedback', body: feedbackRequest }),
  partner: apiRoute({
    method: 'GET',
    path: '/api/partner/:code',
    params: partnerParams,
    response: partner,
  }),
  /** An image, not JSON: the web app puts the path in an img element. */
  logoImage: apiRoute({
    method: 'GET',
    path: '/api/image/logo',
    /** A version (the upload time) so that a browser shows a new logo at once; not read. */
    query: z.object({ v: z.string().max(100).optional() }),
  }),
  /** A PDF, not JSON: the web app links to it. */
  referenceGuide: apiRoute({ method: 'GET', path: '/api/image/reference-guide.pdf' }),
} as const;
