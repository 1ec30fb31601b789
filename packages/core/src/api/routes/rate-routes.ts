import { z } from 'zod';
import { dateSet, heldDateSet } from '../dates';
import { dateKeyQuery, rate, rateDefinition, ratePoint } from '../rates';
import { apiRoute } from './api-route';

/** Market rates and the quarters held. */
export const rateRoutes = {
  rates: apiRoute({ method: 'GET', path: '/api/rate', response: z.array(rate) }),
  m2: apiRoute({
    method: 'GET',
    path: '/api/rate/m2',
    query: dateKeyQuery,
    response: z.array(ratePoint),
  }),
  definition: apiRoute({
    method: 'GET',
    path: '/api/rate/definition/:rateName',
    params: z.object({ rateName: z.string().min(1).max(100) }),
    response: rateDefinition,
  }),
  values: apiRoute({
    method: 'GET',
    path: '/api/rate/:rateId',
    params: z.object({ rateId: z.string().min(1).max(100) }),
    query: dateKeyQuery,
    response: z.array(ratePoint),
  }),
} as const;

export const dateRoutes = {
  reportDates: apiRoute({ method: 'GET', path: '/api/date', response: z.array(heldDateSet) }),
  nmdDates: apiRoute({ method: 'GET', path: '/api/date/nmd', response: z.array(dateSet) }),
  futureDates: apiRoute({ method: 'GET', path: '/api/date/future', response: z.array(dateSet) }),
} as const;
