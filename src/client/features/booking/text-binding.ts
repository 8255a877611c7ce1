import type { ChangeEvent } from 'react';

type TextKey<T> = Extract<{ [K in keyof T]: T[K] extends string ? K : never }[keyof T], string>;

/**
 * A wizard text control's name, value and change handler, for one string field of the state it
 * edits. The name is the field's key: PaymentStep's readEarlyInput finds what a visitor typed
 * before the app started by it.
 */
export function textBinding<T, K extends TextKey<T>>(values: T, change: (changes: Pick<T, K>) => void, key: K) {
  return {
    name: key,
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change({ [key]: event.target.value } as Pick<T, K>),
  };
}
