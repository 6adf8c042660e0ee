/**
 * A labelled progress bar (role progressbar with its value, maximum and a spoken value text).
 * With `labelledBy`, visible text elsewhere names it; otherwise `label` does.
 */
export function ProgressMeter({
  value,
  max,
  valueText,
  label,
  labelledBy,
}: {
  value: number;
  max: number;
  valueText: string;
  label?: string;
  labelledBy?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.round((value / max) * 100))) : 0;
  return (
    <div
      className="progress-meter"
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <span className="progress-meter-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
