/**
 * A one-field form for an address, opened in the editor by the link button (Mod-k) and by the
 * slash menu's Embed: Enter applies, Escape or Cancel goes back to the text.
 */
import { useEffect, useRef, useState } from "react";
import { m } from "../../i18n/m";

interface Props {
  id: string;
  label: string;
  /** Why the address cannot be used, or null when it can. */
  problem: (address: string) => string | null;
  onApply: (address: string) => void;
  onClose: () => void;
}

export function AddressForm({ id, label, problem, onApply, onClose }: Props) {
  const [address, setAddress] = useState("https://");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className="mb-2 flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const value = address.trim();
        const wrong = problem(value);
        if (wrong) {
          setError(wrong);
          field.current?.focus();
          return;
        }
        onApply(value);
      }}
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        e.preventDefault();
        onClose();
      }}
    >
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <input
        ref={field}
        id={id}
        type="url"
        className="field w-auto grow"
        value={address}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setAddress(e.target.value);
          setError(null);
        }}
      />
      <button type="submit" className="btn">
        {m.apply()}
      </button>
      <button type="button" className="btn" onClick={onClose}>
        {m.cancel()}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
