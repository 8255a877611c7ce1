/**
 * The search of a page reached by an emailed link carrying a secret (a reset, a confirmation, a
 * booking's manage link). Hand-written checks keep zod out of the main bundle: route options are
 * not code-split.
 */
function secretParam<K extends string>(search: Record<string, unknown>, name: K): Partial<Record<K, string>> {
  const value = search[name];
  return typeof value === 'string' && value ? ({ [name]: value } as Record<K, string>) : {};
}

export const tokenSearch = (search: Record<string, unknown>): { token?: string } => secretParam(search, 'token');
export const manageSearch = (search: Record<string, unknown>): { manage?: string } => secretParam(search, 'manage');
