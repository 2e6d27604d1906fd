import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharedData, SharedDataPerson } from '@workspace/shared/shared-data/shared-data.schemas';
import { useHint } from '../../../components/hover-tip';

/** Avatars shown before "+N". */
const AVATARS_SHOWN = 3;

export const fullName = (person: SharedDataPerson) => `${person.name} ${person.surname}`;
const initials = (person: SharedDataPerson) =>
  `${person.name.charAt(0)}${person.surname.charAt(0)}`.toLocaleUpperCase();

/** "You" on the caller's own records; the owner's name and "Shared with you" on the others. */
export function OwnerCell({ record }: { record: SharedData }) {
  const { t } = useTranslation();
  if (record.access === 'own') return <Text size="sm">{t('sharedData.you')}</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{fullName(record.owner)}</Text>
      <Badge size="sm" variant="light" color="violet">
        {t('sharedData.sharedWithYou')}
      </Badge>
    </Stack>
  );
}

/** The people a record is shared with as a few initials (each named by its tooltip and label), then "+N". */
export function SharedWithCell({ people }: { people: SharedDataPerson[] }) {
  const { t } = useTranslation();
  const hint = useHint();
  if (people.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('sharedData.notShared')}
      </Text>
    );
  }
  const shown = people.slice(0, AVATARS_SHOWN);
  const rest = people.slice(AVATARS_SHOWN);
  const restLabel = t('sharedData.morePeople', { count: rest.length, names: rest.map(fullName).join(', ') });
  return (
    <Group gap={0} wrap="nowrap" role="group" aria-label={t('sharedData.fields.sharedWith')}>
      <Avatar.Group spacing="xs">
        {shown.map((person) => (
          <Avatar
            key={person.id}
            size="sm"
            radius="xl"
            color="initials"
            name={fullName(person)}
            role="img"
            aria-label={fullName(person)}
            {...hint(fullName(person))}
          >
            {initials(person)}
          </Avatar>
        ))}
        {rest.length > 0 && (
          <Avatar size="sm" radius="xl" role="img" aria-label={restLabel} {...hint(restLabel)}>
            +{rest.length}
          </Avatar>
        )}
      </Avatar.Group>
    </Group>
  );
}
