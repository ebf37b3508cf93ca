// The one place where wire keys (snake_case) and client keys (camelCase) are converted, both ways.

function toCamelKey(key: string): string {
  return key.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** camelCase (or words with spaces) to snake_case: `birthDate` -> `birth_date`, `Per Page` -> `per_page`. */
export function toSnakeKey(key: string): string {
  return key
    .replace(/\s+/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** Values that travel as they are: files, forms, binary data, dates. */
function isOpaque(value: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && value instanceof FormData) ||
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && value instanceof URLSearchParams) ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value) ||
    value instanceof Date
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, rename: (key: string) => string): unknown {
  if (isOpaque(value)) return value;
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, rename));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[rename(key)] = convertKeys(item, rename);
    return out;
  }
  return value;
}

export function camelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamelKey) as T;
}

export function snakifyKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnakeKey) as T;
}

/** Query strings: snake_case names, booleans as 1 or 0, empty values left out. */
export function toQueryParams(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[toSnakeKey(key)] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return out;
}

type CamelKey<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelKey<Tail>>}`
  : S;

/** The client-side (camelCase) type of a wire (snake_case) type. */
export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelize<T[K]> }
    : T;
