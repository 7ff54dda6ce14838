/**
 * Toasts (sonner, bottom-center, 3000 ms, close on click, pause on hover). React and sonner load
 * only when the first toast is shown, so readers who never see one never download them.
 */
import type { ToastKind } from "../shared/constants";
export type { ToastKind };
const PENDING_KEY = "pending-toast";

interface PendingToast {
  kind: ToastKind;
  message: string;
}

let toaster: Promise<typeof import("./toaster")> | undefined;

export async function notify(kind: ToastKind, message: string): Promise<void> {
  toaster ??= import("./toaster");
  const mod = await toaster;
  mod.show(kind, message);
}

/** For a toast that must survive the navigation that follows it (e.g. 401 then login). */
export function notifyAfterNavigation(kind: ToastKind, message: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ kind, message }));
  } catch {
    void notify(kind, message);
  }
}

/** Shows the toast left by the previous page, if any, and also one the server asked for (?toast=). */
export function flushPendingToast(): void {
  let pending: PendingToast | null;
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    pending = raw ? (JSON.parse(raw) as PendingToast) : null;
  } catch {
    pending = null;
  }
  if (pending && typeof pending.message === "string") void notify(pending.kind, pending.message);
}
