/*
 * Moves the clock of the process it is loaded into forward by AGORA_CLOCK_AHEAD_DAYS days
 * (`NODE_OPTIONS=--import=…/clock-ahead.mjs`): a test's time machine for what Agora does when
 * years have passed (former-pupils.spec.ts runs the retention job "two years later" with it).
 * Only Date moves; timers run as ever. Never loaded by Agora itself.
 */
const offset = Number(process.env.AGORA_CLOCK_AHEAD_DAYS ?? 0) * 24 * 60 * 60 * 1000;
const RealDate = globalThis.Date;

class MovedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = MovedDate;
