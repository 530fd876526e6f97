/**
 * Writes Elementor data into an existing local WordPress + Elementor (the "renderer") through its MariaDB
 * database, the way Elementor stores a page (formats/elementor.md §6.1, path "raw meta"): `_elementor_data`,
 * `_elementor_edit_mode=builder`, `_elementor_template_type=wp-page`, `_elementor_version`,
 * `_wp_page_template=elementor_canvas`. Cached CSS/element meta is deleted so Elementor regenerates the
 * post CSS on the next view. Nothing here installs WordPress; see bench/README.md.
 */
import mysql from 'mysql2/promise';

export interface WpConfig {
  url: string;
  db: { host: string; port: number; user: string; password: string; database: string };
  tablePrefix: string;
  elementorVersion: string;
}

export const WP_ENV_HELP = `The WordPress renderer is not configured. Set at least:
  WP_URL          base URL of a local WordPress with Elementor active (e.g. http://127.0.0.1:8881)
  WP_DB_NAME      its MariaDB/MySQL database
  WP_DB_USER      database user (WP_DB_PASSWORD, WP_DB_HOST=127.0.0.1, WP_DB_PORT=3306, WP_TABLE_PREFIX=wp_ optional)
See bench/README.md.`;

export function wpConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WpConfig | { missing: string[] } {
  const missing = ['WP_URL', 'WP_DB_NAME', 'WP_DB_USER'].filter((k) => !env[k]);
  if (missing.length) return { missing };
  return {
    url: env.WP_URL!.replace(/\/+$/, ''),
    db: {
      host: env.WP_DB_HOST || '127.0.0.1',
      port: Number(env.WP_DB_PORT || 3306),
      user: env.WP_DB_USER!,
      password: env.WP_DB_PASSWORD ?? '',
      database: env.WP_DB_NAME!,
    },
    tablePrefix: env.WP_TABLE_PREFIX || 'wp_',
    elementorVersion: env.WP_ELEMENTOR_VERSION || '4.2.3',
  };
}

const CACHE_META = ['_elementor_css', '_elementor_element_cache', '_elementor_page_assets', '_elementor_controls_usage', '_elementor_inline_svg'];

export class WpRenderer {
  private constructor(
    readonly cfg: WpConfig,
    private readonly db: mysql.Connection,
  ) {}

  static async connect(cfg: WpConfig): Promise<WpRenderer> {
    const db = await mysql.createConnection({ ...cfg.db, charset: 'utf8mb4' });
    const r = new WpRenderer(cfg, db);
    await r.verify();
    return r;
  }

  private t(name: string): string {
    return `\`${this.cfg.tablePrefix}${name}\``;
  }

  /** Fails early if the DB is not a WordPress with Elementor active, or the site does not answer. */
  private async verify(): Promise<void> {
    const [rows] = await this.db.query(`SELECT option_value FROM ${this.t('options')} WHERE option_name = 'active_plugins'`);
    const active = String((rows as { option_value: string }[])[0]?.option_value ?? '');
    if (!active.includes('elementor/elementor.php')) throw new Error('Elementor is not active in this WordPress (option active_plugins)');
    const res = await fetch(`${this.cfg.url}/wp-login.php`, { redirect: 'manual' }).catch((e: Error) => e);
    if (res instanceof Error) throw new Error(`WordPress at ${this.cfg.url} does not answer: ${res.message}`);
  }

  pageUrl(postId: number): string {
    return `${this.cfg.url}/?page_id=${postId}`;
  }

  /** Find or create a published page with this slug; returns its id. */
  async ensurePage(slug: string, title: string): Promise<number> {
    const [found] = await this.db.query(`SELECT ID FROM ${this.t('posts')} WHERE post_name = ? AND post_type = 'page' LIMIT 1`, [slug]);
    const hit = (found as { ID: number }[])[0];
    if (hit) return hit.ID;
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const [res] = await this.db.query(
      `INSERT INTO ${this.t('posts')} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status,
        comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type, guid)
       VALUES (1, ?, ?, '', ?, '', 'publish', 'closed', 'closed', ?, '', '', ?, ?, '', 'page', '')`,
      [now, now, title, slug, now, now],
    );
    const id = (res as mysql.ResultSetHeader).insertId;
    await this.db.query(`UPDATE ${this.t('posts')} SET guid = ? WHERE ID = ?`, [`${this.cfg.url}/?page_id=${id}`, id]);
    return id;
  }

  /** Store Elementor elements as the page's content and drop Elementor's caches for it. */
  async writeElementor(postId: number, elements: unknown[]): Promise<void> {
    const meta: Record<string, string> = {
      _elementor_data: JSON.stringify(elements),
      _elementor_edit_mode: 'builder',
      _elementor_template_type: 'wp-page',
      _elementor_version: this.cfg.elementorVersion,
      _wp_page_template: 'elementor_canvas',
    };
    const keys = [...Object.keys(meta), ...CACHE_META];
    await this.db.query(`DELETE FROM ${this.t('postmeta')} WHERE post_id = ? AND meta_key IN (?)`, [postId, keys]);
    for (const [k, v] of Object.entries(meta)) {
      await this.db.query(`INSERT INTO ${this.t('postmeta')} (post_id, meta_key, meta_value) VALUES (?, ?, ?)`, [postId, k, v]);
    }
    await this.db.query(`UPDATE ${this.t('posts')} SET post_modified = NOW(), post_modified_gmt = UTC_TIMESTAMP() WHERE ID = ?`, [postId]);
  }

  /** Request the page once so Elementor generates its CSS; returns the HTML. */
  async warm(postId: number): Promise<string> {
    const res = await fetch(this.pageUrl(postId));
    const html = await res.text();
    if (!res.ok) throw new Error(`WordPress answered ${res.status} for ${this.pageUrl(postId)}`);
    return html;
  }

  async close(): Promise<void> {
    await this.db.end();
  }
}
