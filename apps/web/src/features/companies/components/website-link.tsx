import { Anchor } from '@mantine/core';

/** A company's website domain as an outward link; the stored value is a bare host ("example.com"). */
export function WebsiteLink({ domain }: { domain: string | null }) {
  if (!domain) return <>–</>;
  return (
    <Anchor href={`https://${domain}`} target="_blank" rel="noopener noreferrer" size="sm">
      {domain}
    </Anchor>
  );
}
