/**
 * The lesson page's script and style, served from memory by the landing origin. The script counts
 * an opened link only once the page has been visible for a moment (a mail scanner that fetches the
 * address counts nothing), and on the imitation sign-in page shows the lesson when the button is
 * pressed, after emptying the fields: it never reads what was typed.
 */
export const LANDING_SCRIPT = `(function () {
  'use strict';
  var parts = location.pathname.split('/');
  var token = parts[3] || '';
  var counts = /^[A-Za-z0-9_-]{22}$/.test(token);
  function beacon(kind) {
    if (!counts) return;
    try {
      fetch('/e/' + token + '/' + kind, { method: 'POST', keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer' });
    } catch (e) {}
  }
  function whenSeen() {
    if (document.visibilityState === 'visible') {
      setTimeout(function () { if (document.visibilityState === 'visible') beacon('seen'); }, 1200);
    } else {
      document.addEventListener('visibilitychange', function once() {
        if (document.visibilityState !== 'visible') return;
        document.removeEventListener('visibilitychange', once);
        whenSeen();
      });
    }
  }
  whenSeen();
  var button = document.getElementById('lure-submit');
  if (button) {
    button.addEventListener('click', function () {
      var fields = document.querySelectorAll('#lure input');
      for (var i = 0; i < fields.length; i++) fields[i].value = '';
      document.getElementById('lure').hidden = true;
      var lesson = document.getElementById('lesson');
      lesson.hidden = false;
      lesson.focus();
      window.scrollTo(0, 0);
      beacon('submit');
    });
  }
})();
`;

export const LANDING_STYLE = `*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.55;color:#1d2433;background:#f4f6f9}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.6rem;line-height:1.3;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:2rem 0 .5rem}
a{color:#0b4f9c}
a:focus-visible,button:focus-visible,input:focus-visible,main:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.notice{background:#fff4d6;border-left:4px solid #f2a900;padding:.75rem 1rem;border-radius:4px}
.mail{background:#fff;border:1px solid #d5dbe5;border-radius:8px;padding:1rem}
.mail h2{margin-top:0}
.mail-head{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem;margin:0 0 .75rem;padding-bottom:.75rem;border-bottom:1px solid #e3e7ee}
.mail-head dt{color:#5a6475}
.mail-head dd{margin:0;word-break:break-word}
.fake-link{display:inline-block;background:#0b5cab;color:#fff;padding:.4rem .9rem;border-radius:4px}
.mark{display:inline-flex;align-items:center;justify-content:center;min-width:1.5rem;height:1.5rem;margin-left:.35rem;padding:0 .3rem;border-radius:999px;background:#b3261e;color:#fff;font-size:.8rem;font-weight:700;vertical-align:middle}
.flags li{margin:.5rem 0}
.button{display:inline-block;background:#0b4f9c;color:#fff;text-decoration:none;padding:.6rem 1.1rem;border-radius:6px}
.privacy{margin-top:2rem;color:#4a5466;font-size:.95rem}
.report{background:#e8f4ec;border-left:4px solid #1e7b3c;padding:.75rem 1rem;border-radius:4px}
.report h2{margin-top:0}
.report-address{font-size:1.1rem;overflow-wrap:anywhere}
.lure{display:flex;min-height:100vh;align-items:center;justify-content:center;padding:1rem}
.lure-card{width:100%;max-width:24rem;background:#fff;border:1px solid #d5dbe5;border-radius:10px;padding:1.5rem;display:flex;flex-direction:column}
.lure-service{font-weight:700;color:#0b4f9c;margin:0}
.lure-note{color:#5a6475;margin-top:0}
.lure-card label{margin-top:.75rem;font-weight:600}
.lure-card input{font:inherit;padding:.55rem .6rem;border:1px solid #9aa5b5;border-radius:6px;margin-top:.25rem}
.lure-card button{font:inherit;margin-top:1.25rem;padding:.6rem;border:0;border-radius:6px;background:#0b4f9c;color:#fff;cursor:pointer}
`;
