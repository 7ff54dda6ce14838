/** Mounts sonner's Toaster once, on demand; see client/toast.ts. */
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import { TOAST_DURATION_MS, type ToastKind } from "../shared/constants";

const TOAST_ID_PREFIX = "toast-";

function closeOnClick(event: React.MouseEvent) {
  const el = (event.target as Element).closest("[data-sonner-toast]");
  const id = el?.getAttribute("data-testid")?.slice(TOAST_ID_PREFIX.length);
  if (id) toast.dismiss(id);
}

/*
 * A modal dialog makes the rest of the page inert and dims it under its backdrop. A toast shown while
 * one is open goes inside it (still fixed to the bottom of the window), so it is seen at full strength
 * and can be hovered and clicked; when the dialog closes the toasts go back to the page.
 */
const host = document.createElement("div");
host.id = "toasts";
document.body.append(host);

function raise(): void {
  const modal = [...document.querySelectorAll("dialog[open]")].filter((d) => d.matches(":modal")).at(-1);
  if (!modal) {
    if (host.parentElement !== document.body) document.body.append(host);
    return;
  }
  if (host.parentElement === modal) return;
  modal.append(host);
  modal.addEventListener("close", () => document.body.append(host), { once: true });
}

/** The toasts follow the page's light or dark mode (set by the theme and mode, not only by the system). */
const theme = (): "dark" | "light" =>
  getComputedStyle(document.documentElement).colorScheme === "dark" ? "dark" : "light";
function Toasts() {
  const [scheme, setScheme] = useState(theme);
  useEffect(() => {
    const update = () => setScheme(theme());
    const watch = new MutationObserver(update);
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "data-mode"] });
    const system = matchMedia("(prefers-color-scheme: dark)");
    system.addEventListener("change", update);
    return () => {
      watch.disconnect();
      system.removeEventListener("change", update);
    };
  }, []);
  return (
    <div onClick={closeOnClick}>
      <Toaster position="bottom-center" duration={TOAST_DURATION_MS} theme={scheme} richColors />
    </div>
  );
}
createRoot(host).render(<Toasts />);

let counter = 0;
export function show(kind: ToastKind, message: string): void {
  const id = `${Date.now()}-${counter++}`;
  raise();
  // sonner renders after its Toaster subscribes; a microtask later is enough on first mount.
  queueMicrotask(() => toast[kind](message, { id, testId: `${TOAST_ID_PREFIX}${id}` }));
}
