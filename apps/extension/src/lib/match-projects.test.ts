import { describe, expect, it } from 'vitest';
import { findMatchingProjects, hostMatches } from './match-projects.ts';

const p = (url: string, name = url, deleted = false) => ({ _id: name, name, url, deleted });

describe('hostMatches', () => {
  it('matches the same host, its www. variant and subdomains', () => {
    expect(hostMatches('example.com', 'https://example.com/a')).toBe(true);
    expect(hostMatches('example.com', 'https://www.example.com/')).toBe(true);
    expect(hostMatches('www.example.com', 'https://example.com/')).toBe(true);
    expect(hostMatches('https://Example.com/path', 'http://blog.example.com/x')).toBe(true);
  });
  it('does not match other sites that merely share a suffix', () => {
    expect(hostMatches('example.com', 'https://notexample.com/')).toBe(false);
    expect(hostMatches('example.com', 'https://example.com.evil.io/')).toBe(false);
    expect(hostMatches('blog.example.com', 'https://example.com/')).toBe(false);
  });
  it('honours a port only when the project names one', () => {
    expect(hostMatches('127.0.0.1', 'http://127.0.0.1:4173/index.html')).toBe(true);
    expect(hostMatches('127.0.0.1:4173', 'http://127.0.0.1:4173/')).toBe(true);
    expect(hostMatches('127.0.0.1:4173', 'http://127.0.0.1:9999/')).toBe(false);
  });
  it('never matches pages the extension cannot capture or empty project urls', () => {
    expect(hostMatches('example.com', 'chrome://settings')).toBe(false);
    expect(hostMatches('', 'https://example.com/')).toBe(false);
    expect(hostMatches('example.com', 'not a url')).toBe(false);
  });
});

describe('findMatchingProjects', () => {
  it('keeps live projects of the tab host, sorted by name', () => {
    const projects = [p('example.com', 'Zeta'), p('other.org', 'Other'), p('www.example.com', 'Alpha'), p('example.com', 'Gone', true)];
    expect(findMatchingProjects(projects, 'https://www.example.com/pricing').map((x) => x.name)).toEqual(['Alpha', 'Zeta']);
    expect(findMatchingProjects(projects, 'https://nothing.net/')).toEqual([]);
  });
});
