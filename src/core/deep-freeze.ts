/** Freezes a value and everything reachable from it; returns it typed as deeply read-only. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    // Arrays by index (Reflect.ownKeys would also list "length" and is slower); everything else by its own
    // keys, symbols included. Traces are frozen on every screen.
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
    else for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<string | symbol, unknown>)[key]);
  }
  return value;
}
