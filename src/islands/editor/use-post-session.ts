/**
 * Everything that keeps a story safe while it is written: a copy on this device at every change, a
 * server draft a few seconds after the writer pauses, recovery after a crash or reload, and a conflict
 * instead of an overwrite when the story changed on another device meanwhile.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../client/api-client";
import { api, call } from "../../client/api";
import { createAutosave } from "./autosave";
import {
  localKey,
  readLocal,
  recoveryFor,
  sameFields,
  writeLocal,
  type EditorFields,
  type LocalCopy,
} from "./local-copy";
import { notify } from "../../client/toast";
import type { Post } from "../../shared/post";
import { isWebAddress } from "../../shared/web-address";
import { m } from "../../i18n/m";
import type { LiveLink, LiveSession } from "./use-coediting";
import { COEDIT_TITLES, type CoeditTitle } from "../../shared/coedit";
import {
  bodyOf,
  changesOf,
  EMPTY_FIELDS,
  fieldsOf,
  postSettings,
  sameSetting,
  settingsOf,
  SHARED_SETTINGS,
  type SharedSetting,
} from "./fields";

export const AUTOSAVE_DELAY_MS = 3000;
/** `refused`: the server turned the draft down (too long, nested too deep); `saveRefusal` says why. */
export type SaveState = "saved" | "unsaved" | "saving" | "offline" | "conflict" | "refused";
export type Banner = { kind: "changed-elsewhere" } | { kind: "older-local-copy"; local: LocalCopy } | null;

/**
 * How a save of a saved story goes while the page is joined to its room: live, with the shared state
 * its text shows (decision 018); null otherwise. Read before the text: it writes out what was typed
 * last, so the text is of this state, all of it; the title and subtitle too, once bound to the shared
 * document's.
 */
