// When: the request, as it goes on the wire.
import { When, type DataTable } from '../support/cucumber';
import type { ConformanceWorld } from '../support/world';
import { bodyOfSize, encodedRequest, header, httpMessage, requestLine } from '../support/wire-request';

When('I send {string}', async function (this: ConformanceWorld, line: string) {
  await this.request({ ...requestLine(line), headers: [] });
});

When('I send {string} with the header {string}', async function (this: ConformanceWorld, line: string, h: string) {
  await this.request({ ...requestLine(line), headers: [header(h)] });
});

When('I send {string} with the headers:', async function (this: ConformanceWorld, line: string, table: DataTable) {
  await this.request({ ...requestLine(line), headers: table.raw().map(([n, v]) => [n, v] as [string, string]) });
});

/** The whole request as an HTTP message: request line, headers, blank line, body (wire-request.ts). */
When('I send the request:', async function (this: ConformanceWorld, message: string) {
  await this.request(httpMessage(message));
});

/** The doc string is compressed by the client and labelled with Content-Encoding. */
When(
  'I send {string} with the {word}-encoded body of type {string}:',
  async function (this: ConformanceWorld, line: string, encoding: string, type: string, body: string) {
    await this.request(encodedRequest(line, encoding, type, Buffer.from(body, 'utf8')));
  },
);

/** A body of exactly n bytes, for limits: JSON-, text- or form-shaped so that it parses. */
When(
  'I send {string} with a body of {int} bytes of type {string}',
  async function (this: ConformanceWorld, line: string, size: number, type: string) {
    await this.request({ ...requestLine(line), headers: [['Content-Type', type]], body: bodyOfSize(size, type) });
  },
);
