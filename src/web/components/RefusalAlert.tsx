type RefusalAlertProps = {
  /** How many times the form refused to send; 0 before the first refusal. */
  attempt: number;
  /** What is missing, or nothing when the form would send. */
  message: string | false | null | undefined;
};

/**
 * A form's own refusal before anything is sent (the rules the browser checks). Keyed by the
 * attempt, so screen readers announce it again at each refused press, even in the same words.
 */
export function RefusalAlert({ attempt, message }: RefusalAlertProps) {
  if (attempt === 0 || !message) return null;
  return (
    <p key={attempt} role="alert" className="font-medium text-danger">
      {message}
    </p>
  );
}
