import type { TCompany } from '@docverify/contract/admin/users';
import { useState } from 'react';
import { InstitutionDetail } from '@/components/detail/institution-detail';
import { ListCard } from '@/components/list/list-card';
import { useListSearchParams } from '@/components/list/list-search-params';
import { ListTable } from '@/components/list/list-table';
import { SlideOver } from '@/components/slide-over';
import { errorMessage } from '@/lib/http';
import { useOrganisations } from '@/features/admin-users/api/get-organisations';
import { companyColumns, companyName } from '@/features/admin-users/components/user-columns';
import { useStatusSwitch } from '@/features/admin-users/components/use-status-switch';
import { useResetSecondFactorAction } from '@/features/admin-users/components/reset-second-factor-dialog';
import { UsersPage } from '@/features/admin-users/components/users-page';

const TITLE = 'Organization Users';

/** Every organisation with its account: search, pages, the account's switch, and Review for its details. */
export function Component() {
  const list = useListSearchParams([]);
  const organisations = useOrganisations({ page: list.page, cursor: list.cursor, search: list.search || undefined });
  const status = useStatusSwitch();
  const reset = useResetSecondFactorAction();
  // Kept while the panel closes, so its content does not vanish mid-transition.
  const [review, setReview] = useState<{ open: boolean; company: TCompany | null }>({ open: false, company: null });
  const response = organisations.data;

  return (
    <UsersPage title={TITLE}>
      <ListCard
        search={{
          title: 'Organizations',
          value: list.search,
          onSearch: list.setSearch,
          placeholder: 'Name, e-mail, phone or referral',
        }}
        error={
          organisations.isError
            ? {
                text: errorMessage(organisations.error, 'Could not fetch organization list'),
                onRetry: () => void organisations.refetch(),
              }
            : null
        }
        pageInfo={response}
        onPageChange={list.setPage}
      >
        <ListTable
          caption={TITLE}
          rows={response?.data ?? []}
          rowKey={(company) => company.id}
          rowName={companyName}
          columns={companyColumns}
          emptyText="No Organizations Available"
          loading={organisations.isPending}
          onRowClick={(company) => setReview({ open: true, company })}
          aside={(company) => ({ primary: company.company_ref, secondary: company.account?.email ?? company.email })}
          toggle={{
            label: 'Active',
            checked: (company) => company.account?.status === 'active',
            onChange: (company, active) => {
              if (company.account) status.setActive(company.account.id, company.company_name, active);
            },
            disabled: (company) => !company.account || status.isUpdating(company.account.id),
          }}
          actions={{
            review: (company) => setReview({ open: true, company }),
            resetSecondFactor: (company) => {
              if (company.account) reset.ask({ id: company.account.id, name: company.company_name });
            },
          }}
        />
      </ListCard>
      {reset.dialog}
      <SlideOver
        open={review.open}
        onClose={() => setReview((current) => ({ ...current, open: false }))}
        title="Institution detail"
      >
        {review.company ? <InstitutionDetail institution={review.company} /> : null}
      </SlideOver>
    </UsersPage>
  );
}
