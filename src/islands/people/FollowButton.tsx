/** Follow / unfollow someone; the answer updates them everywhere they appear (stores/people). */
import { m } from "../../i18n/m";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { $profile, $suggested, followMessage, setFriend } from "../../stores/people";
import type { PublicUser } from "../../shared/user";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";

export default function FollowButton({ user, asProfile = false }: { user: PublicUser; asProfile?: boolean }) {
  const hydrated = useHydrated();
  const profile = useStore($profile);
  const suggested = useStore($suggested);
  const { busy, run } = useSubmit();
  useEffect(() => {
    if (asProfile) $profile.set(user);
  }, [asProfile, user]);
  const current = (asProfile ? profile : null) ?? suggested.find((u) => u._id === user._id) ?? user;
  const [isFriend, setIsFriend] = useState(current.isFriend);
  const shown = asProfile && profile ? profile.isFriend : isFriend;

  const toggle = () =>
    run(async () => {
      const res = await call(api.user["toggle-follow"].$post({ json: { userId: user._id } }));
      setIsFriend(res.data.isFriend);
      setFriend(user._id, res.data.isFriend, res.data.user.stats.followers);
      void notify("success", followMessage(user, res.data.isFriend));
    });
  return (
    <button
      type="button"
      className={shown ? "btn" : "btn-primary"}
      aria-pressed={shown}
      disabled={busy || !hydrated}
      onClick={() => void toggle()}
    >
      {shown ? m.following() : m.follow()}
      <span className="sr-only">
        {" "}
        {user.firstName} {user.lastName}
      </span>
    </button>
  );
}
