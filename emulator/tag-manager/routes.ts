import { Hono } from 'hono';

/**
 * The tag manager stand-in (/gtm/gtm.js): a real tag manager reads window.dataLayer when it loads and honours the
 * Consent Mode commands already there. This one does nothing for the visitor; it records, for tests and manual
 * checks, what the data layer held when it loaded (`window.__tagManager.dataLayerAtLoad`, arguments objects as
 * arrays) and every later push (`window.__tagManager.pushes`). The faults middleware can make it fail (500/503) or hang.
 */
export const TAG_MANAGER_SCRIPT = `(function(){
var dl=window.dataLayer=window.dataLayer||[];
var plain=function(e){return Object.prototype.toString.call(e)==='[object Arguments]'?Array.prototype.slice.call(e):e};
var tm=window.__tagManager={loaded:true,dataLayerAtLoad:dl.map(plain),pushes:[]};
var push=dl.push;
dl.push=function(){for(var i=0;i<arguments.length;i++)tm.pushes.push(plain(arguments[i]));return push.apply(dl,arguments)};
})();
`;

export function tagManagerRoutes(): Hono {
  const app = new Hono();
  app.get('/gtm/gtm.js', (c) => c.body(TAG_MANAGER_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }));
  return app;
}
