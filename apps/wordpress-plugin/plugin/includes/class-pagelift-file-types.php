<?php
/**
 * Which files the plugin accepts, decided from their bytes.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Identifies accepted images and fonts by their leading bytes (never by the URL or the server's
 * content type alone), and holds the size limits.
 */
class PageLift_File_Types {

	const IMAGE_MAX_BYTES = 10485760; // 10 MB.
	const FONT_MAX_BYTES  = 5242880;  // 5 MB.

	/**
	 * Extension → MIME type of every accepted file.
	 *
	 * @var array<string,string>
	 */
	const MIMES = array(
		'jpg'   => 'image/jpeg',
		'png'   => 'image/png',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'avif'  => 'image/avif',
		'svg'   => 'image/svg+xml',
		'woff2' => 'font/woff2',
		'woff'  => 'font/woff',
		'ttf'   => 'font/ttf',
	);

	/**
	 * Whether a URL names a font (by its extension), to pick the size limit before downloading.
	 *
	 * @param string $url URL.
	 * @return bool
	 */
	public static function looks_like_font( $url ) {
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		return (bool) preg_match( '/\.(woff2?|ttf)$/i', $path );
	}

	/**
	 * The largest accepted download for a URL; filterable per kind.
	 *
	 * @param string $url URL.
	 * @return int
	 */
	public static function max_bytes( $url ) {
		if ( self::looks_like_font( $url ) ) {
			return (int) apply_filters( 'pagelift_max_font_bytes', self::FONT_MAX_BYTES );
		}
		return (int) apply_filters( 'pagelift_max_image_bytes', self::IMAGE_MAX_BYTES );
	}

	/**
	 * The accepted extension of a body, or null when it is none of the accepted types.
	 *
	 * @param string $body File contents.
	 * @return string|null
	 */
	public static function detect( $body ) {
		$head = substr( $body, 0, 16 );
		if ( 0 === strncmp( $head, "\xFF\xD8\xFF", 3 ) ) {
			return 'jpg';
		}
		if ( 0 === strncmp( $head, "\x89PNG\r\n\x1A\n", 8 ) ) {
			return 'png';
		}
		if ( 0 === strncmp( $head, 'GIF87a', 6 ) || 0 === strncmp( $head, 'GIF89a', 6 ) ) {
			return 'gif';
		}
		if ( 0 === strncmp( $head, 'RIFF', 4 ) && 'WEBP' === substr( $head, 8, 4 ) ) {
			return 'webp';
		}
		if ( 'ftyp' === substr( $head, 4, 4 ) && in_array( substr( $head, 8, 4 ), array( 'avif', 'avis' ), true ) ) {
			return 'avif';
		}
		if ( 0 === strncmp( $head, 'wOF2', 4 ) ) {
			return 'woff2';
		}
		if ( 0 === strncmp( $head, 'wOFF', 4 ) ) {
			return 'woff';
		}
		if ( 0 === strncmp( $head, "\x00\x01\x00\x00", 4 ) || 0 === strncmp( $head, 'true', 4 ) ) {
			return 'ttf';
		}
		if ( preg_match( '/^\s*(<\?xml[^>]*>\s*)?(<!--.*?-->\s*)*<svg[\s>]/s', substr( $body, 0, 4096 ) ) ) {
			return 'svg';
		}
		return null;
	}

	/**
	 * Whether an extension is a font.
	 *
	 * @param string $ext Extension from detect().
	 * @return bool
	 */
	public static function is_font( $ext ) {
		return in_array( $ext, array( 'woff2', 'woff', 'ttf' ), true );
	}
}
