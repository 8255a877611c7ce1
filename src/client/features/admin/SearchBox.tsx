import { useId, useState } from 'react';

/** A filter box over a tab's list: the admin area's lists grow with the business. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="admin-search">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field-input"
        placeholder={`${label}…`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function useSearchFilter<T>(text: (row: T) => string) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  return { query, setQuery, matches: (row: T) => !needle || text(row).toLowerCase().includes(needle) };
}
