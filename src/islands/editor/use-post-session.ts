/**
 * Everything that keeps a story safe while it is written: a copy on this device at every change, a
 * server draft a few seconds after the writer pauses, recovery after a crash or reload, and a conflict
 * instead of an overwrite when the story changed on another device meanwhile.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../client/api-client";
import { api, call } from "../../client/api";
import { createAutosave } from "./autosave";
import { localKey, sameFields, writeLocal, type EditorFields, type LocalCopy } from "./local-copy";
import { useDeviceCopy, useRecovery, type LiveFields } from "./use-device-copy";
import { notify } from "../../client/toast";
import type { Post } from "../../shared/post";
import { isWebAddress } from "../../shared/web-address";
import { m } from "../../i18n/m";
import { liveHow } from "./use-coediting";
import { useLiveSession, type LivePage } from "./use-live-session";
import {
  bodyOf,
  changesOf,
  EMPTY_FIELDS,
  fieldsOf,
  postSettings,
  settingsOf,
  takeSettings,
  type SharedSetting,
} from "./fields";

export const AUTOSAVE_DELAY_MS = 3000;
/** `refused`: the server turned the draft down (too long, nested too deep); `saveRefusal` says why. */
export type SaveState = "saved" | "unsaved" | "saving" | "offline" | "conflict" | "refused";
export type Banner = { kind: "changed-elsewhere" } | { kind: "older-local-copy"; local: LocalCopy } | null;

