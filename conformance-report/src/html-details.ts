// The HTML report's details (each row's checks: the scenario, the exchange, the failure),
// shipped in the page as one gzipped, base64 JSON array of HTML strings and unpacked by the
// browser's own DecompressionStream when a row is first opened. A run of 2,000 failures
// then weighs a few hundred KB instead of 6 MB, and the browser lays out only the rows.

import { gunzipSync, gzipSync } from 'node:zlib';

/** The longest failure, output or body shown; the JSON report has them whole. */
export const MAX_SHOWN = 4_000;

export function cutText(text: string, max = MAX_SHOWN): string {
  return text.length > max ? `${text.slice(0, max)}\n… (${text.length.toLocaleString('en-US')} characters in all; the JSON report has them whole)` : text;
}

/** The element holding the packed details (base64 has no "<": safe inside a script element). */
export function packDetails(details: string[]): string {
  const packed = gzipSync(JSON.stringify(details), { level: 9 }).toString('base64');
  return `<script type="application/gzip;base64" id="fw-details">${packed}</script>`;
}

/** The details of a report as the page unpacks them: for tests and tools that read a report's text. */
export function unpackDetails(html: string): string[] {
  const m = /<script type="application\/gzip;base64" id="fw-details">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(gunzipSync(Buffer.from(m[1], 'base64')).toString('utf8')) as string[]) : [];
}

/** fwDetail(i): a promise of the HTML of detail i, unpacked once, at the first call. */
export const detailsScript = `
var fwDetail=(function(){
  var all=null;
  function unpack(){
    var bin=atob(document.getElementById('fw-details').textContent.trim()),bytes=new Uint8Array(bin.length);
    for(var i=0;i<bin.length;i++)bytes[i]=bin.charCodeAt(i);
    if(typeof DecompressionStream==='undefined')return Promise.reject(new Error('this browser has no DecompressionStream'));
    return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text().then(JSON.parse);
  }
  return function(i){
    all=all||unpack();
    return all.then(function(list){return list[i];},function(e){return '<p class="warn">The details could not be unpacked ('+String(e.message).replace(/</g,'&lt;')+'): the JSON report of the run has them.</p>';});
  };
})();
`;
