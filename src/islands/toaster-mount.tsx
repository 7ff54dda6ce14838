/** Mounts sonner's Toaster once, on demand; see client/toast.ts. */
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import type { ToastKind } from "../client/toast";
import { TOAST_DURATION_MS } from "../client/toast";

const TOAST_ID_PREFIX = "toast-";

function closeOnClick(event: React.MouseEvent) {
  const el = (event.target as Element).closest("[data-sonner-toast]");
  const id = el?.getAttribute("data-testid")?.slice(TOAST_ID_PREFIX.length);
  if (id) toast.dismiss(id);
}

const host = document.createElement("div");
host.id = "toasts";
document.body.append(host);
const theme = () => (document.documentElement.style.colorScheme === "dark" ? "dark" : "system");
createRoot(host).render(
  <div onClick={closeOnClick}>
    <Toaster position="bottom-center" duration={TOAST_DURATION_MS} theme={theme()} richColors />
  </div>,
);

let counter = 0;
export function show(kind: ToastKind, message: string): void {
  const id = `${Date.now()}-${counter++}`;
  // sonner renders after its Toaster subscribes; a microtask later is enough on first mount.
  queueMicrotask(() => toast[kind](message, { id, testId: `${TOAST_ID_PREFIX}${id}` }));
}
