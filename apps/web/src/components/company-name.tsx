import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { companyPolicy } from '@workspace/shared/auth/policies';
import { companyPath } from '../lib/slug';
import { useActor } from '../lib/use-actor';

/** A company's name in a list: a link to its page for those who may open it (the master), plain text for others. */
export function CompanyName({ company }: { company: { id: number; name: string } }) {
  const actor = useActor();
  if (!companyPolicy.manage(actor)) return <Text size="sm">{company.name}</Text>;
  return (
    <Anchor component={Link} to={companyPath(company)} size="sm">
      {company.name}
    </Anchor>
  );
}
