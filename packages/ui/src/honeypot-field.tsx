/**
 * The bot trap of the visitor-write contract (docs/decisions/0007): people never see or
 * reach it; simple bots fill it, and the API then stores nothing. Visually hidden, not
 * display:none. `name` is the contract's field name (HONEYPOT_FIELD).
 */
export function HoneypotField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input
          type="text"
          name={name}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
