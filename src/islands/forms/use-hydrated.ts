/**
 * False in the server-rendered HTML, true once React runs. Submit buttons stay disabled until then,
 * so a click before the script has loaded cannot post the form natively and lose what was typed.
 */
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
