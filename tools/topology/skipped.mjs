/** What a stage returns when what it checks is not in this build (the reason is printed). */
export class Skipped {
  constructor(why) {
    this.why = why;
  }
}
