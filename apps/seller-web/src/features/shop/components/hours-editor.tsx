import { SPANS_PER_DAY_MAX, WEEK_DAYS, WEEK_DAY_NAMES, type HoursSpan, type WeekDay, type WeeklyHours } from '@nukkad/contracts';
import { Button, cx } from '@nukkad/ui';
import { useId } from 'react';
import '../shop-hours.css';

/** The hours a seller starts from when turning hours on: every day 09:00–21:00. */
export const STARTING_HOURS: WeeklyHours = Object.fromEntries(WEEK_DAYS.map((day) => [day, [{ opens: '09:00', closes: '21:00' }]])) as WeeklyHours;
const SECOND_SPAN: HoursSpan = { opens: '17:00', closes: '22:00' };

function openPicker(input: HTMLInputElement) {
  try {
    input.showPicker();
  } catch {
    // Browsers without it, or refusing it here, still take typed times.
  }
}

/** One end of a span: the browser's time picker, which gives HH:MM in 24 hours whatever it shows. */
function SpanTime({ label, value, invalid, errorId, onChange }: { label: string; value: string; invalid: boolean; errorId: string; onChange: (value: string) => void }) {
  return (
    <input
      type="time"
      className="field__input hours-editor__time"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // A tap anywhere on the field opens the browser's picker (narrow screens hide its clock icon for room).
      onClick={(event) => openPicker(event.currentTarget)}
    />
  );
}

export interface HoursEditorProps {
  hours: WeeklyHours | null;
  onChange: (hours: WeeklyHours | null) => void;
  /** The server's or the schema's message, naming the day. */
  error?: string;
}

/**
 * Weekly opening hours, phone first: a row per day with a "Closed" switch and one or two spans of time inputs.
 * No hours at all means the shop is open until the seller closes it by hand.
 */
export function HoursEditor({ hours, onChange, error }: HoursEditorProps) {
  const id = useId();
  // A message about one day ("Tue: …") shows on that day's row, where the seller is looking.
  const errorDay = hours && error ? WEEK_DAYS.find((day) => error.startsWith(`${WEEK_DAY_NAMES[day]}: `)) : undefined;
  const setDay = (day: WeekDay, spans: HoursSpan[]) => hours && onChange({ ...hours, [day]: spans });
  const setSpan = (day: WeekDay, index: number, span: HoursSpan) => hours && setDay(day, hours[day].map((s, i) => (i === index ? span : s)));

  return (
    <div className="hours-editor">
      <label className="hours-editor__switch">
        <input type="checkbox" checked={hours !== null} onChange={(event) => onChange(event.target.checked ? STARTING_HOURS : null)} />
        <span>Open and close by itself at set hours</span>
      </label>
      {hours === null ? (
        <p className="field__hint">No hours set: your shop stays open until you close it from your profile.</p>
      ) : (
        <>
          <p className="field__hint">
            Times in India (IST). A span that closes before it opens runs past midnight. Closing by hand lasts until the next opening.
          </p>
          <Button variant="ghost" size="sm" className="hours-editor__copy" onClick={() => onChange(Object.fromEntries(WEEK_DAYS.map((day) => [day, hours.mon])) as WeeklyHours)}>
            Copy Monday to every day
          </Button>
          <ul className="hours-editor__days">
            {WEEK_DAYS.map((day) => {
              const spans = hours[day];
              const name = WEEK_DAY_NAMES[day];
              return (
                <li key={day} className={cx('hours-editor__day', errorDay === day && 'hours-editor__day--invalid')} data-testid={`hours-${day}`}>
                  <span className="hours-editor__day-name">{name}</span>
                  <label className="hours-editor__closed">
                    <input
                      type="checkbox"
                      checked={spans.length === 0}
                      onChange={(event) => setDay(day, event.target.checked ? [] : [STARTING_HOURS[day][0]!])}
                    />
                    <span>Closed</span>
                  </label>
                  <div className="hours-editor__spans">
                    {spans.map((span, index) => (
                      <div key={index} className="hours-editor__span">
                        <SpanTime invalid={errorDay === day} errorId={`${id}-error`} label={`${name} opens${index ? ' (second span)' : ''}`} value={span.opens} onChange={(opens) => setSpan(day, index, { ...span, opens })} />
                        <span aria-hidden="true">–</span>
                        <SpanTime invalid={errorDay === day} errorId={`${id}-error`} label={`${name} closes${index ? ' (second span)' : ''}`} value={span.closes} onChange={(closes) => setSpan(day, index, { ...span, closes })} />
                        {index > 0 ? (
                          <Button variant="ghost" size="sm" aria-label={`Remove ${name}'s second span`} onClick={() => setDay(day, spans.slice(0, index))}>
                            ✕
                          </Button>
                        ) : null}
                      </div>
                    ))}
                    {spans.length > 0 && spans.length < SPANS_PER_DAY_MAX ? (
                      <Button variant="ghost" size="sm" className="hours-editor__add" onClick={() => setDay(day, [...spans, SECOND_SPAN])}>
                        + Add a second span
                      </Button>
                    ) : null}
                    {spans.length === 0 ? <span className="hours-editor__shut">Closed all day</span> : null}
                  </div>
                  {errorDay === day ? (
                    <p className="field__error" id={`${id}-error`} role="alert">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {error && !errorDay ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
