/** SPEC §7 query encoding: key=value, arrays as key[]=value; empty values are left out. */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) params.append(`${key}[]`, String(item));
    } else if (value !== undefined && value !== null) {
      params.append(key, String(value as Exclude<QueryValue, null | undefined>));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
