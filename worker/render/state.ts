/**
 * JSON for a <script type="application/json"> element: '<' and the JS line separators are escaped so that no
 * content (a CMS title containing '</script>') can end the element early.
 */
export function serialiseState(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
