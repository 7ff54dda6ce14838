/** People to follow, beside the home feed; following one flips it here and on any open profile. */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $suggested } from "../../stores/people";
import type { PublicUser } from "../../shared/user";
import FollowButton from "./FollowButton";
import PresenceAvatar from "./PresenceAvatar";
import { Handle } from "../ui/Handle";

export default function SuggestedPeople({ users }: { users: PublicUser[] }) {
  useEffect(() => $suggested.set(users), [users]);
  const shown = useStore($suggested);
  const list = shown.length ? shown : users;
  return (
    <ul className="space-y-3">
      {list.map((u) => (
        <li key={u._id} className="flex items-center gap-2">
          <PresenceAvatar user={u} />
          <a
            href={`/profile?id=${encodeURIComponent(u.username)}`}
            className="min-w-0 flex-1 truncate text-sm font-medium no-underline hover:underline"
          >
            {u.firstName} {u.lastName}
            <span className="block truncate text-xs font-normal text-muted">
              <Handle username={u.username} />
            </span>
          </a>
          <FollowButton user={u} />
        </li>
      ))}
    </ul>
  );
}
