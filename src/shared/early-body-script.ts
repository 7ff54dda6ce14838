/**
 * The story's body, editable at the first paint of `/edit-post` (the caret blinks before the editor's
 * scripts have loaded; issue 36's "open"): the page sends the story as readers see it in a
 * contenteditable element, and this inline script, right after it, gives it the focus and keeps what
 * the writer does there until the rich editor takes over (rich/early-body.ts). The element's text is
 * never changed here: each input is prevented and kept with where the selection was (a spelling
 * suggestion: the word it replaces; a drop: where it fell), then replayed into the editor as the same
 * keys, so nothing typed is lost and nothing is typed into a copy. A cut puts the selection on the
 * clipboard, as the editor would, and is kept as its deletion. On touch
 * screens (their keyboards compose text, which cannot be prevented) the story shows, not editable,
 * until the editor takes its place; a writer who uses the Markdown view gets their own editor, so the
 * story's HTML is hidden from the start.
 */
import { createHash } from "node:crypto";
import { EARLY_BODY_ID, EARLY_INPUT_EVENT, MARKDOWN_WRITERS_KEY } from "./early-body";

export const EARLY_BODY_SCRIPT = `(function(){var el=document.getElementById(${JSON.stringify(EARLY_BODY_ID)});if(!el)return;var md=[];try{md=JSON.parse(localStorage.getItem(${JSON.stringify(
  MARKDOWN_WRITERS_KEY,
)})||"[]")}catch(e){}if(!Array.isArray(md))md=[];if(md.indexOf(el.getAttribute("data-writer"))>=0){el.hidden=true;return}var q={el:el,inputs:[],focused:false,sel:null};window.inkwellEarlyBody=q;if(matchMedia("(pointer: coarse)").matches){el.removeAttribute("contenteditable");el.removeAttribute("role");el.removeAttribute("aria-multiline");el.removeAttribute("aria-label");return}function at(){var s=getSelection();if(!s||!s.rangeCount||!el.contains(s.anchorNode)||!el.contains(s.focusNode))return null;return[s.anchorNode,s.anchorOffset,s.focusNode,s.focusOffset]}function keep(i){if(!i.at)i.at=at()||q.sel;q.inputs.push(i);el.dispatchEvent(new Event(${JSON.stringify(EARLY_INPUT_EVENT)}))}document.addEventListener("selectionchange",function(){if(el.isConnected){var a=at();if(a)q.sel=a}});el.addEventListener("focusin",function(){q.focused=true});el.addEventListener("focusout",function(){setTimeout(function(){if(el.isConnected&&document.activeElement!==el)q.focused=false})});el.addEventListener("beforeinput",function(e){var t=e.inputType;if(e.isComposing||t==="insertCompositionText"||t==="insertFromComposition"||t==="deleteCompositionText")return;e.preventDefault();if(t==="insertFromPaste"||t==="insertFromDrop"||t==="deleteByCut"||t==="deleteByDrag")return;var d=e.data;if(d==null&&e.dataTransfer)d=e.dataTransfer.getData("text/plain");var i={type:t,data:d};if(t==="insertReplacementText"&&e.getTargetRanges){var r=e.getTargetRanges()[0];if(r&&el.contains(r.startContainer)&&el.contains(r.endContainer))i.at=[r.startContainer,r.startOffset,r.endContainer,r.endOffset]}keep(i)});el.addEventListener("compositionstart",function(){q.composing=at();el.dispatchEvent(new Event(${JSON.stringify(EARLY_INPUT_EVENT)}))});el.addEventListener("compositionend",function(e){if(e.data)keep({type:"insertText",data:e.data,at:q.composing})});el.addEventListener("paste",function(e){e.preventDefault();var c=e.clipboardData;if(c)keep({type:"paste",html:c.getData("text/html"),text:c.getData("text/plain"),files:Array.prototype.slice.call(c.files)})});el.addEventListener("cut",function(e){e.preventDefault();var s=getSelection(),c=e.clipboardData;if(!s||s.isCollapsed||!s.rangeCount||!c||!at())return;var w=document.createElement("div");w.appendChild(s.getRangeAt(0).cloneContents());c.setData("text/html",w.innerHTML);c.setData("text/plain",s.toString());keep({type:"deleteByCut"})});el.addEventListener("dragover",function(e){e.preventDefault()});el.addEventListener("drop",function(e){e.preventDefault();var c=e.dataTransfer;if(!c)return;var p=null,r=document.caretRangeFromPoint?document.caretRangeFromPoint(e.clientX,e.clientY):null,k=!r&&document.caretPositionFromPoint?document.caretPositionFromPoint(e.clientX,e.clientY):null;if(r)p=[r.startContainer,r.startOffset];else if(k)p=[k.offsetNode,k.offset];keep({type:"paste",html:c.getData("text/html"),text:c.getData("text/plain"),files:Array.prototype.slice.call(c.files),at:p&&el.contains(p[0])?[p[0],p[1],p[0],p[1]]:null})});el.focus({preventScroll:true})})()`;

/** For the page's Content-Security-Policy (script-src). */
export const EARLY_BODY_SCRIPT_HASH =
  `sha256-${createHash("sha256").update(EARLY_BODY_SCRIPT).digest("base64")}` as const;
