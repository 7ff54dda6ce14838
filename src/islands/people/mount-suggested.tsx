/** Mounts "People to follow" on home's shared "For you" page, from the personal call's suggestions. */
import { createRoot } from "react-dom/client";
import type { PublicUser } from "../../shared/user";
import SuggestedPeople from "./SuggestedPeople";

export function mountSuggestedPeople(el: HTMLElement, people: PublicUser[]): void {
  createRoot(el).render(<SuggestedPeople users={people} />);
}
