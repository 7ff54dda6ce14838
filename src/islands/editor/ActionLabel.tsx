/**
 * What a control of the editor's action row shows: its icon, and its words. On a phone, or when the
 * words of all the controls do not fit beside each other in the writer's language (the row then has
 * `data-compact`, see EditorActions), the words are for screen readers only and the icon stands for
 * them, with the words again as the control's tooltip.
 */
import LineIcon from "../ui/LineIcon";
import type { IconName } from "../../shared/icons";

export function ActionLabel({ icon, label }: { icon: IconName; label: string }) {
  return (
    <>
      <LineIcon name={icon} />
      <span className="whitespace-nowrap max-sm:sr-only group-data-compact:sr-only">{label}</span>
    </>
  );
}
