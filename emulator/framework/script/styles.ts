/**
 * The widgets' own stylesheet, injected once. Every class starts with cpf- so nothing clashes with the site's CSS,
 * and colours are chosen for WCAG AA contrast on white (text #1a1a1a, links #0b4fa8, errors #a4001c, buttons white
 * on #0b6b34). The empty alert and status lines stay displayed (only their margin goes): a live region hidden with
 * display:none is not announced when its text arrives.
 */
export const CSS = `
.cpf-backdrop{position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;padding:1rem}
.cpf-dialog{background:#fff;color:#1a1a1a;font:16px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;border-radius:.75rem;width:min(28rem,100%);max-height:calc(100vh - 2rem);overflow:auto;box-shadow:0 1rem 3rem rgba(0,0,0,.35)}
.cpf-dialog:focus{outline:none}
.cpf-head{display:flex;align-items:center;justify-content:space-between;padding:.75rem 1rem;border-bottom:1px solid #d0d0d0}
.cpf-title{margin:0;font-size:1.25rem}
.cpf-close{font:inherit;font-size:1.5rem;line-height:1;background:none;border:0;color:#1a1a1a;cursor:pointer;padding:.25rem .5rem;border-radius:.25rem}
.cpf-body{padding:1rem}
.cpf-body p{margin:.5rem 0}
.cpf-field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:.75rem}
.cpf-field input,.cpf-field select,.cpf-field textarea{font:inherit;padding:.5rem;border:1px solid #6b6b6b;border-radius:.375rem;color:#1a1a1a;background:#fff}
.cpf-check{display:flex;gap:.5rem;align-items:flex-start;margin-bottom:.75rem}
.cpf-button{font:inherit;font-weight:600;background:#0b6b34;color:#fff;border:0;border-radius:.375rem;padding:.6rem 1.2rem;cursor:pointer}
.cpf-button[disabled]{background:#4d4d4d}
.cpf-link{font:inherit;background:none;border:0;padding:0;color:#0b4fa8;text-decoration:underline;cursor:pointer}
.cpf-links{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1rem}
.cpf-error{color:#a4001c;font-weight:600;margin:.5rem 0}
.cpf-error:empty,.cpf-status:empty{margin:0}
.cpf-status{color:#0b5a2c;font-weight:600;margin:.5rem 0}
.cpf-list{padding-left:1.25rem;margin:.5rem 0}
.cpf-dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0}
.cpf-dl dt{font-weight:600}.cpf-dl dd{margin:0}
.cpf-close:focus-visible,.cpf-button:focus-visible,.cpf-link:focus-visible,.cpf-field :focus-visible,.cpf-check input:focus-visible{outline:3px solid #0b4fa8;outline-offset:2px}
.cpf-limit{border:1px solid #d0d0d0;border-radius:.5rem;padding:.75rem;margin:0 0 .75rem}
.cpf-limit legend{font-weight:600;padding:0 .25rem}
.cpf-confirm{border-left:4px solid #a4001c;padding:.25rem .75rem;margin:.5rem 0}
.cpf-confirm .cpf-button{margin-right:1rem}
.cpf-game{width:100%;height:100%;border:0;display:block}
`;

export function injectStyles(): void {
  if (document.getElementById('cpf-style')) return;
  const style = document.createElement('style');
  style.id = 'cpf-style';
  style.textContent = CSS;
  document.head.appendChild(style);
}
