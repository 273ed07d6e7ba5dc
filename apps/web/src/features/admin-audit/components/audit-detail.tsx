import type { TAuditEntry } from '@docverify/contract/admin/audit';
import { Link } from 'react-router';
import { DetailList, DetailSection } from '@/components/detail/detail-list';
import { auditSentence } from '@/features/admin-audit/components/audit-sentence';
import { formatDateTime } from '@/lib/format';

function StateBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="mt-3">
      <h4 className="text-xs font-semibold text-gray-700">{title}</h4>
      {value === null || value === undefined ? (
        <p className="text-sm text-gray-500">Nothing recorded</p>
      ) : (
        <pre className="overflow-x-auto rounded-md bg-gray-50 p-3 text-xs text-gray-800">
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </div>
  );
}

/** The record's page, when the product has one for it. */
export function AuditRecordLink({ entry }: { entry: TAuditEntry }) {
  const { link } = auditSentence(entry);
  if (!link) return null;
  return (
    <Link
      to={link.href}
      className="font-medium text-green-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-green-600"
      // The row opens the change's details; the link goes to the record instead.
      onClick={(event) => event.stopPropagation()}
    >
      {link.label}
    </Link>
  );
}

/**
 * One change: who did what to which record, in words, with the record's page; the raw entry (action code, ids,
 * the record's state before and after) behind a disclosure for whoever needs to dig.
 */
export function AuditDetail({ entry }: { entry: TAuditEntry }) {
  const sentence = auditSentence(entry);
  return (
    <div>
      <DetailSection title="Change">
        <p className="text-base text-gray-900">{sentence.text}</p>
        <DetailList
          items={[
            { label: 'When', value: formatDateTime(entry.created_at) },
            { label: 'By', value: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'The service' },
            { label: 'Record', value: sentence.link ? <AuditRecordLink entry={entry} /> : null },
          ]}
        />
      </DetailSection>
      <details className="mt-6 rounded-md ring-1 ring-gray-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-gray-800 touch:min-h-11">
          Technical detail
        </summary>
        <div className="border-t border-gray-200 px-3 pb-3">
          <DetailList
            items={[
              { label: 'Action', value: <code className="text-xs">{entry.action}</code> },
              {
                label: 'Record',
                value: <code className="text-xs break-all">{`${entry.entity_type} ${entry.entity_id}`}</code>,
              },
              {
                label: 'Actor id',
                value: entry.actor ? <code className="text-xs break-all">{entry.actor.id}</code> : null,
              },
              { label: 'Entry id', value: <code className="text-xs break-all">{entry.id}</code> },
            ]}
          />
          <StateBlock title="Before" value={entry.before} />
          <StateBlock title="After" value={entry.after} />
        </div>
      </details>
    </div>
  );
}
