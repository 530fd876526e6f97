<?php
/**
 * The plugin's settings: which PageLift origins are trusted.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes the list of PageLift resource origins (scheme://host[:port]).
 */
class PageLift_Settings {

	const OPTION = 'pagelift_settings';

	/**
	 * The configured origins, normalised; the build's default when nothing was saved yet.
	 *
	 * @return string[]
	 */
	public static function origins() {
		$saved = get_option( self::OPTION, null );
		if ( is_array( $saved ) && isset( $saved['origins'] ) && is_array( $saved['origins'] ) ) {
			return self::normalize_list( $saved['origins'] );
		}
		return self::normalize_list( preg_split( '/[\s,]+/', (string) PAGELIFT_DEFAULT_ORIGINS ) );
	}

	/**
	 * Saves origins given one per line (or comma separated). Returns the lines that were refused.
	 *
	 * @param string $text Origins as typed on the settings page.
	 * @return string[] Refused entries.
	 */
	public static function save_origins_text( $text ) {
		$entries = preg_split( '/[\s,]+/', (string) $text, -1, PREG_SPLIT_NO_EMPTY );
		$refused = array();
		$origins = array();
		foreach ( $entries as $entry ) {
			$origin = self::normalize( $entry );
			if ( null === $origin ) {
				$refused[] = $entry;
			} else {
				$origins[] = $origin;
			}
		}
		update_option( self::OPTION, array( 'origins' => array_values( array_unique( $origins ) ) ), false );
		return $refused;
	}

	/**
	 * The origin of a URL (scheme://host[:port], lower case, default ports dropped), or null.
	 *
	 * @param string $url Any absolute http(s) URL.
	 * @return string|null
	 */
	public static function normalize( $url ) {
		$parts = wp_parse_url( trim( (string) $url ) );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return null;
		}
		if ( isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		$host = strtolower( $parts['host'] );
		if ( ! preg_match( '/^[a-z0-9.-]+$/', $host ) ) {
			return null;
		}
		$port    = isset( $parts['port'] ) ? (int) $parts['port'] : null;
		$default = 'https' === $scheme ? 443 : 80;
		return $scheme . '://' . $host . ( ( null !== $port && $port !== $default ) ? ':' . $port : '' );
	}

	/**
	 * Whether a URL lies on one of the configured origins.
	 *
	 * @param string $url Absolute URL.
	 * @return bool
	 */
	public static function is_trusted_url( $url ) {
		$origin = self::normalize( $url );
		return null !== $origin && in_array( $origin, self::origins(), true );
	}

	/**
	 * Normalises a list, dropping what is not an origin.
	 *
	 * @param array $list Raw entries.
	 * @return string[]
	 */
	private static function normalize_list( $list ) {
		$out = array();
		foreach ( (array) $list as $entry ) {
			$origin = self::normalize( $entry );
			if ( null !== $origin ) {
				$out[] = $origin;
			}
		}
		return array_values( array_unique( $out ) );
	}
}
