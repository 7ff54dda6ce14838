/**
 * Suggestions under the topbar search box (the ARIA 1.2 combobox pattern): posts and people as you
 * type (debounced, stale answers dropped), arrow keys to move, Enter to open the active suggestion
 * or, with none active, the search page (the form's own GET). Escape closes. No framework: this
 * loads on pages whose readers get almost no JavaScript.
 */
import { m } from "../i18n/m";
import { counted } from "../i18n/format";
import type { InferResponseType } from "hono/client";
import type { ApiRoutesClient } from "../client/api-client";

/** The search route's answer, typed from the server (this file stays free of the API client for visitors). */
type SearchAnswer = InferResponseType<ApiRoutesClient["search"]["$get"], 200>;

const DEBOUNCE_MS = 200;
const MIN_CHARS = 2;
const PER_TYPE = 4;

interface Option {
  href: string;
  label: string;
  /** What the option is, in the page's language. */
  kind: string;
}

export function attachSuggestions(input: HTMLInputElement, list: HTMLUListElement, status: HTMLElement): void {
  let options: Option[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let asked = "";

  const optionId = (i: number) => `${list.id}-${i}`;

  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function highlight(i: number) {
    active = i;
    for (const [k, el] of [...list.children].entries()) el.setAttribute("aria-selected", String(k === i));
    if (i >= 0) {
      input.setAttribute("aria-activedescendant", optionId(i));
      list.children[i]?.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  }

  function render(q: string) {
    list.replaceChildren(
      ...options.map((o, i) => {
        const li = document.createElement("li");
        li.id = optionId(i);
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", "false");
        li.dataset.href = o.href;
        li.className = "search-option";
        const kind = document.createElement("span");
        kind.className = "search-option-kind";
        kind.textContent = o.kind;
        const label = document.createElement("span");
        label.className = "search-option-label";
        label.textContent = o.label;
        li.append(kind, label);
        return li;
      }),
    );
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
    active = -1;
    const found = options.length - 1;
    status.textContent = found
      ? m.page_fix_suggestions_for({ ...counted(found), q })
      : m.page_fix_no_suggestions({ q });
  }

  async function ask(q: string) {
    controller?.abort();
    controller = new AbortController();
    asked = q;
    try {
      const params = new URLSearchParams({ q, limit: String(PER_TYPE) });
      const res = await fetch(`/api/search?${params}`, { signal: controller.signal, credentials: "same-origin" });
      if (!res.ok || q !== asked) return;
      const { data } = (await res.json()) as SearchAnswer;
      // A later answer must not take away the suggestion the reader has already moved to.
      const chosen = active >= 0 && !list.hidden ? options[active]?.href : undefined;
      options = [
        ...data.users.map((u): Option => ({
          href: `/profile?id=${encodeURIComponent(u.username)}`,
          label: `${u.firstName} ${u.lastName} (@${u.username})`,
          kind: m.page_fix_kind_person(),
        })),
        ...data.posts.map((p): Option => ({
          href: `/post/${encodeURIComponent(p.slug)}`,
          label: p.title,
          kind: m.page_fix_kind_post(),
        })),
        {
          href: `/search?${new URLSearchParams({ q: q.trim() })}`,
          label: m.page_fix_search_for({ q: q.trim() }),
          kind: m.nav_search(),
        },
      ];
      if (document.activeElement === input) {
        render(q.trim());
        const again = chosen ? options.findIndex((o) => o.href === chosen) : -1;
        if (again >= 0) highlight(again);
      }
    } catch (err) {
      if ((err as Error).name !== "AbortError") close();
    }
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    const q = input.value;
    if (q.trim().length < MIN_CHARS) {
      controller?.abort();
      asked = "";
      return close();
    }
    timer = setTimeout(() => void ask(q), DEBOUNCE_MS);
  });

  input.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      // A suggestion still on its way must not open the list again after the reader closed it.
      clearTimeout(timer);
      controller?.abort();
      asked = "";
      if (!list.hidden) {
        e.preventDefault();
        close();
      }
      return;
    }
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (list.hidden) {
        if (options.length) {
          list.hidden = false;
          input.setAttribute("aria-expanded", "true");
        } else return;
      }
      e.preventDefault();
      const n = options.length;
      highlight(e.key === "ArrowDown" ? (active + 1) % n : active <= 0 ? n - 1 : active - 1);
      return;
    }
    if (e.key === "Enter" && !list.hidden && active >= 0) {
      e.preventDefault();
      location.assign(options[active]!.href);
    }
  });

  // Pointer: keep focus in the box while choosing, then go.
  list.addEventListener("mousedown", (e) => e.preventDefault());
  list.addEventListener("click", (e) => {
    const li = (e.target as Element).closest<HTMLElement>("[role=option]");
    if (li?.dataset.href) location.assign(li.dataset.href);
  });
  input.addEventListener("blur", () => close());
}
