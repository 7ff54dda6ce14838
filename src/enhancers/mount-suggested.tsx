/** Mounts "People to follow" on home's shared "For you" page, from the personal call's suggestions. */
import { mountIsland } from "./mount";
import type { PublicUser } from "../shared/user";
import SuggestedPeople from "../islands/people/SuggestedPeople";

export function mountSuggestedPeople(el: HTMLElement, people: PublicUser[]): void {
  mountIsland(el, <SuggestedPeople users={people} />);
}
