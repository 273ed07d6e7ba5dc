import { TextLink } from '@/components/text-link';
import { UsersPage, userTabs } from '@/features/admin-users/components/users-page';

const descriptions: Record<string, string> = {
  Organizations: 'Every verifying body with its account: activate or deactivate the account.',
  Administrators: 'Every administrator; super administrators invite and edit administrators.',
  Individuals: 'Every individual, student and agent account: activate or deactivate it.',
};

/** /admin/user: what each section of Manage Users is for. */
export function Component() {
  return (
    <UsersPage title="Manage Users">
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {userTabs.map((tab) => (
          <li key={tab.to} className="rounded-xl bg-white p-6 shadow-xs ring-1 ring-gray-200">
            <TextLink to={tab.to} className="text-lg font-semibold">
              {tab.label}
            </TextLink>
            <p className="mt-1 text-sm text-gray-600">{descriptions[tab.label]}</p>
          </li>
        ))}
      </ul>
    </UsersPage>
  );
}
