/** One line of the bench's table: what was measured, its value, its budget and the verdict. */
export interface Row {
  measure: string;
  value: string;
  budget: string;
  pass: boolean;
}
