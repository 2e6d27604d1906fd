import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ticketPolicy, type Actor } from '@workspace/shared/auth/policies';
import { findScreenRoute } from '@workspace/shared/routes/screen-routes';
import { ticketColumns as columnSpec } from '@workspace/shared/columns/tickets';
import { ticketList } from '../../lib/lists';
import { DataTable } from '../../components/data-table';
import { ListToolbar } from '../../components/list-toolbar';
import { PageHeader } from '../../components/page-header';
import { tableBindings, useListState } from '../../components/use-list-state';
import { ApiError } from '../../lib/api-client';
import { listQueryOptions } from '../../lib/list-api';
import { useActor } from '../../lib/use-actor';
import { useTicketColumns } from './components/ticket-columns';
import { TicketFilters } from './components/ticket-filters';
import { TicketSummaryCards } from './components/ticket-summary-cards';
import { TicketsEmpty, type EmptyReason } from './components/tickets-empty';
import { lazyView } from '../../components/lazy-component';
import { selectionColumn, useRowSelection } from '../../components/row-selection';
import type { BulkAction } from '../../components/bulk/bulk-bar';
import { ticketCategoryLookupQueryOptions, useAssigneeOptions } from '../../lib/lookups';
import { ticketKeys } from '../../lib/query-keys';
import { useTicketOptions } from './components/ticket-badges';

// The bulk bar (its actions, texts and confirmation) loads once a row is selected.
const BulkBar = lazyView(() => import('../../components/bulk/bulk-bar').then((module) => module.BulkBar));

export type TicketsPageProps = {
  /** Controls beside the title, for a page that puts the list together with more. */
  headerActions?: ReactNode;
  /** Open tickets: the list starts at status "pending" with its filters shown; the user may change both. */
  openOnly?: boolean;
};

/** Where the open-ticket list starts when entered without a view of its own in the URL. */
const OPEN_START = '?status=pending&filters=open';

/** The new-ticket screen's route table entry decides who reaches it; the button shows only to them. */
const mayOpenCreateTicket = (actor: Actor | null) =>
  actor !== null && (findScreenRoute('createTicket')?.roles ?? []).includes(actor.type);

/**
 * The ticket list behind /ticket and /open-ticket. Entering /open-ticket with a bare URL moves to
 * its starting view once (status pending, filters open); after that the URL is the user's, so a
 * cleared status stays cleared.
 */
export function TicketsPage({ headerActions, openOnly = false }: TicketsPageProps) {
  const [params] = useSearchParams();
  const isBare = params.toString() === '';
  const [isEntering, setIsEntering] = useState(openOnly && isBare);
  if (isEntering) {
    if (isBare) return <Navigate to={{ search: OPEN_START }} replace />;
    setIsEntering(false);
  }
  return <TicketList headerActions={headerActions} openOnly={openOnly} />;
}

