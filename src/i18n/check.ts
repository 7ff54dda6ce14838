/**
 * The catalogues' completeness (decision 020): every language has exactly English's keys, with the
 * same placeholders, and every key is used by the code. `scripts/check-messages.ts` runs it in
 * `npm run lint`; catalogue.test.ts runs it too.
 */
export type Catalogue = Record<string, unknown>;

/** The placeholders of a message, in any of its plural forms: `{name}` → "name". */
function placeholders(message: unknown): string[] {
  const text = JSON.stringify(message);
  return [...new Set([...text.matchAll(/\{([A-Za-z_][\w]*)\}/g)].map((m) => m[1]!))].sort();
}

const keysOf = (c: Catalogue) => Object.keys(c).filter((k) => !k.startsWith("$"));

/** Keys the code names: `m.key` (or `msg.key`, where `m` means something else in that file). */
export function usedKeys(sources: string[]): Set<string> {
  const used = new Set<string>();
  for (const source of sources)
    for (const found of source.matchAll(/\b(?:m|msg)\.([a-z][a-z0-9_]*)\b/g)) used.add(found[1]!);
  return used;
}

export function catalogueProblems(catalogues: Record<string, Catalogue>, base: string, used: Set<string>): string[] {
  const problems: string[] = [];
  const reference = catalogues[base];
  if (!reference) return [`No ${base} catalogue`];
  const baseKeys = keysOf(reference);
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    const keys = new Set(keysOf(catalogue));
    for (const key of baseKeys) {
      if (!keys.has(key)) problems.push(`${locale}: missing ${key}`);
      else if (placeholders(catalogue[key]).join() !== placeholders(reference[key]).join())
        problems.push(`${locale}: ${key} has {${placeholders(catalogue[key]).join("}, {")}}, not those of ${base}`);
    }
    for (const key of keys) if (!(key in reference)) problems.push(`${locale}: ${key} is not in ${base}`);
  }
  for (const key of baseKeys) if (!used.has(key)) problems.push(`${key} is used nowhere`);
  return problems;
}
