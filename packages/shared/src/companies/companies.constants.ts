import { defineListShape } from '../common/list-shape';

export const COMPANY_SORT_FIELDS = [
  'name',
  'websiteDomain',
  'email',
  'taxOffice',
  'projectCount',
  'createdAt',
] as const;

export const companyListShape = defineListShape({
  name: 'companies',
  filterKeys: [],
  sortFields: COMPANY_SORT_FIELDS,
  defaultSort: 'name',
});
