/** Appearance: theme and mode, applied at once and saved to the account (every device, first paint). */
import { useEffect, useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import { setUser } from "../../stores/auth";
import { MODES, THEMES, type Mode, type Theme } from "../../shared/user";
import { useSubmit } from "../forms/use-submit";
import { useHydrated } from "../forms/use-hydrated";
import { radioBefore } from "../forms/chosen-before";
import { m } from "../../i18n/m";
import { modeLabel, themeLabel } from "../../i18n/labels";

export default function AppearanceForm({ theme: initialTheme, mode: initialMode }: { theme: Theme; mode: Mode }) {
  const hydrated = useHydrated();
  const { busy, run } = useSubmit();
  const [theme, setTheme] = useState(() => radioBefore("theme", THEMES, initialTheme));
  const [mode, setMode] = useState(() => radioBefore("mode", MODES, initialMode));
  // A choice made before hydration is shown as one made after it would be (once: later choices
  // preview themselves).
  const [before] = useState({ theme, mode });
  useEffect(() => {
    if (before.theme === initialTheme && before.mode === initialMode) return;
    document.documentElement.dataset.theme = before.theme;
    document.documentElement.dataset.mode = before.mode;
  }, [before, initialTheme, initialMode]);

  function preview(next: { theme?: Theme; mode?: Mode }) {
    if (next.theme) setTheme(next.theme);
    if (next.mode) setMode(next.mode);
    document.documentElement.dataset.theme = next.theme ?? theme;
    document.documentElement.dataset.mode = next.mode ?? mode;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(async () => {
      const res = await call(api.user.me.$patch({ json: { settings: { theme, mode } } }));
      // This device's cookie too, so its next first paint matches at once.
      await fetch("/appearance", {
        method: "POST",
        body: new URLSearchParams({ theme, mode }),
        headers: { Accept: "application/json" },
      });
      setUser(res.data);
      void notify("success", m.st_profile_updated());
    });
  }

  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} className="card max-w-xl space-y-6 p-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{m.theme()}</legend>
        <div className="flex flex-wrap gap-2">
          {THEMES.map((t) => (
            <label key={t} className="btn has-[:checked]:border-accent has-[:checked]:bg-accent-soft">
              <input type="radio" name="theme" value={t} checked={theme === t} onChange={() => preview({ theme: t })} />
              {themeLabel(t)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{m.mode()}</legend>
        <div className="flex flex-wrap gap-2">
          {MODES.map((choice) => (
            <label key={choice} className="btn has-[:checked]:border-accent has-[:checked]:bg-accent-soft">
              <input
                type="radio"
                name="mode"
                value={choice}
                checked={mode === choice}
                onChange={() => preview({ mode: choice })}
              />
              {modeLabel(choice)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary" disabled={busy || !hydrated}>
        {busy ? m.st_saving() : m.st_save_appearance()}
      </button>
    </form>
  );
}
