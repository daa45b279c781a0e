// Printed reproductions: the request as a curl command that sends exactly what the diff sent.
import { describe, expect, it } from 'vitest';
import { curlCommand } from './reproduction';

describe('curlCommand', () => {
  it('sends the path as is, without curl\'s own Accept and User-Agent', () => {
    expect(curlCommand({ method: 'GET', path: '/a/../b?x[]=1', headers: [['Host', 'example.com']] })).toBe(
      "curl -s -i -g --path-as-is -H 'Host: example.com' -H 'Accept:' -H 'User-Agent:' 'http://127.0.0.1:3000/a/../b?x[]=1'",
    );
  });

  it('sends HEAD as --head, a body byte for byte, and no Content-Type the diff did not send', () => {
    expect(curlCommand({ method: 'HEAD', path: '/', headers: [['Accept', 'text/html']] })).toBe(
      "curl -s -i -g --path-as-is --head -H 'Accept: text/html' -H 'User-Agent:' 'http://127.0.0.1:3000/'",
    );
    expect(curlCommand({ method: 'POST', path: '/', headers: [], body: { data: "it's\u0001é" } })).toBe(
      "curl -s -i -g --path-as-is -X POST -H 'Accept:' -H 'User-Agent:' -H 'Content-Type:' --data-binary $'it\\x27s\\x01\\xc3\\xa9' 'http://127.0.0.1:3000/'",
    );
  });
});
