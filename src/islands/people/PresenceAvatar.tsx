/** The React twin of Avatar.astro for islands: picture or initials, and a dot while the person is online. */
import { useStore } from "@nanostores/react";
import { m } from "../../i18n/m";
import { $onlineUsers } from "../../stores/realtime";
import { initials, type PublicUser } from "../../shared/user";
import { useHydrated } from "../forms/use-hydrated";
import { avatarSources } from "../../shared/images";

export default function PresenceAvatar({
  user,
}: {
  user: Pick<PublicUser, "_id" | "firstName" | "lastName" | "avatar">;
}) {
  // Offline until hydrated: the server cannot know, and the first client render must match its HTML.
  const hydrated = useHydrated();
  const online = useStore($onlineUsers).includes(user._id) && hydrated;
  return (
    <span className="presence" data-online={online ? "" : undefined} data-testid="presence-avatar">
      {user.avatar ? (
        <img
          {...avatarSources(user.avatar, 32)}
          alt=""
          width={32}
          height={32}
          className="h-8 w-8 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-accent text-xs font-semibold text-accent-fg"
        >
          {initials(user)}
        </span>
      )}
      {online && (
        <span className="presence-dot">
          <span className="sr-only">{m.people_online()}</span>
        </span>
      )}
    </span>
  );
}
