import { Triangle } from 'react-loader-spinner';

type TFullScreenSpinnerProps = { size?: number; label?: string };

/** Spec section 2: pages load behind a centred full-screen green triangle, 80 by 80 by default. */
export function FullScreenSpinner({ size = 80, label = 'Loading' }: TFullScreenSpinnerProps) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/70">
      <Triangle height={size} width={size} color="#16a34a" ariaLabel={label} visible />
    </div>
  );
}
