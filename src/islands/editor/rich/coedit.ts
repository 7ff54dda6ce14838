/**
 * Live co-editing in the rich editor (decision 018): the story's Yjs document, kept in step with the
 * server over the page's socket (coedit:* events), bound to ProseMirror by y-prosemirror (the shared
 * text, each person's named caret in their colour, an undo of one's own changes only). Offline edits
 * stay in the Y.Doc and go when the socket is back: joining again sends the state vector both ways.
 */
import type { Socket } from "socket.io-client";
import * as Y from "yjs";
import { toBase64 } from "lib0/buffer";
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from "y-protocols/awareness";
import { redo, undo, updateYFragment, yCursorPlugin, ySyncPlugin, yUndoPlugin } from "y-prosemirror";
import { keymap } from "@milkdown/kit/prose/keymap";
import type { Node } from "@milkdown/kit/prose/model";
import { Plugin } from "@milkdown/kit/prose/state";
import type { EditorView } from "@milkdown/kit/prose/view";
import type { CoeditAck, CoeditJoinAnswer } from "../../../shared/realtime";
import { coeditParts } from "../../../shared/coedit";
import type { CoeditTitle } from "../../../shared/coedit";
import { selectionAfterRedraw } from "./keep-selection";
import { focusedPicker, focusPickerAt } from "./block-views";
import { finishOpening, stopOpening, whenOpened } from "./open-in-parts";
import { bindFields, type PageFields } from "./coedit-fields";

export interface Person {
  name: string;
  color: string;
}
/** Why the editor stopped taking input. */
export type Lost = "refused" | "removed" | "signed-out";

export interface CoeditOptions {
  socket: Socket;
  postId: string;
  view: EditorView;
  me: Person;
  /** Who has the story open now (this person included). */
  onPeople: (people: Person[]) => void;
  onLost: (why: Lost) => void;
  /**
   * On first joining a stored document: whether the page's text is newer than the shared document's
   * (changes of its own not saved yet: typed in the Markdown view, restored from this device after a
   * crash; or a version saved outside the room, newer than `savedVersion`, the room's last save). Then
   * the page's text goes into the shared document as a change; otherwise the shared text replaces it.
   */
  pageAhead: (savedVersion: number | null) => boolean;
  /** The story's version the page's text builds on. */
  pageVersion: () => number | null;
  /** Joined (again, after a drop): what this tab missed and typed meanwhile is merged both ways. */
  onJoined: () => void;
  /** The page's title and subtitle, shared too (coedit-fields.ts). */
  fields: PageFields;
}

export interface Coediting {
  stop: () => void;
  /** In the room and in step with it now (not offline, not joining again). */
  joined: () => boolean;
  /** The shared document's state vector now (base64): which changes the editor's text holds. */
  stateVector: () => string;
  /** The page's title or subtitle changed: the change goes into the shared document. */
  typed: (key: CoeditTitle, value: string) => void;
  /** Whether the page's title and subtitle are the shared document's now. */
  titlesShared: () => boolean;
}

const REMOTE = "remote";

/**
 * What the browser has changed in the editor and ProseMirror has not read yet, read now: a caret moved
 * by a click or a key, typing. ProseMirror reads the caret on "selectionchange", a moment after it moves.
 * Two things in between lose it:
 * - a remote change drawn in the meantime rewrites the text the caret is in and puts the DOM's caret
 *   back where the state still has it (ProseMirror guards against that for a mouse drag only);
 * - a click at the end of a line where another person's caret stands leaves the DOM's caret in the
 *   paragraph element, after that caret's name (a widget the writer cannot edit), and Chrome's Home does
 *   nothing from there.
 * Measured with another browser typing into the same paragraph: a click, Home and a letter put the
 * letter at the line's end 4-12 times in 30-40. So before a remote change or another's caret is drawn,
 * and before a key that moves the caret, the view's DOM observer reads the DOM (as that event would).
 */
