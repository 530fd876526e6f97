import type { ProjectSummary } from './api.ts';

/**
 * A project's `url` is its source domain as the user typed it: "example.com",
 * "https://www.example.com/", "127.0.0.1:4000". Reduce it to host[:port], lower case, without
 * "www.", so it compares with a tab's location.
 */
export function projectHost(projectUrl: string): { host: string; port: string } | null {
  const text = projectUrl.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return { host: stripWww(url.hostname.toLowerCase().replace(/\.$/, '')), port: url.port };
  } catch {
    return null;
  }
}

function stripWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * Does a page at `tabUrl` belong to a project whose source domain is `projectUrl`? Same host,
 * or the www. variant, or a subdomain (blog.example.com belongs to example.com). A port in the
 * project's address must match; without one, any port does (local dev servers move around).
 */
export function hostMatches(projectUrl: string, tabUrl: string): boolean {
  const project = projectHost(projectUrl);
  if (!project) return false;
  let tab: URL;
  try {
    tab = new URL(tabUrl);
  } catch {
    return false;
  }
  if (tab.protocol !== 'http:' && tab.protocol !== 'https:') return false;
  const host = stripWww(tab.hostname.toLowerCase().replace(/\.$/, ''));
  if (project.port && project.port !== tab.port) return false;
  return host === project.host || host.endsWith(`.${project.host}`);
}

/** The projects the popup offers for this tab: not deleted, source domain matching, by name. */
export function findMatchingProjects<P extends ProjectSummary>(projects: readonly P[], tabUrl: string): P[] {
  return projects
    .filter((project) => !project.deleted && hostMatches(project.url, tabUrl))
    .sort((a, b) => a.name.localeCompare(b.name));
}
