/** Edit profile: names, username, bio and a picture (uploaded with a progress bar). */
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { useImageUpload } from "../forms/use-image-upload";
import { setUser } from "../../stores/auth";
import { initials, type SelfUser } from "../../shared/user";
import { Field, FieldMessage } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { LIMITS } from "../../shared/limits";
import { getLocale, m } from "../../i18n/m";

export default function EditProfileForm({ user }: { user: SelfUser }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [avatar, setAvatar] = useState<string | null>(user.avatar ?? null);
  const { progress, uploading, upload } = useImageUpload();

  async function takePicture(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = "";
    const url = file && (await upload(file));
    if (url) setAvatar(url);
  }
  // A picture chosen before the page's script ran (its change had nobody to hear it) goes up now.
  const pictureInput = useRef<HTMLInputElement>(null);
  const chosenEarly = useRef(takePicture);
  useEffect(() => {
    const input = pictureInput.current;
    if (input?.files?.length) void chosenEarly.current(input);
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    await run(async () => {
      const res = await call(
        api.user.me.$patch({
          json: {
            firstName: text("firstName"),
            lastName: text("lastName"),
            username: text("username"),
            bio: text("bio"),
            avatar,
          },
        }),
      );
      setUser(res.data);
      void notify("success", m.st_profile_updated());
    });
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} noValidate className="card max-w-xl p-6">
      <fieldset className="mb-6">
        <legend className="mb-2 text-sm font-medium">{m.st_picture()}</legend>
        <div className="flex items-center gap-4">
          {avatar ? (
            <img
              src={avatar}
              alt={m.st_your_picture()}
              width={72}
              height={72}
              className="h-18 w-18 rounded-full object-cover"
            />
          ) : (
            <span
              className="grid h-18 w-18 place-items-center rounded-full bg-accent text-xl font-semibold text-accent-fg"
              aria-hidden="true"
            >
              {initials(user)}
            </span>
          )}
          <div className="flex flex-wrap gap-2">
            <label className="btn cursor-pointer">
              {uploading ? m.ed_uploading() : m.st_upload_picture()}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                className="sr-only"
                ref={pictureInput}
                onChange={(e) => void takePicture(e.target)}
                disabled={uploading}
                data-testid="avatar-input"
              />
            </label>
            {avatar && (
              <button type="button" className="btn" onClick={() => setAvatar(null)} disabled={uploading}>
                {m.st_remove()}
              </button>
            )}
          </div>
        </div>
        {progress !== null && (
          <div className="mt-3">
            <label htmlFor="avatar-progress" className="text-xs text-muted">
              {m.st_uploading_percent({
                percent: new Intl.NumberFormat(getLocale(), { style: "percent", maximumFractionDigits: 0 }).format(
                  progress,
                ),
              })}
            </label>
            <progress id="avatar-progress" className="block w-full" max={1} value={progress} />
          </div>
        )}
        <FieldMessage error={errors.avatar} />
      </fieldset>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field
          label={m.field_first_name()}
          name="firstName"
          defaultValue={user.firstName}
          required
          maxLength={LIMITS.nameMax}
          error={errors.firstName}
        />
        <Field
          label={m.field_last_name()}
          name="lastName"
          defaultValue={user.lastName}
          required
          maxLength={LIMITS.nameMax}
          error={errors.lastName}
        />
      </div>
      <Field
        label={m.st_username()}
        name="username"
        defaultValue={user.username}
        required
        maxLength={LIMITS.usernameMax}
        error={errors.username}
      />
      <div className="mb-4">
        <label htmlFor="profile-bio" className="mb-1 block text-sm font-medium">
          {m.st_bio()}
        </label>
        <textarea
          id="profile-bio"
          name="bio"
          className="field min-h-24"
          maxLength={LIMITS.bioMax}
          defaultValue={user.bio ?? ""}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? "profile-bio-error" : undefined}
        />
        <FieldMessage id="profile-bio-error" error={errors.bio} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy || uploading || !hydrated}>
        {busy ? m.st_saving() : m.st_save_profile()}
      </button>
    </form>
  );
}
