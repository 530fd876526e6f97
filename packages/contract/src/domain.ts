/**
 * A page belongs to a project when its host is the project's domain, its www. form, or a
 * subdomain of it. The server enforces it on upload; the CLI checks it before a capture.
 */
export function hostMatchesDomain(pageHost: string, projectHost: string): boolean {
  const domain = projectHost.toLowerCase().replace(/^www\./, '');
  const host = pageHost.toLowerCase().replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`);
}

/** The server's refusal of a page from another domain, word for word (the CLI says it first). */
export function wrongDomainMessage(projectHost: string): string {
  return `This page is not on the project's domain (${projectHost}). All pages in this project must use this domain.`;
}
