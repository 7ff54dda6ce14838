/**
 * What a reader set on server-rendered controls before the island's script ran. Radios and boxes work
 * without it, and hydration would set them back to what the server sent (the choice silently lost):
 * an island starts from these instead. On the server, the fallback.
 */

/** The value of the checked radio named `name`, if it is one of `allowed`; else `fallback`. */
export function radioBefore<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  if (typeof document === "undefined") return fallback;
  const value = document.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value;
  return allowed.find((a) => a === value) ?? fallback;
}

/** Whether the checkbox named `name` is checked; `fallback` when there is none. */
export function checkboxBefore(name: string, fallback: boolean): boolean {
  if (typeof document === "undefined") return fallback;
  return document.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`)?.checked ?? fallback;
}
