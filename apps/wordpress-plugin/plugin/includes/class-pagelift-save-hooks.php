<?php
/**
 * When imports run: block-editor / classic saves and Elementor's data writes.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the saves. Nothing here may break a save: every run is wrapped, failures become log
 * entries and notices.
 */
class PageLift_Save_Hooks {

	/**
	 * True while the plugin writes data itself (its own meta update must not start a new run).
	 *
	 * @var bool
	 */
	private static $busy = false;

	/**
	 * Runs of posts that had no id yet, logged once WordPress gives them one.
	 *
	 * @var PageLift_Url_Importer[]
	 */
	private static $pending = array();

	/**
	 * Registers the hooks.
	 */
	public static function register() {
		// Block editor (REST), classic editor and wp_insert_post all pass here before the row is written.
		add_filter( 'wp_insert_post_data', array( __CLASS__, 'filter_post_data' ), 20, 2 );
		add_action( 'wp_insert_post', array( __CLASS__, 'after_insert' ), 10, 1 );
		// Elementor's document save (and REST or raw meta writes) store `_elementor_data`.
		add_action( 'added_post_meta', array( __CLASS__, 'on_meta_write' ), 10, 4 );
		add_action( 'updated_post_meta', array( __CLASS__, 'on_meta_write' ), 10, 4 );
	}

	/**
	 * Only users who may upload files trigger imports.
	 *
	 * @return bool
	 */
	public static function current_user_may_import() {
		return current_user_can( 'upload_files' );
	}

	/**
	 * Rewrites post_content before it is stored.
	 *
	 * @param array $data    Slashed post fields about to be written.
	 * @param array $postarr Fields as passed to wp_insert_post.
	 * @return array
	 */
	public static function filter_post_data( $data, $postarr ) {
		if ( self::$busy || ! isset( $data['post_content'] ) || in_array( $data['post_type'], array( 'attachment', 'revision', 'nav_menu_item' ), true ) ) {
			return $data;
		}
		if ( ! self::current_user_may_import() ) {
			return $data;
		}
		$content = wp_unslash( $data['post_content'] );
		if ( ! PageLift_Url_Importer::mentions_origin( $content ) ) {
			return $data;
		}
		$post_id  = isset( $postarr['ID'] ) ? (int) $postarr['ID'] : 0;
		$importer = new PageLift_Url_Importer( $post_id );
		try {
			$new = PageLift_Block_Markup::rewrite( $content, $importer );
			if ( null !== $new ) {
				$data['post_content'] = wp_slash( $new );
			}
		} catch ( Throwable $e ) {
			$importer->failures[] = 'Import stopped: ' . $e->getMessage();
		}
		if ( $post_id ) {
			PageLift_Log::record( $post_id, 'blocks', $importer->imported, $importer->failures );
		} else {
			self::$pending[] = $importer;
		}
		return $data;
	}

	/**
	 * Logs the runs of new posts now that they have an id.
	 *
	 * @param int $post_id New post.
	 */
	public static function after_insert( $post_id ) {
		foreach ( self::$pending as $importer ) {
			PageLift_Log::record( $post_id, 'blocks', $importer->imported, $importer->failures );
		}
		self::$pending = array();
	}

	/**
	 * Rewrites `_elementor_data` right after it is written, so Elementor's CSS and caches built
	 * later in the same save already see the imported URLs.
	 *
	 * @param int    $meta_id    Meta row.
	 * @param int    $post_id    Post.
	 * @param string $meta_key   Key.
	 * @param mixed  $meta_value Value as written (unslashed).
	 */
	public static function on_meta_write( $meta_id, $post_id, $meta_key, $meta_value ) {
		if ( PageLift_Elementor_Data::META !== $meta_key || self::$busy || ! self::current_user_may_import() ) {
			return;
		}
		self::import_elementor( (int) $post_id, $meta_value, 'elementor' );
	}

	/**
	 * Imports and rewrites a post's Elementor data.
	 *
	 * @param int    $post_id Post.
	 * @param mixed  $json    Stored `_elementor_data`.
	 * @param string $source  Log label.
	 * @return PageLift_Url_Importer|null The run, or null when there was nothing to do.
	 */
	public static function import_elementor( $post_id, $json, $source ) {
		if ( ! is_string( $json ) || ! PageLift_Url_Importer::mentions_origin( str_replace( '\\/', '/', $json ) ) ) {
			return null;
		}
		$importer = new PageLift_Url_Importer( $post_id );
		try {
			$new = PageLift_Elementor_Data::rewrite( $json, $importer );
			if ( null !== $new ) {
				self::$busy = true;
				// Elementor slashes before storing too; its generated CSS is rebuilt on the next view.
				update_post_meta( $post_id, PageLift_Elementor_Data::META, wp_slash( $new ) );
				delete_post_meta( $post_id, '_elementor_css' );
			}
		} catch ( Throwable $e ) {
			$importer->failures[] = 'Import stopped: ' . $e->getMessage();
		} finally {
			self::$busy = false;
		}
		PageLift_Log::record( $post_id, $source, $importer->imported, $importer->failures );
		return $importer;
	}

	/**
	 * "Re-import this page": runs the import again over the stored content and Elementor data.
	 *
	 * @param int $post_id Post.
	 * @return array { imported: string[], failures: string[] }
	 */
	public static function reimport( $post_id ) {
		$imported = array();
		$failures = array();
		$post     = get_post( $post_id );
		if ( ! $post ) {
			return array(
				'imported' => array(),
				'failures' => array( sprintf( 'Post %d does not exist.', $post_id ) ),
			);
		}
		$run = self::import_elementor( $post_id, get_post_meta( $post_id, PageLift_Elementor_Data::META, true ), 'reimport' );
		if ( $run ) {
			$imported = array_merge( $imported, $run->imported );
			$failures = array_merge( $failures, $run->failures );
		}
		if ( PageLift_Url_Importer::mentions_origin( $post->post_content ) ) {
			$importer = new PageLift_Url_Importer( $post_id );
			$new      = PageLift_Block_Markup::rewrite( $post->post_content, $importer );
			if ( null !== $new ) {
				self::$busy = true;
				wp_update_post(
					array(
						'ID'           => $post_id,
						'post_content' => wp_slash( $new ),
					)
				);
				self::$busy = false;
			}
			PageLift_Log::record( $post_id, 'reimport', $importer->imported, $importer->failures );
			$imported = array_merge( $imported, $importer->imported );
			$failures = array_merge( $failures, $importer->failures );
		}
		return array(
			'imported' => $imported,
			'failures' => $failures,
		);
	}
}
