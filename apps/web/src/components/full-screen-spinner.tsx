type TFullScreenSpinnerProps = { size?: number; label?: string };

/**
 * Spec section 2: pages load behind a centred full-screen green triangle, 80 by 80 by default. One SVG turned by a
 * CSS transform, which the compositor animates without the page's main thread (an animated stroke repaints on it
 * every frame, while the page is busiest); still for people who ask for reduced motion. It replaces
 * react-loader-spinner's Triangle and its 17 KB gzip of styled-components and tinycolor2 (decision 019). A status
 * region, so a screen reader hears the label.
 */
export function FullScreenSpinner({ size = 80, label = 'Loading' }: TFullScreenSpinnerProps) {
  return (
    <div role="status" aria-label={label} className="fixed inset-0 z-50 flex items-center justify-center bg-white/70">
      <svg
        width={size}
        height={size}
        viewBox="-3 -4 39 39"
        aria-hidden="true"
        focusable="false"
        className="motion-safe:animate-spin"
      >
        <polygon fill="none" stroke="#16a34a" strokeWidth="2" strokeLinejoin="round" points="16,0 32,32 0,32" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
