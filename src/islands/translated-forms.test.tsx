/**
 * The sign-in, password-reset, import and co-author islands read in the page's language: French in
 * French, and in English exactly the words they always had (the end-to-end tests find them by these).
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- React's renderer for the test, not src/server
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "../paraglide/runtime.js";
import { $reset, INITIAL_RESET } from "../stores/auth";
import ForgotPasswordFlow from "./auth/ForgotPasswordFlow";
import SignInLinkRequest from "./auth/SignInLinkRequest";
import SignInWithLink from "./auth/SignInWithLink";
import { AddressForm } from "./editor/AddressForm";
import { CoauthorsSection } from "./editor/CoauthorsSection";
import ImportForm from "./editor/ImportForm";

const inLocale = (locale: string) => overwriteGetLocale(() => locale as "en");
afterEach(() => {
  inLocale("en");
  $reset.set(INITIAL_RESET);
});

/** What a person reads: the markup without React's text separators, entities decoded. */
const render = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");

const resetAt = (step: 2 | 3) => {
  $reset.set({ step, email: "ana@example.com", verificationToken: "t" });
  return render(<ForgotPasswordFlow />);
};
const owner = <CoauthorsSection postId="p1" userId="u1" ownerId="u1" />;
const address = (
  <AddressForm id="link" label="Link address" problem={() => null} onApply={() => {}} onClose={() => {}} />
);

describe("translated forms", () => {
  it("say in English exactly what they said before", () => {
    expect(render(<ForgotPasswordFlow />)).toContain("Step 1 of 3: Enter the e-mail of your account");
    expect(render(<ForgotPasswordFlow />)).toContain("Send the code");
    const code = resetAt(2);
    expect(code).toContain("Step 2 of 3: Enter the code we sent you");
    expect(code).toContain(
      "If <strong>ana@example.com</strong> has an account, a 6-digit code is on its way. It works for 10 minutes.",
    );
    expect(code).toContain(">Code</label>");
    expect(code).toContain("Verify the code");
    expect(code).toContain("Use another e-mail");
    const password = resetAt(3);
    expect(password).toContain("Step 3 of 3: Choose a new password");
    expect(password).toContain(">New password</label>");
    expect(password).toContain("Set the new password");
    expect(render(<SignInLinkRequest />)).toContain("E-mail me a sign-in link");
    expect(render(<SignInWithLink token="x" />)).toContain(">Sign in</button>");

    const importing = render(<ImportForm />);
    expect(importing).toContain(">Import stories</summary>");
    expect(importing).toContain(
      "Markdown files (with front matter: title, subtitle, tags, canonical_url), Medium posts, or a zip of them, such as Medium's export or your own download from Settings. Each story becomes a draft.",
    );
    expect(importing).toContain("Files to import");
    expect(importing).toContain(">Import</button>");

    const coauthors = render(owner);
    expect(coauthors).toContain("Co-authors");
    expect(coauthors).toContain("Invite by username");
    expect(coauthors).toContain(">Invite</button>");
    expect(coauthors).toContain(
      "Co-authors edit, publish and schedule this story; only you delete it or change its authors.",
    );
    expect(render(<CoauthorsSection postId={null} userId="u1" ownerId="u1" />)).toContain(
      "Write a few words first: once the draft is saved you can invite people.",
    );
    expect(render(<CoauthorsSection postId="p1" userId="u2" ownerId="u1" />)).toContain("Leave this story");
    const form = render(address);
    expect(form).toContain(">Apply</button>");
    expect(form).toContain(">Cancel</button>");
  });

  it("read in French when the page is French", () => {
    inLocale("fr");
    expect(render(<ForgotPasswordFlow />)).toContain("Étape 1 sur 3 : Saisissez l’adresse e-mail de votre compte");
    const code = resetAt(2);
    expect(code).toContain(
      "Si <strong>ana@example.com</strong> a un compte, un code à 6 chiffres est en route. Il est valable 10 minutes.",
    );
    expect(code).toContain("Vérifier le code");
    expect(code).toContain("Utiliser une autre adresse");
    expect(resetAt(3)).toContain(">Nouveau mot de passe</label>");
    expect(render(<SignInLinkRequest />)).toContain("M’envoyer un lien de connexion");
    expect(render(<SignInWithLink token="x" />)).toContain(">Se connecter</button>");

    const importing = render(<ImportForm />);
    expect(importing).toContain(">Importer des histoires</summary>");
    expect(importing).toContain("Fichiers à importer");
    expect(importing).not.toMatch(/Import stories|Files to import|Each story/);

    const coauthors = render(owner);
    expect(coauthors).toContain("Coauteurs");
    expect(coauthors).toContain("Inviter par nom d’utilisateur");
    expect(coauthors).not.toMatch(/Invite by username|Co-authors edit/);
    expect(render(<CoauthorsSection postId="p1" userId="u2" ownerId="u1" />)).toContain("Quitter cette histoire");
    expect(render(address)).toContain(">Appliquer</button>");
  });
});
