/**
 * Everything that keeps a story safe while it is written: a copy on this device at every change, a
 * server draft a few seconds after the writer pauses, recovery after a crash or reload, and a conflict
 * instead of an overwrite when the story changed on another device meanwhile.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../client/api-client";
import { api } from "../../client/api";
import { createAutosave } from "../../client/editor/autosave";
import {
  localKey,
  readLocal,
  recoveryFor,
  sameFields,
  writeLocal,
  type EditorFields,
  type LocalCopy,
} from "../../client/editor/local-copy";
import { notify } from "../../client/toast";
import type { Post } from "../../shared/post";

export const AUTOSAVE_DELAY_MS = 3000;
export type SaveState = "saved" | "unsaved" | "saving" | "offline" | "conflict";
export type Banner = { kind: "changed-elsewhere" } | { kind: "older-local-copy"; local: LocalCopy } | null;

export const EMPTY_FIELDS: EditorFields = { title: "", subtitle: "", content: "", tags: [], cover: null };

export function fieldsOf(post: Post): EditorFields {
  return {
    title: post.title,
    subtitle: post.subtitle ?? "",
    content: post.content,
    tags: post.tags,
    cover: post.coverImage ? { ...post.coverImage } : null,
  };
}

export function bodyOf(f: EditorFields) {
  return { title: f.title, subtitle: f.subtitle.trim() || null, content: f.content, tags: f.tags, coverImage: f.cover };
}

export function usePostSession(userId: string, initial: Post | null) {
  const server = useMemo(() => (initial ? { fields: fieldsOf(initial), version: initial.version } : null), [initial]);
  const [fields, setFields] = useState<EditorFields>(server?.fields ?? EMPTY_FIELDS);
  const [postId, setPostId] = useState<string | null>(initial?._id ?? null);
  const [version, setVersion] = useState<number | null>(initial?.version ?? null);
  const [slug, setSlug] = useState<string | null>(initial?.slug ?? null);
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const [banner, setBanner] = useState<Banner>(null);
  const published = initial?.status === "published";
  const lastSaved = useRef<EditorFields>(server?.fields ?? EMPTY_FIELDS);
  const live = useRef({ fields, postId, version });
  live.current = { fields, postId, version };

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

  /** Saves the current text as the server draft (drafts and new stories only; published ones use update). */
  const saveDraft = useCallback(async () => {
    const { fields: f, postId: id, version: v } = live.current;
    if (published || (id && sameFields(f, lastSaved.current)) || (!id && sameFields(f, EMPTY_FIELDS))) return;
    setSaveState("saving");
    try {
      const res = await api.post<{ post: Post }>("/post/draft", {
        ...(id ? { _id: id, baseVersion: v ?? undefined } : {}),
        ...bodyOf(f),
      });
      const post = res.data.post;
      lastSaved.current = f;
      if (!id) {
        localStorage.removeItem(localKey(userId, null));
        // The story now exists: a reload (or a bookmark) must reopen it, not a blank page.
        history.replaceState(history.state, "", `/edit-post?id=${post._id}`);
      }
      settleLocal(post._id, post.version, f);
      setPostId(post._id);
      setVersion(post.version);
      setSlug(post.slug);
      setSaveState(sameFields(live.current.fields, f) ? "saved" : "unsaved");
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setSaveState("conflict");
        setBanner({ kind: "changed-elsewhere" });
      } else {
        // Offline or the server is struggling: the text is safe on this device; try again later.
        setSaveState("offline");
      }
    }
  }, [published, settleLocal]);

  const autosave = useMemo(() => createAutosave(saveDraft, AUTOSAVE_DELAY_MS), [saveDraft]);

  // Recovery once, when the editor opens.
  useEffect(() => {
    const local = readLocal(localStorage, localKey(userId, initial?._id ?? null));
    const action = recoveryFor(local, server);
    if (action === "restore" && local) {
      setFields(local.fields);
      if (!initial && local.postId) {
        setPostId(local.postId);
        setVersion(local.baseVersion);
      }
      void notify("info", "Restored what you were writing on this device.");
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
    if (!dirty) return;
    writeLocal(localStorage, localKey(userId, postId), { fields, postId, baseVersion: version, savedAt: Date.now() });
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
    return (await api.get<{ post: Post }>(`/post/${postId}`)).data.post;
  }

  return {
    fields,
    setFields,
    update: <K extends keyof EditorFields>(key: K, value: EditorFields[K]) =>
      setFields((f) => ({ ...f, [key]: value })),
    postId,
    slug,
    version,
    published,
    saveState,
    banner,
    dirty,
    saveNow: () => autosave.flush(),
    /** Conflict: take the other device's text (this device's copy is kept until the next change). */
    async useServerCopy() {
      const post = await fetchServerCopy();
      lastSaved.current = fieldsOf(post);
      setFields(fieldsOf(post));
      setVersion(post.version);
      setSlug(post.slug);
      setBanner(null);
      setSaveState("saved");
    },
    /** Conflict: keep this device's text, saved on top of the newer version. */
    async keepMine(local?: EditorFields) {
      const post = await fetchServerCopy();
      if (local) setFields(local);
      setVersion(post.version);
      live.current.version = post.version;
      if (local) live.current.fields = local;
      lastSaved.current = fieldsOf(post);
      setBanner(null);
      setSaveState("unsaved");
      await saveDraft();
    },
    dismissBanner: () => setBanner(null),
    /** After publishing or updating: the server has it all, this device's copy can go. */
    forgetLocal() {
      lastSaved.current = live.current.fields;
      localStorage.removeItem(localKey(userId, null));
      if (live.current.postId) localStorage.removeItem(localKey(userId, live.current.postId));
    },
  };
}
