import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type PointerEvent } from 'react';
import type { SpotExercise } from '#shared/content/course-content.ts';

type Part = SpotExercise['parts'][number];
export type SpotResult = 'found' | 'missed' | 'wrong' | 'fine';

/** How long a finger rests on a link before its target shows, as on a phone. */
const LONG_PRESS_MS = 500;

type Props = {
  part: Part;
  marked: boolean;
  result: SpotResult | undefined;
  disabled: boolean;
  onToggle: () => void;
  /** Whether the part shows its own label ("Von: …"); a mail client shows it beside the field instead. */
  showLabel?: boolean;
};

/**
 * One part of a mock-up as a toggle button, with its feedback once checked. A link shows its real
 * target as a mail client does: on hover, on keyboard focus and on a long press (which then does not
 * toggle); screen readers hear the target as the button's description. A sender shows the address
 * behind the display name; an attachment its full file name.
 */
export function SpotPartView({ part, marked, result, disabled, onToggle, showLabel = true }: Props) {
  const { t } = useLingui();
  const targetId = useId();
  const [revealed, setRevealed] = useState(false);
  const press = useRef<number | undefined>(undefined);
  const pressedLong = useRef(false);
  const target = part.href ?? '';
  const isLink = part.field === 'link' && part.href !== undefined;
  const resultText = {
    found: t({ id: 'exercise.spot.found', message: 'Warnzeichen erkannt' }),
    missed: t({ id: 'exercise.spot.missed', message: 'Warnzeichen übersehen' }),
    wrong: t({ id: 'exercise.spot.wrong', message: 'Hier ist nichts verdächtig' }),
    fine: t({ id: 'exercise.spot.fine', message: 'Unauffällig' }),
  };
  const endPress = () => window.clearTimeout(press.current);
  const linkEvents = isLink
    ? {
        onMouseEnter: () => setRevealed(true),
        onMouseLeave: () => setRevealed(false),
        onFocus: () => setRevealed(true),
        onBlur: () => setRevealed(false),
        onPointerDown: (event: PointerEvent) => {
          if (event.pointerType === 'mouse') return;
          pressedLong.current = false;
          press.current = window.setTimeout(() => {
            pressedLong.current = true;
            setRevealed(true);
          }, LONG_PRESS_MS);
        },
        onPointerUp: endPress,
        onPointerCancel: endPress,
        onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
      }
    : {};

  return (
    <>
      <button
        type="button"
        className="spot-part"
        data-field={part.field}
        aria-pressed={marked}
        aria-describedby={isLink ? targetId : undefined}
        disabled={disabled}
        data-result={result}
        onClick={() => {
          // A long press showed the target: it was not meant as a mark.
          if (pressedLong.current) {
            pressedLong.current = false;
            return;
          }
          onToggle();
        }}
        {...linkEvents}
      >
        {showLabel && part.label && <span className="spot-label">{part.label}: </span>}
        {part.field === 'attachment' && (
          <svg className="mail-clip" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M16.5 6.5 8.6 14.4a2 2 0 0 0 2.8 2.8l7.9-7.9a4 4 0 0 0-5.7-5.7l-8.1 8.1a6 6 0 0 0 8.5 8.5l7.2-7.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
        <span className={isLink ? 'spot-text spot-link' : 'spot-text'}>{part.text}</span>
        {part.address && <span className="spot-address"> &lt;{part.address}&gt;</span>}
      </button>
      {isLink && (
        <span id={targetId} className="visually-hidden">
          {t({ id: 'exercise.spot.link_target', message: `Link-Ziel: ${target}` })}
        </span>
      )}
      {isLink && revealed && (
        <span className="link-target" aria-hidden="true">
          {part.href}
        </span>
      )}
      {result && (
        <p className="element-feedback" data-result={result}>
          <strong>{resultText[result]}.</strong> {part.feedback}
        </p>
      )}
    </>
  );
}
