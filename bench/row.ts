/**
 * One line of the bench's table: what was measured, its value, its budget and the verdict. A row judged against a
 * reference measured in the same run (issue 53: a twin, a floor) also says the reference's figure, the ratio (or the
 * difference) and the verdict of bench/stats.ts: 'within', 'over' or 'undecided' when the runs cannot tell.
 */
export interface Row {
  measure: string;
  value: string;
  budget: string;
  pass: boolean;
  /** false: over its budget on a machine busier than the budget assumes — printed 'not judged', fails nothing. */
  judged?: boolean;
  /** The same-run reference's figure (median and spread). */
  reference?: string;
  /** The value's ratio to the reference, or its difference where the reference can be 0 (TBT). */
  ratio?: string;
  /** 'report': shown for the record, not judged. */
  verdict?: 'within' | 'over' | 'undecided' | 'report';
}
