import { cols } from '../common/list-columns';

export const companyColumns = cols('companies', 'name!:title websiteDomain email phone taxOffice projectCount');
