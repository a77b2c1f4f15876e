/** The product mark (components/ui/brand-logo.tsx without MUI): a white V on a red disc. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" className="si-brand">
      <circle cx="32" cy="32" r="30" fill="#C3002F" stroke="#fff" strokeWidth="3" />
      <path d="M18 22h8l6 16 6-16h8L36 44h-8z" fill="#fff" />
    </svg>
  );
}
