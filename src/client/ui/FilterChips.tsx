import { LinkUntilReady } from './LinkUntilReady';

/**
 * A row of toggle buttons that picks one filter value (portfolio categories, blog categories).
 * With `hrefFor`, each chip is a link to its filtered page until the app takes over, so the
 * filters work before and without JavaScript on a server-rendered page.
 */
export function FilterChips<Option extends string>({
  label,
  options,
  value,
  onChange,
  hrefFor,
}: {
  label: string;
  options: readonly Option[];
  value: Option;
  onChange: (value: Option) => void;
  hrefFor?: (value: Option) => string;
}) {
  return (
    <div className="filter-bar" role="group" aria-label={label}>
      {options.map((option) => {
        const className = `filter-chip${option === value ? ' active' : ''}`;
        return hrefFor ? (
          <LinkUntilReady
            key={option}
            href={hrefFor(option)}
            className={className}
            aria-pressed={option === value}
            onClick={() => onChange(option)}
          >
            {option}
          </LinkUntilReady>
        ) : (
          <button
            key={option}
            type="button"
            className={className}
            aria-pressed={option === value}
            onClick={() => onChange(option)}
          >
            {option}
          </button>
        );
      })}
    </div>
  );
}