function liveHow(postId: string | null, link: LiveLink | null) {
  if (!postId || !link?.joined()) return null;
  const stateVector = link.stateVector();
  return { live: true as const, stateVector, ...(link.titlesShared() ? { sharedTitles: true as const } : {}) };
}

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
  /**
   * Bound to the story's live shared document (decision 018): saves made while joined say `live`, and
   * the server takes them over another live save (the same shared text) but not over a version saved
   * any other way: the Markdown view, another device through the API, a tab that was not in the room.
   */
  const shared = useRef<LiveLink | null>(null);
  /** A save turned down (409) while the room was out of reach: it goes again once joined. */
  const retryOnJoin = useRef(false);
  const live = useRef({ fields, postId, version });
  live.current = { fields, postId, version };
  /** The title and subtitle inputs, which live co-editing binds to the shared document's. */
  const inputs = useRef<Partial<Record<CoeditTitle, HTMLInputElement | null>>>({});
  const inputRefs = useMemo(
    () =>
      Object.fromEntries(
        COEDIT_TITLES.map((key) => [key, (el: HTMLInputElement | null) => void (inputs.current[key] = el)]),
      ) as Record<CoeditTitle, (el: HTMLInputElement | null) => void>,
    [],
  );

  const dirty = !sameFields(fields, lastSaved.current);

  /**
   * After a save: the server has `saved`, so this device's copy is only worth keeping for what was typed
   * since, and that now builds on the version just saved. A copy left naming an older version would
   * look like unsaved writing to a later visit once another device moves the story on.
   */
  const settleLocal = useCallback(
    (id: string, savedVersion: number, saved: EditorFields) => {
      const now = live.current.fields;
      if (sameFields(now, saved)) localStorage.removeItem(localKey(userId, id));
      else
        writeLocal(localStorage, localKey(userId, id), {
          fields: now,
          postId: id,
          baseVersion: savedVersion,
          savedAt: Date.now(),
        });
    },
    [userId],
  );

  /**
   * The story's settings as saved (a co-author's save heard live, or this save's answer): taken in
   * where this writer has not changed them since their last save; where they have, theirs stands
   * and goes with their next save.
   */
  function takeSettings(theirs: Pick<EditorFields, SharedSetting>) {
    const mine = live.current.fields;
    const base = lastSaved.current;
    const untouched = SHARED_SETTINGS.filter((k) => sameSetting(k, mine, base) && !sameSetting(k, mine, theirs));
    const agreed = SHARED_SETTINGS.filter((k) => sameSetting(k, mine, theirs) && !sameSetting(k, base, theirs));
    if (!untouched.length && !agreed.length) return;
    const values = Object.fromEntries(untouched.map((k) => [k, theirs[k]])) as Partial<EditorFields>;
    lastSaved.current = { ...base, ...values, ...Object.fromEntries(agreed.map((k) => [k, theirs[k]])) };
    if (!untouched.length) return;
    live.current.fields = { ...mine, ...values };
    setFields((f) => ({ ...f, ...values }));
  }
  const takeSettingsRef = useRef(takeSettings);
  takeSettingsRef.current = takeSettings;

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
      takeSettings(postSettings(post));
      // At once, not at the next render: a caller awaiting this save reads them (scheduling a new story).
      live.current.postId = post._id;
      live.current.version = post.version;
      if (!id) {
        localStorage.removeItem(localKey(userId, null));
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
  const autosaveRef = useRef<typeof autosave | null>(null);
  autosaveRef.current = autosave;
  const liveSession = useMemo<LiveSession>(
    () => ({
      attach: (link) => {
        shared.current = link;
      },
      // Changes of this page's own not saved yet, or a version saved after the room's last save.
      pageAhead: (savedVersion) =>
        !sameFields(live.current.fields, lastSaved.current) ||
        (savedVersion !== null && (live.current.version ?? 0) > savedVersion),
      version: () => live.current.version ?? null,
      settings: (theirs) => takeSettingsRef.current(settingsOf(theirs)),
      joined: () => {
        if (!retryOnJoin.current) return;
        retryOnJoin.current = false;
        autosaveRef.current?.touch();
      },
      fields: {
        value: (key) => live.current.fields[key],
        set: (key, value) => setFieldRef.current(key, value),
        input: (key) => inputs.current[key] ?? null,
      },
    }),
    [],
  );

  // Recovery once, when the editor opens.
  useEffect(() => {
    const local = readLocal(localStorage, localKey(userId, initial?._id ?? null));
    const action = recoveryFor(local, server);
    if (action === "restore" && local) {
      replaceFields(local.fields);
      if (!initial && local.postId) {
        setPostId(local.postId);
        setVersion(local.baseVersion);
      }
      void notify("info", m.ed_restored_local());
    } else if (action === "conflict" && local) {
      setBanner({ kind: "older-local-copy", local });
    } else if (local && initial) {
      // The server already has exactly this text: the copy has done its job.
      localStorage.removeItem(localKey(userId, initial._id));
    }
    // Only when the editor opens.
  }, []);

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

  // Leaving with text the server does not have yet: the browser asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!sameFields(live.current.fields, lastSaved.current)) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  /** The server's current copy (by id: the address may have changed on the other device). */
  async function fetchServerCopy(): Promise<Post> {
    return (await call(api.post[":slug"].$get({ param: { slug: postId! } }))).data.post;
  }

  /** A field changed (typed here, or another's change to the shared title). */
  function setField<K extends keyof EditorFields>(key: K, value: EditorFields[K]) {
    const next = { ...live.current.fields, [key]: value };
    live.current.fields = next;
    // On the device in the same task as the change, not after React's next render: a tab closed or
    // crashed right after a keystroke (the editor hands it over on pagehide too) keeps it.
    if (!sameFields(next, lastSaved.current))
      writeLocal(localStorage, localKey(userId, live.current.postId), {
        fields: next,
        postId: live.current.postId,
        baseVersion: live.current.version,
        savedAt: Date.now(),
      });
    setFields((f) => ({ ...f, [key]: value }));
  }
  const setFieldRef = useRef(setField);
  setFieldRef.current = setField;

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
      localStorage.removeItem(localKey(userId, post._id));
    },
    /** After publishing or updating: the server has it all, this device's copy can go. */
    forgetLocal() {
      lastSaved.current = live.current.fields;
      localStorage.removeItem(localKey(userId, null));
      if (live.current.postId) localStorage.removeItem(localKey(userId, live.current.postId));
    },
  };
}
