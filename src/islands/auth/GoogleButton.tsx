/**
 * Google sign-in with Google Identity Services. Its script loads only here, only when the site has a
 * GOOGLE_CLIENT_ID; the ID token it hands back is verified by our server, never trusted as it is.
 */
import { useEffect, useRef } from "react";
import { api, call, reportApiError } from "../../client/api";
import { completeSignIn } from "../../client/sign-in";
import { getLocale, m } from "../../i18n/m";

const GIS_SRC = "https://accounts.google.com/gsi/client";

interface GoogleIdApi {
  initialize(opts: { client_id: string; callback: (r: { credential: string }) => void }): void;
  renderButton(el: HTMLElement, opts: Record<string, unknown>): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdApi } };
  }
}

function loadGis(): Promise<GoogleIdApi> {
  return new Promise((resolve, reject) => {
    if (window.google) return resolve(window.google.accounts.id);
    const script = document.createElement("script");
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error("Google sign-in did not load"));
    script.onerror = () => reject(new Error("Google sign-in could not be reached"));
    document.head.append(script);
  });
}

export function GoogleButton({ clientId }: { clientId: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    loadGis()
      .then((gis) => {
        if (cancelled || !host.current) return;
        gis.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            call(api.user.auth.google.$post({ json: { credential } }))
              .then((res) => completeSignIn(res.data, m.welcome_back()))
              .catch((err: unknown) => reportApiError(err, { credentials: true }));
          },
        });
        // Google draws the button's words itself: in the page's language, not the browser's.
        gis.renderButton(host.current, {
          theme: "outline",
          size: "large",
          width: 320,
          text: "continue_with",
          locale: getLocale(),
        });
      })
      .catch(() => {
        if (host.current) host.current.textContent = m.auth_google_unavailable();
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  return (
    <div className="mt-6 border-t border-border pt-6">
      <div ref={host} className="flex min-h-11 justify-center" data-testid="google-signin" />
    </div>
  );
}
