import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export function TextLink({ className = '', ...link }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={`font-medium text-green-700 hover:text-green-800 hover:underline focus-visible:outline-2 focus-visible:outline-green-600 ${className}`}
      {...link}
    />
  );
}
