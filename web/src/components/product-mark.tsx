/** The ledger-book mark from public/favicon.svg, drawn inline so it needs no extra request. */
export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M22 14h20a5 5 0 0 1 5 5v26a5 5 0 0 1-5 5H22z" fill="#ffffff" />
      <rect x="17" y="14" width="9" height="36" rx="2.5" fill="#f59e0b" />
      <path d="M31 25h10M31 32h10M31 39h6" stroke="#0f766e" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}
