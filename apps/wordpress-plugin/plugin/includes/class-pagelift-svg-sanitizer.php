<?php
/**
 * SVG cleaning before an SVG enters the media library.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Keeps only drawing elements and presentation attributes of an SVG: no scripts, event
 * handlers, foreign objects, external references, entities or DOCTYPE.
 */
class PageLift_Svg_Sanitizer {

	const ELEMENTS = array(
		'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line',
		'polyline', 'polygon', 'text', 'tspan', 'textpath', 'lineargradient', 'radialgradient', 'stop',
		'clippath', 'mask', 'pattern', 'filter', 'fegaussianblur', 'feoffset', 'feblend', 'fecolormatrix',
		'fecomposite', 'feflood', 'femerge', 'femergenode', 'femorphology', 'marker', 'style', 'metadata',
	);

	/**
	 * The cleaned SVG, or null when it cannot be read safely.
	 *
	 * @param string $svg SVG source.
	 * @return string|null
	 */
	public static function sanitize( $svg ) {
		if ( preg_match( '/<!(DOCTYPE|ENTITY)/i', $svg ) ) {
			return null;
		}
		$previous = libxml_use_internal_errors( true );
		$doc      = new DOMDocument();
		$loaded   = $doc->loadXML( $svg, LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		if ( ! $loaded || ! $doc->documentElement || 'svg' !== strtolower( $doc->documentElement->localName ) ) {
			return null;
		}
		self::clean_element( $doc->documentElement );
		$out = $doc->saveXML( $doc->documentElement );
		return false === $out ? null : $out;
	}

	/**
	 * Removes what is not allowed below (and on) an element.
	 *
	 * @param DOMElement $element Element to clean.
	 */
	private static function clean_element( DOMElement $element ) {
		foreach ( iterator_to_array( $element->attributes ) as $attr ) {
			$name  = strtolower( $attr->nodeName );
			$value = trim( $attr->nodeValue );
			$local = strtolower( $attr->localName );
			$is_ref = ( 'href' === $local );
			if ( 0 === strpos( $name, 'on' )
				|| ( $is_ref && '' !== $value && '#' !== $value[0] )
				|| preg_match( '/(javascript|data):|url\(\s*[\'"]?\s*(?!#)/i', $value )
			) {
				$element->removeAttributeNode( $attr );
			}
		}
		foreach ( iterator_to_array( $element->childNodes ) as $child ) {
			if ( $child instanceof DOMElement ) {
				if ( ! in_array( strtolower( $child->localName ), self::ELEMENTS, true ) ) {
					$element->removeChild( $child );
					continue;
				}
				if ( 'style' === strtolower( $child->localName ) && preg_match( '/@import|url\(\s*[\'"]?\s*(?!#)|expression\(/i', $child->textContent ) ) {
					$element->removeChild( $child );
					continue;
				}
				self::clean_element( $child );
			} elseif ( $child instanceof DOMProcessingInstruction ) {
				$element->removeChild( $child );
			}
		}
	}
}
