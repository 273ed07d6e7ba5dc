import type { ComponentProps } from 'react';

type TButtonProps = ComponentProps<'button'> & {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows progress without changing the button's name, so it stays findable while busy. */
  pending?: boolean;
};

const variants = {
  primary:
    'bg-green-700 text-white shadow-xs hover:bg-green-800 disabled:bg-green-700/60 focus-visible:outline-green-700',
  secondary:
    'bg-white text-gray-800 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 disabled:text-gray-400 focus-visible:outline-green-600',
  link: 'text-green-700 hover:text-green-800 hover:underline disabled:text-gray-400 focus-visible:outline-green-600',
} as const;

export function Button({
  variant = 'primary',
  pending = false,
  disabled,
  className = '',
  children,
  type = 'button',
  ...button
}: TButtonProps) {
  const shape = variant === 'link' ? 'px-0 py-0' : 'px-4 py-2 touch:min-h-11';
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${shape} ${variants[variant]} ${className}`}
      {...button}
    >
      {pending ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      ) : null}
      {children}
    </button>
  );
}
