<?php
/**
 * Block-editor markup (post_content): blocks, their attributes and inner HTML.
 *
 * @package PageLift
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites post content. Image, cover and media-text blocks get the attachment id both in their
 * attributes and as the `wp-image-<id>` class the block's save() writes, so the editor still finds
 * the blocks valid; every other URL (inline styles, HTML blocks, @font-face in <style>) is
 * rewritten as text. Content without blocks (classic editor) is one text.
 */
class PageLift_Block_Markup {

	/**
	 * The rewritten content, or null when nothing changed.
	 *
	 * @param string                $content  post_content, unslashed.
	 * @param PageLift_Url_Importer $importer Import run.
	 * @return string|null
	 */
	public static function rewrite( $content, PageLift_Url_Importer $importer ) {
		if ( ! is_string( $content ) || ! PageLift_Url_Importer::mentions_origin( $content ) ) {
			return null;
		}
		if ( ! has_blocks( $content ) ) {
			$new = $importer->rewrite_text( $content );
			return $new === $content ? null : $new;
		}
		$blocks = parse_blocks( $content );
		$new    = array();
		foreach ( $blocks as $block ) {
			$new[] = self::rewrite_block( $block, $importer );
		}
		return $new === $blocks ? null : serialize_blocks( $new );
	}

	/**
	 * Rewrites one block and its inner blocks.
	 *
	 * @param array                 $block    Parsed block.
	 * @param PageLift_Url_Importer $importer Import run.
	 * @return array
	 */
	private static function rewrite_block( array $block, PageLift_Url_Importer $importer ) {
		$name  = isset( $block['blockName'] ) ? $block['blockName'] : null;
		$attrs = is_array( $block['attrs'] ) ? $block['attrs'] : array();
		$html  = (string) $block['innerHTML'];
		$media = null; // [ attachment id, img class test, extra classes ].

		if ( 'core/image' === $name && preg_match( '/<img\b[^>]*\bsrc\s*=\s*"([^"]+)"/i', $html, $m ) ) {
			self::note_img_alt( $html, $importer );
			$done = $importer->import( html_entity_decode( $m[1] ) );
			if ( $done && $done['id'] ) {
				$attrs['id'] = $done['id'];
				$media       = array( $done['id'], null, '' );
			}
		} elseif ( 'core/cover' === $name && isset( $attrs['url'] ) ) {
			if ( isset( $attrs['alt'] ) ) {
				$importer->note_alt( $attrs['url'], $attrs['alt'] );
			}
			$done = $importer->import( $attrs['url'] );
			if ( $done ) {
				$attrs['url'] = $done['url'];
				if ( $done['id'] && ( ! isset( $attrs['backgroundType'] ) || 'image' === $attrs['backgroundType'] ) ) {
					$attrs['id'] = $done['id'];
					$media       = array( $done['id'], 'wp-block-cover__image-background', '' );
				}
			}
		} elseif ( 'core/media-text' === $name && isset( $attrs['mediaUrl'] ) ) {
			if ( isset( $attrs['mediaAlt'] ) ) {
				$importer->note_alt( $attrs['mediaUrl'], $attrs['mediaAlt'] );
			} else {
				self::note_img_alt( $html, $importer );
			}
			$done = $importer->import( $attrs['mediaUrl'] );
			if ( $done ) {
				$attrs['mediaUrl'] = $done['url'];
				if ( $done['id'] && ( ! isset( $attrs['mediaType'] ) || 'image' === $attrs['mediaType'] ) ) {
					$attrs['mediaId']   = $done['id'];
					$attrs['mediaType'] = 'image';
					$size               = isset( $attrs['mediaSizeSlug'] ) ? $attrs['mediaSizeSlug'] : 'full';
					$media              = array( $done['id'], null, 'size-' . sanitize_html_class( $size ) );
				}
			}
		}

		// Everything else in the attributes (e.g. style.background.backgroundImage {url, id}).
		$attrs = $importer->rewrite_structure( $attrs );

		foreach ( $block['innerContent'] as $i => $chunk ) {
			if ( is_string( $chunk ) ) {
				$chunk = $importer->rewrite_text( $chunk );
				if ( $media ) {
					$chunk = self::tag_image( $chunk, $media[0], $media[1], $media[2] );
				}
				$block['innerContent'][ $i ] = $chunk;
			}
		}
		$block['innerHTML'] = $importer->rewrite_text( $html );
		if ( $media ) {
			$block['innerHTML'] = self::tag_image( $block['innerHTML'], $media[0], $media[1], $media[2] );
		}
		foreach ( $block['innerBlocks'] as $i => $inner ) {
			$block['innerBlocks'][ $i ] = self::rewrite_block( $inner, $importer );
		}
		// parse_blocks gives attrs as an empty array when the comment has none; keep that shape.
		$block['attrs'] = $attrs;
		return $block;
	}

	/**
	 * Passes the first <img>'s alt text to the importer.
	 *
	 * @param string                $html     Block HTML.
	 * @param PageLift_Url_Importer $importer Import run.
	 */
	private static function note_img_alt( $html, PageLift_Url_Importer $importer ) {
		if ( preg_match( '/<img\b[^>]*>/i', $html, $tag )
			&& preg_match( '/\bsrc\s*=\s*"([^"]+)"/i', $tag[0], $src )
			&& preg_match( '/\balt\s*=\s*"([^"]*)"/i', $tag[0], $alt ) ) {
			$importer->note_alt( html_entity_decode( $src[1] ), html_entity_decode( $alt[1] ) );
		}
	}

	/**
	 * Gives the first matching <img> the class `wp-image-<id>` (and extra classes), replacing an
	 * older wp-image class.
	 *
	 * @param string      $html     HTML chunk.
	 * @param int         $id       Attachment id.
	 * @param string|null $must_have A class the img must carry to be the one, or null for the first.
	 * @param string      $extra    More classes to add.
	 * @return string
	 */
	private static function tag_image( $html, $id, $must_have, $extra ) {
		$done = false;
		return preg_replace_callback(
			'/<img\b[^>]*>/i',
			function ( $m ) use ( &$done, $id, $must_have, $extra ) {
				$tag = $m[0];
				if ( $done || ( $must_have && ! preg_match( '/\bclass\s*=\s*"[^"]*\b' . preg_quote( $must_have, '/' ) . '\b/', $tag ) ) ) {
					return $tag;
				}
				$done = true;
				$add  = trim( 'wp-image-' . (int) $id . ' ' . $extra );
				if ( preg_match( '/\bclass\s*=\s*"([^"]*)"/i', $tag, $cls ) ) {
					$classes = preg_split( '/\s+/', trim( preg_replace( '/\bwp-image-\d+\b/', '', $cls[1] ) ), -1, PREG_SPLIT_NO_EMPTY );
					foreach ( explode( ' ', $add ) as $c ) {
						if ( ! in_array( $c, $classes, true ) ) {
							$classes[] = $c;
						}
					}
					return str_replace( $cls[0], 'class="' . implode( ' ', $classes ) . '"', $tag );
				}
				return preg_replace( '/\s*(\/?>)$/', ' class="' . $add . '"$1', $tag, 1 );
			},
			$html
		);
	}
}
