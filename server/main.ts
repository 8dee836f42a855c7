/** Placeholder until the reference platform API lands (issue 3). */
import http from 'node:http';

const port = Number(process.env.API_PORT ?? 4000);
http
  .createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: true, message: 'Not implemented yet', messageErrorCode: 'default_error_message' }));
  })
  .listen(port, () => console.log(`reference API placeholder on :${port}`));
