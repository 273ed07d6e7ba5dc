import type { TAuditEntry } from '@docverify/contract/admin/audit';
import { DetailList, DetailSection } from '@/components/detail/detail-list';
import { formatDateTime } from '@/lib/format';

function StateBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <DetailSection title={title}>
      {value === null || value === undefined ? (
        <p className="text-sm text-gray-500">Nothing recorded</p>
      ) : (
        <pre className="overflow-x-auto rounded-md bg-gray-50 p-3 text-xs text-gray-800">
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </DetailSection>
  );
}

/** One change: who made it and when, and the record's state before and after. */
export function AuditDetail({ entry }: { entry: TAuditEntry }) {
  return (
    <div>
      <DetailSection title="Change">
        <DetailList
          items={[
            { label: 'Action', value: entry.action },
            { label: 'Entity', value: `${entry.entity_type} ${entry.entity_id}` },
            { label: 'By', value: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'The service' },
            { label: 'Time', value: formatDateTime(entry.created_at) },
          ]}
        />
      </DetailSection>
      <StateBlock title="Before" value={entry.before} />
      <StateBlock title="After" value={entry.after} />
    </div>
  );
}
