/** The studio's mark: a G drawn as one gold line, in a rounded frame. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="9" />
      <path d="M21.5 11.2A7.5 7.5 0 1 0 23.5 17H16.5" />
    </svg>
  );
}
