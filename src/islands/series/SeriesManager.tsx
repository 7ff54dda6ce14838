/**
 * An author's series: create one, rename it, add stories, put them in order, take them out, delete
 * it. Every change is saved at once (the whole ordered list of parts is sent), and the parts' pages
 * show the new order.
 */
import { m } from "../../i18n/m";
import { useId, useState, type SubmitEvent } from "react";
import { api, call } from "../../client/api";
import { notify } from "../../client/toast";
import type { Series } from "../../shared/series";
import { Field } from "../forms/Field";
import { formText } from "../forms/form-text";
import { useHydrated } from "../forms/use-hydrated";
import { useSubmit } from "../forms/use-submit";

interface Story {
  _id: string;
  title: string;
  status: string;
  seriesId: string | null;
}

const label = (s: { title: string; status: string }) =>
  `${s.title || m.untitled()}${s.status === "draft" ? m.page_fix_series_draft() : s.status === "hidden" ? m.page_fix_series_hidden() : ""}`;

function OneSeries({
  series,
  stories,
  busy,
  hydrated,
  onParts,
  onRename,
  onDelete,
}: {
  series: Series;
  stories: Story[];
  busy: boolean;
  hydrated: boolean;
  onParts: (ids: string[]) => void;
  onRename: (title: string) => void;
  onDelete: () => void;
}) {
  const pickId = useId();
  const ids = series.posts.map((p) => p._id);
  const addable = stories.filter((s) => !ids.includes(s._id));
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    onParts(next);
  };
  return (
    <li className="card p-5" data-series={series.title}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onRename(formText(new FormData(e.currentTarget), "title"));
        }}
      >
        <div className="min-w-0 flex-1">
          <Field label={m.page_fix_series_title()} name="title" defaultValue={series.title} maxLength={120} />
        </div>
        <button type="submit" className="btn mb-4" disabled={!hydrated || busy}>
          {m.page_fix_series_rename()}
        </button>
      </form>
      {series.posts.length === 0 ? (
        <p className="text-sm text-muted">{m.page_fix_series_no_stories()}</p>
      ) : (
        <ol className="mb-4 space-y-2">
          {series.posts.map((p, i) => (
            <li key={p._id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="min-w-0 flex-1">
                {i + 1}. {label(p)}
              </span>
              <button
                type="button"
                className="btn"
                disabled={!hydrated || busy || i === 0}
                onClick={() => move(i, i - 1)}
              >
                {m.page_fix_series_up()}
                <span className="sr-only"> {p.title}</span>
              </button>
              <button
                type="button"
                className="btn"
                disabled={!hydrated || busy || i === series.posts.length - 1}
                onClick={() => move(i, i + 1)}
              >
                {m.page_fix_series_down()}
                <span className="sr-only"> {p.title}</span>
              </button>
              <button
                type="button"
                className="btn"
                disabled={!hydrated || busy}
                onClick={() => onParts(ids.filter((id) => id !== p._id))}
              >
                {m.page_fix_series_take_out()}
                <span className="sr-only"> {p.title}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const id = formText(new FormData(e.currentTarget), "story");
          if (id) onParts([...ids, id]);
        }}
      >
        <div>
          <label htmlFor={pickId} className="mb-1 block text-sm font-medium">
            {m.page_fix_series_add_to({ title: series.title })}
          </label>
          <select id={pickId} name="story" className="field" disabled={!hydrated || busy || addable.length === 0}>
            {addable.map((s) => (
              <option key={s._id} value={s._id}>
                {label(s)}
                {s.seriesId ? m.page_fix_series_elsewhere() : ""}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn" disabled={!hydrated || busy || addable.length === 0}>
          {m.page_fix_series_add()}
        </button>
        <button type="button" className="btn ms-auto text-danger" disabled={!hydrated || busy} onClick={onDelete}>
          {m.page_fix_series_delete()}
          <span className="sr-only"> {series.title}</span>
        </button>
      </form>
    </li>
  );
}

export default function SeriesManager({ initial, stories: initialStories }: { initial: Series[]; stories: Story[] }) {
  const hydrated = useHydrated();
  const { busy, errors, run } = useSubmit();
  const [list, setList] = useState(initial);
  const [stories, setStories] = useState(initialStories);

  const refresh = (next: Series[]) => {
    setList(next);
    const where = new Map(next.flatMap((s) => s.posts.map((p) => [p._id, s._id] as const)));
    setStories((all) => all.map((s) => ({ ...s, seriesId: where.get(s._id) ?? null })));
  };
  const reload = async () => refresh((await call(api.post.series.$get())).data.series);

  async function create(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await run(async () => {
      await call(api.post.series.$post({ json: { title: formText(new FormData(form), "title") } }));
      void notify("success", m.page_fix_series_created());
      form.reset();
      await reload();
    });
  }
  const setParts = (seriesId: string, postIds: string[]) =>
    run(async () => {
      await call(api.post.series[":seriesId"].posts.$put({ param: { seriesId }, json: { postIds } }));
      void notify("success", m.page_fix_series_saved());
      await reload();
    });
  const rename = (seriesId: string, title: string) =>
    run(async () => {
      await call(api.post.series[":seriesId"].$patch({ param: { seriesId }, json: { title } }));
      void notify("success", m.page_fix_series_renamed());
      await reload();
    });
  const remove = (seriesId: string) =>
    run(async () => {
      if (!window.confirm(m.page_fix_series_confirm_delete())) return;
      await call(api.post.series[":seriesId"].$delete({ param: { seriesId } }));
      void notify("success", m.page_fix_series_deleted());
      await reload();
    });

  return (
    <div className="max-w-3xl space-y-6">
      <form
        method="post"
        noValidate
        onSubmit={(e) => void create(e)}
        className="card flex flex-wrap items-end gap-2 p-4"
      >
        <div className="min-w-0 flex-1">
          <Field label={m.page_fix_series_new_title()} name="title" maxLength={120} error={errors.title} />
        </div>
        <button type="submit" className="btn-primary mb-4" disabled={!hydrated || busy}>
          {m.page_fix_series_create()}
        </button>
      </form>
      {list.length === 0 ? (
        <p className="text-muted">{m.page_fix_series_none()}</p>
      ) : (
        <ul className="space-y-4">
          {list.map((s) => (
            <OneSeries
              key={s._id}
              series={s}
              stories={stories}
              busy={busy}
              hydrated={hydrated}
              onParts={(ids) => void setParts(s._id, ids)}
              onRename={(title) => void rename(s._id, title)}
              onDelete={() => void remove(s._id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
