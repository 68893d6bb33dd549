import type { TimeChoices } from "../agenda";

/** A list of free times by day, named `start`, each option's value the time's ISO instant. */
export function TimeSelect({ days, id }: { days: TimeChoices; id?: string }) {
  return (
    <select name="start" id={id} required>
      {days.map((day) => (
        <optgroup key={day.label} label={day.label}>
          {day.times.map((time) => (
            <option key={time.value} value={time.value}>
              {`${day.label}, ${time.label}`}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
