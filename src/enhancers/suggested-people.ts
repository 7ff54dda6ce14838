/** People to follow beside home's "For you": the page is shared, the people come with the personal call. */
import { whenSignedIn } from "../stores/viewer";

export function enableSuggestedPeople(): void {
  const slot = document.querySelector<HTMLElement>("[data-suggested-slot]");
  const list = slot?.querySelector<HTMLElement>("[data-suggested]");
  if (!slot || !list) return;
  whenSignedIn((state) => {
    const people = state.suggested ?? [];
    if (people.length === 0 || list.hasChildNodes()) return;
    void import("./mount-suggested").then(({ mountSuggestedPeople }) => {
      mountSuggestedPeople(list, people);
      slot.hidden = false;
    });
  });
}