function readDomFirst(view: EditorView) {
  if (view.isDestroyed || view.composing || !view.hasFocus()) return;
  (view as unknown as { domObserver?: { flush?: () => void } }).domObserver?.flush?.();
}
/** Keys whose caret movement the browser makes by itself, from where the DOM's caret is. */
const MOVING_KEYS = new Set(["Home", "End", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown"]);
const caretReadFirst = new Plugin({
  props: {
    handleKeyDown: (view, event) => {
      if (MOVING_KEYS.has(event.key)) readDomFirst(view);
      return false;
    },
  },
});

const FRAGMENT = "prosemirror";
/** Each with white text on it at 4.5:1 or more (the name above the caret). */
const COLORS = ["#b4421e", "#1e6fb4", "#237a35", "#8a2be2", "#c2255c", "#0b7285", "#8f6b00", "#5c3fc4"];

/** A person's caret colour, the same on every device. */
export function colorOf(id: string): string {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return COLORS[h % COLORS.length]!;
}

/**
 * Whether the people shown changed: the awareness changes on every caret move (each key typed), and
 * showing the same names again re-rendered the whole editor's React tree per key.
 */
export const samePeople = (a: readonly Person[], b: readonly Person[]) =>
  a.length === b.length && a.every((p, i) => p.name === b[i]!.name && p.color === b[i]!.color);

const bytes = (b: ArrayBuffer | Uint8Array) => (b instanceof Uint8Array ? b : new Uint8Array(b));

/** Which of the editor's nodes each shared element shows (y-prosemirror's binding keeps this). */
export type Mapping = Map<Y.XmlFragment | Y.XmlElement | Y.XmlText | Y.XmlHook, Node | Node[]>;

/**
 * The editor's document written into a shared fragment (the first to open a story brings its text),
 * with which node each shared element was made from.
 */
export function seedOf(node: Node): { update: Uint8Array; fragment: Y.XmlFragment; mapping: Mapping } {
  const first = new Y.Doc();
  const fragment = first.getXmlFragment(FRAGMENT);
  const mapping: Mapping = new Map();
  updateYFragment(first, fragment, node, { mapping, isOMark: new Map() });
  return { update: Y.encodeStateAsUpdate(first), fragment, mapping };
}

/** The same text with the same formatting, or the same element with the same attributes (children aside). */
const sameContent = (a: Y.XmlElement | Y.XmlText, b: Y.XmlElement | Y.XmlText) =>
  a instanceof Y.XmlText
    ? JSON.stringify(a.toDelta()) === JSON.stringify((b as Y.XmlText).toDelta())
    : a.nodeName === (b as Y.XmlElement).nodeName &&
      JSON.stringify(a.getAttributes()) === JSON.stringify((b as Y.XmlElement).getAttributes());

/**
 * The same mapping for another copy of the same shared text (the seed applied to the room's document):
 * element for element, they are made of the same items. Given to y-prosemirror's binding, it spares the
 * redraw of the whole story from the shared text that binding without it does (for a long story, a
 * second rendering of every node and a comparison of the whole document, hundreds of milliseconds).
 *
 * Null unless the copy holds exactly the seed's text: a co-author's change can go in with the seed
 * (they joined once it was stored and typed; their change, relayed before this page's answer, waited
 * for the seed's items), and the binding would take the page's nodes, which lack it, for the shared
 * text's: the page would not show it, and its next change would write over it.
 */
export function carryMapping(from: Y.XmlFragment, to: Y.XmlFragment, mapping: Mapping): Mapping | null {
  const carried: Mapping = new Map();
  const walk = (a: Y.XmlFragment | Y.XmlElement, b: Y.XmlFragment | Y.XmlElement): boolean => {
    const mine = a.toArray();
    const theirs = b.toArray();
    if (mine.length !== theirs.length) return false;
    const node = mapping.get(a);
    if (node !== undefined) carried.set(b, node);
    return mine.every((child, i) => {
      const other = theirs[i]!;
      if (child.constructor !== other.constructor) return false;
      if (!(child instanceof Y.XmlElement || child instanceof Y.XmlText)) return false;
      if (!sameContent(child, other as Y.XmlElement | Y.XmlText)) return false;
      const shown = mapping.get(child);
      if (shown !== undefined) carried.set(other, shown);
      return child instanceof Y.XmlElement ? walk(child, other as Y.XmlElement) : true;
    });
  };
  return walk(from, to) ? carried : null;
}

export function startCoediting(o: CoeditOptions): Coediting {
  const { socket, postId, view } = o;
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment(FRAGMENT);
  const awareness = new Awareness(doc);
  const fields = bindFields(doc, o.fields);
  awareness.setLocalStateField("user", o.me);
  let joined = false;
  let bound = false;
  let stopped = false;

  const lose = (why: Lost) => {
    if (stopped) return;
    stop();
    view.setProps({ editable: () => false });
    o.onLost(why);
  };
  /** Larger than one message (a long paste, a first content, offline work): in parts (shared/coedit.ts). */
  const send = (event: "coedit:update" | "coedit:seed", update: Uint8Array, last: { version?: number } = {}) => {
    const parts = coeditParts(update);
    for (const part of parts.slice(0, -1)) socket.emit(event, { postId, update: part, more: true });
    return socket.emitWithAck(event, { postId, update: parts.at(-1)!, ...last }) as Promise<CoeditAck>;
  };
  const sendUpdateNow = (update: Uint8Array) => {
    if (!joined || !socket.connected) return; // sent on joining again (state vectors)
    void send("coedit:update", update).then(
      (ack) => {
        if (!ack.ok && ack.error === "forbidden") void join();
      },
      () => undefined,
    );
  };
  const sendAwarenessNow = (clients: number[]) => {
    if (joined && socket.connected)
      socket.emit("coedit:awareness", { postId, update: encodeAwarenessUpdate(awareness, clients) });
  };

  /**
   * A key's changes and caret go out after the frame that shows them, merged with whatever else came
   * meanwhile: sent in the key's own task, encoding the messages and the socket's write held each key's
   * paint back (2-4 ms a key in a CPU profile of typing in a long story on this loaded machine). Sent at
   * once when the page reads the editor's state vector (a save names what it holds), when the page is
   * hidden, and on stopping; a drop meanwhile loses nothing, as joining again exchanges state vectors.
   */
  let outUpdates: Uint8Array[] = [];
  const outClients = new Set<number>();
  let outScheduled = false;
  const sendOut = () => {
    outScheduled = false;
    if (outUpdates.length) {
      const update = outUpdates.length === 1 ? outUpdates[0]! : Y.mergeUpdates(outUpdates);
      outUpdates = [];
      sendUpdateNow(update);
    }
    if (outClients.size) {
      const clients = [...outClients];
      outClients.clear();
      sendAwarenessNow(clients);
    }
  };
  const sendSoon = () => {
    if (outScheduled) return;
    outScheduled = true;
    // After the next frame; a hidden page draws none, so a timer sends it then.
    requestAnimationFrame(() => setTimeout(sendOut, 0));
    setTimeout(sendOut, 100);
  };
  const sendUpdate = (update: Uint8Array) => {
    outUpdates.push(update);
    sendSoon();
  };
  const sendAwareness = (clients: number[]) => {
    for (const client of clients) outClients.add(client);
    sendSoon();
  };
  const onHidden = () => document.visibilityState === "hidden" && sendOut();
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", sendOut);

  /** The editor's plugins before binding, put back on stopping. */
  let unbound: readonly Plugin[] | null = null;
  /** Set when the shared text is the seed this page made: which of its nodes each element shows. */
  let seedMapping: Mapping | null = null;
  /** Binds the view to the shared text; `pageText` (the page's own text) then goes in as a change, if given. */
  const bind = (pageText: Node | null) => {
    if (bound) return;
    bound = true;
    // A click or a tap just made (ProseMirror reads it on "selectionchange", a moment later) is where
    // the caret goes back to, not where the state still has it: read it now, before anything redraws.
    readDomFirst(view);
    // A long story still opening in parts: the page's own text goes in whole, or the parts still
    // waiting are dropped when the shared text is taken (appended, they would repeat its end).
    if (pageText) finishOpening(view);
    else stopOpening(view);
    const mine = pageText && view.state.doc;
    unbound = view.state.plugins;
    // y-prosemirror redraws the document on binding (unless this page's seed is the shared text, see
    // `seedMapping`), which loses the focus and the selection (it puts back a text selection: a selected
    // picture's card closed): typing on would go nowhere. Both are put back (the caret or the picture
    // where it was, or as near as the text allows).
    const before = view.state.selection;
    const focused = view.hasFocus();
    // Or a card's picker has it (reached by Alt+F10): the card is made again, and its picker gets it back.
    const picker = focusedPicker(view);
    // y-prosemirror's undo replaces ProseMirror's history: undoing must not take back another's typing.
    const own = view.state.plugins.filter((p) => !(p as unknown as { key: string }).key.startsWith("history$"));
    const plugins: Plugin[] = [
      keymap({ "Mod-z": undo, "Mod-y": redo, "Mod-Shift-z": redo }),
      // With the seed's mapping, the binding takes the page's nodes as the shared text's (they are);
      // without one, it draws the document anew from the shared text.
      ySyncPlugin(fragment, seedMapping ? { mapping: seedMapping } : {}) as Plugin,
      yCursorPlugin(awareness) as Plugin,
      caretReadFirst,
      yUndoPlugin() as Plugin,
      ...own,
    ];
    view.updateState(view.state.reconfigure({ plugins }));
    // y-prosemirror shows the shared text once bound; the page's own goes in through the binding,
    // which writes only what differs (replacing the same text changes nothing).
    if (mine && !mine.eq(view.state.doc))
      view.dispatch(view.state.tr.replaceWith(0, view.state.doc.content.size, mine.content));
    view.dispatch(view.state.tr.setSelection(selectionAfterRedraw(view.state.doc, before)));
    if (focused) view.focus();
    else if (picker !== null && !focusPickerAt(view, picker)) view.focus();
  };

  /** Joins so far: a join that waited while the socket dropped and joined again leaves it to the newer. */
  let joins = 0;
  async function join() {
    const attempt = ++joins;
    joined = false;
    let answer: CoeditJoinAnswer;
    try {
      answer = (await socket.emitWithAck("coedit:join", {
        postId,
        stateVector: Y.encodeStateVector(doc),
        clientId: doc.clientID,
        titles: true,
      })) as CoeditJoinAnswer;
    } catch {
      return; // disconnected meanwhile: joined again on connect
    }
    if (stopped) return;
    if (!answer.ok) return answer.error === "forbidden" ? lose("refused") : undefined;
    joined = true;
    Y.applyUpdate(doc, bytes(answer.update), REMOTE);
    let seeded = false;
    if (answer.empty && fragment.length === 0) {
      // A long story still opening in parts is awaited (its parts go in at idle moments) rather than
      // finished here at once, which held the page for a second while the writer could type.
      await whenOpened(view);
      if (stopped || view.isDestroyed || attempt !== joins || !joined) return;
    }
    if (answer.empty && fragment.length === 0) {
      // The first to open the story brings its text: the Markdown, as this editor parsed it.
      finishOpening(view);
      const seed = seedOf(view.state.doc);
      const { update } = seed;
      // With the version the page's text builds on: a version saved since, outside the room, is newer.
      const version = o.pageVersion();
      const ack = await send("coedit:seed", update, version ? { version } : {}).catch(() => null);
      if (stopped) return;
      // Not stored: someone else was first, and their text comes through the room.
      if (ack?.ok && ack.stored) {
        Y.applyUpdate(doc, update, REMOTE);
        // The title and subtitle the server put in beside it, from the story.
        if (ack.update) Y.applyUpdate(doc, bytes(ack.update), REMOTE);
        // Bound just below, in the same task: nothing else goes into the shared text meanwhile.
        seedMapping = carryMapping(seed.fragment, fragment, seed.mapping);
        seeded = true;
      }
    } else {
      // What this device has and the server lacks (typed offline, or not acknowledged before a drop).
      const missing = Y.encodeStateAsUpdate(doc, bytes(answer.stateVector));
      if (missing.byteLength > 2) sendUpdate(missing);
    }
    // The seed was this page's text when sent: what was typed since goes in too.
    if (!bound) {
      const pageWins = seeded || o.pageAhead(answer.savedVersion);
      fields.bind(pageWins);
      bind(pageWins ? view.state.doc : null);
    }
    sendAwareness([doc.clientID]);
    o.onJoined();
  }

  const onUpdate = (update: Uint8Array, origin: unknown) => origin !== REMOTE && sendUpdate(update);
  const onAwareness = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => origin !== REMOTE && sendAwareness([...added, ...updated, ...removed]);
  let shown: Person[] | null = null;
  const onPeople = () => {
    const people = [...awareness.getStates().values()]
      .map((s) => (s as { user?: Person }).user)
      .filter((u): u is Person => !!u);
    if (shown && samePeople(shown, people)) return;
    shown = people;
    o.onPeople(people);
  };
  const onRemoteUpdate = (p: { postId: string; update: ArrayBuffer }) => {
    if (p.postId !== postId) return;
    readDomFirst(view);
    Y.applyUpdate(doc, bytes(p.update), REMOTE);
    // A gap: a change stored by a process that died before relaying it. Joining again fetches it.
    if (doc.store.pendingStructs && joined) void join();
  };
  const onRemoteAwareness = (p: { postId: string; update: ArrayBuffer }) => {
    if (p.postId !== postId) return;
    const before = awareness.getStates().size;
    readDomFirst(view);
    applyAwarenessUpdate(awareness, bytes(p.update), REMOTE);
    // Someone new: they have not heard of this person yet.
    if (awareness.getStates().size > before) sendAwareness([doc.clientID]);
  };
  const onLeft = (p: { postId: string; clientIds: number[] }) =>
    p.postId === postId && removeAwarenessStates(awareness, p.clientIds, REMOTE);
  const onRemoved = (p: { postId: string }) => p.postId === postId && lose("removed");
  const onDisconnect = (reason: string) => {
    joined = false;
    const others = [...awareness.getStates().keys()].filter((id) => id !== doc.clientID);
    removeAwarenessStates(awareness, others, REMOTE);
    // The server closed it: the session ended (signed out elsewhere, password changed, suspended).
    if (reason === "io server disconnect") lose("signed-out");
  };
  const onConnect = () => void join();

  doc.on("update", onUpdate);
  awareness.on("update", onAwareness);
  awareness.on("change", onPeople);
  /** The socket's events this editor listens to, from joining until it stops. */
  const listeners = [
    ["coedit:update", onRemoteUpdate],
    ["coedit:awareness", onRemoteAwareness],
    ["coedit:left", onLeft],
    ["coedit:removed", onRemoved],
    ["disconnect", onDisconnect],
    ["connect", onConnect],
  ] as const;
  for (const [event, listener] of listeners) socket.on(event, listener as (...args: never[]) => void);
  onPeople();
  if (socket.connected) void join();

  function stop() {
    if (stopped) return;
    sendOut();
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", sendOut);
    stopped = true;
    if (joined && socket.connected) socket.emit("coedit:leave", { postId });
    joined = false;
    doc.off("update", onUpdate);
    fields.stop();
    // Unbound while the editor is alive: y-prosemirror's caret plugin dispatches on a timer after an
    // awareness change (its own on blur, when the editor leaves the page) and checks only for a binding
    // in the state; dispatching into a Milkdown editor already destroyed threw "Context editorState
    // not found". Without its plugins in the state, that late dispatch does nothing.
    if (unbound && !view.isDestroyed) view.updateState(view.state.reconfigure({ plugins: [...unbound] }));
    unbound = null;
    for (const [event, listener] of listeners) socket.off(event, listener as (...args: never[]) => void);
    awareness.destroy();
  }
  return {
    stop,
    joined: () => joined && socket.connected,
    stateVector: () => {
      sendOut();
      return toBase64(Y.encodeStateVector(doc));
    },
    typed: fields.typed,
    titlesShared: fields.bound,
  };
}
