<?php
/**
 * One import run: every PageLift URL met during a save, imported once.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Imports URLs on the configured origins and remembers what it did, for the rewriters
 * (Elementor data, block markup) and for the log.
 */
class PageLift_Url_Importer {

	/**
	 * Post the files belong to.
	 *
	 * @var int
	 */
	private $post_id;

	/**
	 * URL → result (array) or false when it failed; each URL is tried once per run.
	 *
	 * @var array
	 */
	private $results = array();

	/**
	 * Alt texts seen next to URLs (img alt, Elementor media alt).
	 *
	 * @var array<string,string>
	 */
	private $alts = array();

	/**
	 * Downloader.
	 *
	 * @var PageLift_Fetcher
	 */
	private $fetcher;

	/**
	 * Log lines of new imports.
	 *
	 * @var string[]
	 */
	public $imported = array();

	/**
	 * Messages of refused or failed URLs.
	 *
	 * @var string[]
	 */
	public $failures = array();

	/**
	 * Starts a run for a post.
	 *
	 * @param int $post_id Post being saved (0 when it has no id yet).
	 */
	public function __construct( $post_id ) {
		$this->post_id = (int) $post_id;
		$this->fetcher = new PageLift_Fetcher();
	}

	/**
	 * Whether the text holds any URL on a configured origin (cheap pre-check).
	 *
	 * @param string $text Any text.
	 * @return bool
	 */
	public static function mentions_origin( $text ) {
		foreach ( PageLift_Settings::origins() as $origin ) {
			if ( false !== stripos( (string) $text, $origin . '/' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Remembers an alt text for a URL, used if the URL is imported as a new attachment.
	 *
	 * @param string $url URL.
	 * @param string $alt Alt text.
	 */
	public function note_alt( $url, $alt ) {
		if ( is_string( $alt ) && '' !== trim( $alt ) && ! isset( $this->alts[ $url ] ) ) {
			$this->alts[ $url ] = trim( $alt );
		}
	}

	/**
	 * Imports one URL. Null when the URL is not ours or could not be imported (left unchanged).
	 *
	 * @param string $url URL as found.
	 * @return array|null { url: string, id: int|null }
	 */
	public function import( $url ) {
		if ( ! is_string( $url ) || ! PageLift_Settings::is_trusted_url( $url ) ) {
			return null;
		}
		if ( ! array_key_exists( $url, $this->results ) ) {
			$this->results[ $url ] = $this->import_once( $url );
		}
		return $this->results[ $url ] ? $this->results[ $url ] : null;
	}

	/**
	 * Replaces every URL on a configured origin inside a text (HTML, CSS, anything).
	 *
	 * @param string $text Text.
	 * @return string
	 */
	public function rewrite_text( $text ) {
		if ( ! is_string( $text ) || ! self::mentions_origin( $text ) ) {
			return $text;
		}
		// <img src=… alt=…>: keep the alt text for the attachment.
		if ( preg_match_all( '/<img\b[^>]*>/i', $text, $tags ) ) {
			foreach ( $tags[0] as $tag ) {
				if ( preg_match( '/\bsrc\s*=\s*["\']([^"\']+)["\']/i', $tag, $src ) && preg_match( '/\balt\s*=\s*["\']([^"\']*)["\']/i', $tag, $alt ) ) {
					$this->note_alt( html_entity_decode( $src[1] ), html_entity_decode( $alt[1] ) );
				}
			}
		}
		foreach ( PageLift_Settings::origins() as $origin ) {
			// Stops at quotes, brackets, whitespace, backslashes and '&' (an escaped quote in an attribute).
			$pattern = '#' . preg_quote( $origin, '#' ) . '/[^\s"\'()<>\\\\&]*#i';
			$text    = preg_replace_callback(
				$pattern,
				function ( $m ) {
					$done = $this->import( $m[0] );
					return $done ? $done['url'] : $m[0];
				},
				$text
			);
		}
		return $text;
	}

	/**
	 * Rewrites a decoded structure (Elementor data, block attributes): any map with a 'url' on a
	 * configured origin is a media value, so its 'id' (when the map has one) becomes the
	 * attachment id; every other string is rewritten as text.
	 *
	 * @param mixed $value Decoded JSON value.
	 * @return mixed
	 */
	public function rewrite_structure( $value ) {
		if ( is_string( $value ) ) {
			return $this->rewrite_text( $value );
		}
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( isset( $value['url'] ) && is_string( $value['url'] ) && PageLift_Settings::is_trusted_url( $value['url'] ) ) {
			if ( isset( $value['alt'] ) ) {
				$this->note_alt( $value['url'], $value['alt'] );
			}
			$done = $this->import( $value['url'] );
			if ( $done ) {
				$value['url'] = $done['url'];
				if ( array_key_exists( 'id', $value ) && null !== $done['id'] ) {
					$value['id'] = $done['id'];
				}
			}
		}
		foreach ( $value as $key => $child ) {
			if ( 'url' !== $key || ! is_string( $child ) ) {
				$value[ $key ] = $this->rewrite_structure( $child );
			}
		}
		return $value;
	}

	/**
	 * Downloads, checks and stores a URL.
	 *
	 * @param string $url URL on a configured origin.
	 * @return array|false
	 */
	private function import_once( $url ) {
		try {
			$known = PageLift_Store::attachment_for_url( $url );
			if ( $known && wp_get_attachment_url( $known ) ) {
				return array(
					'url' => wp_get_attachment_url( $known ),
					'id'  => $known,
				);
			}
			$font_url = PageLift_Store::font_for_url( $url );
			if ( $font_url ) {
				return array(
					'url' => $font_url,
					'id'  => null,
				);
			}
			$got = $this->fetcher->get( $url, PageLift_File_Types::max_bytes( $url ) );
			if ( is_wp_error( $got ) ) {
				return $this->fail( $got->get_error_message() );
			}
			$body = $got['body'];
			$ext  = PageLift_File_Types::detect( $body );
			if ( null === $ext ) {
				return $this->fail( sprintf( '%s is not an accepted image (JPEG, PNG, GIF, WebP, AVIF, SVG) or font (WOFF2, WOFF, TTF); not imported.', $url ) );
			}
			if ( PageLift_File_Types::is_font( $ext ) ) {
				$font = PageLift_Store::add_font( $body, $ext, $url );
				if ( is_wp_error( $font ) ) {
					return $this->fail( $font->get_error_message() );
				}
				if ( ! $font['reused'] ) {
					$this->imported[] = sprintf( 'font %s → %s', $url, $font['url'] );
				}
				return array(
					'url' => $font['url'],
					'id'  => null,
				);
			}
			if ( 'svg' === $ext ) {
				$body = PageLift_Svg_Sanitizer::sanitize( $body );
				if ( null === $body ) {
					return $this->fail( sprintf( '%s is an SVG that could not be sanitised; not imported.', $url ) );
				}
			}
			$alt   = isset( $this->alts[ $url ] ) ? $this->alts[ $url ] : '';
			$image = PageLift_Store::add_image( $body, $ext, $url, $alt, $this->post_id );
			if ( is_wp_error( $image ) ) {
				return $this->fail( $image->get_error_message() );
			}
			$this->imported[] = sprintf( '%s %s → attachment %d%s', $ext, $url, $image['id'], $image['reused'] ? ' (same file as before)' : '' );
			return array(
				'url' => $image['url'],
				'id'  => (int) $image['id'],
			);
		} catch ( Throwable $e ) {
			return $this->fail( sprintf( 'Import of %s failed: %s', $url, $e->getMessage() ) );
		}
	}

	/**
	 * Records a failure.
	 *
	 * @param string $message What went wrong.
	 * @return false
	 */
	private function fail( $message ) {
		$this->failures[] = $message;
		return false;
	}
}
