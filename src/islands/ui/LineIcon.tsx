/** A line icon for islands (the same drawings as Icon.astro). Decorative: the control names itself. */
import { ICON_PATHS, type IconName } from "../../shared/icons";

export default function LineIcon({
  name,
  size = 16,
  filled = false,
}: {
  name: IconName;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="inline-block shrink-0 align-[-2px]"
    >
      <path
        d={ICON_PATHS[name]}
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
