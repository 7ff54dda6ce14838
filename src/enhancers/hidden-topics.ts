/**
 * A topic's buttons for a signed-in reader: "Follow #tag" (`<button data-tag-follow="tag" hidden>`,
 * its stories come first in For you) and "Hide #tag" (`<button data-topic-toggle="tag" hidden>`, its
 * stories leave the feeds). Each is pressed while it holds; one undoes the other, so after a press
 * every topic button on the page is painted again from the answer.
 */
import { m } from "../i18n/m";
import { api, call, reportApiError } from "../client/api";
import { notify } from "../client/toast";

interface TopicState {
  hiddenTags: readonly string[];
  interests: readonly string[];
}
let state: TopicState = { hiddenTags: [], interests: [] };

function paintHide(button: HTMLButtonElement) {
  const tag = button.dataset.topicToggle ?? "";
  const hidden = state.hiddenTags.includes(tag);
  button.setAttribute("aria-pressed", String(hidden));
  button.textContent = hidden ? m.topic_hidden({ tag }) : m.page_fix_hide_topic({ tag });
}
function paintFollow(button: HTMLButtonElement) {
  const tag = button.dataset.tagFollow ?? "";
  const following = state.interests.includes(tag);
  button.setAttribute("aria-pressed", String(following));
  button.textContent = following ? m.page_fix_following_topic({ tag }) : m.page_fix_follow_topic({ tag });
}
function paintAll() {
  for (const b of document.querySelectorAll<HTMLButtonElement>("button[data-topic-toggle][data-ready]")) paintHide(b);
  for (const b of document.querySelectorAll<HTMLButtonElement>("button[data-tag-follow][data-ready]")) paintFollow(b);
}

/** What happened, in the page's language (the API's `message` is English): read from the lists after the change. */
const said = {
  hide: (tag: string) =>
    state.hiddenTags.includes(tag) ? m.page_fix_topic_hidden_toast() : m.page_fix_topic_shown_toast(),
  follow: (tag: string) =>
    state.interests.includes(tag) ? m.page_fix_topic_followed_toast() : m.page_fix_topic_unfollowed_toast(),
};

async function press(button: HTMLButtonElement, send: () => Promise<{ data: TopicState }>, message: () => string) {
  button.disabled = true;
  try {
    const res = await send();
    state = { hiddenTags: res.data.hiddenTags, interests: res.data.interests };
    paintAll();
    void notify("success", message());
  } catch (err) {
    reportApiError(err);
  } finally {
    button.disabled = false;
  }
}

/** Shows and wires the topic buttons `selector` finds, painted from the reader's lists. */
export function enableTopicToggles(
  reader: TopicState,
  selector = "button[data-topic-toggle], button[data-tag-follow]",
): void {
  state = { hiddenTags: [...reader.hiddenTags], interests: [...reader.interests] };
  for (const button of document.querySelectorAll<HTMLButtonElement>(selector)) {
    if (button.dataset.ready) continue;
    button.dataset.ready = "1";
    button.hidden = false;
    if (button.dataset.tagFollow !== undefined) {
      paintFollow(button);
      const tag = button.dataset.tagFollow;
      button.addEventListener(
        "click",
        () =>
          void press(
            button,
            () => call(api.user["followed-tags"].toggle.$post({ json: { tag } })),
            () => said.follow(tag),
          ),
      );
    } else {
      paintHide(button);
      const tag = button.dataset.topicToggle ?? "";
      button.addEventListener(
        "click",
        () =>
          void press(
            button,
            () => call(api.user["hidden-tags"].toggle.$post({ json: { tag } })),
            () => said.hide(tag),
          ),
      );
    }
  }
}