export function usePostSession(userId: string, initial: Post | null) {
  const server = useMemo(() => (initial ? { fields: fieldsOf(initial), version: initial.version } : null), [initial]);
  const [fields, setFields] = useState<EditorFields>(server?.fields ?? EMPTY_FIELDS);
  /**
   * Grows each time the text is replaced from outside the editor (a recovered, newer or restored copy):
   * only then does the editor take `fields.content` in. Its own typing comes back a render later, and
   * taking that in would overwrite what was typed meanwhile.
   */
  const [replaced, setReplaced] = useState(0);
  const replaceFields = (next: EditorFields) => {
    setFields(next);
    setReplaced((n) => n + 1);
  };
  const [postId, setPostId] = useState<string | null>(initial?._id ?? null);
  const [version, setVersion] = useState<number | null>(initial?.version ?? null);
  const [slug, setSlug] = useState<string | null>(initial?.slug ?? null);
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const [saveRefusal, setSaveRefusal] = useState<string | null>(null);
  /** The text the server last turned down: not sent again until the writer changes it. */
  const refused = useRef<EditorFields | null>(null);
  const [banner, setBanner] = useState<Banner>(null);
  const [scheduledAt, setScheduledAt] = useState<string | null>(initial?.scheduledAt ?? null);
  const published = initial?.status === "published";
  const lastSaved = useRef<EditorFields>(server?.fields ?? EMPTY_FIELDS);
  const live = useRef<LiveFields>({ fields, postId, version });
  live.current = { fields, postId, version };
  const page = useRef<LivePage | null>(null);
  const { shared, retryOnJoin, inputRefs, session: liveSession } = useLiveSession(live, lastSaved, page);

  const dirty = !sameFields(fields, lastSaved.current);

  const device = useDeviceCopy(userId, live, lastSaved);
  const settleLocal = device.settle;

  /** The story's settings as saved, taken in where this writer has not changed them (fields.ts). */
  function takeSaved(theirs: Pick<EditorFields, SharedSetting>) {
    const taken = takeSettings(live.current.fields, lastSaved.current, theirs);
    if (!taken) return;
    lastSaved.current = taken.base;
    if (Object.keys(taken.take).length === 0) return;
    live.current.fields = { ...live.current.fields, ...taken.take };
    setFields((f) => ({ ...f, ...taken.take }));
  }

  /** Saves the current text as the server draft (drafts and new stories only; published ones use update). */
  const saveDraft = useCallback(async () => {
    const how = liveHow(live.current.postId, shared.current);
    const liveSave = !!how;
    const sharedTitles = !!how?.sharedTitles;
    const { fields: f, postId: id, version: v } = live.current;
    if (id && !published && sameFields(f, lastSaved.current)) {
      // The shared text came round to what the server has (after a save it kept out, see below).
      setSaveState((s) => (s === "unsaved" ? "saved" : s));
      return;
    }
    if (published || (!id && sameFields(f, EMPTY_FIELDS))) return;
    setSaveState("saving");
    try {
      // A saved story's save sends the settings this writer changed, never a co-author's older ones.
      const { canonicalUrl, ...fields } = id ? changesOf(f, lastSaved.current) : bodyOf(f);
      const withheld = canonicalUrl !== undefined && canonicalUrl !== null && !isWebAddress(canonicalUrl);
      // A half-typed address must not hold the whole draft back: it goes once it is one (publishing checks it).
      const json = {
        ...(id
          ? {
              _id: id,
              baseVersion: v ?? undefined,
              ...how,
            }
          : {}),
        ...fields,
        ...(canonicalUrl !== undefined && !withheld ? { canonicalUrl } : {}),
      };
      const res = await call(api.post.draft.$post({ json }));
      const post = res.data.post;
      // What the server now has (a withheld address is still only on this device, and stays unsaved).
      // A live save's text is kept out when the stored one came from a later shared state (a co-editor
      // saved what this tab had not heard yet): the story's text is then what the server answers, and
      // this tab saves again if its text differs once it has heard the rest.
      const saved: EditorFields = {
        ...(withheld ? { ...f, canonicalUrl: post.canonicalUrl ?? "" } : f),
        ...(liveSave ? { content: post.content } : {}),
        // Likewise the shared title and subtitle (what was sent stays, if the server only trimmed it).
        ...(sharedTitles && f.title.trim() !== post.title ? { title: post.title } : {}),
        ...(sharedTitles && fields.subtitle !== post.subtitle ? { subtitle: post.subtitle ?? "" } : {}),
      };
      lastSaved.current = saved;
      // Settings it did not send are the server's (a co-author's, if one saved them meanwhile).
      takeSaved(postSettings(post));
      // At once, not at the next render: a caller awaiting this save reads them (scheduling a new story).
      live.current.postId = post._id;
      live.current.version = post.version;
      if (!id) {
        device.forget(null);
        // The story now exists: a reload (or a bookmark) must reopen it, not a blank page.
        history.replaceState(history.state, "", `/edit-post?id=${post._id}`);
      }
      settleLocal(post._id, post.version, lastSaved.current);
      setPostId(post._id);
      setVersion(post.version);
      setSlug(post.slug);
      setSaveState(sameFields(live.current.fields, lastSaved.current) ? "saved" : "unsaved");
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && shared.current && !liveSave) {
        // Bound to the shared text but not in the room just now (offline, joining again): joining merges
        // both ways first, and the save goes again as live (decision 018). No dialog for offline work.
        retryOnJoin.current = true;
        setSaveState("unsaved");
      } else if (err instanceof ApiError && err.status === 409) {
        setSaveState("conflict");
        setBanner({ kind: "changed-elsewhere" });
      } else if (err instanceof ApiError && err.status === 400) {
        // Trying again will not help until the writer changes it; the text stays on this device.
        const errors = (err.data as { errors?: { message: string }[] } | undefined)?.errors;
        refused.current = f;
        setSaveRefusal(errors?.[0]?.message ?? err.message);
        setSaveState("refused");
      } else {
        // Offline or the server is struggling: the text is safe on this device; try again later.
        setSaveState("offline");
      }
    }
  }, [published, settleLocal]);

  const autosave = useMemo(() => createAutosave(saveDraft, AUTOSAVE_DELAY_MS), [saveDraft]);
  useRecovery(userId, initial, server, {
    restore: (local) => {
      replaceFields(local.fields);
      if (!initial && local.postId) {
        setPostId(local.postId);
        setVersion(local.baseVersion);
      }
      void notify("info", m.ed_restored_local());
    },
    conflict: (local) => setBanner({ kind: "older-local-copy", local }),
  });

  // Every change: a copy on this device at once, the server after a pause.
  useEffect(() => {
    if (!dirty || (refused.current && sameFields(fields, refused.current))) return;
    writeLocal(localStorage, localKey(userId, postId), { fields, postId, baseVersion: version, savedAt: Date.now() });
    // A save under way says what came of it when it ends ("unsaved" again if typing went on meanwhile,
    // which saves once more): turned back to "unsaved" here as it began, "Saving…" never showed.
    if (saveState === "saving") return;
    setSaveState((s) => (s === "conflict" ? s : "unsaved"));
    if (!published && saveState !== "conflict") autosave.touch();
  }, [fields, dirty, postId, version, userId, published, autosave, saveState]);

  /** The server's current copy (by id: the address may have changed on the other device). */
  async function fetchServerCopy(): Promise<Post> {
    return (await call(api.post[":slug"].$get({ param: { slug: postId! } }))).data.post;
  }

  /** A field changed (typed here, or another's change to the shared title). */
  function setField<K extends keyof EditorFields>(key: K, value: EditorFields[K]) {
    // The same value again (an editor transaction that left the Markdown as it was: a redraw, a mark
    // toggled on nothing) changes nothing: no render, no copy. Rendering for it anyway let an editor
    // that transacts while the page renders feed itself (React's "maximum update depth", seen once).
    if (Object.is(live.current.fields[key], value)) return;
    const next = { ...live.current.fields, [key]: value };
    live.current.fields = next;
    // On the device at once (the editor hands a keystroke over on pagehide too).
    device.keep(next);
    setFields((f) => ({ ...f, [key]: value }));
  }
  page.current = { set: setField, settings: (saved) => takeSaved(settingsOf(saved)), retry: () => autosave.touch() };

  return {
    fields,
    replaced,
    update: <K extends keyof EditorFields>(key: K, value: EditorFields[K]) => {
      setField(key, value);
      // Typed into the title or subtitle: into the shared document too (decision 018).
      if (key === "title" || key === "subtitle") shared.current?.typed(key, value as string);
    },
    /** Refs for the title and subtitle inputs. */
    inputRefs,
    postId,
    slug,
    version,
    /** The rich editor's live co-editing (use-coediting.ts). */
    live: liveSession,
    published,
    saveState,
    saveRefusal,
    banner,
    dirty,
    saveNow: () => autosave.flush(),
    /**
     * What a published story's update (or a change of status) sends: the page's fields as they are
     * now, on the version they build on, saved live while joined (an older shared state's text is
     * kept out, as a draft's autosave is).
     */
    updateBody: () => {
      const how = liveHow(live.current.postId, shared.current);
      const body = changesOf(live.current.fields, lastSaved.current);
      return { ...body, baseVersion: live.current.version ?? undefined, ...how };
    },
    /** Saves now and answers the story's id (null while it has never been saved). */
    saveAndGetId: async () => {
      await autosave.flush();
      return live.current.postId;
    },
    scheduledAt,
    setScheduledAt,
    /** Conflict: take the other device's text (this device's copy is kept until the next change). */
    async useServerCopy() {
      const post = await fetchServerCopy();
      lastSaved.current = fieldsOf(post);
      replaceFields(fieldsOf(post));
      setVersion(post.version);
      setSlug(post.slug);
      setBanner(null);
      setSaveState("saved");
    },
    /** Conflict: keep this device's text, saved on top of the newer version. */
    async keepMine(local?: EditorFields) {
      const post = await fetchServerCopy();
      if (local) replaceFields(local);
      setVersion(post.version);
      live.current.version = post.version;
      if (local) live.current.fields = local;
      lastSaved.current = fieldsOf(post);
      setBanner(null);
      setSaveState("unsaved");
      await saveDraft();
    },
    dismissBanner: () => setBanner(null),
    /** The server saved this (a restored revision): the editor shows it, and this device's copy can go. */
    adopt: (post: Post) => {
      lastSaved.current = fieldsOf(post);
      live.current.fields = lastSaved.current;
      replaceFields(lastSaved.current);
      setVersion(post.version);
      setSlug(post.slug);
      setSaveState("saved");
      device.forget(post._id);
    },
    /** After publishing or updating: the server has it all, this device's copy can go. */
    forgetLocal() {
      lastSaved.current = live.current.fields;
      device.forget(null);
      if (live.current.postId) device.forget(live.current.postId);
    },
  };
}
