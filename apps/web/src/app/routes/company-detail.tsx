import { CompanyDetailPage } from '../../features/companies/company-detail-page';
import { CompanyProjects } from '../../features/projects/components/company-projects';
import { CompanyTransactions } from '../../features/transactions/components/company-transactions';

/** /company/:id/:name: the companies feature's page with the projects' and transactions' tables of that company. */
export function Component() {
  return (
    <CompanyDetailPage
      sections={(companyId) => (
        <>
          <CompanyProjects companyId={companyId} />
          <CompanyTransactions companyId={companyId} />
        </>
      )}
    />
  );
}
