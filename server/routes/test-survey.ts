/**
 * The test survey form: a stand-in for the survey provider the portal frames (SPEC §4), so the
 * survey works without the internet. Submitting posts the provider's submit message to the page
 * that frames it; the answers themselves are not stored. A dev tool (API_DEV_TOOLS=1 or
 * NODE_ENV=test, on loopback), like the test identity provider.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The message carries no answer and no user data, so any parent may read it ('*'): the portal is
 * the one that checks where a message comes from.
 */
const SCRIPT = `document.getElementById('survey').addEventListener('submit', function (event) {
  event.preventDefault();
  this.hidden = true;
  document.getElementById('thanks').hidden = false;
  window.parent.postMessage({ type: 'form-submit' }, '*');
});`;

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

const CHOICES = ['Very hard', 'Hard', 'Neither', 'Easy', 'Very easy'];

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>User experience survey (test form)</title>
<style>body{font-family:system-ui,sans-serif;background:#fff;color:#0f1624;margin:0;padding:1.5rem}
fieldset{border:0;padding:0;margin:0 0 1rem}legend{font-weight:600;margin-bottom:.5rem}
label{display:block;margin:.25rem 0}textarea{width:100%;box-sizing:border-box;min-height:5rem;font:inherit}
button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;font-weight:600;background:#2563eb;color:#fff;border:0;border-radius:8px;cursor:pointer}</style></head>
<body><main><h1>How are we doing?</h1>
<p>Test survey form of the reference API: answers are not stored.</p>
<form id="survey">
<fieldset><legend>How easy is it to find something to watch?</legend>
${CHOICES.map((c, i) => `<label><input type="radio" name="ease" value="${i + 1}" required> ${c}</label>`).join('\n')}
</fieldset>
<label for="comment">Anything else you would like to tell us?</label>
<textarea id="comment" name="comment"></textarea>
<button type="submit">Send answers</button>
</form>
<p id="thanks" hidden>Thank you for your answers!</p></main>
<script>${SCRIPT}</script></body></html>`;

/** Portal origins that may frame the form: CORS_ORIGINS, or any localhost port (the CORS default). */
function framingOrigins(configured: string[]): string[] {
  return configured.length > 0 ? configured : ['http://localhost:*', 'http://*.localhost:*', 'http://127.0.0.1:*'];
}

export default async function testSurveyRoutes(app: FastifyInstance): Promise<void> {
  const helmet = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        scriptSrc: [SCRIPT_HASH],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: framingOrigins(app.config.corsOrigins),
      },
    },
    // The portal frames it: frame-ancestors above says who may.
    frameguard: false,
  } as const;

  app.get('/test-survey/form', { helmet, schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE),
  );
}
