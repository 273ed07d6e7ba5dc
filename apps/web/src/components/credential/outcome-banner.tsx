import { CheckBadgeIcon, ExclamationTriangleIcon, QuestionMarkCircleIcon } from '@heroicons/react/24/solid';
import type { ReactNode } from 'react';
import type { TOutcomeTone } from '@/lib/credential-check/outcome-words';

const tones = {
  good: { Icon: CheckBadgeIcon, icon: 'text-green-600', title: 'text-green-800' },
  bad: { Icon: ExclamationTriangleIcon, icon: 'text-red-600', title: 'text-red-800' },
  neutral: { Icon: QuestionMarkCircleIcon, icon: 'text-gray-500', title: 'text-gray-900' },
} as const;

/** The answer in big words: Valid, Revoked, Tampered… and a sentence or two saying what it means. */
export function OutcomeBanner({
  tone,
  title,
  level = 1,
  children,
}: {
  tone: TOutcomeTone;
  title: string;
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const { Icon, icon, title: titleColour } = tones[tone];
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="text-center">
      <Icon aria-hidden="true" className={`mx-auto mb-2 size-16 ${icon}`} />
      <Heading className={`text-3xl font-semibold tracking-tight ${titleColour}`}>{title}</Heading>
      {children ? <div className="mt-2 space-y-1 text-base text-gray-800">{children}</div> : null}
    </div>
  );
}
