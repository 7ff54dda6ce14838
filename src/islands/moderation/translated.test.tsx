/**
 * The moderation, people and fediverse islands speak the page's language: in French they are French,
 * and in English they say exactly what they said before the catalogues (the end-to-end tests find
 * buttons by these English names).
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- React's renderer for the test, not src/server
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import DomainBlocksForm from "../fediverse/DomainBlocksForm";
import FediverseReader from "../fediverse/FediverseReader";
import BlockButton from "../people/BlockButton";
import MuteButton from "../people/MuteButton";
import ReportButton from "../reports/ReportButton";
import ReportActions from "./ReportActions";
import UndoAction from "./UndoAction";

const inLocale = (locale: string) => overwriteGetLocale(() => locale as "en");
afterEach(() => inLocale("en"));

/** What a reader sees and hears: the text, with tags gone and entities read. */
const text = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, "|")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const islands = () => ({
  report: text(<ReportButton commentId="c1" about="Ana" />),
  decision: text(<ReportActions postId="p1" authorId="u1" authorName="Ana" hidden={false} />),
  undo: text(<UndoAction undo="unsuspend" id="u1" />),
  mute: text(<MuteButton userId="u1" name="Ana" initiallyMuted={false} />),
  block: text(<BlockButton userId="u1" name="Ana" initiallyBlocked />),
  domains: text(<DomainBlocksForm scope="mine" initial={[]} />),
  fediverse: text(<FediverseReader accounts={[ann]} feed={{ posts: [post], next: "n" }} domains={[]} />),
});
const ann = {
  id: "r1",
  name: "Ann",
  handle: "ann@example.social",
  url: "https://example.social/@ann",
  state: "requested" as const,
};
const post = {
  id: "p1",
  uri: "https://example.social/p/1",
  contentHtml: "<p>Hi</p>",
  publishedAt: "2026-11-26T10:00:00.000Z",
  author: ann,
};

describe("translated islands", () => {
  it("say in English exactly what they said before", () => {
    const { report, decision, undo, mute, block, domains, fediverse } = islands();
    for (const said of [
      "Report| the comment by Ana|",
      "|Report this comment|",
      "|Reason|",
      "|Spam|",
      "|Harassment|",
      "|Misinformation|",
      "|What is wrong? (optional)|",
      "|Cancel|",
      "|Send report|",
    ])
      expect(report).toContain(said);
    for (const said of [
      "Reason (the author is told; reporters hear only the outcome)",
      "|Dismiss reports|",
      "|Hide the story|",
      "|Suspend for|",
      "|1 day|",
      "|7 days|",
      "|30 days|",
      "|good|",
      "|Suspend the author|",
    ])
      expect(decision).toContain(said);
    expect(undo).toContain("Why undo it");
    expect(undo).toContain("|Lift the suspension|");
    expect(mute).toContain("|Mute|");
    expect(block).toContain("|Unblock|");
    expect(domains).toContain(
      "|Nobody from a server you block reaches you: their comments, posts and follows are hidden from you.|",
    );
    expect(domains).toContain("|Block a whole server|");
    expect(domains).toContain("|Block server|");
    expect(domains).toContain("|No server is blocked.|");
    for (const said of [
      "|Follow someone elsewhere|",
      "|Their handle, or the address of their profile page.|",
      "|Following (1)|",
      "|(request sent)|",
      "|Unfollow| @ann@example.social|",
      "|Their posts|",
      "|Nov 26, 2026|",
      "|Like|",
      "|Boost|",
      "|Open on their server|",
      "|Reply to Ann|",
      "|Load more|",
      "|Blocked servers|",
    ])
      expect(fediverse).toContain(said);
  });

  it("speak French in French", () => {
    inLocale("fr");
    const { report, decision, undo, mute, block, domains, fediverse } = islands();
    expect(report).toContain("Signaler| le commentaire de Ana|");
    expect(report).toContain("|Signaler ce commentaire|");
    expect(report).toContain("|Harcèlement|");
    expect(report).toContain("|Envoyer le signalement|");
    expect(report).toContain("|Annuler|");
    expect(decision).toContain("|Classer les signalements|");
    expect(decision).toContain("|7 jours|");
    expect(decision).toContain("|1 jour|");
    expect(decision).toContain("|Suspendre l’auteur|");
    expect(undo).toContain("|Lever la suspension|");
    expect(mute).toContain("|Masquer|");
    expect(block).toContain("|Débloquer|");
    expect(domains).toContain("|Bloquer tout un serveur|");
    expect(domains).toContain("|Aucun serveur n’est bloqué.|");
    expect(fediverse).toContain("|Abonnements (1)|");
    expect(fediverse).toContain("|26 nov. 2026|");
    expect(fediverse).toContain("|Répondre à Ann|");
    expect(fediverse).toContain("|Ne plus suivre|");
    for (const html of [report, decision, undo, mute, block, domains, fediverse])
      expect(html).not.toMatch(/\b(Report|Reason|Dismiss|Suspend|Mute|Unblock|Block|server)\b/);
  });
});