function TicketList({
  headerActions,
  openOnly,
}: Required<Pick<TicketsPageProps, 'openOnly'>> & Pick<TicketsPageProps, 'headerActions'>) {
  const { t } = useTranslation();
  const actor = useActor();
  const scope = actor ? ticketPolicy.scope(actor).kind : 'ownedBy';
  // A customer's list holds only their own tickets: who raised them and who works on them are not theirs to filter or read.
  const isStaff = scope !== 'ownedBy';
  const canAssign = ticketPolicy.assign(actor);
  const canRaise = mayOpenCreateTicket(actor);
  const list = useListState(ticketList);
  // An inverted date range is a 400, not worth a retry.
  const tickets = useQuery({ ...listQueryOptions(ticketList, list.listParams), retry: false });
  const listError = tickets.error instanceof ApiError ? tickets.error : null;
  const filterErrors = listError?.status === 400 ? (listError.fields ?? {}) : {};
  const columns = useTicketColumns({ hasPeopleColumns: isStaff });
  const title = t(openOnly ? 'screens.openTicket' : 'screens.ticket');
  const selection = useRowSelection(JSON.stringify(list.filterParams));
  const hasSelection = selection.all || selection.ids.size > 0;
  const bulkActions = useTicketBulkActions(actor, hasSelection);

  const newTicket = canRaise ? (
    <Button component={Link} to="/create-ticket" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('tickets.newTicket')}
    </Button>
  ) : undefined;

  const isFiltered = list.activeFilterCount > 0 || list.q !== '';
  const isOpenStart = openOnly && list.q === '' && list.activeFilterCount === 1 && list.filters.status === 'pending';
  const emptyReason: EmptyReason = isOpenStart
    ? 'noOpen'
    : isFiltered
      ? 'filtered'
      : scope === 'ownedBy'
        ? 'noneRaised'
        : scope === 'assignedTo'
          ? 'noneAssigned'
          : 'none';
  const isEmpty = !listError && tickets.data !== undefined && tickets.data.meta.total === 0;

  return (
    <>
      <PageHeader title={title}>
        {headerActions}
        {newTicket}
      </PageHeader>
      <TicketSummaryCards list={list} hasUnassignedCard={canAssign} />
      <ListToolbar
        list={list}
        exportOf={ticketList}
        filters={
          <TicketFilters
            list={list}
            hasAssigneeFilter={isStaff}
            hasUnassignedOption={canAssign}
            errors={filterErrors}
          />
        }
      />
      {listError && (
        <Alert color="red" mb="sm" title={listError.message}>
          {Object.values(filterErrors).join(' ')}
        </Alert>
      )}
      {isEmpty ? (
        <TicketsEmpty
          reason={emptyReason}
          newTicket={newTicket}
          onClear={() => {
            list.resetFilters();
            list.setSearch('');
          }}
        />
      ) : (
        <>
          {hasSelection && (
            <BulkBar
              resource="tickets"
              noun="ticket"
              selection={selection}
              total={tickets.data?.meta.total ?? 0}
              pageIds={tickets.data?.data.map((ticket) => ticket.id) ?? []}
              filters={list.filterParams}
              actions={bulkActions}
              invalidates={[ticketKeys.all]}
            />
          )}
          <DataTable
            columnsOf={columnSpec}
            label={t('tickets.listLabel')}
            columns={
              isStaff
                ? [
                    selectionColumn(
                      { state: selection, rowName: (ticket) => ticket.subject },
                      tickets.data?.data,
                      (ticket) => ticket.id,
                      t,
                    ),
                    ...columns,
                  ]
                : columns
            }
            rowKey={(ticket) => ticket.id}
            {...tableBindings(list, tickets)}
            rows={listError ? [] : tickets.data?.data}
            total={listError ? 0 : (tickets.data?.meta.total ?? 0)}
            onPageSize={list.setPageSize}
          />
        </>
      )}
    </>
  );
}

/** What the bulk bar offers on tickets: staff the status; master and manager the triage too; the master delete. */
function useTicketBulkActions(actor: Actor | null, hasSelection: boolean): BulkAction[] {
  const { statusOptions, priorityOptions } = useTicketOptions();
  const canTriage = ticketPolicy.triage(actor);
  const assigneeOptions = useAssigneeOptions(canTriage && hasSelection);
  const categories = useQuery({ ...ticketCategoryLookupQueryOptions, enabled: canTriage && hasSelection }).data?.data;
  const categoryOptions = (categories ?? []).map((category) => ({ value: String(category.id), label: category.name }));
  const actions: BulkAction[] = [
    { key: 'status', choices: statusOptions, change: (value) => ({ action: 'status', status: value }) },
  ];
  if (canTriage)
    actions.push(
      { key: 'priority', choices: priorityOptions, change: (value) => ({ action: 'priority', priority: value }) },
      {
        key: 'assignee',
        choices: assigneeOptions,
        change: (value) => ({ action: 'assignee', assigneeId: Number(value) }),
      },
      {
        key: 'category',
        choices: categoryOptions,
        change: (value) => ({ action: 'category', categoryId: Number(value) }),
      },
      { key: 'deadline', change: (value) => ({ action: 'deadline', deadline: value }) },
    );
  if (ticketPolicy.manage(actor)) actions.push({ key: 'delete', change: () => ({ action: 'delete' }) });
  return actions;
}
