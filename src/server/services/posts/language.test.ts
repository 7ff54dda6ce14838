import { describe, expect, it } from "vitest";
import { guessLanguage } from "./language.ts";

describe("guessLanguage", () => {
  it("recognises the site's languages from a sentence or two", () => {
    expect(guessLanguage("Les chevaux galopent dans la prairie verte au lever du soleil.", null)).toBe("fr");
    expect(guessLanguage("Die Pferde laufen über die grüne Wiese und der Bauer schaut zu.", null)).toBe("de");
    expect(guessLanguage("Os cavalos correm pelo campo verde enquanto o fazendeiro observa.", null)).toBe("pt-BR");
    expect(guessLanguage("馬が緑の草原を走っている。農家はそれを見ている。", null)).toBe("ja");
    expect(guessLanguage("الخيول تركض في المرج الأخضر والمزارع يراقبها من بعيد.", null)).toBe("ar");
  });

  it("falls back to the writer's language, then English, when the text is too short", () => {
    expect(guessLanguage("Salut", "de")).toBe("de");
    expect(guessLanguage("", null)).toBe("en");
  });
});
