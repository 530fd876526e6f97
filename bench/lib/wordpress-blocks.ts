/**
 * Writes Gutenberg block markup into an existing local WordPress (the "renderer") through its MariaDB
 * database: the page's `post_content` is the markup, as the block editor saves it (an administrator's
 * save keeps per-block CSS and Custom HTML as they are), and `_wp_page_template` names a blank block
 * template (only `core/post-content`, no header or footer) that the lab defines. Nothing here installs
 * WordPress; see bench/README.md.
 */
import mysql from 'mysql2/promise';
import type { WpConfig } from './wordpress.ts';

export class WpBlocksRenderer {
  private constructor(
    readonly cfg: WpConfig,
    readonly template: string,
    private readonly db: mysql.Connection,
  ) {}

  static async connect(cfg: WpConfig, template: string): Promise<WpBlocksRenderer> {
    const db = await mysql.createConnection({ ...cfg.db, charset: 'utf8mb4' });
    const r = new WpBlocksRenderer(cfg, template, db);
    await r.verify();
    return r;
  }

  private t(name: string): string {
    return `\`${this.cfg.tablePrefix}${name}\``;
  }

  /** Fails early when the blank template is missing or the site does not answer. */
  private async verify(): Promise<void> {
    const [rows] = await this.db.query(`SELECT ID FROM ${this.t('posts')} WHERE post_type = 'wp_template' AND post_name = ? AND post_status = 'publish'`, [this.template]);
    if (!(rows as unknown[]).length) throw new Error(`no published block template "${this.template}" (wp_template) in this WordPress`);
    const res = await fetch(`${this.cfg.url}/wp-login.php`, { redirect: 'manual' }).catch((e: Error) => e);
    if (res instanceof Error) throw new Error(`WordPress at ${this.cfg.url} does not answer: ${res.message}`);
  }

  pageUrl(postId: number): string {
    return `${this.cfg.url}/?page_id=${postId}`;
  }

  async version(): Promise<string> {
    const res = await fetch(`${this.cfg.url}/?feed=rss2`).then((r) => r.text()).catch(() => '');
    return /wordpress\.org\/\?v=([\d.]+)/.exec(res)?.[1] ?? 'unknown';
  }

  /** Find or create a published page with this slug and store `markup` as its content. */
  async writePage(slug: string, markup: string): Promise<number> {
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const [found] = await this.db.query(`SELECT ID FROM ${this.t('posts')} WHERE post_name = ? AND post_type = 'page' LIMIT 1`, [slug]);
    let id = (found as { ID: number }[])[0]?.ID;
    if (id) {
      await this.db.query(`UPDATE ${this.t('posts')} SET post_content = ?, post_modified = ?, post_modified_gmt = ? WHERE ID = ?`, [markup, now, now, id]);
    } else {
      const [res] = await this.db.query(
        `INSERT INTO ${this.t('posts')} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status,
          comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type, guid)
         VALUES (1, ?, ?, ?, ?, '', 'publish', 'closed', 'closed', ?, '', '', ?, ?, '', 'page', '')`,
        [now, now, markup, slug, slug, now, now],
      );
      id = (res as mysql.ResultSetHeader).insertId;
      await this.db.query(`UPDATE ${this.t('posts')} SET guid = ? WHERE ID = ?`, [this.pageUrl(id), id]);
    }
    await this.db.query(`DELETE FROM ${this.t('postmeta')} WHERE post_id = ? AND meta_key = '_wp_page_template'`, [id]);
    await this.db.query(`INSERT INTO ${this.t('postmeta')} (post_id, meta_key, meta_value) VALUES (?, '_wp_page_template', ?)`, [id, this.template]);
    return id;
  }

  async close(): Promise<void> {
    await this.db.end();
  }
}
