<?php
/**
 * Elementor's page data (`_elementor_data` post meta).
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites the JSON Elementor stores: media controls (image widget, backgrounds, SVG icons are all
 * `{url, id}` maps) get the attachment URL and id; HTML widgets, text and custom CSS get their URLs
 * (images and @font-face files) rewritten as text.
 */
class PageLift_Elementor_Data {

	const META = '_elementor_data';

	/**
	 * The rewritten JSON, or null when nothing changed (or it is not JSON).
	 *
	 * @param string                $json     Meta value as stored.
	 * @param PageLift_Url_Importer $importer Import run.
	 * @return string|null
	 */
	public static function rewrite( $json, PageLift_Url_Importer $importer ) {
		if ( ! is_string( $json ) || ! PageLift_Url_Importer::mentions_origin( str_replace( '\\/', '/', $json ) ) ) {
			return null;
		}
		$data = json_decode( $json, true );
		if ( ! is_array( $data ) ) {
			return null;
		}
		$new = $importer->rewrite_structure( $data );
		return $new === $data ? null : wp_json_encode( $new );
	}
}
