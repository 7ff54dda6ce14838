/**
 * The story's authors, in the settings panel. The owner invites by username, sees who is invited or
 * a co-author and removes them; a co-author sees the list and may leave. The API decides who may do
 * what (docs/api.md); this only shows the owner's controls to the owner.
 */
import { useEffect, useId, useState } from "react";
import { ApiError } from "../../client/api-client";
import { api, call, reportApiError } from "../../client/api";
import { notify, notifyAfterNavigation } from "../../client/toast";
import type { Coauthor } from "../../shared/coauthor";
import type { FieldError } from "../../shared/api-types";
import { FieldMessage } from "../forms/Field";
import { m } from "../../i18n/m";
import { Handle } from "../ui/Handle";

interface Props {
  postId: string | null;
  userId: string;
  /** The story's owner: only they manage its authors. */
  ownerId: string;
}

/** The message the API gave for the username (or the whole request), for the field. */
function messageOf(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status === undefined || err.status >= 500) return null;
  const errors = (err.data as { errors?: FieldError[] } | undefined)?.errors ?? [];
  return errors.find((e) => e.field === "username")?.message ?? errors[0]?.message ?? err.message;
}

export function CoauthorsSection({ postId, userId, ownerId }: Props) {
  const [authors, setAuthors] = useState<Coauthor[] | null>(null);
  const [username, setUsername] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const isOwner = userId === ownerId;

  useEffect(() => {
    if (!postId) return;
    call(api.post[":id"].coauthors.$get({ param: { id: postId } }))
      .then((res) => setAuthors(res.data.authors))
      .catch(reportApiError);
  }, [postId]);

  if (!postId)
    return (
      <section aria-labelledby={`${id}-title`} className="mb-4">
        <h3 id={`${id}-title`} className="mb-1 text-sm font-medium">
          {m.ed_coauthors()}
        </h3>
        <p className="text-xs text-muted">{m.ed_coauthors_save_first()}</p>
      </section>
    );

  async function invite(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const res = await call(api.post[":id"].coauthors.$post({ param: { id: postId! }, json: { username } }));
      setAuthors(res.data.authors);
      setUsername("");
      void notify("success", m.coauthor_invited({ username: username.trim() }));
    } catch (err) {
      const message = messageOf(err);
      if (message) setError(message);
      else reportApiError(err);
    } finally {
      setBusy(false);
    }
  }

  async function remove(person: Coauthor) {
    setBusy(true);
    try {
      const res = await call(
        api.post[":id"].coauthors[":userId"].$delete({ param: { id: postId!, userId: person._id } }),
      );
      setAuthors(res.data.authors);
      void notify("success", m.coauthor_removed({ name: person.name || person.username }));
    } catch (err) {
      reportApiError(err);
    } finally {
      setBusy(false);
    }
  }

  async function leave() {
    if (!window.confirm(m.ed_coauthor_leave_confirm())) return;
    setBusy(true);
    try {
      await call(api.post[":id"].coauthors.leave.$post({ param: { id: postId! } }));
      notifyAfterNavigation("success", m.ed_coauthor_left());
      location.assign("/drafts");
    } catch (err) {
      reportApiError(err);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4" data-testid="coauthors">
      <h3 id={`${id}-title`} className="mb-2 text-sm font-medium">
        {m.ed_coauthors()}
      </h3>
      {authors && (
        <ul className="mb-3 divide-y divide-border rounded-ui border border-border" aria-label={m.ed_coauthors_list()}>
          {authors.map((a) => (
            <li key={a._id} className="flex items-center gap-3 px-3 py-2 text-sm">
              {a.avatar ? (
                <img src={a.avatar} alt="" width={28} height={28} className="size-7 rounded-full object-cover" />
              ) : (
                <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-surface-2">
                  {(a.name || a.username).slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="min-w-0 flex-1 truncate">
                {a.name || a.username}{" "}
                <span className="text-muted">
                  <Handle username={a.username} />
                </span>
              </span>
              <span className="text-xs text-muted">
                {a.role === "owner"
                  ? m.ed_coauthor_role_owner()
                  : a.status === "invited"
                    ? m.ed_coauthor_role_invited()
                    : m.ed_coauthor_role_coauthor()}
              </span>
              {isOwner && a.role !== "owner" && (
                <button
                  type="button"
                  className="btn text-danger"
                  disabled={busy}
                  aria-label={m.ed_coauthor_remove_label({ name: a.name || a.username })}
                  onClick={() => void remove(a)}
                >
                  {m.ed_coauthor_remove()}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isOwner ? (
        <form onSubmit={(e) => void invite(e)} noValidate>
          <label htmlFor={`${id}-username`} className="mb-1 block text-sm">
            {m.ed_coauthor_invite_label()}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-username`}
              className="field flex-1"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={100}
              value={username}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              onChange={(e) => setUsername(e.target.value)}
            />
            <button type="submit" className="btn" disabled={busy || !username.trim()}>
              {m.ed_coauthor_invite()}
            </button>
          </div>
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {m.ed_coauthors_hint()}
          </p>
          <FieldMessage id={`${id}-error`} error={error} />
        </form>
      ) : (
        <button type="button" className="btn" disabled={busy} onClick={() => void leave()}>
          {m.ed_coauthor_leave()}
        </button>
      )}
    </section>
  );
}
