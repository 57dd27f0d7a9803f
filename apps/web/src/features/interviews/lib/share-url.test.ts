import { describe, expect, it } from 'vitest';
import { shareUrl } from './share-url.ts';

describe('share url', () => {
  it("turns the server's API path into the web page of the shared interview", () => {
    expect(
      shareUrl('/api/vuejs/sharing/interview/cx/123/1.4.1790000000.abc_DEF-9', 'https://opinio.example'),
    ).toBe('https://opinio.example/sharing/interview/cx/123/1.4.1790000000.abc_DEF-9');
  });

  it('keeps encoded survey names encoded once', () => {
    expect(shareUrl('/api/vuejs/sharing/interview/a%20b/7/x', 'http://h')).toBe(
      'http://h/sharing/interview/a%20b/7/x',
    );
  });

  it('refuses other paths', () => {
    expect(shareUrl('/api/vuejs/interview/cx/123', 'http://h')).toBeNull();
    expect(shareUrl('https://evil.example/api/vuejs/sharing/interview/cx/1/x', 'http://h')).toBeNull();
  });
});
