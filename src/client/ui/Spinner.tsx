export function Spinner({ size = 'medium', label }: { size?: 'small' | 'medium' | 'large'; label?: string }) {
  return (
    <span
      className={`spinner spinner-${size}`}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A full-area loading state with a visible message. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spinner size="large" />
      <p>{label}</p>
    </div>
  );
}
