/** Co-authors of a story as the API shows them, and the words its answers use. */
export interface Coauthor {
  _id: string;
  username: string;
  name: string;
  avatar: string | null;
  role: "owner" | "co-author";
  status: "invited" | "accepted";
}

export const COAUTHOR_MESSAGES = {
  invited: "Invitation sent",
  accepted: "You are now a co-author of this story",
  declined: "Invitation declined",
  removed: "Co-author removed",
  left: "You are no longer a co-author of this story",
  ownerOnly: "Only the story's owner can do this",
  noSuchPerson: "No one has this username",
  notYourself: "You already own this story",
  already: "This person is already invited or a co-author",
  blocked: "You cannot invite this person: one of you has blocked the other",
  noInvitation: "There is no such invitation",
  notCoauthor: "This person is not a co-author of this story",
} as const;
