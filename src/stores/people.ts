/**
 * People on screen (spec section 4): following someone flips isFriend wherever they are shown, on the
 * suggested list and on the viewed profile.
 */
import { atom } from "nanostores";
import type { PublicUser } from "../shared/user";

export const $suggested = atom<PublicUser[]>([]);
export const $profile = atom<PublicUser | null>(null);

/** Applies a follow answer (or an optimistic flip) everywhere the person appears. */
export function setFriend(userId: string, isFriend: boolean, followers?: number): void {
  $suggested.set($suggested.get().map((u) => (u._id === userId ? { ...u, isFriend } : u)));
  const profile = $profile.get();
  if (profile?._id === userId) {
    const delta = isFriend === profile.isFriend ? 0 : isFriend ? 1 : -1;
    $profile.set({
      ...profile,
      isFriend,
      stats: { ...profile.stats, followers: followers ?? profile.stats.followers + delta },
    });
  }
}

/** The toast the spec asks for (section 8). */
export function followMessage(user: { firstName: string; lastName: string }, isFriend: boolean): string {
  return `You have successfully ${isFriend ? "followed" : "unfollowed"} ${user.firstName} ${user.lastName}`;
}
