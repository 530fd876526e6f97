<?php
/**
 * Where imported files live: images in the media library, fonts in uploads/pagelift-fonts.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Stores checked file bodies once per content hash.
 */
class PageLift_Store {

	const HASH_META   = '_pagelift_sha256';
	const SOURCE_META = '_pagelift_source_url';
	const FONT_DIR    = 'pagelift-fonts';
	const FONT_OPTION = 'pagelift_font_sources';

	/**
	 * The attachment that came from this URL before, if any (skips the download on re-saves).
	 *
	 * @param string $url Source URL.
	 * @return int Attachment id or 0.
	 */
	public static function attachment_for_url( $url ) {
		return self::attachment_by_meta( self::SOURCE_META, $url );
	}

	/**
	 * The attachment holding these bytes, if any.
	 *
	 * @param string $sha256 Hex digest.
	 * @return int Attachment id or 0.
	 */
	public static function attachment_for_hash( $sha256 ) {
		return self::attachment_by_meta( self::HASH_META, $sha256 );
	}

	/**
	 * Adds an image to the media library (or returns the one with the same bytes).
	 *
	 * @param string $body       Checked image bytes.
	 * @param string $ext        Extension from PageLift_File_Types::detect().
	 * @param string $source_url Where it came from.
	 * @param string $alt        Alt text ('' when unknown).
	 * @param int    $parent     Post the image belongs to (0 when not known yet).
	 * @return array|WP_Error { id: int, url: string, reused: bool }
	 */
	public static function add_image( $body, $ext, $source_url, $alt, $parent ) {
		$sha = hash( 'sha256', $body );
		$id  = self::attachment_for_hash( $sha );
		if ( $id ) {
			add_post_meta( $id, self::SOURCE_META, $source_url );
			return array(
				'id'     => $id,
				'url'    => wp_get_attachment_url( $id ),
				'reused' => true,
			);
		}
		$name   = self::file_name( $source_url, $sha, $ext );
		$mime   = PageLift_File_Types::MIMES[ $ext ];
		$allow  = function ( $mimes ) use ( $ext, $mime ) {
			// WordPress 6.1 knows neither AVIF nor (by default) SVG; allow them for this file only.
			$mimes[ $ext ] = $mime;
			return $mimes;
		};
		add_filter( 'upload_mimes', $allow );
		$upload = wp_upload_bits( $name, null, $body );
		remove_filter( 'upload_mimes', $allow );
		if ( ! empty( $upload['error'] ) ) {
			return new WP_Error( 'pagelift_store', sprintf( 'Could not save %s: %s', $source_url, $upload['error'] ) );
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => '' !== $alt ? $alt : preg_replace( '/\.[^.]+$/', '', $name ),
				'post_content'   => '',
				'post_status'    => 'inherit',
			),
			$upload['file'],
			$parent,
			true
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $upload['file'] );
			return $id;
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		update_post_meta( $id, self::HASH_META, $sha );
		add_post_meta( $id, self::SOURCE_META, $source_url );
		if ( '' !== $alt ) {
			update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		}
		return array(
			'id'     => $id,
			'url'    => wp_get_attachment_url( $id ),
			'reused' => false,
		);
	}

	/**
	 * The local URL of a font imported from this URL before, if its file is still there.
	 *
	 * @param string $url Source URL.
	 * @return string|null
	 */
	public static function font_for_url( $url ) {
		$sources = get_option( self::FONT_OPTION, array() );
		if ( ! is_array( $sources ) || ! isset( $sources[ $url ] ) ) {
			return null;
		}
		$uploads = wp_upload_dir( null, false );
		$file    = basename( (string) $sources[ $url ] );
		if ( ! file_exists( trailingslashit( $uploads['basedir'] ) . self::FONT_DIR . '/' . $file ) ) {
			return null;
		}
		return trailingslashit( $uploads['baseurl'] ) . self::FONT_DIR . '/' . $file;
	}

	/**
	 * Writes a font to uploads/pagelift-fonts/<sha256>.<ext> (once) and returns its URL.
	 *
	 * @param string $body       Checked font bytes.
	 * @param string $ext        woff2, woff or ttf.
	 * @param string $source_url Where it came from (remembered, so re-saves skip the download).
	 * @return array|WP_Error { url: string, reused: bool }
	 */
	public static function add_font( $body, $ext, $source_url ) {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return new WP_Error( 'pagelift_store', 'Uploads folder unavailable: ' . $uploads['error'] );
		}
		$dir  = trailingslashit( $uploads['basedir'] ) . self::FONT_DIR;
		$file = hash( 'sha256', $body ) . '.' . $ext;
		$url  = trailingslashit( $uploads['baseurl'] ) . self::FONT_DIR . '/' . $file;
		$sources                = get_option( self::FONT_OPTION, array() );
		$sources                = is_array( $sources ) ? $sources : array();
		$sources[ $source_url ] = $file;
		update_option( self::FONT_OPTION, $sources, false );
		if ( file_exists( $dir . '/' . $file ) ) {
			return array(
				'url'    => $url,
				'reused' => true,
			);
		}
		if ( ! wp_mkdir_p( $dir ) || false === file_put_contents( $dir . '/' . $file, $body ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
			return new WP_Error( 'pagelift_store', sprintf( 'Could not write %s/%s.', $dir, $file ) );
		}
		return array(
			'url'    => $url,
			'reused' => false,
		);
	}

	/**
	 * A readable file name: the URL's base name when it is sane, else the hash.
	 *
	 * @param string $url URL.
	 * @param string $sha Digest.
	 * @param string $ext Detected extension (wins over the URL's).
	 * @return string
	 */
	private static function file_name( $url, $sha, $ext ) {
		$base = sanitize_file_name( preg_replace( '/\.[^.\/]*$/', '', wp_basename( (string) wp_parse_url( $url, PHP_URL_PATH ) ) ) );
		if ( '' === $base || strlen( $base ) > 80 ) {
			$base = substr( $sha, 0, 16 );
		}
		return $base . '.' . $ext;
	}

	/**
	 * First attachment with a meta value.
	 *
	 * @param string $key   Meta key.
	 * @param string $value Meta value.
	 * @return int
	 */
	private static function attachment_by_meta( $key, $value ) {
		$ids = get_posts(
			array(
				'post_type'        => 'attachment',
				'post_status'      => 'any',
				'fields'           => 'ids',
				'posts_per_page'   => 1,
				'meta_key'         => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value'       => $value, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				'suppress_filters' => true,
			)
		);
		return empty( $ids ) ? 0 : (int) $ids[0];
	}
}
