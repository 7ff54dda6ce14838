/**
 * axe-core in the page, with @axe-core/playwright's `AxeBuilder` calls (include, exclude, withRules,
 * analyze). That builder injects axe's 500 KB into every frame and opens a blank page to finish each
 * run: about 1.5 s a call on two cores, against 0.1-0.2 s for the run itself, and the suites make over a
 * hundred calls. Here axe is injected once per document and run where it is. A page with frames (an
 * embed once clicked) goes to the official builder, which reaches into each frame.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import OfficialAxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

export class AxeBuilder {
  readonly #page: Page;
  readonly #include: string[] = [];
  readonly #exclude: string[] = [];
  #rules: string[] | undefined;

  constructor({ page }: { page: Page }) {
    this.#page = page;
  }

  include(selector: string) {
    this.#include.push(selector);
    return this;
  }

  exclude(selector: string) {
    this.#exclude.push(selector);
    return this;
  }

  withRules(rules: string[]) {
    this.#rules = rules;
    return this;
  }

  async analyze(): Promise<AxeResults> {
    const page = this.#page;
    if (page.frames().length > 1) {
      const official = new OfficialAxeBuilder({ page });
      for (const s of this.#include) official.include(s);
      for (const s of this.#exclude) official.exclude(s);
      if (this.#rules) official.withRules(this.#rules);
      return official.analyze();
    }
    // A string evaluated through the DevTools protocol: the page's CSP (no eval) does not apply to it.
    if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.evaluate(AXE_SOURCE);
    const context = this.#include.length
      ? { include: this.#include, exclude: this.#exclude }
      : { exclude: this.#exclude };
    const options = this.#rules ? { runOnly: { type: "rule", values: this.#rules } } : {};
    return page.evaluate(([c, o]) => window.axe!.run(c as ElementContext, o as RunOptions), [
      context,
      options,
    ] as const);
  }
}
