import { z } from 'zod';
import { institutionSearchQuery, institutionSummary, typeOfMembership } from '../institutions';
import { subjectParams } from '../groups';
import { tourProgressBody, tourRecord } from '../tours';
import {
  addUserInstitutionBody,
  updateUserInstitutionBody,
  userInstitutionList,
  userInstitutionParams,
} from '../user-institutions';
import { apiRoute } from './api-route';

/** Institutions, the user's institution list and their guided tours' progress. */
export const institutionRoutes = {
  search: apiRoute({
    method: 'GET',
    path: '/api/institution/search',
    query: institutionSearchQuery,
    response: z.array(institutionSummary),
  }),
  institution: apiRoute({
    method: 'GET',
    path: '/api/institution/:iid',
    params: subjectParams,
    response: institutionSummary,
  }),
  typesOfMembership: apiRoute({
    method: 'GET',
    path: '/api/reference/tom',
    response: z.array(typeOfMembership),
  }),
  userInstitutions: apiRoute({
    method: 'GET',
    path: '/api/user/institution',
    response: userInstitutionList,
  }),
  addUserInstitution: apiRoute({
    method: 'POST',
    path: '/api/user/institution',
    body: addUserInstitutionBody,
    response: userInstitutionList,
  }),
  updateUserInstitution: apiRoute({
    method: 'PUT',
    path: '/api/user/institution/:iid',
    params: userInstitutionParams,
    body: updateUserInstitutionBody,
    response: userInstitutionList,
  }),
  removeUserInstitution: apiRoute({
    method: 'DELETE',
    path: '/api/user/institution/:iid',
    params: userInstitutionParams,
    response: userInstitutionList,
  }),
  tours: apiRoute({ method: 'GET', path: '/api/tour', response: z.array(tourRecord) }),
  saveTour: apiRoute({
    method: 'PUT',
    path: '/api/tour',
    body: tourProgressBody,
    response: z.array(tourRecord),
  }),
} as const;
