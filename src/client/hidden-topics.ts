/**
 * "Hide this topic" buttons (`<button data-topic-toggle="tag" hidden>`): shown to a signed-in reader,
 * pressed when the topic is hidden, and each press hides the topic from their feeds or shows it again.
 */
import { api, call, reportApiError } from "./api";
import { notify } from "./toast";

function paint(button: HTMLButtonElement, hidden: boolean) {
  const tag = button.dataset.topicToggle ?? "";
  button.setAttribute("aria-pressed", String(hidden));
  button.textContent = hidden ? `#${tag} is hidden` : `Hide #${tag} from my feeds`;
}

async function toggle(button: HTMLButtonElement) {
  button.disabled = true;
  try {
    const res = await call(api.user["hidden-tags"].toggle.$post({ json: { tag: button.dataset.topicToggle! } }));
    paint(button, res.data.hidden);
    void notify("success", res.message ?? "Saved");
  } catch (err) {
    reportApiError(err);
  } finally {
    button.disabled = false;
  }
}

export function enableTopicToggles(hiddenTags: readonly string[], selector = "button[data-topic-toggle]"): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(selector)) {
    if (button.dataset.ready) continue;
    button.dataset.ready = "1";
    paint(button, hiddenTags.includes(button.dataset.topicToggle ?? ""));
    button.hidden = false;
    button.addEventListener("click", () => void toggle(button));
  }
}
